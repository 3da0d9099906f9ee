/**
 * /group_course and /course_group: the subjects as the rapor prints them, kelompok by kelompok in order. The
 * office moves a subject to another kelompok and renumbers its order, then saves every change in one call;
 * teachers and the principal read.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { listCourseGroupsContract, saveCourseGroupsContract, type courseGroupsSchema } from '../../../shared/api/grades/course-groups.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

type Data = z.output<typeof courseGroupsSchema>;
type Edit = { group: string; sortOrder: string };

export default function CourseGroupsScreen() {
  const loaded = useApiData(() => call(listCourseGroupsContract, {}));
  if (loaded.state === 'loading') return <Loading label="Memuat mata pelajaran…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <CourseGroups initial={loaded.data} />;
}

function CourseGroups({ initial }: { initial: Data }) {
  const [data, setData] = useState(initial);
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const valueOf = (c: Data['courses'][number]): Edit => edits[c.id] ?? { group: c.group, sortOrder: c.sortOrder === null ? '' : String(c.sortOrder) };
  const bad = Object.entries(edits)
    .filter(([, e]) => !/^\d{1,3}$/.test(e.sortOrder))
    .map(([id]) => Number(id));
  const save = () =>
    act(async () => {
      if (bad.length) throw new Error('Urutan harus bilangan 0–999.');
      setData(
        await call(saveCourseGroupsContract, {
          input: { items: Object.entries(edits).map(([id, e]) => ({ id: Number(id), group: e.group, sortOrder: Number(e.sortOrder) })) },
        }),
      );
      setEdits({});
    }, 'Kelompok mapel disimpan');
  const set = (id: number, e: Edit) => setEdits((all) => ({ ...all, [id]: e }));
  return (
    <section>
      <h1 className="h4">Kelompok Mata Pelajaran</h1>
      <p className="small text-body-secondary">Urutan ini dipakai rapor dan leger: kelompok demi kelompok, lalu nomor urut.</p>
      {data.canEdit && (
        <div className="d-flex gap-2 align-items-center mb-2">
          <button type="button" className="btn btn-sm btn-primary" disabled={!Object.keys(edits).length} onClick={() => void save()}>
            Simpan {Object.keys(edits).length ? `(${Object.keys(edits).length})` : ''}
          </button>
          {bad.length > 0 && (
            <span className="small text-danger" role="alert">
              Urutan harus bilangan 0–999.
            </span>
          )}
        </div>
      )}
      {data.groups.map((g) => {
        const list = data.courses.filter((c) => c.group === g.value);
        if (!list.length) return null;
        return (
          <div key={g.value} className="card mb-2">
            <div className="card-header">
              <strong>{g.label}</strong> · {list.length} mapel
            </div>
            <ul className="list-group list-group-flush">
              {list.map((c) => {
                const e = valueOf(c);
                return (
                  <li key={c.id} className="list-group-item d-flex flex-wrap gap-2 align-items-end">
                    <div className="me-auto">
                      <strong>{c.name}</strong>{' '}
                      <span className="small text-body-secondary">
                        {c.code} · {c.classes} kelas ajar
                      </span>
                    </div>
                    {data.canEdit ? (
                      <>
                        <div>
                          <label className="form-label small mb-0" htmlFor={`kelompok-${c.id}`}>
                            Kelompok {c.name}
                          </label>
                          <select
                            id={`kelompok-${c.id}`}
                            className="form-select form-select-sm"
                            value={e.group}
                            onChange={(ev) => set(c.id, { ...e, group: ev.target.value })}
                          >
                            {data.groups.map((o) => (
                              <option key={o.value} value={o.value}>
                                {o.label}
                              </option>
                            ))}
                          </select>
                        </div>
                        <div style={{ width: '6rem' }}>
                          <label className="form-label small mb-0" htmlFor={`urutan-${c.id}`}>
                            Urutan
                          </label>
                          <input
                            id={`urutan-${c.id}`}
                            inputMode="numeric"
                            className={`form-control form-control-sm ${bad.includes(c.id) ? 'is-invalid' : ''}`}
                            value={e.sortOrder}
                            onChange={(ev) => set(c.id, { ...e, sortOrder: ev.target.value.trim() })}
                          />
                        </div>
                      </>
                    ) : (
                      <span className="small">Urutan {c.sortOrder ?? '–'}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
