/**
 * check_teacher_exam, "Cek Kesiapan Ujian": per teacher and course they teach this year, whether the bank has
 * questions for their grades, whether the coming schedules have a paper (none, or fewer than the minimum) and
 * how many essays still wait for a score. A teacher sees themself; admins and the principal see everyone and
 * can look for one teacher or only those not ready.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { canManageExams } from '../../../../shared/exams/access.ts';
import { ITEM_TYPE_LABELS, type ItemType } from '../../../../shared/exams/item-types.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { $userType } from '../../../lib/session-store.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { call } from '../../../lib/api.ts';
import { teacherReadinessContract, type courseReadinessSchema } from '../../../../shared/api/exams/records.ts';
import type { z } from 'zod';

type CourseReadiness = z.output<typeof courseReadinessSchema>;
import { formatDateTime } from '../ui/format.ts';
import {} from './records-api.ts';

const ReadyBadge = ({ ready }: { ready: boolean }) =>
  ready ? <span className="badge text-bg-success">Siap</span> : <span className="badge text-bg-danger">Belum siap</span>;

export default function TeacherReadinessScreen() {
  const userType = useStore($userType) ?? '';
  const manager = canManageExams(userType);
  const result = useApiData(() => call(teacherReadinessContract, { input: {} }));
  const [search, setSearch] = useState('');
  const [notReadyOnly, setNotReadyOnly] = useState(false);
  if (result.state === 'loading') return <Loading label="Memeriksa kesiapan ujian…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { teachers, minQuestions } = result.data;
  const words = search.trim().toLocaleLowerCase('id');
  const shown = teachers.filter((t) => (!notReadyOnly || !t.ready) && (!words || t.name.toLocaleLowerCase('id').includes(words)));
  // A teacher's own check needs no search; the list of all teachers does.
  const many = teachers.length > 1;
  return (
    <section>
      <h1 className="h4">Cek Kesiapan Ujian</h1>
      <p className="text-body-secondary">
        Untuk setiap mata pelajaran yang diajar tahun ini: soal di bank soal, soal pada jadwal yang akan datang (minimal {minQuestions} soal) dan uraian yang
        belum dinilai.
      </p>
      {teachers.length === 0 && <p className="alert alert-light border">Belum ada pembagian mengajar pada tahun ajaran ini.</p>}
      {many && (
        <>
          <p>
            <strong>{teachers.filter((t) => t.ready).length}</strong> dari {teachers.length} guru siap.
          </p>
          <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
            <div style={{ maxWidth: '20rem' }} className="flex-grow-1">
              <label className="form-label" htmlFor="cari-guru">
                Cari guru
              </label>
              <input id="cari-guru" className="form-control" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            </div>
            <div className="form-check mb-2">
              <input id="belum-siap" className="form-check-input" type="checkbox" checked={notReadyOnly} onChange={(e) => setNotReadyOnly(e.target.checked)} />
              <label className="form-check-label" htmlFor="belum-siap">
                Hanya yang belum siap
              </label>
            </div>
          </div>
        </>
      )}
      {many && shown.length === 0 && <p className="alert alert-light border">Tidak ada guru yang cocok.</p>}
      {shown.map((t) => (
        <article key={t.userId} className="card mb-3" aria-label={t.name}>
          <div className="card-header d-flex flex-wrap justify-content-between gap-2">
            <h2 className="h6 mb-0">{t.name}</h2>
            <ReadyBadge ready={t.ready} />
          </div>
          <ul className="list-group list-group-flush">
            {t.courses.map((c) => (
              <CourseItem key={c.courseId} course={c} minQuestions={minQuestions} manager={manager} />
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}

function CourseItem({ course: c, minQuestions, manager }: { course: CourseReadiness; minQuestions: number; manager: boolean }) {
  const types = Object.entries(c.bank.byType) as [ItemType, number][];
  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <h3 className="h6 mb-1">{c.courseName}</h3>
        <ReadyBadge ready={c.ready} />
      </div>
      <p className="small text-body-secondary mb-2">
        Kelas {c.grades.join(', ')} · {c.sections.join(', ')}
      </p>
      <p className="small mb-1">
        Bank soal: <strong>{c.bank.total} soal</strong>
        {types.length > 0 && ` (${types.map(([type, n]) => `${ITEM_TYPE_LABELS[type]} ${n}`).join(', ')})`}
        {c.bank.total === 0 && <span className="text-danger"> — belum ada soal untuk kelas ini</span>}
        {c.bank.total === 0 && manager && (
          <>
            {' '}
            <Link to="/add_question_bank">Tambah soal</Link>
          </>
        )}
      </p>
      {c.schedules.length === 0 ? (
        <p className="small mb-1">Tidak ada jadwal ujian yang akan datang.</p>
      ) : (
        <ul className="small mb-1 ps-3">
          {c.schedules.map((s) => (
            <li key={s.id}>
              {s.title} ({formatDateTime(s.startsAt)}): {s.questions} soal{' '}
              {s.problem === 'empty' && <span className="badge text-bg-danger">belum ada soal</span>}
              {s.problem === 'few' && <span className="badge text-bg-warning">kurang dari {minQuestions} soal</span>}
              {s.problem && manager && (
                <>
                  {' '}
                  <Link to={`/edit_school_exam_schedules/${s.id}`}>
                    Atur soal <span className="visually-hidden">{s.title}</span>
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="small mb-0">
        {c.pendingEssays > 0 ? (
          <>
            <span className="badge text-bg-warning">{c.pendingEssays} uraian belum dinilai</span> <Link to="/result_exercises_class">Nilai uraian</Link>
          </>
        ) : (
          'Semua uraian sudah dinilai.'
        )}
      </p>
    </li>
  );
}
