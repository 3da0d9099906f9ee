/**
 * /teacher_teaching_class (and its admin and wali kelas variants): the classes a teacher teaches this year,
 * each opening its grade grid, and the rombel they lead, opening the rapor pages. The office and the principal
 * see every class of the school.
 */
import { Link } from 'react-router';
import { listClassesContract } from '../../../shared/api/grades/classes.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { routeTo } from '../../lib/route-to.ts';

export default function ClassesScreen({
  scope = 'mine',
  title = 'Kelas Mengajar',
  detail = 'teacher_teaching_class_detail',
}: {
  scope?: 'mine' | 'all' | 'homeroom';
  title?: string;
  detail?: string;
}) {
  const result = useApiData(() => call(listClassesContract, { input: { scope } }));
  if (result.state === 'loading') return <Loading label="Memuat kelas…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  return (
    <section>
      <h1 className="h4">{title}</h1>
      <p className="text-body-secondary small">
        Tahun ajaran {d.yearLabel}, semester {d.semester}. Pilih kelas untuk mengisi nilai.
      </p>
      {d.homeroom.length > 0 && (
        <>
          <h2 className="h6 mt-3">{scope === 'all' ? 'Rombel' : 'Rombel perwalian Anda'}</h2>
          <ul className="list-group mb-3">
            {d.homeroom.map((h) => (
              <li key={h.sectionId} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
                <div className="me-auto">
                  <strong>{h.sectionName}</strong>
                  <div className="small text-body-secondary">{h.students} siswa</div>
                </div>
                <Link
                  className="btn btn-sm btn-outline-primary"
                  to={`${routeTo('preview_raport')}?rombel=${h.sectionId}`}
                  aria-label={`Rapor ${h.sectionName}`}
                >
                  Rapor
                </Link>
                <Link className="btn btn-sm btn-outline-secondary" to={`${routeTo('leger')}?rombel=${h.sectionId}`} aria-label={`Leger ${h.sectionName}`}>
                  Leger
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2 className="h6">Kelas ajar</h2>
      {d.classes.length === 0 && <p>Belum ada kelas yang diajar pada tahun ajaran ini.</p>}
      <ul className="list-group">
        {d.classes.map((c) => (
          <li key={c.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <div className="me-auto">
              <strong>{c.courseName}</strong> · {c.sectionName}
              <div className="small text-body-secondary">
                {c.students} siswa · {c.assessments} penilaian{scope !== 'mine' ? ` · ${c.teacherName}` : ''}
              </div>
            </div>
            <Link
              className="btn btn-sm btn-primary"
              to={routeTo(detail, { id: c.id, id2: c.sectionId, id3: d.semester, id4: c.sectionId })}
              aria-label={`Isi nilai ${c.courseName} ${c.sectionName}`}
            >
              Isi nilai
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
