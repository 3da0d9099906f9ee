/**
 * The reference texts: CP (/learn_course_cp, /setting_cp), KI (/core_competence) and KD (/basic_competence,
 * /basiccompetence/index with its add and edit routes). The platform's text is shown beside the school's copy;
 * an admin copies a platform text to the school and changes only the copy, the superadmin keeps the platform's.
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { $userType } from '../../lib/session-store.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { KINDS, type KindSpec, type TextKindName, type TextRow } from './text-kinds.ts';
import { ImportPanel } from './import-panel.tsx';
import { act, Field, loadSubjects, OwnerBadge, routeTo, useLoad, useQueryState, type SubjectOption } from './ui.tsx';

type Owner = 'platform' | 'school' | 'all';

interface RouteSpec {
  kind: TextKindName;
  intro: string;
  /** 'mine': the superadmin's platform text, or the school's own. */
  owner: 'all' | 'mine';
  form?: 'new' | 'edit';
}

const ROUTES: Record<string, RouteSpec> = {
  learn_course_cp: {
    kind: 'cp',
    owner: 'all',
    intro: 'Capaian Pembelajaran tiap mapel per fase: teks referensi platform dan salinan sekolah. Salin teks platform ke sekolah untuk menyesuaikannya.',
  },
  setting_cp: { kind: 'cp', owner: 'mine', intro: 'CP yang dipakai sekolah ini. Ubah salinan sekolah atau tambahkan CP sendiri; teks platform tidak berubah.' },
  core_competence: { kind: 'ki', owner: 'all', intro: 'Kompetensi Inti Kurikulum 2013 per jenjang. Sekolah memakai salinannya sendiri.' },
  basic_competence: { kind: 'kd', owner: 'all', intro: 'Kompetensi Dasar K13 per mapel dan kelas: referensi platform dan salinan sekolah.' },
  basiccompetence_index: { kind: 'kd', owner: 'mine', intro: 'KD yang dipakai sekolah ini (salinan dan rumusan sendiri).' },
  basiccompetence_add_basiccompetence: { kind: 'kd', owner: 'mine', form: 'new', intro: '' },
  basiccompetence_edit_basiccompetence: { kind: 'kd', owner: 'mine', form: 'edit', intro: '' },
};

export default function TextsScreen() {
  const route = useCurrentRoute();
  const spec = ROUTES[route?.name ?? ''] ?? ROUTES.learn_course_cp;
  const userType = useStore($userType);
  const mine: Owner = userType === '1' ? 'platform' : 'school';
  const subjects = useApiData(loadSubjects);
  if (subjects.state === 'loading') return <Loading />;
  if (subjects.state === 'failed') return <LoadFailed message={subjects.message} onRetry={subjects.retry} />;
  const title = route?.title ?? 'Kurikulum';
  if (spec.form) return <StandaloneForm spec={spec} title={title} owner={mine as 'platform' | 'school'} subjects={subjects.data} />;
  return <TextList key={route?.name} spec={spec} title={title} initialOwner={spec.owner === 'all' ? 'all' : mine} subjects={subjects.data} />;
}

function TextList({ spec, title, initialOwner, subjects }: { spec: RouteSpec; title: string; initialOwner: Owner; subjects: SubjectOption[] }) {
  const kind = KINDS[spec.kind];
  const [query, setFilter] = useQueryState([...kind.filters.map((f) => f.name), 'owner'], { owner: initialOwner });
  const owner = (query.owner || initialOwner) as Owner;
  const filters = Object.fromEntries(kind.filters.map((f) => [f.name, query[f.name] ?? ''])) as Record<string, string>;
  // Only the filters chosen: an empty one ("Semua") is no filter, and the API refuses an empty id or phase.
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  const input = { owner, ...chosen };
  const rows = useLoad(() => call(kind.contracts.list as typeof KINDS.cp.contracts.list, { input: input as never }), JSON.stringify(input));
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const ready = rows.state === 'ready' ? rows.data : null;
  const list = (ready?.data ?? []) as TextRow[];
  const copyable = list.filter((r) => r.owner === 'platform' && !r.copyId);
  const copy = (ids?: number[]) =>
    void act(async () => {
      const done = await call(kind.contracts.copy as typeof KINDS.cp.contracts.copy, { input: { ...chosen, ...(ids ? { ids } : {}) } as never });
      rows.retry();
      return done;
    }, 'Disalin ke sekolah');
  const remove = (row: TextRow) =>
    void act(async () => {
      await call(kind.contracts.remove, { params: { id: row.id } });
      rows.retry();
    }, `${kind.noun} dihapus`);
  const mineOwner: 'platform' | 'school' = ready?.canEditPlatform && owner !== 'school' ? 'platform' : 'school';
  const canAdd = ready ? (mineOwner === 'platform' ? ready.canEditPlatform : ready.canEditSchool) : false;
  return (
    <section>
      <h1 className="h4">{title}</h1>
      <p className="small text-body-secondary">{spec.intro}</p>
      <form className="row g-2 align-items-end mb-3" onSubmit={(e) => e.preventDefault()} aria-label={`Saring ${kind.noun}`}>
        {kind.filters.map((f) => (
          <div className="col-6 col-md-3" key={f.name}>
            <label className="form-label small mb-1" htmlFor={`filter-${f.name}`}>
              {f.label}
            </label>
            <select id={`filter-${f.name}`} className="form-select form-select-sm" value={filters[f.name]} onChange={(e) => setFilter(f.name, e.target.value)}>
              <option value="">Semua</option>
              {(f.kind === 'subject' ? subjects.map((s) => ({ value: String(s.id), label: s.name })) : (f.options ?? [])).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="col-6 col-md-3">
          <label className="form-label small mb-1" htmlFor="filter-owner">
            Sumber
          </label>
          <select id="filter-owner" className="form-select form-select-sm" value={owner} onChange={(e) => setFilter('owner', e.target.value)}>
            <option value="all">Platform dan sekolah</option>
            <option value="platform">Referensi platform</option>
            <option value="school">Milik sekolah</option>
          </select>
        </div>
      </form>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {canAdd && editing !== 'new' && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
            Tambah {kind.noun}
          </button>
        )}
        {canAdd && spec.kind !== 'ki' && <ImportPanel kind={spec.kind} owner={mineOwner} onImported={rows.retry} />}
        {ready?.canEditSchool && copyable.length > 0 && (
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => copy(copyable.map((r) => r.id))}>
            Salin {copyable.length} {kind.noun} platform ke sekolah
          </button>
        )}
      </div>
      {editing === 'new' && (
        <TextForm
          kind={kind}
          owner={mineOwner}
          subjects={subjects}
          initial={{ ...kind.empty, ...chosen }}
          onDone={() => {
            setEditing(null);
            rows.retry();
          }}
        />
      )}
      {rows.state === 'loading' && <Loading />}
      {rows.state === 'failed' && <LoadFailed message={rows.message} onRetry={rows.retry} />}
      {ready && list.length === 0 && <p className="text-body-secondary">Belum ada {kind.noun} untuk pilihan ini.</p>}
      <ul className="list-unstyled">
        {list.map((row) => {
          const writable = row.owner === 'platform' ? ready!.canEditPlatform : ready!.canEditSchool;
          return (
            <li key={row.id} className="portal-card mb-2">
              {editing === row.id ? (
                <TextForm
                  kind={kind}
                  owner={row.owner}
                  subjects={subjects}
                  id={row.id}
                  initial={Object.fromEntries(kind.fields.map((f) => [f.name, String(row[f.name] ?? '')]))}
                  onDone={() => {
                    setEditing(null);
                    rows.retry();
                  }}
                />
              ) : (
                <>
                  <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                    <h2 className="h6 mb-0 flex-grow-1">{kind.heading(row)}</h2>
                    <OwnerBadge owner={row.owner} />
                    {row.owner === 'school' && row.copiedFromId && <span className="badge text-bg-light border">Salinan</span>}
                  </div>
                  <p className="mb-2 small" style={{ whiteSpace: 'pre-line' }}>
                    {row.description}
                  </p>
                  <div className="d-flex flex-wrap gap-2">
                    {row.owner === 'platform' &&
                      ready!.canEditSchool &&
                      !ready!.canEditPlatform &&
                      (row.copyId ? (
                        <span className="small text-success">Sudah disalin ke sekolah</span>
                      ) : (
                        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => copy([row.id])}>
                          Salin ke sekolah
                        </button>
                      ))}
                    {writable && (
                      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setEditing(row.id)}>
                        Ubah
                      </button>
                    )}
                    {writable && spec.kind === 'kd' && row.owner === 'school' && (
                      <Link className="btn btn-sm btn-link" to={`${routeTo('basiccompetence_edit_basiccompetence')}?id=${row.id}`}>
                        Buka formulir
                      </Link>
                    )}
                    {writable && (
                      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => remove(row)}>
                        Hapus
                      </button>
                    )}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function TextForm({
  kind,
  owner,
  subjects,
  id,
  initial,
  onDone,
}: {
  kind: KindSpec;
  owner: 'platform' | 'school';
  subjects: SubjectOption[];
  id?: number;
  initial: Record<string, string>;
  onDone: () => void;
}) {
  const [form, setForm] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const prefix = `f${id ?? 'new'}`;
  const save = () => {
    setBusy(true);
    void act(
      () => call(kind.contracts.save as typeof KINDS.cp.contracts.save, { input: { ...form, owner, ...(id ? { id } : {}) } as never }),
      `${kind.noun} disimpan`,
      setErrors,
    )
      .then((ok) => ok && onDone())
      .finally(() => setBusy(false));
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      aria-label={id ? `Ubah ${kind.noun}` : `Tambah ${kind.noun}`}
      className="portal-card mb-3"
    >
      <p className="small mb-2">{owner === 'platform' ? 'Disimpan sebagai referensi platform.' : 'Disimpan sebagai milik sekolah ini.'}</p>
      {kind.fields.map((f) => (
        <Field key={f.name} id={`${prefix}-${f.name}`} label={f.label} error={errors[f.name]}>
          {f.kind === 'textarea' ? (
            <textarea
              id={`${prefix}-${f.name}`}
              className="form-control form-control-sm"
              rows={4}
              value={form[f.name] ?? ''}
              onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
            />
          ) : f.kind === 'text' ? (
            <input
              id={`${prefix}-${f.name}`}
              className="form-control form-control-sm"
              value={form[f.name] ?? ''}
              onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
            />
          ) : (
            <select
              id={`${prefix}-${f.name}`}
              className="form-select form-select-sm"
              value={form[f.name] ?? ''}
              onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
            >
              <option value="">Pilih…</option>
              {(f.kind === 'subject' ? subjects.map((s) => ({ value: String(s.id), label: s.name })) : (f.options ?? [])).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          Simpan
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone}>
          Batal
        </button>
      </div>
    </form>
  );
}

/** /basiccompetence/add_basiccompetence and /basiccompetence/edit_basiccompetence?id=: one KD's form on its own page. */
function StandaloneForm({ spec, title, owner, subjects }: { spec: RouteSpec; title: string; owner: 'platform' | 'school'; subjects: SubjectOption[] }) {
  const kind = KINDS[spec.kind];
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? 0);
  const rows = useApiData(() =>
    spec.form === 'edit' && id ? call(kind.contracts.list as typeof KINDS.cp.contracts.list, { input: { owner } as never }) : Promise.resolve(null),
  );
  const back = routeTo('basiccompetence_index');
  if (rows.state === 'loading') return <Loading />;
  if (rows.state === 'failed') return <LoadFailed message={rows.message} onRetry={rows.retry} />;
  const row = rows.data?.data.find((r) => r.id === id) as TextRow | undefined;
  if (spec.form === 'edit' && !row)
    return (
      <p>
        Pilih KD dari <Link to={back}>daftar KD sekolah</Link>.
      </p>
    );
  return (
    <section style={{ maxWidth: '48rem' }}>
      <Link to={back} className="small d-inline-block mb-2">
        ← Kembali ke daftar KD
      </Link>
      <h1 className="h4">{title}</h1>
      <TextForm
        kind={kind}
        owner={row?.owner ?? owner}
        subjects={subjects}
        id={row?.id}
        initial={row ? Object.fromEntries(kind.fields.map((f) => [f.name, String(row[f.name] ?? '')])) : kind.empty}
        onDone={() => void navigate(back)}
      />
    </section>
  );
}
