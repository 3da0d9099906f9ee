import { useState } from 'react';
import { reference } from '../../../shared/resources/fields.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { ACCOUNT_CARDS_KEEP_MINUTES, accountCardsBatchResultSchema, startAccountCardsBatchContract } from '../../../shared/api/account-cards-batch.ts';
import { ReferencePicker } from '../../components/resource/reference-picker.tsx';
import { JobFiles } from '../../components/ui/job-files.tsx';
import { JobProgress } from '../../components/ui/job-progress.tsx';
import { PaperSelect } from '../../components/ui/pdf-download.tsx';
import { call } from '../../lib/api.ts';
import { failureText, toFailure } from '../../lib/api-failure.ts';

const CLASS_FIELD = reference('sd_class_id', 'Tingkat kelas', 'classes');

/**
 * First passwords for a whole grade or the whole school, made in the background ("Proses 42%"): the server draws
 * and sets them and prints the Kartu Akun PDFs (whole rombels, at most 100 pages a file). The PDFs are for the
 * admin who asked only, and are deleted after ACCOUNT_CARDS_KEEP_MINUTES; the passwords are never shown on screen.
 */
export function AccountCardsBatch({ onDone }: { onDone: () => void }) {
  const [scope, setScope] = useState<'class' | 'school'>('class');
  const [classId, setClassId] = useState('');
  const [paper, setPaper] = useState<Paper>('A4');
  const [jobId, setJobId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    if (scope === 'class' && !classId) {
      setError('Pilih tingkat kelas terlebih dahulu.');
      return;
    }
    setError(null);
    try {
      const input = scope === 'class' ? { scope, sd_class_id: Number(classId), paper } : { scope, paper };
      setJobId((await call(startAccountCardsBatchContract, { input })).jobId);
    } catch (e) {
      const failure = toFailure(e);
      setError(failureText(failure));
    }
  };

  return (
    <fieldset className="mt-4" aria-describedby="kartu-latar-info">
      <legend className="h6">Satu tingkat atau seluruh sekolah</legend>
      <p id="kartu-latar-info" className="small text-body-secondary">
        Untuk banyak siswa sekaligus: password dibuat di latar belakang dan langsung dicetak ke PDF Kartu Akun (satu rombel per halaman baru). PDF hanya dapat
        diunduh oleh Anda dan dihapus otomatis {ACCOUNT_CARDS_KEEP_MINUTES} menit setelah selesai.
      </p>
      <div className="d-flex flex-wrap gap-3 mb-2">
        {(
          [
            ['class', 'Satu tingkat kelas'],
            ['school', 'Seluruh sekolah'],
          ] as const
        ).map(([value, label]) => (
          <div key={value} className="form-check">
            <input
              id={`kartu-cakupan-${value}`}
              type="radio"
              className="form-check-input"
              name="kartu-cakupan"
              checked={scope === value}
              onChange={() => setScope(value)}
              disabled={jobId !== null}
            />
            <label className="form-check-label small" htmlFor={`kartu-cakupan-${value}`}>
              {label}
            </label>
          </div>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2 align-items-end">
        {scope === 'class' && (
          <div className="flex-grow-1">
            <label htmlFor="kartu-tingkat" className="form-label small mb-1">
              Tingkat kelas
            </label>
            <ReferencePicker
              id="kartu-tingkat"
              field={CLASS_FIELD}
              value={classId}
              labels={{}}
              emptyLabel="— Pilih tingkat —"
              onChange={(v) => setClassId(v as string)}
            />
          </div>
        )}
        <PaperSelect value={paper} onChange={setPaper} />
        <button type="button" className="btn btn-primary" onClick={() => void start()} disabled={jobId !== null}>
          Buat Password Awal {scope === 'school' ? 'Seluruh Sekolah' : 'Satu Tingkat'}
        </button>
      </div>
      {error && (
        <div className="alert alert-danger py-2 mt-3 mb-0" role="alert">
          {error}
        </div>
      )}
      {jobId !== null && (
        <div className="mt-3">
          <JobProgress
            jobId={jobId}
            label="Membuat kartu akun"
            onFinish={onDone}
            renderResult={(job) => <Files result={job.result} onAgain={() => setJobId(null)} />}
          />
        </div>
      )}
    </fieldset>
  );
}

function Files({ result, onAgain }: { result: unknown; onAgain: () => void }) {
  const parsed = accountCardsBatchResultSchema.safeParse(result);
  if (!parsed.success) return <>Selesai.</>;
  const r = parsed.data;
  const until = new Date(r.expiresAt).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' });
  return (
    <JobFiles
      intro={`${r.students} siswa kini punya password awal, dalam ${r.files.length} berkas PDF. Unduh sebelum pukul ${until}: setelah itu berkas dihapus.`}
      files={r.files.map((f) => ({
        key: f.url,
        summary: `${f.sections} · ${f.cards} kartu · ${f.pages} halaman`,
        button: `Unduh PDF Kartu Akun ${f.sections}`,
        url: f.url,
        fallbackName: f.name,
      }))}
      onAgain={onAgain}
    />
  );
}
