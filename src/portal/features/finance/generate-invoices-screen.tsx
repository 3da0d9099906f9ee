/**
 * /payment/create-student-invoices (and _new): a fee's invoices for a month, for a rombel, a grade or the whole
 * school. The server makes them in the background, rombel by rombel; the screen follows the job's progress.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { billingSetupContract, generateInvoicesContract } from '../../../shared/api/finance/billing.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { JobProgress } from '../../components/ui/job-progress.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo, rupiah, todayIso } from './ui.ts';

export default function GenerateInvoicesScreen() {
  const setup = useApiData(() => call(billingSetupContract, {}));
  const [feeTypeId, setFee] = useState(0);
  const [period, setPeriod] = useState(todayIso().slice(0, 7));
  const [scope, setScope] = useState('all');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [finished, setFinished] = useState(false);
  const [job, setJob] = useState<{ id: number; message: string } | null>(null);
  if (setup.state === 'loading') return <Loading label="Memuat jenis biaya…" />;
  if (setup.state === 'failed') return <LoadFailed message={setup.message} onRetry={setup.retry} />;
  const s = setup.data;
  const fee = s.feeTypes.find((f) => f.id === feeTypeId) ?? s.feeTypes[0];
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const [kind, id] = scope.split(':');
    let answer: { jobId: number; message: string } | null = null;
    const ok = await act(
      async () => {
        answer = await call(generateInvoicesContract, {
          input: {
            feeTypeId: fee.id,
            period: fee.monthly ? period : '',
            classId: kind === 'class' ? Number(id) : null,
            sectionId: kind === 'section' ? Number(id) : null,
          },
        });
      },
      'Pembuatan tagihan dimulai',
      setErrors,
    );
    const started = answer as { jobId: number; message: string } | null;
    if (ok && started) setFinished(false);
    if (ok && started) setJob({ id: started.jobId, message: started.message });
  };
  return (
    <section>
      <Link to={routeTo('payment_student_invoices')} className="small">
        ← Invoice Siswa
      </Link>
      <h1 className="h4 mt-2">Buat Tagihan Siswa</h1>
      {!fee && <p>Belum ada jenis biaya. Tambahkan di Pengaturan Tagihan.</p>}
      {fee && (
        <form aria-label="Buat tagihan" onSubmit={(e) => void submit(e)} style={{ maxWidth: 520 }}>
          <div className="mb-2">
            <label className="form-label" htmlFor="gen-fee">
              Jenis biaya
            </label>
            <select id="gen-fee" className="form-select" value={fee.id} onChange={(e) => setFee(Number(e.target.value))}>
              {s.feeTypes.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                  {f.monthly ? ' (bulanan)' : ''} — {rupiah(f.defaultAmount)}
                </option>
              ))}
            </select>
          </div>
          {fee.monthly && (
            <div className="mb-2">
              <label className="form-label" htmlFor="gen-period">
                Bulan
              </label>
              <input
                id="gen-period"
                type="month"
                className={`form-control ${errors.period ? 'is-invalid' : ''}`}
                value={period}
                onChange={(e) => setPeriod(e.target.value)}
              />
              {errors.period && <div className="invalid-feedback">{errors.period[0]}</div>}
            </div>
          )}
          <div className="mb-2">
            <label className="form-label" htmlFor="gen-scope">
              Untuk
            </label>
            <select id="gen-scope" className="form-select" value={scope} onChange={(e) => setScope(e.target.value)}>
              <option value="all">Seluruh sekolah</option>
              {s.classes.map((c) => (
                <option key={`c${c.id}`} value={`class:${c.id}`}>
                  Tingkat {c.name}
                </option>
              ))}
              {s.sections.map((r) => (
                <option key={`s${r.id}`} value={`section:${r.id}`}>
                  Rombel {r.name}
                </option>
              ))}
            </select>
          </div>
          <p className="small text-body-secondary">
            Tarif per tingkat:{' '}
            {fee.tariffs.length
              ? fee.tariffs.map((t) => `${s.classes.find((c) => c.id === t.classId)?.name ?? '?'} ${rupiah(t.amount)}`).join(', ')
              : `semua ${rupiah(fee.defaultAmount)}`}
            . Beasiswa siswa dipotong otomatis. Siswa yang sudah ditagih dilewati.
          </p>
          <button type="submit" className="btn btn-primary" disabled={!!job && !finished}>
            Buat tagihan
          </button>
        </form>
      )}
      {job && (
        <div className="mt-3" key={job.id}>
          <p className="small mb-1">{job.message}</p>
          <JobProgress
            jobId={job.id}
            label="Membuat tagihan"
            onFinish={() => setFinished(true)}
            renderResult={(j) => {
              const r = j.result as { message?: string } | null;
              return (
                <>
                  {r?.message ?? 'Selesai.'} <Link to={routeTo('payment_student_invoices')}>Lihat invoice</Link>
                </>
              );
            }}
          />
        </div>
      )}
    </section>
  );
}
