/** The rapor on screen, laid out as the PDF prints it (Kurikulum Merdeka): the preview of /preview_raport and the family's view. */
import type { z } from 'zod';
import type { raporSchema } from '../../../shared/api/grades/rapor.ts';

export type Rapor = z.output<typeof raporSchema>;
const PROMOTION: Record<string, string> = { naik: 'Naik kelas', tinggal: 'Tinggal kelas', lulus: 'Lulus' };

export function RaporView({ rapor: r }: { rapor: Rapor }) {
  return (
    <article className="border rounded p-2 p-md-3 bg-body">
      <h2 className="h6 text-center mb-0">LAPORAN HASIL BELAJAR (RAPOR)</h2>
      <p className="small text-center">Semester {r.semester} · Tahun Pelajaran {r.yearLabel}</p>
      <dl className="row small mb-2">
        <dt className="col-5 col-md-2">Nama Murid</dt><dd className="col-7 col-md-4">{r.student.name}</dd>
        <dt className="col-5 col-md-2">Kelas</dt><dd className="col-7 col-md-4">{r.section.name}</dd>
        <dt className="col-5 col-md-2">NIS/NISN</dt><dd className="col-7 col-md-4">{r.student.nis ?? '-'} / {r.student.nisn ?? '-'}</dd>
        <dt className="col-5 col-md-2">Fase</dt><dd className="col-7 col-md-4">{r.section.phase ?? '-'}</dd>
      </dl>
      <div className="table-responsive">
        <table className="table table-sm table-bordered small">
          <thead className="table-light"><tr><th scope="col">No</th><th scope="col">Mata Pelajaran</th><th scope="col">Nilai Akhir</th><th scope="col">Capaian Kompetensi</th></tr></thead>
          <tbody>
            {r.subjects.map((s, i) => (
              <tr key={s.courseName}>
                <td>{i + 1}</td><td>{s.courseName}</td>
                <td className={`text-center ${s.finalGrade !== null && s.finalGrade < s.kkm ? 'text-danger fw-semibold' : ''}`}>{s.finalGrade ?? '–'}</td>
                <td>{s.capaian || '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="h6">Kokurikuler</h3>
      <p className="small">{r.kokurikuler || '–'}</p>
      <h3 className="h6">Ekstrakurikuler</h3>
      <ul className="small">{r.extracurriculars.length ? r.extracurriculars.map((e) => <li key={e.name}>{e.name}: {e.grade}{e.note ? ` — ${e.note}` : ''}</li>) : <li>–</li>}</ul>
      <h3 className="h6">Ketidakhadiran</h3>
      <p className="small">Sakit {r.absence.sick} hari · Izin {r.absence.permit} hari · Tanpa Keterangan {r.absence.absent} hari</p>
      <h3 className="h6">Catatan Wali Kelas</h3>
      <p className="small">{r.homeroomNote || '–'}</p>
      {r.promotion && <p className="small"><strong>Keputusan:</strong> {PROMOTION[r.promotion] ?? r.promotion}</p>}
      <p className="small text-body-secondary mb-0">Wali Kelas: {r.homeroom.name ?? '-'} · Kepala Sekolah: {r.school.principalName ?? '-'}</p>
    </article>
  );
}
