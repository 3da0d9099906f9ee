/**
 * /homeroom_teacher: every rombel of the year with its wali kelas, chosen from the school's teachers and saved
 * per row; /homeroom_teacher_new: only the rombel still without one (the start of a new year, after the office
 * prepared next year's rombel). The principal reads; the office writes.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { listHomeroomContract, setHomeroomContract, type homeroomSchema } from '../../../shared/api/grades/homeroom.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

type Data = z.output<typeof homeroomSchema>;

export function HomeroomScreen({ onlyEmpty = false }: { onlyEmpty?: boolean }) {
  const loaded = useApiData(() => call(listHomeroomContract, {}));
  if (loaded.state === 'loading') return <Loading label="Memuat rombel…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <Homeroom initial={loaded.data} onlyEmpty={onlyEmpty} />;
}

function Homeroom({ initial, onlyEmpty }: { initial: Data; onlyEmpty: boolean }) {
  const [data, setData] = useState(initial);
  const [choice, setChoice] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [keep] = useState(() => new Set(initial.sections.filter((s) => s.teacherId === null).map((s) => s.id)));
  const rows = onlyEmpty ? data.sections.filter((s) => keep.has(s.id)) : data.sections;
  const save = (id: number) =>
    act(
      async () => setData(await call(setHomeroomContract, { params: { id }, input: { teacherId: choice[id] ? Number(choice[id]) : null } })),
      'Wali kelas disimpan',
      (fe) => setErrors((e) => ({ ...e, [id]: fe.teacherId?.[0] ?? '' })),
    );
  const empty = data.sections.filter((s) => s.teacherId === null).length;
  return (
    <section>
      <h1 className="h4">{onlyEmpty ? 'Wali Kelas Rombel Baru' : 'Wali Kelas'}</h1>
      <p className="small text-body-secondary">
        Tahun ajaran {data.yearLabel} · {data.sections.length} rombel · {empty} belum memiliki wali kelas. Seorang guru menjadi wali kelas paling banyak satu
        rombel.
      </p>
      {rows.length === 0 ? (
        <p>{onlyEmpty ? 'Semua rombel sudah memiliki wali kelas.' : 'Belum ada rombel pada tahun ajaran ini.'}</p>
      ) : (
        <ul className="list-group">
          {rows.map((s) => {
            const value = choice[s.id] ?? (s.teacherId ? String(s.teacherId) : '');
            const fieldId = `wali-${s.id}`;
            return (
              <li key={s.id} className="list-group-item">
                <div className="d-flex flex-wrap gap-2 align-items-end">
                  <div className="me-auto">
                    <strong>{s.name}</strong>
                    <div className="small text-body-secondary">
                      Kelas {s.className} · {s.students} siswa · {s.teacherName ? `wali kelas ${s.teacherName}` : 'belum ada wali kelas'}
                    </div>
                  </div>
                  {data.canEdit && (
                    <>
                      <div style={{ minWidth: '14rem' }}>
                        <label className="form-label small" htmlFor={fieldId}>
                          Wali kelas {s.name}
                        </label>
                        <select
                          id={fieldId}
                          className={`form-select form-select-sm ${errors[s.id] ? 'is-invalid' : ''}`}
                          value={value}
                          onChange={(e) => setChoice((c) => ({ ...c, [s.id]: e.target.value }))}
                          aria-describedby={errors[s.id] ? `${fieldId}-galat` : undefined}
                        >
                          <option value="">— Kosong —</option>
                          {data.teachers.map((t) => (
                            <option key={t.id} value={t.id}>
                              {t.name}
                            </option>
                          ))}
                        </select>
                        {errors[s.id] && (
                          <div id={`${fieldId}-galat`} className="invalid-feedback">
                            {errors[s.id]}
                          </div>
                        )}
                      </div>
                      <button type="button" className="btn btn-sm btn-primary" disabled={choice[s.id] === undefined} onClick={() => void save(s.id)}>
                        Simpan
                      </button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export const HomeroomAll = () => <HomeroomScreen />;
export const HomeroomNew = () => <HomeroomScreen onlyEmpty />;
