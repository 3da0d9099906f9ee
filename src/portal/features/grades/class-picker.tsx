/** A page that works on one teaching class at a time: the title, the class picker (kept in ?kelas=), then the work. */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { listClassesContract } from '../../../shared/api/grades/classes.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

export function ClassPicker({
  title,
  note,
  scope = 'mine',
  children,
}: {
  title: string;
  note: string;
  scope?: 'mine' | 'homeroom' | 'all';
  children: (id: number) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const list = useApiData(() => call(listClassesContract, { input: { scope } }));
  if (list.state === 'loading') return <Loading label="Memuat kelas…" />;
  if (list.state === 'failed') return <LoadFailed message={list.message} onRetry={list.retry} />;
  const classes = list.data.classes;
  const chosen = Number(params.get('kelas')) || classes[0]?.id;
  return (
    <section>
      <h1 className="h4">{title}</h1>
      <p className="small text-body-secondary">
        {note} Semester {list.data.semester}.
      </p>
      {classes.length === 0 ? (
        <p>Belum ada kelas pada tahun ajaran ini.</p>
      ) : (
        <div className="mb-2" style={{ maxWidth: '24rem' }}>
          <label className="form-label small" htmlFor="pilih-kelas">
            Kelas
          </label>
          <select id="pilih-kelas" className="form-select form-select-sm" value={chosen} onChange={(e) => setParams({ kelas: e.target.value })}>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.courseName} · {c.sectionName}
              </option>
            ))}
          </select>
        </div>
      )}
      {chosen ? children(chosen) : null}
    </section>
  );
}
