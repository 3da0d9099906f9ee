import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { canRead, canWrite } from '../../../shared/resources/access.ts';
import type { ResourceDef } from '../../../shared/resources/types.ts';
import { configureValidation } from '../../../shared/validation.ts';
import { $userType } from '../../lib/session-store.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { LoadFailed, Loading } from '../ui/load-state.tsx';
import { displayValue } from './format.ts';
import { fetchRecord, type Row } from './resource-client.ts';
import { ResourceForm } from './resource-form.tsx';
import { ResourceList } from './resource-list.tsx';
import { editIdOf, listPath, sharedRouteScreen } from './resource-links.ts';
import { ScreenHeader } from './screen-header.tsx';
import './resource.css';

// The forms check input with the same zod schemas as the server, in Indonesian.
configureValidation();

export type ScreenKind = 'list' | 'create' | 'edit';

export interface ResourceScreenProps {
  def: ResourceDef;
  screen: ScreenKind;
  /** The catalogue route's title. */
  title: string;
  editRoute?: string;
  actions?: (list: { reload: () => void }) => ReactNode;
  rowActions?: (row: Row) => ReactNode;
}

/** The generic screens of a resource: its list, its add form, its edit form, or a singleton's one form. */
export function ResourceScreen({ def, screen: routed, title, editRoute, actions, rowActions }: ResourceScreenProps) {
  const userType = useStore($userType);
  const [search] = useSearchParams();
  const screen = routed === 'list' ? sharedRouteScreen(def, search) : routed;
  // The API refuses too (403); saying so here spares a request and a confusing error.
  if (!canRead(def, userType)) return <Refusal def={def} title={title} reading />;
  if (def.singleton) return <SingletonScreen def={def} title={title} />;
  if (screen === 'list') return <ResourceList def={def} title={title} editRoute={editRoute} actions={actions} rowActions={rowActions} />;
  return <FormScreen def={def} screen={screen} title={title} />;
}

function BackLink({ def }: { def: ResourceDef }) {
  return (
    <Link to={listPath(def)} className="small d-inline-block mb-2">
      ← Kembali ke daftar {def.title.toLowerCase()}
    </Link>
  );
}

function Refusal({ def, title, reading = false }: { def: ResourceDef; title: string; reading?: boolean }) {
  return (
    <div className="resource-screen">
      <h1 className="h4 mb-3">{title}</h1>
      <div className="alert alert-warning" role="alert">
        Anda tidak memiliki akses untuk {reading ? 'membuka' : 'mengubah'} data {def.title.toLowerCase()}.
      </div>
      {reading ? (
        <Link to="/dashboard" className="btn btn-outline-primary">
          Kembali ke Dasbor
        </Link>
      ) : (
        <BackLink def={def} />
      )}
    </div>
  );
}

function FormScreen({ def, screen, title }: { def: ResourceDef; screen: 'create' | 'edit'; title: string }) {
  const userType = useStore($userType);
  const params = useParams();
  const [search] = useSearchParams();
  const id = screen === 'edit' ? editIdOf(params, search) : null;
  if (!canWrite(def, userType)) return <Refusal def={def} title={title} />;
  return (
    <div className="resource-screen">
      <BackLink def={def} />
      <ScreenHeader def={def} title={title} />
      <div className="mt-3">
        {screen === 'create' && <ResourceForm def={def} record={null} labels={{}} backTo={listPath(def)} />}
        {screen === 'edit' && id === null && (
          <div className="alert alert-info" role="status">
            Pilih data yang akan diubah dari <Link to={listPath(def)}>daftar {def.title.toLowerCase()}</Link>.
          </div>
        )}
        {screen === 'edit' && id !== null && <EditForm key={id} def={def} id={id} />}
      </div>
    </div>
  );
}

function EditForm({ def, id }: { def: ResourceDef; id: string }) {
  const loaded = useApiData(() => fetchRecord(def.name, id));
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <ResourceForm def={def} record={loaded.data.data} labels={loaded.data.labels} backTo={listPath(def)} />;
}

function SingletonScreen({ def, title }: { def: ResourceDef; title: string }) {
  const userType = useStore($userType);
  const loaded = useApiData(() => fetchRecord(def.name, 'current'));
  const writable = canWrite(def, userType);
  return (
    <div className="resource-screen">
      <ScreenHeader def={def} title={title} />
      <div className="mt-3">
        {loaded.state === 'loading' && <Loading />}
        {loaded.state === 'failed' && <LoadFailed message={loaded.message} onRetry={loaded.retry} />}
        {loaded.state === 'ready' && writable && (
          <ResourceForm def={def} record={loaded.data.data} labels={loaded.data.labels} backTo={null} recordId="current" />
        )}
        {loaded.state === 'ready' && !writable && (
          <section className="portal-card">
            <dl className="mb-0">
              {def.fields.map((field) => (
                <div key={field.name} className="mb-2">
                  <dt className="small text-body-secondary">{field.label}</dt>
                  <dd className="mb-0">{displayValue(field, loaded.data.data[field.name], loaded.data.labels)}</dd>
                </div>
              ))}
            </dl>
            <p className="small text-body-secondary mt-3 mb-0">Pengaturan ini hanya dapat diubah oleh admin sekolah.</p>
          </section>
        )}
      </div>
    </div>
  );
}
