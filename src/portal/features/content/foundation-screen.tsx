/** /foundation: the foundation's schools side by side, counted live, with bars to compare them. */
import { foundationRecapContract } from '../../../shared/api/content/foundation.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

const n = (x: number) => x.toLocaleString('id-ID');

export default function FoundationScreen() {
  const result = useApiData(() => call(foundationRecapContract));
  if (result.state === 'loading') return <Loading label="Memuat rekap yayasan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { foundation, schools, totals } = result.data;
  const most = Math.max(1, ...schools.map((s) => s.students));
  return (
    <section>
      <h1 className="h4">Yayasan: {foundation}</h1>
      <div className="row g-2 mb-3">
        {(
          [
            ['Sekolah', schools.length],
            ['Siswa', totals.students],
            ['Guru', totals.teachers],
            ['Staf', totals.staff],
            ['Pendaftar PPDB', totals.ppdbApplicants],
            ['Berita terbit', totals.newsPublished],
          ] as const
        ).map(([k, v]) => (
          <div className="col-6 col-md-2" key={k}>
            <div className="border rounded p-2">
              <div className="small text-body-secondary">{k}</div>
              <div className="fw-semibold fs-5">{n(v)}</div>
            </div>
          </div>
        ))}
      </div>
      <h2 className="h6">Siswa per sekolah</h2>
      <ul className="list-unstyled mb-4" aria-label="Siswa per sekolah">
        {schools.map((s) => (
          <li key={s.id} className="mb-2">
            <div className="d-flex justify-content-between small">
              <span>{s.name}</span>
              <span>{n(s.students)} siswa</span>
            </div>
            <div className="progress" role="img" aria-label={`${s.name}: ${s.students} siswa`} style={{ height: '0.75rem' }}>
              <div className="progress-bar" style={{ width: `${(100 * s.students) / most}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption>Sekolah-sekolah yayasan (data langsung dari portal)</caption>
          <thead>
            <tr>
              <th scope="col">Sekolah</th>
              <th scope="col" className="text-end">
                Siswa
              </th>
              <th scope="col" className="text-end">
                Guru
              </th>
              <th scope="col" className="text-end">
                Staf
              </th>
              <th scope="col" className="text-end">
                Orang tua
              </th>
              <th scope="col" className="text-end">
                PPDB daftar/diterima
              </th>
              <th scope="col" className="text-end">
                Berita
              </th>
              <th scope="col" className="text-end">
                Pengumuman
              </th>
              <th scope="col" className="text-end">
                Jajak dibuka
              </th>
            </tr>
          </thead>
          <tbody>
            {schools.map((s) => (
              <tr key={s.id}>
                <th scope="row">
                  {s.name} <span className="badge text-bg-light border">{s.stage}</span>
                </th>
                <td className="text-end">{n(s.students)}</td>
                <td className="text-end">{n(s.teachers)}</td>
                <td className="text-end">{n(s.staff)}</td>
                <td className="text-end">{n(s.guardians)}</td>
                <td className="text-end">
                  {n(s.ppdbApplicants)}/{n(s.ppdbAccepted)}
                </td>
                <td className="text-end">{n(s.newsPublished)}</td>
                <td className="text-end">{n(s.announcements)}</td>
                <td className="text-end">{n(s.openPolls)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="small text-body-secondary">Kehadiran dan tunggakan akan tampil di sini setelah modul presensi dan keuangan menyediakan rekapnya.</p>
    </section>
  );
}
