/**
 * /mapping/grade-level-subjects: which courses each grade level teaches this year and their JP per week (empty =
 * not taught). /sdp_set_score_school: the KKM/KKTP of each course in each grade, which the gradebook uses.
 * Both edit the same matrix and save the changed cells in one call.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { getGradeMatrixContract, saveGradeMatrixContract, type gradeMatrixSchema } from '../../../shared/api/curriculum/structure.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.tsx';

type Matrix = z.output<typeof gradeMatrixSchema>;
const key = (classId: number, courseId: number) => `${classId}:${courseId}`;

export default function GradeMatrixScreen() {
  const route = useCurrentRoute();
  const data = useApiData(() => call(getGradeMatrixContract));
  if (data.state === 'loading') return <Loading />;
  if (data.state === 'failed') return <LoadFailed message={data.message} onRetry={data.retry} />;
  return <MatrixEditor key={route?.name} kkm={route?.name === 'sdp_set_score_school'} title={route?.title ?? 'Mapel per Tingkat'} initial={data.data} />;
}

function cellsOf(m: Matrix) {
  return new Map(m.cells.map((c) => [key(c.classId, c.courseId), { hours: String(c.hoursPerWeek), kkm: String(c.kkm) }]));
}

function MatrixEditor({ kkm, title, initial }: { kkm: boolean; title: string; initial: Matrix }) {
  const [matrix, setMatrix] = useState(initial);
  const [cells, setCells] = useState(() => cellsOf(initial));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const saved = cellsOf(matrix);
  const changed = [...new Set([...cells.keys(), ...saved.keys()])].filter((k) => JSON.stringify(cells.get(k) ?? null) !== JSON.stringify(saved.get(k) ?? null));
  const set = (k: string, patch: Partial<{ hours: string; kkm: string }>) => {
    const next = new Map(cells);
    const current = next.get(k) ?? { hours: '', kkm: '75' };
    const value = { ...current, ...patch };
    if (!value.hours) next.delete(k);
    else next.set(k, value);
    setCells(next);
  };
  const payload = changed.map((k) => {
    const [classId, courseId] = k.split(':').map(Number);
    const c = cells.get(k);
    return { classId, courseId, hoursPerWeek: c ? c.hours : null, ...(c ? { kkm: c.kkm } : {}) };
  });
  const save = () =>
    void act(
      async () => {
        const next = await call(saveGradeMatrixContract, { input: { cells: payload } as never });
        setMatrix(next);
        setCells(cellsOf(next));
      },
      kkm ? 'KKM disimpan' : 'Mapel per tingkat disimpan',
      setErrors,
    );
  const hoursOf = (classId: number) => matrix.courses.reduce((n, c) => n + (Number(cells.get(key(classId, c.id))?.hours) || 0), 0);
  const firstError = Object.values(errors)[0]?.[0];
  return (
    <section>
      <h1 className="h4">{title}</h1>
      <p className="small text-body-secondary">
        Tahun ajaran {matrix.yearLabel}.{' '}
        {kkm
          ? 'KKM/KKTP tiap mapel di tiap tingkat (0–100). Nilai di bawahnya ditandai perlu bantuan di buku nilai dan rapor.'
          : 'Isi JP per minggu untuk mapel yang diajarkan di tingkat itu; kosongkan bila tidak diajarkan.'}
      </p>
      {firstError && (
        <div className="alert alert-danger small" role="alert">
          {firstError}
        </div>
      )}
      {/* A scrolling table must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <div
        className="table-responsive border rounded"
        style={{ maxHeight: '70vh' }}
        role="region"
        aria-label={kkm ? 'Matriks KKM' : 'Matriks mapel per tingkat'}
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="table table-sm align-middle mb-0">
          <caption className="visually-hidden">{title}</caption>
          <thead className="sticky-top bg-body">
            <tr>
              <th scope="col">Mata pelajaran</th>
              {matrix.classes.map((c) => (
                <th scope="col" key={c.id} className="text-center">
                  Kelas {c.name}
                  {c.phase ? <div className="small fw-normal text-body-secondary">Fase {c.phase}</div> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.courses.map((course) => (
              <tr key={course.id}>
                <th scope="row" className="fw-normal small">
                  {course.name}
                  {course.groupName && <div className="text-body-secondary">{course.groupName}</div>}
                </th>
                {matrix.classes.map((c) => {
                  const k = key(c.id, course.id);
                  const cell = cells.get(k);
                  const id = `cell-${k.replace(':', '-')}`;
                  return (
                    <td key={c.id} className="text-center" style={{ minWidth: '5rem' }}>
                      {(!kkm || cell) && (
                        <label className="visually-hidden" htmlFor={id}>
                          {kkm ? 'KKM' : 'JP'} {course.name} kelas {c.name}
                        </label>
                      )}
                      {kkm ? (
                        cell ? (
                          <input
                            id={id}
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={100}
                            className="form-control form-control-sm text-center"
                            value={cell.kkm}
                            disabled={!matrix.canEdit}
                            onChange={(e) => set(k, { kkm: e.target.value })}
                          />
                        ) : (
                          <span className="text-body-secondary" title="Tidak diajarkan">
                            –
                          </span>
                        )
                      ) : (
                        <input
                          id={id}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={40}
                          className="form-control form-control-sm text-center"
                          value={cell?.hours ?? ''}
                          disabled={!matrix.canEdit}
                          onChange={(e) => set(k, { hours: e.target.value })}
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          {!kkm && (
            <tfoot>
              <tr>
                <th scope="row">Jumlah JP per minggu</th>
                {matrix.classes.map((c) => (
                  <td key={c.id} className="text-center fw-semibold">
                    {hoursOf(c.id)}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {matrix.canEdit && (
        <div className="d-flex gap-2 align-items-center mt-2">
          <button type="button" className="btn btn-primary btn-sm" disabled={changed.length === 0} onClick={save}>
            Simpan
          </button>
          <span className="small text-body-secondary" role="status">
            {changed.length ? `${changed.length} sel diubah` : 'Tidak ada perubahan'}
          </span>
        </div>
      )}
    </section>
  );
}
