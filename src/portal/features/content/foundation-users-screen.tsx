/** /foundation/users: the foundation's accounts and each school's leadership and office. */
import { useState } from 'react';
import { foundationUsersContract } from '../../../shared/api/content/foundation.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

export default function FoundationUsersScreen() {
  const result = useApiData(() => call(foundationUsersContract));
  const [q, setQ] = useState('');
  if (result.state === 'loading') return <Loading label="Memuat pengguna…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const words = q.trim().toLowerCase();
  const rows = result.data.data.filter((u) => !words || `${u.fullName} ${u.email} ${u.school} ${u.userType}`.toLowerCase().includes(words));
  return (
    <section>
      <h1 className="h4">Pengguna Yayasan</h1>
      <div className="mb-3" style={{ maxWidth: 360 }}>
        <label className="form-label" htmlFor="cari-pengguna">
          Cari
        </label>
        <input id="cari-pengguna" type="search" className="form-control" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <div className="table-responsive">
        <table className="table table-sm">
          <caption>{rows.length} pengguna</caption>
          <thead>
            <tr>
              <th scope="col">Nama</th>
              <th scope="col">Email</th>
              <th scope="col">Peran</th>
              <th scope="col">Sekolah</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr key={u.id}>
                <td>{u.fullName}</td>
                <td>{u.email}</td>
                <td>{u.userType}</td>
                <td>{u.school}</td>
                <td>{u.isActive ? 'Aktif' : 'Nonaktif'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
