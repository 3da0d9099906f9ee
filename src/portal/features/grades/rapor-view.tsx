/**
 * The rapor on screen, laid out as the PDF prints it: the Kurikulum Merdeka layout (Nilai Akhir, Capaian
 * Kompetensi) or the K13 one (sikap, pengetahuan and keterampilan with predikat). The preview of
 * /preview_raport and the family's view.
 */
import type { z } from 'zod';
import type { raporSchema } from '../../../shared/api/grades/rapor.ts';
import { ATTITUDE_LABELS } from '../../../shared/grades/schemas.ts';

export type Rapor = z.output<typeof raporSchema>;
const PROMOTION: Record<string, string> = { naik: 'Naik kelas', tinggal: 'Tinggal kelas', lulus: 'Lulus', tidak_lulus: 'Tidak lulus' };

function Subjects({ r }: { r: Rapor }) {
  const low = (n: number | null, kkm: number) => (n !== null && n < kkm ? 'text-danger fw-semibold' : '');
  if (r.layout === 'merdeka') {
    return (
      <div className="table-responsive">
        <table className="table table-sm table-bordered small">
          <thead className="table-light">
            <tr>
              <th scope="col">No</th>
              <th scope="col">Mata Pelajaran</th>
              <th scope="col">Nilai Akhir</th>
              <th scope="col">Capaian Kompetensi</th>
            </tr>
          </thead>
          <tbody>
            {r.subjects.map((s, i) => (
              <tr key={s.courseName}>
                <td>{i + 1}</td>
                <td>{s.courseName}</td>
                <td className={`text-center ${low(s.finalGrade, s.kkm)}`}>{s.finalGrade ?? '–'}</td>
                <td>{s.capaian || '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className="table-responsive">
      <table className="table table-sm table-bordered small">
        <thead className="table-light">
          <tr>
            <th scope="col" rowSpan={2}>
              No
            </th>
            <th scope="col" rowSpan={2}>
              Mata Pelajaran
            </th>
            <th scope="col" rowSpan={2}>
              KKM
            </th>
            <th scope="colgroup" colSpan={3}>
              Pengetahuan
            </th>
            <th scope="colgroup" colSpan={3}>
              Keterampilan
            </th>
          </tr>
          <tr>
            <th scope="col">Nilai</th>
            <th scope="col">Predikat</th>
            <th scope="col">Deskripsi</th>
            <th scope="col">Nilai</th>
            <th scope="col">Predikat</th>
            <th scope="col">Deskripsi</th>
          </tr>
        </thead>
        <tbody>
          {r.subjects.map((s, i) => (
            <tr key={s.courseName}>
              <td>{i + 1}</td>
              <td>{s.courseName}</td>
              <td className="text-center">{s.kkm}</td>
              <td className={`text-center ${low(s.finalGrade, s.kkm)}`}>{s.finalGrade ?? '–'}</td>
              <td className="text-center">{s.predicate ?? '–'}</td>
              <td>{s.capaian || '–'}</td>
              <td className={`text-center ${low(s.skillsGrade, s.kkm)}`}>{s.skillsGrade ?? '–'}</td>
              <td className="text-center">{s.skillsPredicate ?? '–'}</td>
              <td>{s.skillsCapaian || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function RaporView({ rapor: r }: { rapor: Rapor }) {
  const k13 = r.layout === 'k13';
  return (
    <article className="border rounded p-2 p-md-3 bg-body">
      <h2 className="h6 text-center mb-0">{k13 ? 'LAPORAN HASIL CAPAIAN KOMPETENSI PESERTA DIDIK' : 'LAPORAN HASIL BELAJAR (RAPOR)'}</h2>
      <p className="small text-center">
        Semester {r.semester} · Tahun Pelajaran {r.yearLabel}
        {k13 ? ' · Kurikulum 2013' : ''}
      </p>
      <dl className="row small mb-2">
        <dt className="col-5 col-md-2">Nama Murid</dt>
        <dd className="col-7 col-md-4">{r.student.name}</dd>
        <dt className="col-5 col-md-2">Kelas</dt>
        <dd className="col-7 col-md-4">{r.section.name}</dd>
        <dt className="col-5 col-md-2">NIS/NISN</dt>
        <dd className="col-7 col-md-4">
          {r.student.nis ?? '-'} / {r.student.nisn ?? '-'}
        </dd>
        <dt className="col-5 col-md-2">{k13 ? 'Tingkat' : 'Fase'}</dt>
        <dd className="col-7 col-md-4">{k13 ? r.section.grade : (r.section.phase ?? '-')}</dd>
      </dl>
      {k13 && (
        <>
          <h3 className="h6">Sikap</h3>
          <ul className="small">
            {(['spiritual', 'social'] as const).map((k) => {
              const a = r.attitude?.[k];
              return (
                <li key={k}>
                  Sikap {k === 'spiritual' ? 'spiritual' : 'sosial'}: {a ? `${ATTITUDE_LABELS[a.predicate]} — ${a.description || '-'}` : '–'}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Subjects r={r} />
      {!k13 && (
        <>
          <h3 className="h6">Kokurikuler</h3>
          <p className="small">{r.kokurikuler || '–'}</p>
        </>
      )}
      <h3 className="h6">Ekstrakurikuler</h3>
      <ul className="small">
        {r.extracurriculars.length ? (
          r.extracurriculars.map((e) => (
            <li key={e.name}>
              {e.name}: {e.grade}
              {e.note ? ` — ${e.note}` : ''}
            </li>
          ))
        ) : (
          <li>–</li>
        )}
      </ul>
      {(k13 || r.achievements.length > 0) && (
        <>
          <h3 className="h6">Prestasi</h3>
          <ul className="small">
            {r.achievements.length ? (
              r.achievements.map((a, i) => (
                <li key={i}>
                  {a.kind}: {a.description}
                </li>
              ))
            ) : (
              <li>–</li>
            )}
          </ul>
        </>
      )}
      {r.vocational && (
        <>
          <h3 className="h6">Praktik Kerja Lapangan</h3>
          <ul className="small">
            {r.pkl.length ? (
              r.pkl.map((p, i) => (
                <li key={i}>
                  {p.partner}
                  {p.location ? `, ${p.location}` : ''} · {p.months} bulan{p.note ? ` — ${p.note}` : ''}
                </li>
              ))
            ) : (
              <li>–</li>
            )}
          </ul>
        </>
      )}
      <h3 className="h6">Ketidakhadiran</h3>
      <p className="small">
        Sakit {r.absence.sick} hari · Izin {r.absence.permit} hari · Tanpa Keterangan {r.absence.absent} hari
        <span className="text-body-secondary">
          {' '}
          ({r.absence.source === 'attendance' ? 'dari presensi' : 'diisi wali kelas'}
          {r.absence.frozen ? ', dibekukan saat rilis' : ''})
        </span>
      </p>
      <h3 className="h6">Catatan Wali Kelas</h3>
      <p className="small">{r.homeroomNote || '–'}</p>
      {r.promotion && (
        <p className="small">
          <strong>Keputusan:</strong> {PROMOTION[r.promotion] ?? r.promotion}
        </p>
      )}
      <p className="small text-body-secondary mb-0">
        Wali Kelas: {r.homeroom.name ?? '-'} · Kepala Sekolah: {r.school.principalName ?? '-'}
      </p>
    </article>
  );
}
