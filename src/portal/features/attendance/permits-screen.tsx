/** /absence_permit: a parent asks leave for their child (reason, photo of the letter); the homeroom teacher decides. */
import { useState } from 'react';
import Swal from 'sweetalert2';
import { decidePermitContract, listPermitsContract, requestPermitContract } from '../../../shared/api/attendance/permits.ts';
import { fileUrl } from '../../../shared/files/file-kinds.ts';
import { FileUpload } from '../../components/ui/file-upload.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { privateFileUrl } from '../../lib/upload.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, dayLabel } from './ui.ts';

const STATUS = { pending: ['Menunggu', 'warning'], approved: ['Disetujui', 'success'], rejected: ['Ditolak', 'danger'] } as const;
const openFile = (id: string) => void privateFileUrl(fileUrl(id)).then((u) => window.open(u, '_blank'));
const EMPTY = { studentId: 0, dateFrom: '', dateTo: '', kind: 'S' as 'S' | 'I', reason: '', fileId: null as string | null };

export default function PermitsScreen() {
  const result = useApiData(() => call(listPermitsContract, {}));
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat izin…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const p = result.data;
  const studentId = form.studentId || p.children[0]?.id || 0;
  const send = async () => {
    if (await act(() => call(requestPermitContract, { input: { ...form, studentId } }), 'Izin terkirim', setErrors)) {
      setForm(EMPTY);
      result.retry();
    }
  };
  const decide = async (id: number, approve: boolean) => {
    let note: string | undefined;
    if (!approve) {
      const answer = await Swal.fire({
        title: 'Alasan penolakan',
        input: 'text',
        showCancelButton: true,
        confirmButtonText: 'Tolak izin',
        cancelButtonText: 'Batal',
      });
      if (!answer.isConfirmed) return;
      note = answer.value || undefined;
    }
    if (await act(() => call(decidePermitContract, { params: { id }, input: { approve, note } }), approve ? 'Izin disetujui' : 'Izin ditolak')) result.retry();
  };
  const err = (field: string) => errors[field] && <div className="invalid-feedback d-block">{errors[field][0]}</div>;
  return (
    <section>
      <h1 className="h4">Izin Tidak Hadir</h1>
      {p.canRequest && p.children.length > 0 && (
        <form
          className="border rounded p-2 mb-3"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <h2 className="h6">Ajukan izin</h2>
          <div className="row g-2">
            {p.children.length > 1 && (
              <div className="col-12">
                <label className="form-label" htmlFor="izin-anak">
                  Anak
                </label>
                <select id="izin-anak" className="form-select" value={studentId} onChange={(e) => setForm({ ...form, studentId: Number(e.target.value) })}>
                  {p.children.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.fullName}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="col-6">
              <label className="form-label" htmlFor="izin-dari">
                Dari tanggal
              </label>
              <input
                id="izin-dari"
                type="date"
                className="form-control"
                value={form.dateFrom}
                onChange={(e) => setForm({ ...form, dateFrom: e.target.value, dateTo: form.dateTo || e.target.value })}
              />
              {err('dateFrom')}
            </div>
            <div className="col-6">
              <label className="form-label" htmlFor="izin-sampai">
                Sampai tanggal
              </label>
              <input id="izin-sampai" type="date" className="form-control" value={form.dateTo} onChange={(e) => setForm({ ...form, dateTo: e.target.value })} />
              {err('dateTo')}
            </div>
            <div className="col-12">
              <span className="form-label d-block">Jenis</span>
              <div className="btn-group" role="group" aria-label="Jenis izin">
                {(['S', 'I'] as const).map((k) => (
                  <button
                    key={k}
                    type="button"
                    aria-pressed={form.kind === k}
                    className={`btn ${form.kind === k ? 'btn-primary' : 'btn-outline-primary'}`}
                    onClick={() => setForm({ ...form, kind: k })}
                  >
                    {k === 'S' ? 'Sakit' : 'Izin'}
                  </button>
                ))}
              </div>
            </div>
            <div className="col-12">
              <label className="form-label" htmlFor="izin-alasan">
                Alasan
              </label>
              <textarea id="izin-alasan" className="form-control" rows={2} value={form.reason} onChange={(e) => setForm({ ...form, reason: e.target.value })} />
              {err('reason')}
            </div>
            <div className="col-12">
              <FileUpload<{ id: string }>
                label="Foto surat dokter/keterangan (JPG/PNG/PDF)"
                kind="absence_letter"
                onUploaded={(f) => setForm((x) => ({ ...x, fileId: f.id }))}
              />
              {form.fileId && <p className="small mb-0">Foto surat terpasang.</p>}
              {err('fileId')}
            </div>
          </div>
          <button type="submit" className="btn btn-primary mt-2">
            Kirim izin
          </button>
        </form>
      )}
      {p.permits.length === 0 && <p>Belum ada izin.</p>}
      <ul className="list-group">
        {p.permits.map((x) => (
          <li key={x.id} className="list-group-item">
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <strong className="me-auto">{x.studentName}</strong>
              <span className={`badge text-bg-${STATUS[x.status as keyof typeof STATUS]?.[1] ?? 'secondary'}`}>
                {STATUS[x.status as keyof typeof STATUS]?.[0] ?? x.status}
              </span>
            </div>
            <div className="small">
              {x.kind === 'S' ? 'Sakit' : 'Izin'} · {dayLabel(x.dateFrom)}
              {x.dateTo !== x.dateFrom ? ` – ${dayLabel(x.dateTo)}` : ''}
            </div>
            <div className="small text-body-secondary">
              {x.reason}
              {x.decisionNote ? ` · Catatan: ${x.decisionNote}` : ''}
            </div>
            <div className="d-flex flex-wrap gap-2 mt-1">
              {x.fileId && (
                <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => openFile(x.fileId!)}>
                  Lihat surat
                </button>
              )}
              {p.canDecide && x.status === 'pending' && (
                <>
                  <button type="button" className="btn btn-sm btn-success" aria-label={`Setujui izin ${x.studentName}`} onClick={() => void decide(x.id, true)}>
                    Setujui
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={`Tolak izin ${x.studentName}`}
                    onClick={() => void decide(x.id, false)}
                  >
                    Tolak
                  </button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
