/** /ppdb_setting/period: every period (gelombang) of the school with its quota, applicants and seats taken. */
import { Link } from 'react-router';
import { listPeriodsContract } from '../../../shared/api/ppdb/settings.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { longDate, routeTo } from './ui.tsx';

export default function PeriodsScreen() {
  const result = useApiData(() => call(listPeriodsContract));
  if (result.state === 'loading') return <Loading label="Memuat gelombang…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  return (
    <section>
      <h1 className="h4">Periode PPDB</h1>
      <p className="text-body-secondary">
        Gelombang pendaftaran semua tahun ajaran. Buka satu gelombang untuk memeriksa berkas, memeringkat dan mengumumkan hasil.
      </p>
      {result.data.data.length === 0 && (
        <p>
          Belum ada gelombang. Tambahkan di <Link to={routeTo('ppdb_settings')}>Pengaturan PPDB</Link>.
        </p>
      )}
      <div className="row g-3">
        {result.data.data.map((p) => {
          const sum = (k: 'quota' | 'applicants' | 'accepted') => p.pathways.reduce((s, w) => s + w[k], 0);
          return (
            <div className="col-md-6" key={p.id}>
              <article className="card h-100" aria-labelledby={`periode-${p.id}`}>
                <div className="card-body">
                  <h2 className="h6" id={`periode-${p.id}`}>
                    {p.name} · TA {p.academicYear}
                  </h2>
                  <p className="small mb-1">
                    {longDate(p.opens)} – {longDate(p.closes)}
                    {p.announcedAt ? ' · sudah diumumkan' : ''}
                  </p>
                  <p className="small mb-2">
                    Kuota {sum('quota')} · {sum('applicants')} pendaftar · {sum('accepted')} diterima
                  </p>
                  <p className="small mb-2">{p.pathways.map((w) => `${w.label} ${w.accepted}/${w.quota}`).join(' · ')}</p>
                  <Link className="btn btn-sm btn-primary" to={routeTo('ppdb_period_detail', { id: p.id })} aria-label={`Buka ${p.name} TA ${p.academicYear}`}>
                    Buka gelombang
                  </Link>
                </div>
              </article>
            </div>
          );
        })}
      </div>
    </section>
  );
}
