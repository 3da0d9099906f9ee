/**
 * /raport2: the whole school's rapor in the background. Pick the semester, the paper and (optionally) some
 * rombel; the server makes one PDF per rombel while the page shows "Proses 42%"; then one "Unduh PDF" per rombel.
 * For the office and the principal, at the end of a semester.
 */
import { useState } from 'react';
import { listClassesContract } from '../../../shared/api/grades/classes.ts';
import { raporBatchResultSchema, startRaporBatchContract } from '../../../shared/api/grades/rapor-batch.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { JobFiles } from '../../components/ui/job-files.tsx';
import { JobProgress } from '../../components/ui/job-progress.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { PaperSelect } from '../../components/ui/pdf-download.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

export default function RaporBatchScreen() {
  const sections = useApiData(() => call(listClassesContract, { input: { scope: 'all' } }));
  const [semester, setSemester] = useState<'1' | '2' | null>(null);
  const [paper, setPaper] = useState<Paper>('A4');
  const [picked, setPicked] = useState<number[]>([]);
  const [jobId, setJobId] = useState<number | null>(null);
  if (sections.state === 'loading') return <Loading label="Memuat rombel…" />;
  if (sections.state === 'failed') return <LoadFailed message={sections.message} onRetry={sections.retry} />;
  const d = sections.data;
  const sem = semester ?? (d.semester as '1' | '2');
  const start = () =>
    act(async () => setJobId((await call(startRaporBatchContract, { input: { semester: sem, paper, sectionIds: picked } })).jobId), 'Pembuatan rapor dimulai');
  const toggle = (id: number) => setPicked(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id]);
  return (
    <section>
      <h1 className="h4">Cetak Rapor Sekolah</h1>
      <p className="small text-body-secondary">Rapor semua siswa dibuat di latar belakang, satu PDF per rombel. Tahun ajaran {d.yearLabel}.</p>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-2">
        <div>
          <label className="form-label small" htmlFor="batch-semester">
            Semester
          </label>
          <select id="batch-semester" className="form-select form-select-sm" value={sem} onChange={(e) => setSemester(e.target.value as '1' | '2')}>
            <option value="1">1 (Ganjil)</option>
            <option value="2">2 (Genap)</option>
          </select>
        </div>
        <PaperSelect value={paper} onChange={setPaper} />
      </div>
      <fieldset className="mb-2">
        <legend className="h6">
          Rombel <span className="small text-body-secondary">(kosongkan untuk semua {d.homeroom.length} rombel)</span>
        </legend>
        <div className="d-flex flex-wrap gap-2">
          {d.homeroom.map((h) => (
            <div className="form-check form-check-inline" key={h.sectionId}>
              <input
                id={`rb-${h.sectionId}`}
                type="checkbox"
                className="form-check-input"
                checked={picked.includes(h.sectionId)}
                onChange={() => toggle(h.sectionId)}
              />
              <label className="form-check-label small" htmlFor={`rb-${h.sectionId}`}>
                {h.sectionName}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <button type="button" className="btn btn-primary mb-3" disabled={jobId !== null} onClick={() => void start()}>
        Buat rapor {picked.length ? `${picked.length} rombel` : 'seluruh sekolah'}
      </button>
      {jobId !== null && (
        <div className="mb-3">
          <JobProgress
            jobId={jobId}
            label="Membuat rapor"
            onFinish={() => undefined}
            renderResult={(job) => <Files result={job.result} onAgain={() => setJobId(null)} />}
          />
        </div>
      )}
    </section>
  );
}

function Files({ result, onAgain }: { result: unknown; onAgain: () => void }) {
  const parsed = raporBatchResultSchema.safeParse(result);
  if (!parsed.success) return <>Selesai.</>;
  const r = parsed.data;
  return (
    <JobFiles
      intro={`Selesai: ${r.students} rapor dalam ${r.files.length} berkas (${r.seconds} detik).`}
      files={r.files.map((f) => ({
        key: f.sectionId,
        summary: `${f.sectionName} · ${f.students} siswa · ${Math.round(f.size / 1024)} KB`,
        button: `Unduh PDF Rapor ${f.sectionName}`,
        url: f.url,
        fallbackName: 'rapor.pdf',
      }))}
      onAgain={onAgain}
    />
  );
}
