/** /data_jabatan: every position (jabatan) held at the school and who holds it, from the employee records. */
import { Link } from 'react-router';
import { listEmployeesContract } from '../../../shared/api/staff/employees.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { routeTo } from './ui.ts';

export default function PositionsScreen() {
  const result = useApiData(() => call(listEmployeesContract, { input: {} }));
  if (result.state === 'loading') return <Loading label="Memuat jabatan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const rows = result.data.data;
  const positions = [...new Set(rows.flatMap((r) => r.positions))].sort();
  return (
    <section>
      <h1 className="h4">Data Jabatan</h1>
      <p className="text-body-secondary">
        Jabatan yang diisi pegawai sekolah. Jabatan diatur pada data kepegawaian tiap pegawai; yang memegang lebih dari satu tampil di{' '}
        <Link to={routeTo('dual_position_employee')}>Pegawai Rangkap Jabatan</Link>.
      </p>
      {positions.length === 0 && <p>Belum ada jabatan yang tercatat.</p>}
      <div className="row g-3">
        {/* Ids by index: a position's name has spaces, and aria-labelledby would read it as several ids. */}
        {positions.map((p, i) => {
          const holders = rows.filter((r) => r.positions.includes(p));
          return (
            <div className="col-md-6" key={p}>
              <article className="card h-100" aria-labelledby={`jab-${i}`}>
                <div className="card-body">
                  <h2 className="h6" id={`jab-${i}`}>
                    {p} ({holders.length})
                  </h2>
                  <ul className="small mb-0">
                    {holders.map((h) => (
                      <li key={h.userId}>
                        <Link to={routeTo('employee_kepegawaian_detail', { id: h.userId })}>{h.fullName}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            </div>
          );
        })}
      </div>
    </section>
  );
}
