/**
 * /Laporanlatihansiswa: how the students took the year's class exercises (latihan kelas): per exercise the
 * subject, rombel, window, participants, how many finished at least once (participation), attempts and the
 * average of each student's latest result; filtered by subject and rombel, printable, each opening the exam
 * module's result page. Read from the exams module's own call.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { classExercisesContract } from '../../../shared/api/exams/practice.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { routeTo } from '../../lib/route-to.ts';
import { useApiData } from '../../lib/use-api-data.ts';

const date = (d: Date | string) => new Date(d).toLocaleDateString('id-ID', { day: 'numeric', month: 'short', year: 'numeric' });

export default function ExerciseReportScreen() {
  const result = useApiData(() => call(classExercisesContract, {}));
  const [course, setCourse] = useState('');
  const [section, setSection] = useState('');
  if (result.state === 'loading') return <Loading label="Memuat latihan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const all = result.data.data;
  const courses = [...new Set(all.map((e) => e.courseName ?? 'Tanpa mapel'))].sort();
  const sections = [...new Set(all.flatMap((e) => e.sections.split(', ').filter(Boolean)))].sort();
  const shown = all.filter((e) => (!course || (e.courseName ?? 'Tanpa mapel') === course) && (!section || e.sections.split(', ').includes(section)));
  const participants = shown.reduce((a, e) => a + e.participants, 0);
  const takers = shown.reduce((a, e) => a + e.takers, 0);
  const averages = shown.flatMap((e) => (e.average === null ? [] : [e.average]));
  return (
    <section>
      <h1 className="h4">Laporan Latihan Siswa</h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2 d-print-none">
        <div>
          <label className="form-label small" htmlFor="latihan-mapel">
            Mata pelajaran
          </label>
          <select id="latihan-mapel" className="form-select form-select-sm" value={course} onChange={(e) => setCourse(e.target.value)}>
            <option value="">Semua mapel</option>
            {courses.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label small" htmlFor="latihan-rombel">
            Rombel
          </label>
          <select id="latihan-rombel" className="form-select form-select-sm" value={section} onChange={(e) => setSection(e.target.value)}>
            <option value="">Semua rombel</option>
            {sections.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => window.print()}>
          Cetak
        </button>
      </div>
      <p className="small text-body-secondary">
        {shown.length} latihan · {takers} dari {participants} peserta sudah mengerjakan ({participants ? Math.round((takers / participants) * 100) : 0}%) ·
        rata-rata {averages.length ? Math.round((averages.reduce((a, b) => a + b, 0) / averages.length) * 100) / 100 : '–'}
      </p>
      {shown.length === 0 ? (
        <p>Belum ada latihan kelas pada tahun ajaran ini.</p>
      ) : (
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        <div className="table-responsive border rounded" role="region" aria-label="Laporan latihan" tabIndex={0}>
          <table className="table table-sm table-bordered small mb-0">
            <thead className="table-light">
              <tr>
                <th scope="col">Latihan</th>
                <th scope="col">Mapel</th>
                <th scope="col">Rombel</th>
                <th scope="col">Waktu</th>
                <th scope="col">Peserta</th>
                <th scope="col">Sudah mengerjakan</th>
                <th scope="col">Percobaan</th>
                <th scope="col">Rata-rata</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <tr key={e.id}>
                  <th scope="row" className="fw-normal">
                    <Link to={routeTo('result_exercises_class_detail', { id: e.id })}>{e.title}</Link>
                  </th>
                  <td>{e.courseName ?? '–'}</td>
                  <td>{e.sections || '–'}</td>
                  <td className="text-nowrap">
                    {date(e.startsAt)} – {date(e.endsAt)}
                  </td>
                  <td className="text-center">{e.participants}</td>
                  <td className={`text-center ${e.participants && e.takers / e.participants < 0.5 ? 'text-danger fw-semibold' : ''}`}>
                    {e.takers} ({e.participants ? Math.round((e.takers / e.participants) * 100) : 0}%)
                  </td>
                  <td className="text-center">{e.attempts}</td>
                  <td className="text-center">{e.average ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
