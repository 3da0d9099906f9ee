/**
 * /finance/wa_invoices_blasting: send a month's invoices to families by WhatsApp (or email) from a template
 * (/template_mail), to a rombel, to one student's family (a reminder, or a first try of a new template) or to all. A
 * preview shows how many families and the first message as it will read; sending runs as a background job through
 * the messaging outbox, with its progress; past blasts are listed with their counts.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { createBlastContract, listBlastsContract, previewBlastContract } from '../../../shared/api/finance/blasts.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { JobProgress } from '../../components/ui/job-progress.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { StudentSearch } from './student-search.tsx';
import { TableRegion } from './table-region.tsx';
import { act, periodLabel, routeTo } from './ui.ts';

type Preview = Awaited<ReturnType<typeof call<typeof previewBlastContract>>>;

export default function InvoiceBlastScreen() {
  const result = useApiData(() => call(listBlastsContract, {}));
  const [period, setPeriod] = useState('');
  const [sectionId, setSection] = useState('');
  const [student, setStudent] = useState<{ id: number; name: string } | null>(null);
  const [templateId, setTemplate] = useState('');
  const [onlyUnpaid, setOnlyUnpaid] = useState(true);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [job, setJob] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat kiriman tagihan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const input = () => ({
    period: period || d.periods[0],
    sectionId: Number(sectionId) || null,
    studentId: student?.id ?? null,
    templateId: Number(templateId || d.templates[0]?.id),
    onlyUnpaid,
  });
  const look = () => act(async () => setPreview(await call(previewBlastContract, { input: input() })), 'Pratinjau siap', setErrors);
  const send = async () => {
    let jobId = 0;
    if (
      await act(
        async () => {
          jobId = (await call(createBlastContract, { input: input() })).jobId;
        },
        'Pengiriman dimulai',
        setErrors,
      )
    )
      setJob(jobId);
  };
  return (
    <section>
      <h1 className="h4">Kirim Invoice via WhatsApp</h1>
      {d.templates.length === 0 && (
        <p>
          Belum ada templat pesan. <Link to={routeTo('template_mail')}>Buat templat</Link>
        </p>
      )}
      {d.canEdit && d.templates.length > 0 && (
        <div className="border rounded p-2 mb-3" style={{ maxWidth: 620 }}>
          <div className="row g-2 mb-2">
            <div className="col-6">
              <label className="form-label small" htmlFor="bl-period">
                Bulan tagihan
              </label>
              <select
                id="bl-period"
                className={`form-select form-select-sm ${errors.period ? 'is-invalid' : ''}`}
                aria-describedby={errors.period ? 'bl-period-error' : undefined}
                value={period || d.periods[0] || ''}
                onChange={(e) => {
                  setPeriod(e.target.value);
                  setPreview(null);
                }}
              >
                {d.periods.map((p) => (
                  <option key={p} value={p}>
                    {periodLabel(p)}
                  </option>
                ))}
              </select>
              {errors.period && (
                <div id="bl-period-error" className="invalid-feedback">
                  {errors.period[0]}
                </div>
              )}
            </div>
            <div className="col-6">
              <label className="form-label small" htmlFor="bl-section">
                Rombel
              </label>
              <select
                id="bl-section"
                className={`form-select form-select-sm ${errors.sectionId ? 'is-invalid' : ''}`}
                value={sectionId}
                onChange={(e) => {
                  setSection(e.target.value);
                  setPreview(null);
                }}
              >
                <option value="">Semua rombel</option>
                {d.sections.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
              {errors.sectionId && <div className="invalid-feedback">{errors.sectionId[0]}</div>}
            </div>
            <div className="col-12">
              <span className="form-label small d-block">Satu siswa saja (pilihan)</span>
              {student ? (
                <div className="d-flex align-items-center gap-2">
                  <output className={`form-control form-control-sm ${errors.studentId ? 'is-invalid' : ''}`} aria-label="Siswa terpilih">
                    {student.name}
                  </output>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary text-nowrap"
                    onClick={() => {
                      setStudent(null);
                      setPreview(null);
                      setErrors({});
                    }}
                  >
                    Semua siswa
                  </button>
                </div>
              ) : (
                <StudentSearch
                  id="bl-student"
                  onPick={(s) => {
                    setStudent({ id: s.id, name: s.section ? `${s.fullName} (${s.section})` : s.fullName });
                    setPreview(null);
                    setErrors({});
                  }}
                />
              )}
              {errors.studentId && <div className="invalid-feedback d-block">{errors.studentId[0]}</div>}
            </div>
            <div className="col-12">
              <label className="form-label small" htmlFor="bl-template">
                Templat
              </label>
              <select
                id="bl-template"
                className="form-select form-select-sm"
                value={templateId || d.templates[0]?.id}
                onChange={(e) => {
                  setTemplate(e.target.value);
                  setPreview(null);
                }}
              >
                {d.templates.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} ({t.channel === 'email' ? 'surel' : 'WhatsApp'})
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="form-check mb-2">
            <input
              id="bl-unpaid"
              type="checkbox"
              className="form-check-input"
              checked={onlyUnpaid}
              onChange={(e) => {
                setOnlyUnpaid(e.target.checked);
                setPreview(null);
              }}
            />
            <label className="form-check-label" htmlFor="bl-unpaid">
              Hanya yang belum lunas
            </label>
          </div>
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void look()}>
              Pratinjau
            </button>
            <button type="button" className="btn btn-primary btn-sm" disabled={!preview || preview.messages === 0 || job !== null} onClick={() => void send()}>
              Kirim {preview ? `${preview.messages} pesan` : ''}
            </button>
          </div>
          {preview && (
            <div className="mt-2" role="status">
              <p className="small mb-1">
                {preview.students} siswa · {preview.messages} pesan{preview.withoutAddress ? ` · ${preview.withoutAddress} siswa tanpa nomor` : ''}
              </p>
              {preview.sample && (
                <pre className="small border rounded p-2 bg-body-tertiary" style={{ whiteSpace: 'pre-wrap' }}>
                  Kepada {preview.sample.to}:{'\n'}
                  {preview.sample.text}
                </pre>
              )}
            </div>
          )}
          {job !== null && (
            <div className="mt-2">
              <JobProgress
                jobId={job}
                label="Mengirim"
                onFinish={() => result.retry()}
                renderResult={(j) => (j.result as { message?: string } | null)?.message ?? 'Selesai.'}
              />
            </div>
          )}
        </div>
      )}
      <h2 className="h6">Kiriman sebelumnya</h2>
      <TableRegion label="Kiriman tagihan">
        <thead>
          <tr>
            <th scope="col">Waktu</th>
            <th scope="col">Bulan</th>
            <th scope="col">Penerima</th>
            <th scope="col">Templat</th>
            <th scope="col">Status</th>
            <th scope="col" className="text-end">
              Pesan
            </th>
            <th scope="col" className="text-end">
              Tanpa nomor
            </th>
          </tr>
        </thead>
        <tbody>
          {d.blasts.length === 0 && (
            <tr>
              <td colSpan={7}>Belum ada kiriman.</td>
            </tr>
          )}
          {d.blasts.map((b) => (
            <tr key={b.id}>
              <td className="small">{new Date(b.createdAt).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' })}</td>
              <td>{periodLabel(b.period)}</td>
              <td>{b.student ?? b.section ?? 'Semua'}</td>
              <td>{b.template}</td>
              <td>{b.status === 'sent' ? 'Terkirim ke antrean' : b.status === 'sending' ? 'Sedang dikirim' : 'Menunggu'}</td>
              <td className="text-end">{b.queued}</td>
              <td className="text-end">{b.skipped}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <p className="small text-body-secondary">Status kirim tiap pesan dicatat oleh layanan pesan sekolah (antrean WhatsApp/surel).</p>
    </section>
  );
}
