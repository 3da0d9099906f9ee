/** /report_daily_attendance_log: every raw tap of a day as the machines sent it; unknown PINs can be filtered. */
import { useState } from 'react';
import { listTapsContract } from '../../../shared/api/attendance/devices.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

const METHOD: Record<string, string> = {
  fingerprint: 'Sidik jari',
  face: 'Wajah',
  card: 'Kartu',
  password: 'Sandi',
  qr: 'QR',
  palm: 'Telapak',
  other: 'Lainnya',
};

export default function TapsScreen() {
  const [query, setQuery] = useState<{ date?: string; unknown?: '1' }>({});
  const result = useApiData(() => call(listTapsContract, { input: query }));
  if (result.state === 'loading') return <Loading label="Memuat log…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const l = result.data;
  const show = (next: { date?: string; unknown?: '1' }) => {
    setQuery(next);
    result.retry();
  };
  return (
    <section>
      <h1 className="h4">Log Presensi Harian</h1>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-2">
        <div>
          <label className="form-label" htmlFor="log-tanggal">
            Tanggal
          </label>
          <input
            id="log-tanggal"
            type="date"
            className="form-control"
            value={l.date}
            onChange={(e) => e.target.value && show({ ...query, date: e.target.value })}
          />
        </div>
        <div className="form-check">
          <input
            id="log-asing"
            type="checkbox"
            className="form-check-input"
            checked={query.unknown === '1'}
            onChange={(e) => show({ date: l.date, unknown: e.target.checked ? '1' : undefined })}
          />
          <label className="form-check-label" htmlFor="log-asing">
            Hanya PIN tak dikenal
          </label>
        </div>
      </div>
      <p className="small">
        {l.total} tap pada hari ini{l.taps.length < l.total ? ` (ditampilkan ${l.taps.length})` : ''}.
      </p>
      <div className="table-responsive">
        <table className="table table-sm small">
          <thead>
            <tr>
              <th scope="col">Jam</th>
              <th scope="col">PIN</th>
              <th scope="col">Nama</th>
              <th scope="col">Cara</th>
              <th scope="col">Perangkat</th>
            </tr>
          </thead>
          <tbody>
            {l.taps.map((t) => (
              <tr key={t.id}>
                <td>{new Date(t.punchedAt).toLocaleTimeString('id-ID')}</td>
                <td>{t.pin}</td>
                <td>{t.fullName ?? <span className="text-danger">tidak dikenal</span>}</td>
                <td>
                  {METHOD[t.method] ?? t.method}
                  {t.punch === 1 ? ' · pulang' : ''}
                </td>
                <td>{t.device ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
