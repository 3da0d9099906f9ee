/**
 * /curriculum_class: per teaching class (teacher × subject × rombel) the planning documents the school requires
 * this semester and how far each got; the principal sees the whole school, a teacher their own classes.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { supervisionClassesContract } from '../../../shared/api/planning/supervision.ts';
import { PLAN_KIND_LABELS } from '../../../shared/planning/model.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { classDetailLink } from './plan-routes.ts';
import { StatusBadge } from './status-badge.tsx';
import { SemesterSelect } from './semester-select.tsx';
import { day, routeTo } from './ui.ts';

export default function SupervisionScreen() {
  const [semester, setSemester] = useState<'1' | '2' | undefined>(undefined);
  return <Supervision key={semester ?? 'aktif'} semester={semester} onSemester={setSemester} />;
}

function Supervision({ semester, onSemester }: { semester?: '1' | '2'; onSemester: (s: '1' | '2') => void }) {
  const [filter, setFilter] = useState<'all' | 'waiting' | 'incomplete'>('all');
  const [q, setQ] = useState('');
  const loaded = useApiData(() => call(supervisionClassesContract, { input: { semester } }));
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const data = loaded.data;
  const words = q.trim().toLowerCase();
  const rows = data.rows.filter(
    (r) =>
      (filter === 'all' || (filter === 'waiting' ? r.waiting > 0 : !r.complete)) &&
      (!words || `${r.teacherName} ${r.courseName} ${r.sectionName}`.toLowerCase().includes(words)),
  );
  const waiting = data.rows.reduce((n, r) => n + r.waiting, 0);
  const complete = data.rows.filter((r) => r.complete).length;
  return (
    <section>
      <h1 className="h4 mb-1">{data.schoolWide ? 'Supervisi Perangkat Ajar' : 'Perangkat Ajar Kelas Saya'}</h1>
      <p className="small text-body-secondary">
        Tahun ajaran {data.yearLabel} · wajib:{' '}
        {data.required.map((r) => `${PLAN_KIND_LABELS[r.kind]}${r.dueDate ? ` (tenggat ${day(r.dueDate)})` : ''}`).join(', ') || '–'} ·{' '}
        <Link to={routeTo('setting_teaching_tools')}>Pengaturan perangkat ajar</Link>
      </p>
      <div className="row g-2 mb-2">
        <div className="col-6 col-md-2">
          <SemesterSelect id="sup-semester" value={data.semester} onChange={onSemester} />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label small mb-0" htmlFor="sup-saring">
            Tampilkan
          </label>
          <select id="sup-saring" className="form-select form-select-sm" value={filter} onChange={(e) => setFilter(e.target.value as typeof filter)}>
            <option value="all">Semua kelas ajar</option>
            <option value="waiting">Menunggu telaah</option>
            <option value="incomplete">Belum lengkap</option>
          </select>
        </div>
        <div className="col-12 col-md-4">
          <label className="form-label small mb-0" htmlFor="sup-cari">
            Cari guru, mapel atau rombel
          </label>
          <input id="sup-cari" className="form-control form-control-sm" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
      </div>
      <p className="small" role="status">
        {data.rows.length} kelas ajar · {complete} lengkap dan ditelaah · {waiting} dokumen menunggu telaah
      </p>
      {rows.length === 0 ? (
        <p className="text-body-secondary">Tidak ada kelas ajar yang cocok.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">Rombel</th>
                <th scope="col">Mata pelajaran</th>
                {data.schoolWide && <th scope="col">Guru</th>}
                {data.required.map((r) => (
                  <th scope="col" key={r.kind}>
                    {PLAN_KIND_LABELS[r.kind]}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Tindakan</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.sectionId}:${r.courseId}:${r.teacherId}`}>
                  <td>{r.sectionName}</td>
                  <td>{r.courseName}</td>
                  {data.schoolWide && <td className="small">{r.teacherName}</td>}
                  {r.kinds.map((k) => (
                    <td key={k.kind}>
                      <StatusBadge status={k.state} />
                      {k.count > 1 && <span className="small text-body-secondary ms-1">({k.count})</span>}
                    </td>
                  ))}
                  <td className="text-end">
                    <Link
                      className="btn btn-sm btn-outline-secondary"
                      to={`${classDetailLink(r.sectionId, r.courseId, r.teacherId)}?semester=${data.semester}`}
                    >
                      Detail {r.courseName} {r.sectionName}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
