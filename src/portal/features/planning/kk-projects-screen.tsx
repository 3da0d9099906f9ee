/**
 * /description_project_pancasila: the school's kokurikuler projects of the year by grade level, each with its
 * theme, description, target dimensions and, per rombel, how much of the grid is filled, with links to the
 * assessment grid and the results. The admin adds, changes and deletes projects here (?baru=1, ?ubah=<id>).
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import Swal from 'sweetalert2';
import { getFrameworksContract } from '../../../shared/api/kokurikuler/framework.ts';
import {
  createProjectContract,
  deleteProjectContract,
  getProjectContract,
  listProjectsContract,
  updateProjectContract,
} from '../../../shared/api/kokurikuler/projects.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { FRAMEWORKS } from '../../../shared/kokurikuler/frameworks.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { bodyOf, fieldsOf, ProjectForm, type ProjectFields } from './kk-project-form.tsx';
import { gridLink, resultsLink } from './kk-links.ts';
import { act, day } from './ui.ts';

type Options = OutputOf<typeof listProjectsContract>;
type Frameworks = OutputOf<typeof getFrameworksContract>;

export default function ProjectsScreen() {
  const loaded = useApiData(() => Promise.all([call(listProjectsContract, {}), call(getFrameworksContract, {})]));
  if (loaded.state === 'loading') return <Loading label="Memuat projek kokurikuler…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <Projects options={loaded.data[0]} frameworks={loaded.data[1]} reload={loaded.retry} />;
}

function Projects({ options, frameworks, reload }: { options: Options; frameworks: Frameworks; reload: () => void }) {
  const [search, setSearch] = useSearchParams();
  const editing = search.get('ubah');
  const adding = search.get('baru') === '1';
  const close = () => setSearch({}, { replace: true });
  const remove = async (p: Options['projects'][number]) => {
    const sure = await Swal.fire({
      icon: 'warning',
      title: `Hapus projek "${p.title}"?`,
      showCancelButton: true,
      confirmButtonText: 'Hapus',
      cancelButtonText: 'Batal',
    });
    if (sure.isConfirmed && (await act(() => call(deleteProjectContract, { params: { id: p.id } }), 'Projek dihapus'))) reload();
  };
  return (
    <section>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
        <div className="flex-grow-1">
          <h1 className="h4 mb-1">Projek Kokurikuler</h1>
          <p className="small text-body-secondary mb-0">
            Tahun ajaran {options.yearLabel} · {FRAMEWORKS[options.framework].name} · {FRAMEWORKS[options.framework].regulation}
          </p>
        </div>
        {options.canManage && !adding && !editing && (
          <button type="button" className="btn btn-primary" onClick={() => setSearch({ baru: '1' })}>
            Tambah projek
          </button>
        )}
      </div>
      {adding && (
        <NewProject
          options={options}
          frameworks={frameworks}
          done={() => {
            close();
            reload();
          }}
          cancel={close}
        />
      )}
      {editing && (
        <EditProject
          key={editing}
          id={Number(editing)}
          options={options}
          frameworks={frameworks}
          done={() => {
            close();
            reload();
          }}
          cancel={close}
        />
      )}
      {options.projects.length === 0 && (
        <p className="text-body-secondary">
          Belum ada projek pada tahun ajaran ini.{options.canManage ? ' Tambahkan projek pertama untuk satu tingkat kelas.' : ''}
        </p>
      )}
      <div className="row g-3">
        {options.projects.map((p) => (
          <div className="col-12 col-xl-6" key={p.id}>
            <article className="card h-100">
              <div className="card-body">
                <h2 className="h5 card-title mb-1">{p.title}</h2>
                <p className="small mb-2">
                  <span className="badge text-bg-secondary me-1">Kelas {p.className}</span>
                  <span className="badge text-bg-light border me-1">Semester {p.semester}</span>
                  Tema: <strong>{p.theme}</strong>
                  {p.framework !== options.framework && <span className="badge text-bg-warning ms-1">{FRAMEWORKS[p.framework].name}</span>}
                </p>
                <p className="small text-body-secondary mb-2">
                  {day(p.startsOn)} – {day(p.endsOn)} · Koordinator: {p.coordinatorName ?? '–'} · {p.targets} subelemen
                </p>
                <p className="small mb-2">
                  {p.dimensions.map((d) => (
                    <span key={d} className="badge rounded-pill text-bg-light border me-1 mb-1">
                      {d}
                    </span>
                  ))}
                </p>
                <div className="table-responsive">
                  <table className="table table-sm align-middle mb-2">
                    <caption className="visually-hidden">Rombel projek {p.title}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Rombel</th>
                        <th scope="col">Terisi</th>
                        <th scope="col">
                          <span className="visually-hidden">Tindakan</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {p.sections.map((s) => {
                        const total = s.students * p.targets;
                        const pct = total ? Math.round((s.filled / total) * 100) : 0;
                        return (
                          <tr key={s.id}>
                            <th scope="row" className="fw-normal">
                              {s.name}
                            </th>
                            <td className="small">
                              {s.filled}/{total} ({pct}%)
                            </td>
                            <td className="text-end text-nowrap">
                              {s.canAssess && (
                                <Link className="btn btn-sm btn-outline-primary me-1" to={gridLink({ project: p.id, section: s.id })}>
                                  Nilai {s.name}
                                </Link>
                              )}
                              <Link className="btn btn-sm btn-outline-secondary" to={resultsLink({ project: p.id, section: s.id })}>
                                Hasil {s.name}
                              </Link>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
                {options.canManage && (
                  <div className="d-flex gap-2">
                    <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setSearch({ ubah: String(p.id) })}>
                      Ubah {p.title}
                    </button>
                    <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void remove(p)}>
                      Hapus {p.title}
                    </button>
                  </div>
                )}
              </div>
            </article>
          </div>
        ))}
      </div>
    </section>
  );
}

interface FormProps {
  options: Options;
  frameworks: Frameworks;
  done: () => void;
  cancel: () => void;
}

function NewProject({ options, frameworks, done, cancel }: FormProps) {
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const save = (f: ProjectFields) => {
    setBusy(true);
    void act(() => call(createProjectContract, { input: bodyOf(f) }), 'Projek disimpan', setErrors)
      .then((ok) => ok && done())
      .finally(() => setBusy(false));
  };
  return (
    <>
      <h2 className="h5">Projek baru</h2>
      <ProjectForm
        initial={fieldsOf(null, options)}
        options={options}
        frameworks={frameworks.frameworks}
        errors={errors}
        busy={busy}
        onSubmit={save}
        onCancel={cancel}
      />
    </>
  );
}

function EditProject({ id, ...props }: FormProps & { id: number }) {
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const loaded = useApiData(() => call(getProjectContract, { params: { id } }));
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const save = (f: ProjectFields) => {
    setBusy(true);
    void act(() => call(updateProjectContract, { params: { id }, input: { ...bodyOf(f), revision: loaded.data.revision } }), 'Projek disimpan', setErrors)
      .then((ok) => ok && props.done())
      .finally(() => setBusy(false));
  };
  return (
    <>
      <h2 className="h5">Ubah projek</h2>
      <ProjectForm
        initial={fieldsOf(loaded.data, props.options)}
        options={props.options}
        frameworks={props.frameworks.frameworks}
        errors={errors}
        busy={busy}
        onSubmit={save}
        onCancel={props.cancel}
      />
    </>
  );
}
