/**
 * /curriculum_atp/:id and /curriculum_atp_def/:id: the ATP editor. TPs in teaching order (drag, or Naik/Turun on a
 * phone), each under a CP element, allocated to a grade, a semester and JP; saved at once with the revision the editor
 * opened (a save by someone else in between is refused). Readers (teachers) see the same ATP read-only.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { getAtpContract, saveAtpContract, type atpDetailSchema } from '../../../shared/api/curriculum/atp.ts';
import { getCourseProfilesContract } from '../../../shared/api/curriculum/structure.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, OwnerBadge, phaseLabel, routeTo, semesterLabel } from './ui.tsx';
import { TpQuestions } from './tp-questions.tsx';

type Detail = z.output<typeof atpDetailSchema>;
type Draft = {
  key: string;
  id?: number;
  code: string;
  description: string;
  cpId: string;
  grade: string;
  semester: string;
  hours: string;
  questionCount: number;
};

const toDraft = (tp: Detail['tps'][number]): Draft => ({
  key: `tp${tp.id}`,
  id: tp.id,
  code: tp.code,
  description: tp.description,
  cpId: tp.cpId ? String(tp.cpId) : '',
  grade: tp.grade ? String(tp.grade) : '',
  semester: tp.semester ?? '',
  hours: tp.hours ? String(tp.hours) : '',
  questionCount: tp.questionCount,
});

export default function AtpEditorScreen() {
  const { id } = useParams();
  const route = useCurrentRoute();
  const def = route?.name === 'curriculum_atp_def_1';
  const atpId = Number(id);
  const data = useApiData(async () => {
    const detail = await call(getAtpContract, { params: { id: atpId } });
    const profiles = detail.atp.owner === 'school' && detail.canEdit ? await call(getCourseProfilesContract) : null;
    return { detail, courses: profiles?.courses.filter((c) => c.isActive) ?? [] };
  });
  const back = (
    <Link to={routeTo(def ? 'curriculum_atp_def' : 'curriculum_atp')} className="small d-inline-block mb-2">
      ← Kembali ke daftar ATP
    </Link>
  );
  if (!Number.isInteger(atpId) || atpId < 1) return <p>{back} ATP tidak ditemukan.</p>;
  if (data.state === 'loading') return <Loading label="Memuat ATP…" />;
  if (data.state === 'failed')
    return (
      <>
        {back}
        <LoadFailed message={data.message} onRetry={data.retry} />
      </>
    );
  return <Editor key={data.data.detail.atp.revision} initial={data.data.detail} courses={data.data.courses} back={back} onReload={data.retry} />;
}

function Editor({
  initial,
  courses,
  back,
  onReload,
}: {
  initial: Detail;
  courses: { courseId: number; name: string; subjectId: number | null }[];
  back: React.ReactNode;
  onReload: () => void;
}) {
  const [detail, setDetail] = useState(initial);
  const [title, setTitle] = useState(initial.atp.title);
  const [courseId, setCourseId] = useState(initial.atp.courseId ? String(initial.atp.courseId) : '');
  const [tps, setTps] = useState<Draft[]>(initial.tps.map(toDraft));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [dirty, setDirty] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [openQuestions, setOpenQuestions] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const edit = detail.canEdit;
  const change = (next: Draft[]) => {
    setTps(next);
    setDirty(true);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= tps.length || from === to) return;
    const next = [...tps];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    change(next);
  };
  const update = (i: number, patch: Partial<Draft>) => change(tps.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  const add = () =>
    change([
      ...tps,
      { key: `new${Date.now()}`, code: '', description: '', cpId: '', grade: String(detail.grades[0] ?? ''), semester: '1', hours: '', questionCount: 0 },
    ]);
  const save = () => {
    setBusy(true);
    void act(
      async () => {
        const saved = await call(saveAtpContract, {
          params: { id: detail.atp.id },
          input: {
            title,
            courseId: courseId || null,
            description: detail.atp.description,
            revision: detail.atp.revision,
            tps: tps.map((t) => ({
              ...(t.id ? { id: t.id } : {}),
              code: t.code,
              description: t.description,
              cpId: t.cpId || null,
              grade: t.grade || null,
              semester: t.semester || null,
              hours: t.hours || null,
            })),
          } as never,
        });
        setDetail(saved);
        setTps(saved.tps.map(toDraft));
        setDirty(false);
      },
      'ATP disimpan',
      setErrors,
    ).finally(() => setBusy(false));
  };
  const totals = new Map<string, number>();
  for (const t of tps) {
    const key = `Kelas ${t.grade || '–'} · ${semesterLabel(t.semester)}`;
    totals.set(key, (totals.get(key) ?? 0) + (Number(t.hours) || 0));
  }
  const a = detail.atp;
  return (
    <section>
      {back}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h1 className="h4 mb-0 flex-grow-1">{a.title}</h1>
        <OwnerBadge owner={a.owner} />
      </div>
      <p className="small text-body-secondary mb-2">
        {a.subjectName} · {phaseLabel(a.phase)}
        {a.courseName ? ` · ${a.courseName}` : ''} · {tps.length} TP · {[...totals.values()].reduce((x, y) => x + y, 0)} JP
        {!edit && ' · hanya baca'}
      </p>
      {edit && (
        <div className="row g-2 mb-3" style={{ maxWidth: '48rem' }}>
          <div className="col-12 col-md-7">
            <label className="form-label small mb-1" htmlFor="atp-title">
              Judul ATP
            </label>
            <input
              id="atp-title"
              className={`form-control form-control-sm ${errors.title ? 'is-invalid' : ''}`}
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                setDirty(true);
              }}
            />
            {errors.title && <div className="invalid-feedback">{errors.title[0]}</div>}
          </div>
          {a.owner === 'school' && (
            <div className="col-12 col-md-5">
              <label className="form-label small mb-1" htmlFor="atp-course">
                Mata pelajaran sekolah
              </label>
              <select
                id="atp-course"
                className="form-select form-select-sm"
                value={courseId}
                onChange={(e) => {
                  setCourseId(e.target.value);
                  setDirty(true);
                }}
              >
                <option value="">Belum dipilih</option>
                {courses
                  .filter((c) => !c.subjectId || c.subjectId === a.subjectId || String(c.courseId) === courseId)
                  .map((c) => (
                    <option key={c.courseId} value={c.courseId}>
                      {c.name}
                    </option>
                  ))}
              </select>
            </div>
          )}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 mb-3 small" aria-label="Alokasi JP">
        {[...totals.entries()].map(([k, v]) => (
          <span key={k} className="badge text-bg-light border">
            {k}: {v} JP
          </span>
        ))}
      </div>
      <ol className="list-unstyled">
        {tps.map((t, i) => (
          <li
            key={t.key}
            className={`portal-card mb-2 ${dragged === i ? 'opacity-50' : ''}`}
            draggable={edit}
            onDragStart={() => setDragged(i)}
            onDragOver={(e) => edit && e.preventDefault()}
            onDrop={() => {
              if (dragged !== null) move(dragged, i);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
          >
            <fieldset disabled={!edit || busy}>
              <legend className="h6 mb-2">
                {edit && (
                  <span aria-hidden="true" className="text-body-secondary me-1" style={{ cursor: 'grab' }}>
                    ⠿
                  </span>
                )}
                TP {i + 1}
                {t.code ? ` · ${t.code}` : ''}
              </legend>
              {edit ? (
                <>
                  <label className="visually-hidden" htmlFor={`tp-${t.key}-description`}>
                    Rumusan TP {i + 1}
                  </label>
                  <textarea
                    id={`tp-${t.key}-description`}
                    className={`form-control form-control-sm mb-2 ${errors[`tps.${i}.description`] ? 'is-invalid' : ''}`}
                    rows={2}
                    value={t.description}
                    onChange={(e) => update(i, { description: e.target.value })}
                  />
                  {errors[`tps.${i}.description`] && <div className="invalid-feedback d-block">{errors[`tps.${i}.description`][0]}</div>}
                  <div className="row g-2">
                    <div className="col-12 col-md-5">
                      <label className="form-label small mb-1" htmlFor={`tp-${t.key}-cp`}>
                        Elemen CP
                      </label>
                      <select id={`tp-${t.key}-cp`} className="form-select form-select-sm" value={t.cpId} onChange={(e) => update(i, { cpId: e.target.value })}>
                        <option value="">–</option>
                        {detail.cps.map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.element}
                          </option>
                        ))}
                      </select>
                      {errors[`tps.${i}.cpId`] && <div className="invalid-feedback d-block">{errors[`tps.${i}.cpId`][0]}</div>}
                    </div>
                    <div className="col-4 col-md-2">
                      <label className="form-label small mb-1" htmlFor={`tp-${t.key}-grade`}>
                        Kelas
                      </label>
                      <select
                        id={`tp-${t.key}-grade`}
                        className="form-select form-select-sm"
                        value={t.grade}
                        onChange={(e) => update(i, { grade: e.target.value })}
                      >
                        <option value="">–</option>
                        {detail.grades.map((g) => (
                          <option key={g} value={g}>
                            {g}
                          </option>
                        ))}
                      </select>
                      {errors[`tps.${i}.grade`] && <div className="invalid-feedback d-block">{errors[`tps.${i}.grade`][0]}</div>}
                    </div>
                    <div className="col-4 col-md-3">
                      <label className="form-label small mb-1" htmlFor={`tp-${t.key}-semester`}>
                        Semester
                      </label>
                      <select
                        id={`tp-${t.key}-semester`}
                        className="form-select form-select-sm"
                        value={t.semester}
                        onChange={(e) => update(i, { semester: e.target.value })}
                      >
                        <option value="">–</option>
                        <option value="1">Ganjil</option>
                        <option value="2">Genap</option>
                      </select>
                    </div>
                    <div className="col-4 col-md-2">
                      <label className="form-label small mb-1" htmlFor={`tp-${t.key}-hours`}>
                        JP
                      </label>
                      <input
                        id={`tp-${t.key}-hours`}
                        type="number"
                        min={1}
                        max={200}
                        inputMode="numeric"
                        className={`form-control form-control-sm ${errors[`tps.${i}.hours`] ? 'is-invalid' : ''}`}
                        value={t.hours}
                        onChange={(e) => update(i, { hours: e.target.value })}
                      />
                    </div>
                  </div>
                  <div className="d-flex flex-wrap gap-2 mt-2">
                    <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => move(i, i - 1)} disabled={i === 0}>
                      Naik
                    </button>
                    <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => move(i, i + 1)} disabled={i === tps.length - 1}>
                      Turun
                    </button>
                    <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => change(tps.filter((_, j) => j !== i))}>
                      Hapus TP
                    </button>
                  </div>
                </>
              ) : (
                <>
                  <p className="mb-1">{t.description}</p>
                  <p className="small text-body-secondary mb-0">
                    {detail.cps.find((c) => String(c.id) === t.cpId)?.element ?? 'Tanpa elemen'} · Kelas {t.grade || '–'} · {semesterLabel(t.semester)} ·{' '}
                    {t.hours || '–'} JP
                  </p>
                </>
              )}
            </fieldset>
            {a.owner === 'school' && t.id && (
              <div className="mt-2">
                <button
                  type="button"
                  className="btn btn-sm btn-link px-0"
                  aria-expanded={openQuestions === t.id}
                  onClick={() => setOpenQuestions(openQuestions === t.id ? null : t.id!)}
                >
                  Soal terkait ({t.questionCount})
                </button>
                {openQuestions === t.id && (
                  <TpQuestions tpId={t.id} onSaved={(n) => setTps(tps.map((x) => (x.id === t.id ? { ...x, questionCount: n } : x)))} />
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
      {tps.length === 0 && <p className="text-body-secondary">ATP ini belum berisi TP.</p>}
      {edit && (
        <div className="d-flex flex-wrap gap-2 align-items-center position-sticky bottom-0 bg-body py-2 border-top">
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={add}>
            Tambah TP
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={save} disabled={busy}>
            Simpan ATP
          </button>
          {dirty && (
            <span className="small text-warning-emphasis" role="status">
              Ada perubahan yang belum disimpan.
            </span>
          )}
          <button type="button" className="btn btn-link btn-sm ms-auto" onClick={onReload}>
            Muat ulang
          </button>
        </div>
      )}
    </section>
  );
}
