/** student_block_examination: every blocked student of the school, with "Buka blokir". */
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { runOrShow } from '../ui/confirm.ts';
import { blockedContract, unblockContract } from '../../../../shared/api/exams/schedules.ts';
import { call } from '../../../lib/api.ts';
import type { OutputOf } from '../../../../shared/api/contract.ts';
import { formatDateTime } from '../ui/format.ts';
import { TableHead } from '../ui/table-head.tsx';

type Blocked = OutputOf<typeof blockedContract>['data'][number];

export default function BlockedScreen() {
  const result = useApiData(() => call(blockedContract));
  if (result.state === 'loading') return <Loading label="Memuat…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const unblock = async (b: Blocked) => {
    if (await runOrShow(() => call(unblockContract, { params: { id: b.attemptId } }))) result.retry();
  };
  return (
    <section>
      <h1 className="h4 mb-3">Blokir Ujian Siswa</h1>
      {result.data.data.length === 0 ? (
        <p className="text-body-secondary">Tidak ada siswa yang diblokir.</p>
      ) : (
        <table className="table align-middle">
          <TableHead columns={['Nama', 'Ujian', 'Alasan', 'Sejak']} actions />
          <tbody>
            {result.data.data.map((b) => (
              <tr key={b.attemptId}>
                <th scope="row">{b.name}</th>
                <td>{b.title}</td>
                <td>{b.reason ?? '–'}</td>
                <td>{formatDateTime(b.since)}</td>
                <td>
                  <button type="button" className="btn btn-sm btn-outline-success" onClick={() => void unblock(b)}>
                    Buka blokir
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
