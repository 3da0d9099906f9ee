/**
 * /distribution_class: kenaikan kelas for the whole school. Each rombel of this year with the homeroom teachers'
 * decisions (naik, tinggal, lulus) and how many of its students already sit in a rombel of next year; the office
 * first prepares next year's rombel, then places each rombel's students (the detail page).
 */
import { Link } from 'react-router';
import { prepareNextYearContract, promotionOverviewContract } from '../../../shared/api/grades/promotion.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import { routeTo } from '../../lib/route-to.ts';
import { useApiData } from '../../lib/use-api-data.ts';

export default function DistributionScreen() {
  const loaded = useApiData(() => call(promotionOverviewContract, {}));
  if (loaded.state === 'loading') return <Loading label="Memuat rombel…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const d = loaded.data;
  const prepare = () =>
    act(async () => {
      await call(prepareNextYearContract, {});
      loaded.retry();
    }, 'Rombel tahun depan disiapkan');
  return (
    <section>
      <h1 className="h4">Pembagian Kelas</h1>
      <p className="small text-body-secondary">
        Kenaikan kelas tahun ajaran {d.yearLabel} ke {d.nextYear ? d.nextYear.label : '—'}. Keputusan naik/tinggal kelas diisi wali kelas di rapor semester
        genap.
      </p>
      {!d.nextYear && (
        <div className="alert alert-warning py-2" role="status">
          Tahun ajaran berikutnya belum dibuat. Tambahkan di menu Tahun Ajaran.
        </div>
      )}
      {d.nextYear && (
        <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
          <span className="small">
            {d.nextYear.sections} rombel sudah ada di {d.nextYear.label}.
          </span>
          {d.canEdit && (
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void prepare()}>
              Siapkan rombel {d.nextYear.label}
            </button>
          )}
          <Link className="btn btn-sm btn-outline-secondary" to={routeTo('homeroom_teacher_new')}>
            Wali kelas {d.nextYear.label}
          </Link>
        </div>
      )}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div className="table-responsive" role="region" aria-label="Rombel dan keputusan kenaikan" tabIndex={0}>
        <table className="table table-sm table-bordered small align-middle">
          <thead className="table-light">
            <tr>
              <th scope="col">Rombel</th>
              <th scope="col">Siswa</th>
              <th scope="col">Naik</th>
              <th scope="col">Tinggal</th>
              <th scope="col">Lulus</th>
              <th scope="col">Belum diputuskan</th>
              <th scope="col">Sudah ditempatkan</th>
              <th scope="col">
                <span className="visually-hidden">Aksi</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {d.sections.map((s) => (
              <tr key={s.id}>
                <th scope="row" className="fw-normal">
                  {s.name}
                  {s.final && <span className="badge text-bg-light border ms-1">tingkat akhir</span>}
                </th>
                <td className="text-center">{s.students}</td>
                <td className="text-center">{s.naik}</td>
                <td className="text-center">{s.tinggal}</td>
                <td className="text-center">{s.lulus}</td>
                <td className={`text-center ${s.undecided ? 'text-danger fw-semibold' : ''}`}>{s.undecided}</td>
                <td className="text-center">{s.placed}</td>
                <td>
                  <Link
                    className="btn btn-sm btn-outline-primary"
                    to={routeTo('distribution_class_detail', { id: s.id })}
                    aria-label={`Tempatkan siswa ${s.name}`}
                  >
                    Tempatkan siswa
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
