/**
 * /curriculum_ma/add, /add_rpp (?format=one_page for RPP satu lembar), /syllabus/add_syllabus: a new document for
 * a subject and grade level the teacher teaches this year, started from a template (the school's, the
 * platform's default, or a reference), then opened in the editor.
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { createDocumentContract, optionsContract } from '../../../shared/api/planning/documents.ts';
import { PLAN_KIND_LABELS, type PlanFormat, type PlanKind } from '../../../shared/planning/model.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { DOCUMENT_ROUTES, documentLink, documentListLink } from './plan-routes.ts';
import { SemesterSelect } from './semester-select.tsx';
import { act } from './ui.ts';

const ROLE_WORD: Record<string, string> = { school: 'Sekolah', default: 'Bawaan platform', reference: 'Referensi' };

export default function DocumentNewScreen() {
  const config = DOCUMENT_ROUTES[useCurrentRoute()?.name ?? ''] ?? { kind: 'modul_ajar' as const };
  const [search] = useSearchParams();
  const format: PlanFormat = config.kind === 'rpp' && search.get('format') === 'one_page' ? 'one_page' : 'full';
  return <NewDocument key={`${config.kind}:${format}`} kind={config.kind} format={format} />;
}

function NewDocument({ kind, format }: { kind: PlanKind; format: PlanFormat }) {
  const navigate = useNavigate();
  const loaded = useApiData(() => call(optionsContract, { input: { kind, format } }));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const [f, setF] = useState({ teaching: '', semester: '', templateId: '', title: '' });
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const o = loaded.data;
  const name = format === 'one_page' ? 'RPP Satu Lembar' : PLAN_KIND_LABELS[kind];
  const semester = f.semester || o.semester;
  const templateId = f.templateId || String(o.templates[0]?.id ?? '');
  const save = () => {
    const [courseId, classId] = f.teaching.split(':');
    setBusy(true);
    void act(
      async () => {
        const doc = await call(createDocumentContract, {
          input: {
            kind,
            format,
            courseId: courseId ?? '',
            classId: classId ?? '',
            semester: semester as '1' | '2',
            templateId: templateId || null,
            title: f.title,
          },
        });
        void navigate(documentLink(kind, doc.id));
      },
      `${name} dibuat`,
      setErrors,
    ).finally(() => setBusy(false));
  };
  return (
    <section style={{ maxWidth: '42rem' }}>
      <p className="mb-1">
        <Link to={documentListLink(kind, format)}>&larr; Daftar {name}</Link>
      </p>
      <h1 className="h4">Tulis {name}</h1>
      {o.teaching.length === 0 ? (
        <p className="alert alert-warning">Anda belum memiliki kelas ajar pada tahun ajaran ini. Minta admin sekolah mengatur pembagian tugas mengajar.</p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
          noValidate
        >
          <div className="mb-3">
            <label className="form-label" htmlFor="dok-kelas">
              Mata pelajaran dan tingkat
            </label>
            <select
              id="dok-kelas"
              className={`form-select${errors.courseId || errors.classId ? ' is-invalid' : ''}`}
              value={f.teaching}
              onChange={(e) => setF({ ...f, teaching: e.target.value })}
              aria-describedby="dok-kelas-galat"
            >
              <option value="">Pilih…</option>
              {o.teaching.map((t) => (
                <option key={`${t.courseId}:${t.classId}`} value={`${t.courseId}:${t.classId}`}>
                  {t.courseName} · Kelas {t.className} ({t.sections.join(', ')})
                </option>
              ))}
            </select>
            <div id="dok-kelas-galat" className="invalid-feedback">
              {[...(errors.courseId ?? []), ...(errors.classId ?? [])].join(' ')}
            </div>
          </div>
          <div className="mb-3">
            <SemesterSelect id="dok-semester" small={false} value={semester} onChange={(v) => setF({ ...f, semester: v })} />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="dok-templat">
              Templat
            </label>
            <select
              id="dok-templat"
              className={`form-select${errors.templateId ? ' is-invalid' : ''}`}
              value={templateId}
              onChange={(e) => setF({ ...f, templateId: e.target.value })}
            >
              {o.templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {ROLE_WORD[t.role] ?? t.role}: {t.title}
                </option>
              ))}
            </select>
          </div>
          <TextField id="dok-judul" label="Judul" value={f.title} onChange={(v) => setF({ ...f, title: v })} errors={errors.title} placeholder={`${name} …`} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Membuat…' : `Buat ${name}`}
          </button>
        </form>
      )}
    </section>
  );
}
