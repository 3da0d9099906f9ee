/** /requestaccount: requests from the public form; approve (the account is made and invited) or reject with a reason. */
import { useState } from 'react';
import type { z } from 'zod';
import { approveRequestContract, listRequestsContract, rejectRequestContract, type accountRequestSchema } from '../../../shared/api/accounts/admin.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';

type Status = 'pending' | 'approved' | 'rejected';
type Request = z.output<typeof accountRequestSchema>;
const TABS: [Status, string][] = [
  ['pending', 'Menunggu'],
  ['approved', 'Disetujui'],
  ['rejected', 'Ditolak'],
];

function RequestCard({ r, sections, onDone }: { r: Request; sections: { id: number; name: string }[]; onDone: () => void }) {
  const [sectionId, setSectionId] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  return (
    <li className="list-group-item">
      <div className="fw-semibold">
        {r.fullName} <span className="badge text-bg-light">{r.userType}</span>
      </div>
      <div className="small text-body-secondary">
        {[r.email, r.phone && `WA ${r.phone}`, r.nisn && `NISN ${r.userTypeId === '6' ? 'anak ' : ''}${r.nisn}`].filter(Boolean).join(' · ')} · dikirim{' '}
        {new Date(r.createdAt).toLocaleString('id-ID')}
      </div>
      {r.userTypeId === '6' && (
        <div className="small">{r.childName ? `Anak: ${r.childName}` : <span className="text-danger">NISN anak tidak ditemukan di sekolah ini.</span>}</div>
      )}
      {r.note && <p className="small mb-1 fst-italic">“{r.note}”</p>}
      {r.status !== 'pending' && (
        <div className="small">
          {r.status === 'approved' ? 'Disetujui' : `Ditolak: ${r.reason}`} oleh {r.decidedBy ?? '-'}
          {r.decidedAt ? `, ${new Date(r.decidedAt).toLocaleString('id-ID')}` : ''}
        </div>
      )}
      {r.status === 'pending' && (
        <div className="d-flex flex-wrap gap-2 align-items-end mt-2">
          {r.userTypeId === '5' && (
            <div>
              <label className="form-label small mb-0" htmlFor={`rombel-${r.id}`}>
                Rombel
              </label>
              <select id={`rombel-${r.id}`} className="form-select form-select-sm" value={sectionId} onChange={(e) => setSectionId(e.target.value)}>
                <option value="">Nanti saja</option>
                {sections.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button
            type="button"
            className="btn btn-sm btn-success"
            onClick={async () => {
              if (
                await act(
                  () => call(approveRequestContract, { params: { id: r.id }, input: { sectionId: sectionId ? Number(sectionId) : undefined } }),
                  'Akun dibuat dan diundang',
                )
              )
                onDone();
            }}
          >
            Setujui {r.fullName}
          </button>
          <div className="flex-grow-1">
            <label className="form-label small mb-0" htmlFor={`alasan-${r.id}`}>
              Alasan menolak
            </label>
            <input
              id={`alasan-${r.id}`}
              className={`form-control form-control-sm${errors.reason ? ' is-invalid' : ''}`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            {errors.reason && <div className="invalid-feedback">{errors.reason[0]}</div>}
          </div>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={async () => {
              if (await act(() => call(rejectRequestContract, { params: { id: r.id }, input: { reason } }), 'Permintaan ditolak', setErrors)) onDone();
            }}
          >
            Tolak {r.fullName}
          </button>
        </div>
      )}
    </li>
  );
}

export default function AccountRequestsScreen() {
  const [status, setStatus] = useState<Status>('pending');
  const result = useApiData(() => call(listRequestsContract, { input: { status } }));
  return (
    <section>
      <h1 className="h4">Permintaan Akun</h1>
      <p className="small">
        Permintaan dari halaman publik <a href="/minta-akun">Minta Akun</a>. Menyetujui membuat akunnya (siswa masuk rombel, orang tua terhubung ke anaknya) dan
        mengirim tautan atur password yang berlaku 3 hari.
      </p>
      <ul className="nav nav-tabs mb-3">
        {TABS.map(([value, label]) => (
          <li key={value} className="nav-item">
            <button
              type="button"
              className={`nav-link${status === value ? ' active' : ''}`}
              aria-current={status === value || undefined}
              onClick={() => {
                setStatus(value);
                result.retry();
              }}
            >
              {label}
              {value === 'pending' && result.state === 'ready' ? ` (${result.data.pending})` : ''}
            </button>
          </li>
        ))}
      </ul>
      {result.state === 'loading' && <Loading label="Memuat permintaan…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <ul className="list-group">
          {result.data.requests.map((r) => (
            <RequestCard key={r.id} r={r} sections={result.data.sections} onDone={result.retry} />
          ))}
          {!result.data.requests.length && <li className="list-group-item text-body-secondary">Tidak ada permintaan.</li>}
        </ul>
      )}
    </section>
  );
}
