/**
 * /sdp_setting_raport: how one grade's rapor lists its subjects: order (Naik/Turun), the name printed, shown or not.
 * /mapping/grade-subjects-school: the same grade's subjects with the platform subject each follows and the school
 * ATP the grade uses (Merdeka), or how many KD it has (K13). The rapor reads this mapping (raporSubjectsOf).
 */
import { useState } from 'react';
import type { z } from 'zod';
import { getRaporMappingContract, saveRaporMappingContract, type raporMappingSchema } from '../../../shared/api/curriculum/structure.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { act, curriculumLabel, routeTo, useLoad, useQueryState } from './ui.tsx';
import { Link } from 'react-router';

type Mapping = z.output<typeof raporMappingSchema>;

export default function RaporMappingScreen() {
  const route = useCurrentRoute();
  const [query, setQuery] = useQueryState(['classId']);
  const data = useLoad(() => call(getRaporMappingContract, { input: (query.classId ? { classId: query.classId } : {}) as never }), query.classId);
  const atpMode = route?.name === 'mapping_grade_subjects_school';
  return (
    <section>
      <h1 className="h4">{route?.title ?? 'Pengaturan Rapor'}</h1>
      <p className="small text-body-secondary">
        {atpMode
          ? 'Mapel tiap tingkat dengan mapel referensinya, dan ATP sekolah yang dipakai tingkat itu (Kurikulum Merdeka) atau jumlah KD-nya (K13).'
          : 'Urutan mapel di rapor tingkat ini, nama yang dicetak, dan mapel yang tidak ditampilkan. Kelompok mengikuti Atur Mapel Sekolah.'}
      </p>
      {data.state === 'loading' && <Loading />}
      {data.state === 'failed' && <LoadFailed message={data.message} onRetry={data.retry} />}
      {data.state === 'ready' && (
        <>
          <div className="mb-3" style={{ maxWidth: '20rem' }}>
            <label className="form-label small mb-1" htmlFor="mapping-class">
              Tingkat
            </label>
            <select
              id="mapping-class"
              className="form-select form-select-sm"
              value={String(data.data.classId ?? '')}
              onChange={(e) => setQuery('classId', e.target.value)}
            >
              {data.data.classes.map((c) => (
                <option key={c.id} value={c.id}>
                  Kelas {c.name} ({c.phase ? `Fase ${c.phase}, ` : ''}
                  {curriculumLabel(c.curriculum)})
                </option>
              ))}
            </select>
          </div>
          <MappingEditor key={`${data.data.classId}`} initial={data.data} atpMode={atpMode} />
        </>
      )}
    </section>
  );
}

function MappingEditor({ initial, atpMode }: { initial: Mapping; atpMode: boolean }) {
  const [rows, setRows] = useState(initial.rows);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [dirty, setDirty] = useState(false);
  const grade = initial.classes.find((c) => c.id === initial.classId);
  const update = (i: number, patch: Partial<Mapping['rows'][number]>) => {
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setDirty(true);
  };
  const move = (i: number, to: number) => {
    if (to < 0 || to >= rows.length) return;
    const next = [...rows];
    const [item] = next.splice(i, 1);
    next.splice(to, 0, item);
    setRows(next);
    setDirty(true);
  };
  const save = () =>
    void act(
      async () => {
        const saved = await call(saveRaporMappingContract, {
          input: { classId: initial.classId!, rows: rows.map((r) => ({ courseId: r.courseId, inRapor: r.inRapor, raporName: r.raporName, atpId: r.atpId })) },
        });
        setRows(saved.rows);
        setDirty(false);
      },
      'Pemetaan disimpan',
      setErrors,
    );
  if (!grade) return <p className="text-body-secondary">Sekolah belum memiliki tingkat kelas.</p>;
  if (rows.length === 0)
    return (
      <p className="text-body-secondary">
        Tingkat ini belum mengajarkan mapel. Atur di <Link to={routeTo('mapping_grade_level_subjects')}>Pemetaan Mapel per Tingkat</Link>.
      </p>
    );
  let lastGroup: string | null | undefined;
  return (
    <>
      <ol className="list-unstyled">
        {rows.map((r, i) => {
          const heading = !atpMode && r.groupName !== lastGroup ? (r.groupName ?? 'Tanpa kelompok') : null;
          lastGroup = r.groupName;
          const err = errors[`rows.${i}.atpId`]?.[0] ?? errors[`rows.${i}.courseId`]?.[0] ?? errors[`rows.${i}.raporName`]?.[0];
          return (
            <li key={r.courseId}>
              {heading && <h2 className="h6 mt-3 text-body-secondary">{heading}</h2>}
              <fieldset className={`portal-card mb-2 ${r.inRapor ? '' : 'opacity-75'}`} disabled={!initial.canEdit}>
                <legend className="h6 mb-1">
                  {i + 1}. {r.name}
                </legend>
                {atpMode ? (
                  <div className="row g-2 align-items-end">
                    <div className="col-12 col-md-5 small">Mapel referensi: {r.subjectName ?? <span className="text-danger">belum dipetakan</span>}</div>
                    {grade.curriculum === 'merdeka' ? (
                      <div className="col-12 col-md-7">
                        <label className="form-label small mb-1" htmlFor={`atp-${r.courseId}`}>
                          ATP yang dipakai
                        </label>
                        <select
                          id={`atp-${r.courseId}`}
                          className="form-select form-select-sm"
                          value={r.atpId ?? ''}
                          onChange={(e) => update(i, { atpId: e.target.value ? Number(e.target.value) : null })}
                        >
                          <option value="">Belum dipilih</option>
                          {r.atps.map((a) => (
                            <option key={a.id} value={a.id}>
                              {a.title} ({a.tpCount} TP)
                            </option>
                          ))}
                        </select>
                      </div>
                    ) : (
                      <div className="col-12 col-md-7 small">
                        KD kelas {grade.grade}: {r.kdCount}
                      </div>
                    )}
                  </div>
                ) : (
                  <div className="row g-2 align-items-end">
                    <div className="col-12 col-md-6">
                      <label className="form-label small mb-1" htmlFor={`name-${r.courseId}`}>
                        Nama di rapor
                      </label>
                      <input
                        id={`name-${r.courseId}`}
                        className="form-control form-control-sm"
                        placeholder={r.name}
                        value={r.raporName ?? ''}
                        onChange={(e) => update(i, { raporName: e.target.value || null })}
                      />
                    </div>
                    <div className="col-6 col-md-3 form-check ms-2">
                      <input
                        id={`show-${r.courseId}`}
                        type="checkbox"
                        className="form-check-input"
                        checked={r.inRapor}
                        onChange={(e) => update(i, { inRapor: e.target.checked })}
                      />
                      <label className="form-check-label small" htmlFor={`show-${r.courseId}`}>
                        Tampil di rapor
                      </label>
                    </div>
                    <div className="col-12 col-md-auto d-flex gap-2">
                      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => move(i, i - 1)} disabled={i === 0}>
                        Naik
                      </button>
                      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => move(i, i + 1)} disabled={i === rows.length - 1}>
                        Turun
                      </button>
                    </div>
                  </div>
                )}
                {err && <div className="invalid-feedback d-block">{err}</div>}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {initial.canEdit && (
        <div className="position-sticky bottom-0 bg-body py-2 border-top d-flex gap-2 align-items-center">
          <button type="button" className="btn btn-primary btn-sm" onClick={save} disabled={!dirty}>
            Simpan
          </button>
          {dirty && (
            <span className="small text-warning-emphasis" role="status">
              Ada perubahan yang belum disimpan.
            </span>
          )}
        </div>
      )}
    </>
  );
}
