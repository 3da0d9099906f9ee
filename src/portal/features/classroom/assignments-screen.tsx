/**
 * /kelas_room_data_tugas: every assignment of one's rooms (a student's or child's state, a teacher's counts);
 * with ?id= one assignment: the student hands it in, the teacher grades each submission and closes it.
 */
import { Link, useSearchParams } from 'react-router';
import { myAssignmentsContract } from '../../../shared/api/classroom/assignments.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { AssignmentDetail } from './assignment-detail.tsx';
import { routeTo, StatusBadge, when } from './ui.tsx';

export default function AssignmentsScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  if (id > 0) return <AssignmentDetail key={id} id={id} />;
  return <AssignmentList />;
}

export function AssignmentList() {
  const result = useApiData(() => call(myAssignmentsContract));
  if (result.state === 'loading') return <Loading label="Memuat tugas…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const items = result.data.data;
  const missing = items.filter((a) => a.status === 'missing').length;
  const due = items.filter((a) => a.status === 'due').length;
  return (
    <section>
      <Link to={routeTo('kelas_room')} className="small">
        ← Ruang Kelas
      </Link>
      <h1 className="h4 mt-2">Tugas</h1>
      {items.some((a) => a.student) && (
        <p>
          {due} tugas belum dikumpulkan, {missing} tugas terlewat.
        </p>
      )}
      {items.length === 0 && <p>Belum ada tugas.</p>}
      <ul className="list-group">
        {items.map((a) => (
          <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={`${a.id}-${a.student?.id ?? 0}`}>
            <div className="me-auto">
              <Link to={`${routeTo('kelas_room_data_tugas')}?id=${a.id}`}>{a.title}</Link>
              <div className="small text-body-secondary">
                {a.courseName} · {a.sectionName} · batas {when(a.dueAt)}
                {a.student ? ` · ${a.student.name}` : ''}
              </div>
            </div>
            {a.status ? <StatusBadge status={a.status} /> : <span className="badge text-bg-light">{a.submitted} kiriman</span>}
            {a.score !== null && (
              <span className="badge text-bg-success">
                Nilai {a.score}/{a.maxScore}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
