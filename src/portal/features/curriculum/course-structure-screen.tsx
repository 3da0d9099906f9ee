/**
 * /set_course_school: each course's type (jenis) and group (kelompok) in the school's structure.
 * /sdp_course_school: which platform subject each course follows (its CP, ATP and KD come from there).
 * Both save only the changed courses, in one call.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { getCourseProfilesContract, saveCourseProfilesContract, type courseProfilesSchema } from '../../../shared/api/curriculum/structure.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo } from './ui.tsx';

type Profiles = z.output<typeof courseProfilesSchema>;
type Row = Profiles['courses'][number];

export default function CourseStructureScreen() {
  const route = useCurrentRoute();
  const data = useApiData(() => call(getCourseProfilesContract));
  if (data.state === 'loading') return <Loading />;
  if (data.state === 'failed') return <LoadFailed message={data.message} onRetry={data.retry} />;
  return <Editor key={route?.name} mapping={route?.name === 'sdp_course_school'} title={route?.title ?? 'Mapel Sekolah'} initial={data.data} />;
}

function Editor({ mapping, title, initial }: { mapping: boolean; title: string; initial: Profiles }) {
  const [data, setData] = useState(initial);
  const [rows, setRows] = useState<Row[]>(initial.courses);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const changed = rows.filter((r) => {
    const before = data.courses.find((c) => c.courseId === r.courseId)!;
    return before.subjectId !== r.subjectId || before.courseTypeId !== r.courseTypeId || before.courseGroupId !== r.courseGroupId;
  });
  const update = (courseId: number, patch: Partial<Row>) => setRows(rows.map((r) => (r.courseId === courseId ? { ...r, ...patch } : r)));
  const num = (v: string) => (v ? Number(v) : null);
  const save = () =>
    void act(
      async () => {
        const saved = await call(saveCourseProfilesContract, {
          input: { rows: changed.map((r) => ({ courseId: r.courseId, subjectId: r.subjectId, courseTypeId: r.courseTypeId, courseGroupId: r.courseGroupId })) },
        });
        setData(saved);
        setRows(saved.courses);
      },
      'Struktur mapel disimpan',
      setErrors,
    );
  const subjectOf = (id: number | null) => data.subjects.find((s) => s.id === id);
  return (
    <section>
      <h1 className="h4">{title}</h1>
      <p className="small text-body-secondary">
        {mapping
          ? 'Petakan setiap mapel sekolah ke mapel referensi platform. CP, ATP, dan KD mapel sekolah diambil dari mapel referensinya.'
          : 'Atur jenis dan kelompok tiap mata pelajaran sekolah. Kelompok menjadi judul pengelompokan mapel di rapor.'}{' '}
        Jenis dan kelompok dikelola di <Link to={routeTo('course_type_school')}>Jenis Mapel Sekolah</Link> dan{' '}
        <Link to={routeTo('mapping_course_group')}>Pemetaan Kelompok Mapel</Link>.
      </p>
      <ul className="list-unstyled">
        {rows.map((r) => {
          const subject = subjectOf(r.subjectId);
          const index = changed.indexOf(r);
          const err = (f: string) => (index >= 0 ? errors[`rows.${index}.${f}`]?.[0] : undefined);
          return (
            <li key={r.courseId} className="portal-card mb-2">
              <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
                <h2 className="h6 mb-0 flex-grow-1">
                  <Link to={routeTo('detail_course', { id: r.courseId })}>{r.name}</Link>
                </h2>
                <span className="small text-body-secondary">
                  {r.code}
                  {r.grades.length ? ` · tingkat ${r.grades.join(', ')}` : ' · belum diajarkan di tingkat mana pun'}
                  {r.isActive ? '' : ' · nonaktif'}
                </span>
              </div>
              <div className="row g-2">
                {mapping ? (
                  <>
                    <div className="col-12 col-md-6">
                      <label className="form-label small mb-1" htmlFor={`subject-${r.courseId}`}>
                        Mapel referensi
                      </label>
                      <select
                        id={`subject-${r.courseId}`}
                        className="form-select form-select-sm"
                        value={r.subjectId ?? ''}
                        disabled={!data.canEdit}
                        onChange={(e) => update(r.courseId, { subjectId: num(e.target.value) })}
                      >
                        <option value="">Tidak dipetakan</option>
                        {data.subjects.map((s) => (
                          <option key={s.id} value={s.id}>
                            {s.name}
                          </option>
                        ))}
                      </select>
                      {err('subjectId') && <div className="invalid-feedback d-block">{err('subjectId')}</div>}
                    </div>
                    <div className="col-12 col-md-6 small">
                      {subject ? (
                        <>
                          CP tersedia: {subject.cpPhases.length ? subject.cpPhases.map((p) => `Fase ${p}`).join(', ') : 'belum ada'} · KD:{' '}
                          {subject.kdGrades.length ? subject.kdGrades.map((g) => `kelas ${g}`).join(', ') : 'belum ada'}
                        </>
                      ) : (
                        <span className="text-body-secondary">Tanpa mapel referensi, mapel ini tidak punya CP/TP/KD.</span>
                      )}
                    </div>
                  </>
                ) : (
                  <>
                    <div className="col-12 col-md-6">
                      <label className="form-label small mb-1" htmlFor={`type-${r.courseId}`}>
                        Jenis mapel
                      </label>
                      <select
                        id={`type-${r.courseId}`}
                        className="form-select form-select-sm"
                        value={r.courseTypeId ?? ''}
                        disabled={!data.canEdit}
                        onChange={(e) => update(r.courseId, { courseTypeId: num(e.target.value) })}
                      >
                        <option value="">–</option>
                        {data.types.map((t) => (
                          <option key={t.id} value={t.id}>
                            {t.name}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="col-12 col-md-6">
                      <label className="form-label small mb-1" htmlFor={`group-${r.courseId}`}>
                        Kelompok mapel
                      </label>
                      <select
                        id={`group-${r.courseId}`}
                        className="form-select form-select-sm"
                        value={r.courseGroupId ?? ''}
                        disabled={!data.canEdit}
                        onChange={(e) => update(r.courseId, { courseGroupId: num(e.target.value) })}
                      >
                        <option value="">–</option>
                        {data.groups
                          .filter((g) => !r.courseTypeId || !g.courseTypeId || g.courseTypeId === r.courseTypeId || g.id === r.courseGroupId)
                          .map((g) => (
                            <option key={g.id} value={g.id}>
                              {g.name}
                            </option>
                          ))}
                      </select>
                      {err('courseGroupId') && <div className="invalid-feedback d-block">{err('courseGroupId')}</div>}
                    </div>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {data.canEdit && (
        <div className="position-sticky bottom-0 bg-body py-2 border-top d-flex gap-2 align-items-center">
          <button type="button" className="btn btn-primary btn-sm" disabled={changed.length === 0} onClick={save}>
            Simpan perubahan
          </button>
          <span className="small text-body-secondary" role="status">
            {changed.length ? `${changed.length} mapel diubah` : 'Tidak ada perubahan'}
          </span>
        </div>
      )}
    </section>
  );
}
