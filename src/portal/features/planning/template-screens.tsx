/**
 * Templates of planning documents, one screen for every `_def`, `-reff` and `-school` route: the list of a
 * kind's templates of one role (copy a platform one into the school, delete), and the form of one template
 * (title, description, subject and phase for references, and the sections with their hints and starting text).
 */
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import Swal from 'sweetalert2';
import {
  copyTemplateContract,
  createTemplateContract,
  deleteTemplateContract,
  getTemplateContract,
  listTemplatesContract,
  updateTemplateContract,
} from '../../../shared/api/planning/templates.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import {
  CURRICULUM_LABELS,
  KIND_CURRICULUM,
  PLAN_KIND_LABELS,
  type PlanFormat,
  type PlanKind,
  type PlanSection,
  type TemplateRole,
} from '../../../shared/planning/model.ts';
import { useStore } from '@nanostores/react';
import { planningAllows } from '../../../shared/planning/permissions.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { $userType } from '../../lib/session-store.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { TEMPLATE_ROUTES, templateEditLink, templateRoutes } from './plan-routes.ts';
import { SectionsEditor } from './sections-editor.tsx';
import { act, moment, routeTo } from './ui.ts';

const ROLE_TITLE: Record<TemplateRole, string> = { default: 'Templat Bawaan', reference: 'Referensi', school: 'Templat Sekolah' };
const ROLE_HELP: Record<TemplateRole, string> = {
  default: 'Struktur dokumen dari platform: bagian-bagian dan petunjuknya. Guru memulai dokumennya dari sini bila sekolah belum punya templat sendiri.',
  reference: 'Contoh dokumen lengkap dari platform untuk dibaca dan disalin menjadi templat sekolah.',
  school: 'Templat milik sekolah ini, disalin dari templat platform atau ditulis sendiri. Guru memilihnya saat menulis dokumen.',
};
const FORMAT_LABEL: Record<PlanFormat, string> = { full: 'Lengkap', one_page: 'Satu lembar' };

export default function TemplateScreen() {
  const name = useCurrentRoute()?.name ?? '';
  const config = TEMPLATE_ROUTES[name];
  if (!config) return null;
  return config.view === 'list' ? <TemplateList kind={config.kind} role={config.role} /> : <TemplateFormScreen kind={config.kind} role={config.role} />;
}

function TemplateList({ kind, role }: { kind: PlanKind; role: TemplateRole }) {
  return (
    <section>
      <h1 className="h4 mb-1">
        {ROLE_TITLE[role]} {PLAN_KIND_LABELS[kind]}
      </h1>
      <p className="small text-body-secondary">
        {ROLE_HELP[role]} · {CURRICULUM_LABELS[KIND_CURRICULUM[kind]]}
      </p>
      <TemplateTable kind={kind} owner={role} />
      {kind === 'modul_ajar' && role === 'default' && (
        <>
          <h2 className="h5 mt-4">Templat Modul Ajar Sekolah</h2>
          <TemplateTable kind={kind} owner="school" />
        </>
      )}
    </section>
  );
}

function TemplateTable({ kind, owner: role }: { kind: PlanKind; owner: TemplateRole }) {
  const navigate = useNavigate();
  const loaded = useApiData(() => call(listTemplatesContract, { input: { kind, role } }));
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const { templates, canWrite, canCopy } = loaded.data;
  const routes = templateRoutes(kind, role);
  const copy = (id: number) =>
    void act(async () => {
      const made = await call(copyTemplateContract, { params: { id } });
      void navigate(templateEditLink(kind, 'school', made.id));
    }, 'Templat disalin ke sekolah');
  const remove = async (t: (typeof templates)[number]) => {
    const sure = await Swal.fire({
      icon: 'warning',
      title: `Hapus templat "${t.title}"?`,
      text: 'Dokumen yang sudah ditulis darinya tetap utuh.',
      showCancelButton: true,
      confirmButtonText: 'Hapus',
      cancelButtonText: 'Batal',
    });
    if (sure.isConfirmed && (await act(() => call(deleteTemplateContract, { params: { id: t.id } }), 'Templat dihapus'))) loaded.retry();
  };
  const addLink = `${routeTo(routes.add)}${kind === 'modul_ajar' && role === 'school' ? '?milik=sekolah' : ''}`;
  return (
    <>
      {canWrite && (
        <Link className="btn btn-primary btn-sm mb-2" to={addLink}>
          Tambah {ROLE_TITLE[role].toLowerCase()}
        </Link>
      )}
      {templates.length === 0 ? (
        <p className="text-body-secondary">Belum ada templat.{canCopy ? '' : role === 'school' ? ' Salin dari templat bawaan atau referensi platform.' : ''}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">Judul</th>
                <th scope="col">Format</th>
                <th scope="col">Bagian</th>
                <th scope="col">Diperbarui</th>
                <th scope="col">
                  <span className="visually-hidden">Tindakan</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {templates.map((t) => (
                <tr key={t.id} className={t.isActive ? undefined : 'text-body-secondary'}>
                  <td>
                    <Link to={templateEditLink(kind, role, t.id)}>{t.title}</Link>
                    {(t.subject || t.phase) && <span className="d-block small text-body-secondary">{[t.subject, t.phase].filter(Boolean).join(' · ')}</span>}
                    {!t.isActive && <span className="badge text-bg-light border ms-1">nonaktif</span>}
                  </td>
                  <td className="small">{FORMAT_LABEL[t.format]}</td>
                  <td className="small">{t.sectionCount}</td>
                  <td className="small text-nowrap">{moment(t.updatedAt)}</td>
                  <td className="text-end text-nowrap">
                    {canCopy && (
                      <button type="button" className="btn btn-sm btn-outline-primary me-1" onClick={() => copy(t.id)}>
                        Salin ke sekolah
                      </button>
                    )}
                    {t.canEdit && (
                      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void remove(t)}>
                        Hapus {t.title}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

type Template = OutputOf<typeof getTemplateContract>;

function TemplateFormScreen({ kind, role }: { kind: PlanKind; role: TemplateRole }) {
  const param = useParams().id;
  const [search] = useSearchParams();
  const id = Number(param ?? search.get('id') ?? 0);
  const actualRole: TemplateRole = kind === 'modul_ajar' && search.get('milik') === 'sekolah' ? 'school' : role;
  const loaded = useApiData(() => (id ? call(getTemplateContract, { params: { id } }) : Promise.resolve(null)));
  const userType = useStore($userType);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  if (!loaded.data && !planningAllows(actualRole === 'school' ? 'templates.school' : 'templates.platform', userType)) {
    return (
      <p>
        Pilih templat dari <Link to={routeTo(templateRoutes(kind, actualRole).list)}>daftar templat</Link>. Hanya{' '}
        {actualRole === 'school' ? 'admin sekolah' : 'superadmin'} yang dapat menambah templat ini.
      </p>
    );
  }
  return <TemplateForm key={id} kind={kind} role={loaded.data?.role ?? actualRole} template={loaded.data} />;
}

function TemplateForm({ kind, role, template }: { kind: PlanKind; role: TemplateRole; template: Template | null }) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const [f, setF] = useState({
    title: template?.title ?? '',
    description: template?.description ?? '',
    subject: template?.subject ?? '',
    phase: template?.phase ?? '',
    format: template?.format ?? ('full' as PlanFormat),
    isActive: template?.isActive ?? true,
  });
  const [sections, setSections] = useState<PlanSection[]>(template?.sections ?? [{ key: 'tujuan', title: 'Tujuan Pembelajaran', hint: '', body: '' }]);
  const readOnly = template ? !template.canEdit : false;
  const list = templateRoutes(kind, role).list;
  const save = () => {
    setBusy(true);
    const body = {
      title: f.title,
      description: f.description,
      subject: f.subject || null,
      phase: f.phase || null,
      format: f.format,
      isActive: f.isActive,
      sections,
    };
    void act(
      async () => {
        if (template) await call(updateTemplateContract, { params: { id: template.id }, input: body });
        else await call(createTemplateContract, { input: { ...body, kind, role } });
        void navigate(routeTo(list));
      },
      'Templat disimpan',
      setErrors,
    ).finally(() => setBusy(false));
  };
  const copy = () =>
    void act(async () => {
      const made = await call(copyTemplateContract, { params: { id: template!.id } });
      void navigate(templateEditLink(kind, 'school', made.id));
    }, 'Templat disalin ke sekolah');
  return (
    <section>
      <p className="mb-1">
        <Link to={routeTo(list)}>
          &larr; {ROLE_TITLE[role]} {PLAN_KIND_LABELS[kind]}
        </Link>
      </p>
      <h1 className="h4">{template ? (readOnly ? template.title : `Ubah ${template.title}`) : `${ROLE_TITLE[role]} ${PLAN_KIND_LABELS[kind]} baru`}</h1>
      {readOnly && (
        <div className="alert alert-info py-2 d-flex flex-wrap align-items-center gap-2" role="status">
          <span className="flex-grow-1">
            {role === 'school'
              ? 'Templat sekolah hanya dapat diubah admin sekolah.'
              : 'Templat platform hanya dapat diubah superadmin. Salin ke sekolah untuk menyesuaikannya.'}
          </span>
          {role !== 'school' && (
            <button type="button" className="btn btn-sm btn-primary" onClick={copy}>
              Salin ke sekolah
            </button>
          )}
        </div>
      )}
      {!readOnly && (
        <>
          <TextField id="templat-judul" label="Judul templat" value={f.title} onChange={(v) => setF({ ...f, title: v })} errors={errors.title} />
          <div className="mb-3">
            <label className="form-label" htmlFor="templat-keterangan">
              Keterangan
            </label>
            <textarea
              id="templat-keterangan"
              className="form-control"
              rows={2}
              value={f.description}
              onChange={(e) => setF({ ...f, description: e.target.value })}
            />
          </div>
          <div className="row g-2">
            {kind === 'rpp' && (
              <div className="col-12 col-md-4 mb-3">
                <label className="form-label" htmlFor="templat-format">
                  Format
                </label>
                <select
                  id="templat-format"
                  className="form-select"
                  value={f.format}
                  onChange={(e) => setF({ ...f, format: e.target.value as PlanFormat })}
                  disabled={!!template}
                >
                  <option value="full">Lengkap</option>
                  <option value="one_page">Satu lembar</option>
                </select>
              </div>
            )}
            {role === 'reference' && (
              <>
                <div className="col-6 col-md-4">
                  <TextField id="templat-mapel" label="Mata pelajaran" value={f.subject} onChange={(v) => setF({ ...f, subject: v })} errors={errors.subject} />
                </div>
                <div className="col-6 col-md-4">
                  <TextField id="templat-fase" label="Fase/kelas" value={f.phase} onChange={(v) => setF({ ...f, phase: v })} errors={errors.phase} />
                </div>
              </>
            )}
          </div>
          <div className="form-check mb-3">
            <input
              className="form-check-input"
              type="checkbox"
              id="templat-aktif"
              checked={f.isActive}
              onChange={(e) => setF({ ...f, isActive: e.target.checked })}
            />
            <label className="form-check-label" htmlFor="templat-aktif">
              Aktif (dapat dipilih guru)
            </label>
          </div>
        </>
      )}
      {readOnly && template?.description && <p>{template.description}</p>}
      <h2 className="h5">Bagian dokumen</h2>
      <SectionsEditor sections={sections} onChange={setSections} structure readOnly={readOnly} errors={errors} />
      {!readOnly && (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={save}>
          {busy ? 'Menyimpan…' : 'Simpan templat'}
        </button>
      )}
    </section>
  );
}
