import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { GUARDIAN_SELF } from '../../../shared/resources/definitions/guardian-self.ts';
import { GUARDIANS } from '../../../shared/resources/definitions/guardians.ts';
import { fieldOf } from '../../../shared/resources/define.ts';
import { call } from '../../lib/api.ts';
import { guardianChildrenContract, guardianProfileContract, updateGuardianProfileContract } from '../../../shared/api/master.ts';
import { $userType } from '../../lib/session-store.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { ResourceForm } from '../../components/resource/resource-form.tsx';
import { displayValue } from '../../components/resource/format.ts';
import type { Row } from '../../components/resource/resource-client.ts';
import '../../components/resource/resource.css';

/** The profile as a resource row: the definition's fields are read by name. */
const loadProfile = () => call(guardianProfileContract).then(({ data }): { data: Row } => ({ data }));
const loadChildren = () => call(guardianChildrenContract);

/** The guardian's own pages: their data (/guardian/data), their children (/guardian/datas), and the edit form. */
export function GuardianSelfScreen({ page, title }: { page: 'data' | 'children' | 'edit'; title: string }) {
  const userType = useStore($userType);
  if (userType !== '6') {
    return (
      <div className="resource-screen">
        <h1 className="h4">{title}</h1>
        <div className="alert alert-info" role="status">
          Halaman ini untuk akun orang tua/wali. Data orang tua dikelola di menu <Link to="/guardian/index">Data Orang Tua/Wali</Link>.
        </div>
      </div>
    );
  }
  return (
    <div className="resource-screen">
      <h1 className="h4 mb-3">{title}</h1>
      {page === 'children' && <Children />}
      {page === 'data' && <OwnData />}
      {page === 'edit' && <EditOwnData />}
    </div>
  );
}

function Children() {
  const loaded = useApiData(loadChildren);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  if (loaded.data.data.length === 0) {
    return (
      <div className="portal-card text-center py-4">
        <p className="fw-semibold mb-1">Belum ada data</p>
        <p className="text-body-secondary mb-0">Belum ada anak yang terhubung dengan akun Anda. Hubungi admin sekolah.</p>
      </div>
    );
  }
  return (
    <div className="panel-grid">
      {loaded.data.data.map((child) => (
        <section key={child.id} className="portal-card" aria-label={child.full_name}>
          <h2 className="h5 mb-2">{child.full_name}</h2>
          <dl className="mb-0 small">
            <dt>NISN</dt>
            <dd>{child.nisn ?? '—'}</dd>
            <dt>Kelas / Rombel</dt>
            <dd>{child.section_name ? `${child.section_name}${child.major ? ` — ${child.major}` : ''}` : 'Belum masuk rombel tahun ini'}</dd>
            <dt>Wali Kelas</dt>
            <dd className="mb-0">{child.homeroom_teacher ?? '—'}</dd>
          </dl>
        </section>
      ))}
    </div>
  );
}

function OwnData() {
  const loaded = useApiData(loadProfile);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const row = loaded.data.data;
  const shown = ['full_name', 'email', 'relation', 'nik', 'phone', 'occupation', 'education', 'address'];
  return (
    <section className="portal-card">
      <dl className="mb-3">
        {shown.map((name) => (
          <div key={name} className="mb-2">
            <dt className="small text-body-secondary">{fieldOf(GUARDIANS, name)?.label}</dt>
            <dd className="mb-0 text-break">{displayValue(fieldOf(GUARDIANS, name), row[name])}</dd>
          </div>
        ))}
      </dl>
      <div className="d-flex flex-wrap gap-2">
        <Link to="/new_guardian/data" className="btn btn-primary">
          Ubah data saya
        </Link>
        <Link to="/guardian/datas" className="btn btn-outline-secondary">
          Lihat data anak
        </Link>
      </div>
    </section>
  );
}

function EditOwnData() {
  const loaded = useApiData(loadProfile);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return (
    <>
      <p className="text-body-secondary small">{GUARDIAN_SELF.description}</p>
      <ResourceForm
        def={GUARDIAN_SELF}
        record={loaded.data.data}
        labels={{}}
        backTo="/guardian/data"
        save={(body) => call(updateGuardianProfileContract, { input: body })}
      />
    </>
  );
}
