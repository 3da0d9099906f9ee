/**
 * Data PTK. /ptk: every teacher and staff member with NUPTK, NIP, jenis PTK and status, and what Dapodik still
 * needs; /create_ptk adds one (choosing the kind of account first); /edit_ptk?id=&jenis= edits one. The forms are
 * the resource forms of each account type, so the rules and the audit are theirs.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { PTK_MISSING_LABELS, PTK_RESOURCES, ptkListContract } from '../../../shared/api/classroom/ptk.ts';
import { resourceByName } from '../../../shared/resources/registry.ts';
import { canWrite } from '../../../shared/resources/access.ts';
import { USER_TYPES, type UserTypeId } from '../../../shared/user-types.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { fetchRecord } from '../../components/resource/resource-client.ts';
import { ResourceForm } from '../../components/resource/resource-form.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { $userType } from '../../lib/session-store.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ScrollRegion } from './form-kit.tsx';
import { routeTo } from './ui.tsx';
import '../../components/resource/resource.css';

const typeName = (t: string) => USER_TYPES[t as UserTypeId]?.name ?? t;

export default function PtkScreen() {
  const name = useCurrentRoute()?.name;
  if (name === 'create_ptk') return <CreatePtk />;
  if (name === 'edit_ptk') return <EditPtk />;
  return <PtkList />;
}

function PtkList() {
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [type, setType] = useState('');
  const userType = useStore($userType);
  const result = useApiData(() => call(ptkListContract));
  if (result.state === 'loading') return <Loading label="Memuat data PTK…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { data, byPosition } = result.data;
  const shown = data.filter((p) => (!onlyMissing || p.missing.length > 0) && (!type || p.userTypeId === type));
  const types = [...new Set(data.map((p) => p.userTypeId))];
  const writable = (t: string) => {
    const def = PTK_RESOURCES[t] ? resourceByName(PTK_RESOURCES[t]) : undefined;
    return !!def && canWrite(def, userType);
  };
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <h1 className="h4 mb-0 me-auto">Data PTK</h1>
        {Object.keys(PTK_RESOURCES).some(writable) && (
          <Link className="btn btn-sm btn-primary" to={routeTo('create_ptk')}>
            Tambah PTK
          </Link>
        )}
      </div>
      <p className="small text-body-secondary">
        {data.filter((p) => p.active).length} PTK aktif · {byPosition.map((b) => `${b.position} ${b.count}`).join(' · ')} ·{' '}
        {data.filter((p) => p.missing.length).length} belum lengkap untuk Dapodik
      </p>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-2">
        <div>
          <label className="form-label small mb-0" htmlFor="ptk-type">
            Jenis akun
          </label>
          <select id="ptk-type" className="form-select form-select-sm" value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">Semua</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {typeName(t)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-check">
          <input className="form-check-input" type="checkbox" id="ptk-missing" checked={onlyMissing} onChange={(e) => setOnlyMissing(e.target.checked)} />
          <label className="form-check-label" htmlFor="ptk-missing">
            Hanya yang belum lengkap
          </label>
        </div>
      </div>
      <ScrollRegion label="Data PTK">
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th>Nama</th>
              <th>Jenis PTK</th>
              <th>NUPTK</th>
              <th>NIP</th>
              <th>Status</th>
              <th>Kelengkapan</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p.id} className={p.active ? undefined : 'text-body-secondary'}>
                <td>
                  {writable(p.userTypeId) ? <Link to={`${routeTo('edit_ptk')}?id=${p.id}&jenis=${p.userTypeId}`}>{p.name}</Link> : p.name}
                  <div className="small text-body-secondary">
                    {typeName(p.userTypeId)}
                    {p.active ? '' : ' · nonaktif'}
                  </div>
                </td>
                <td>{p.position ?? '-'}</td>
                <td>{p.nuptk ?? '-'}</td>
                <td>{p.nip ?? '-'}</td>
                <td>{p.employmentStatus ?? '-'}</td>
                <td>
                  {p.missing.length ? (
                    <span className="small text-danger">Belum: {p.missing.map((m) => PTK_MISSING_LABELS[m]).join(', ')}</span>
                  ) : (
                    <span className="badge text-bg-success">Lengkap</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

function CreatePtk() {
  const userType = useStore($userType);
  const [kind, setKind] = useState('3');
  const options = Object.entries(PTK_RESOURCES).filter(([, name]) => canWrite(resourceByName(name)!, userType));
  const def = resourceByName(PTK_RESOURCES[kind]);
  return (
    <section className="resource-screen">
      <Link to={routeTo('ptk')} className="small">
        ← Data PTK
      </Link>
      <h1 className="h4 mt-2">Tambah PTK</h1>
      {options.length === 0 ? (
        <p>Akun Anda tidak dapat menambah PTK.</p>
      ) : (
        <>
          <div className="mb-3" style={{ maxWidth: '20rem' }}>
            <label className="form-label" htmlFor="ptk-kind">
              Jenis akun
            </label>
            <select id="ptk-kind" className="form-select" value={kind} onChange={(e) => setKind(e.target.value)}>
              {options.map(([t]) => (
                <option key={t} value={t}>
                  {typeName(t)}
                </option>
              ))}
            </select>
          </div>
          {def && canWrite(def, userType) && <ResourceForm key={kind} def={def} record={null} labels={{}} backTo={routeTo('ptk')} />}
        </>
      )}
    </section>
  );
}

function EditPtk() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const def = resourceByName(PTK_RESOURCES[search.get('jenis') ?? ''] ?? '');
  return (
    <section className="resource-screen">
      <Link to={routeTo('ptk')} className="small">
        ← Data PTK
      </Link>
      <h1 className="h4 mt-2">Ubah PTK</h1>
      {!id || !def ? (
        <p>
          Pilih PTK yang akan diubah dari <Link to={routeTo('ptk')}>Data PTK</Link>.
        </p>
      ) : (
        <EditForm key={`${def.name}-${id}`} defName={def.name} id={id} />
      )}
    </section>
  );
}

function EditForm({ defName, id }: { defName: string; id: string }) {
  const def = resourceByName(defName)!;
  const loaded = useApiData(() => fetchRecord(def.name, id));
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <ResourceForm def={def} record={loaded.data.data} labels={loaded.data.labels} backTo={routeTo('ptk')} />;
}
