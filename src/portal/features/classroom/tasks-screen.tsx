/**
 * /tugas. For teachers and the office: the tasks list of master data (the resource screen, as before). For a
 * student or a parent: what to do — the class-room assignments with their state (handed in here) and the tasks the
 * teachers set for the rombel.
 */
import { useStore } from '@nanostores/react';
import { myTasksContract } from '../../../shared/api/classroom/tasks.ts';
import { TASKS } from '../../../shared/resources/definitions/teaching.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { ResourceScreen } from '../../components/resource/resource-screen.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { $userType } from '../../lib/session-store.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { AssignmentList } from './assignments-screen.tsx';
import { dayLabel } from './form-kit.tsx';

export default function TasksScreen() {
  const userType = useStore($userType);
  const route = useCurrentRoute();
  if (userType === '5' || userType === '6') return <StudentTasks />;
  return <ResourceScreen def={TASKS} screen="list" title={route?.title ?? 'Tugas'} />;
}

function StudentTasks() {
  const result = useApiData(() => call(myTasksContract));
  return (
    <>
      <AssignmentList />
      <section className="mt-4">
        <h2 className="h5">Tugas dari guru</h2>
        {result.state === 'loading' && <Loading label="Memuat tugas…" />}
        {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
        {result.state === 'ready' && result.data.data.length === 0 && <p className="text-body-secondary">Tidak ada tugas lain.</p>}
        {result.state === 'ready' && (
          <ul className="list-group">
            {result.data.data.map((t) => (
              <li className="list-group-item" key={`${t.id}-${t.studentName}`}>
                <div className="d-flex flex-wrap gap-2 align-items-center">
                  <span className="fw-semibold me-auto">{t.title}</span>
                  <span className={`badge ${t.overdue ? 'text-bg-secondary' : 'text-bg-warning'}`}>
                    {t.overdue ? 'Lewat batas' : `Batas ${dayLabel(t.dueDate)}`}
                  </span>
                </div>
                <div className="small text-body-secondary">
                  {t.courseName} · {t.teacherName} · nilai maksimal {t.maxScore}
                  {result.data.data.some((x) => x.studentName !== t.studentName) ? ` · ${t.studentName}` : ''}
                </div>
                {t.description && <div className="small">{t.description}</div>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
