/** /log/reset-password: whose password was set by someone else, by whom and when (never the password). */
import { passwordLogContract } from '../../../shared/api/attendance/system.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ScrollRegion } from './report-kit.tsx';

export default function PasswordLogScreen() {
  const result = useApiData(() => call(passwordLogContract, {}));
  if (result.state === 'loading') return <Loading label="Memuat log…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const entries = result.data.entries;
  return (
    <section>
      <h1 className="h4">Log Atur Ulang Kata Sandi</h1>
      <p className="small">Setiap kata sandi yang diatur admin untuk orang lain tercatat di sini; pemilik akun juga diberi tahu saat masuk.</p>
      <ScrollRegion label="Log atur ulang kata sandi">
        <table className="table table-sm table-striped small mb-0">
          <thead>
            <tr>
              <th scope="col">Waktu</th>
              <th scope="col">Akun</th>
              <th scope="col">Jenis</th>
              <th scope="col">Diatur oleh</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td className="text-nowrap">{new Date(e.at).toLocaleString('id-ID')}</td>
                <td>{e.userName}</td>
                <td>{e.userType}</td>
                <td>{e.byName}</td>
              </tr>
            ))}
            {!entries.length && (
              <tr>
                <td colSpan={4} className="text-center text-body-secondary">
                  Belum ada kata sandi yang diatur ulang.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
