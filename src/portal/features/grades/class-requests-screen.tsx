/**
 * /class_requests: requests to move a student to another rombel. The homeroom teacher (or the office) asks, with
 * a reason; the office approves (the student moves at once) or rejects with a note. Pending ones come first.
 */
import { useState, type FormEvent } from 'react';
import Swal from 'sweetalert2';
import type { z } from 'zod';
import {
  createClassRequestContract,
  decideClassRequestContract,
  listClassRequestsContract,
  type classRequestsSchema,
} from '../../../shared/api/grades/class-requests.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';

type Data = z.output<typeof classRequestsSchema>;
const STATUS = { pending: ['Menunggu', 'warning'], approved: ['Disetujui', 'success'], rejected: ['Ditolak', 'secondary'] } as const;

export default function ClassRequestsScreen() {
  const loaded = useApiData(() => call(listClassRequestsContract, {}));
  if (loaded.state === 'loading') return <Loading label="Memuat permintaan…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <ClassRequests initial={loaded.data} />;
}

function ClassRequests({ initial }: { initial: Data }) {
  const [data, setData] = useState(initial);
  const [source, setSource] = useState(String(initial.sources[0]?.id ?? ''));
  const [studentId, setStudentId] = useState('');
  const [toSectionId, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const students = data.sources.find((s) => String(s.id) === source)?.students ?? [];
  const err = (k: string) => errors[k]?.[0];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await act(
      async () => setData(await call(createClassRequestContract, { input: { studentId: Number(studentId), toSectionId: Number(toSectionId), reason } })),
      'Permintaan diajukan',
      setErrors,
    );
    if (ok) {
      setStudentId('');
      setReason('');
    }
  };
  const decide = async (id: number, approve: boolean, name: string) => {
    const answer = await Swal.fire({
      title: `${approve ? 'Setujui' : 'Tolak'} permintaan ${name}?`,
      input: 'text',
      inputLabel: 'Catatan (boleh kosong)',
      showCancelButton: true,
      confirmButtonText: approve ? 'Setujui dan pindahkan' : 'Tolak',
      cancelButtonText: 'Batal',
    });
    if (answer.isConfirmed)
      await act(
        async () => setData(await call(decideClassRequestContract, { params: { id }, input: { approve, note: String(answer.value ?? '') } })),
        approve ? 'Siswa dipindahkan' : 'Permintaan ditolak',
      );
  };
  const items = [...data.items].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
  return (
    <section>
      <h1 className="h4">Permintaan Pindah Rombel</h1>
      {data.sources.length > 0 && (
        <form className="card card-body mb-3" onSubmit={(e) => void submit(e)} noValidate style={{ maxWidth: '40rem' }}>
          <h2 className="h6">Ajukan perpindahan</h2>
          <div className="row g-2">
            <div className="col-12 col-sm-6">
              <label className="form-label small" htmlFor="pindah-asal">
                Rombel asal
              </label>
              <select
                id="pindah-asal"
                className="form-select form-select-sm"
                value={source}
                onChange={(e) => {
                  setSource(e.target.value);
                  setStudentId('');
                }}
              >
                {data.sources.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-12 col-sm-6">
              <label className="form-label small" htmlFor="pindah-siswa">
                Siswa
              </label>
              <select
                id="pindah-siswa"
                className={`form-select form-select-sm ${err('studentId') ? 'is-invalid' : ''}`}
                value={studentId}
                onChange={(e) => setStudentId(e.target.value)}
              >
                <option value="">— Pilih siswa —</option>
                {students.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
              {err('studentId') && <div className="invalid-feedback">{err('studentId')}</div>}
            </div>
            <div className="col-12 col-sm-6">
              <label className="form-label small" htmlFor="pindah-tujuan">
                Rombel tujuan
              </label>
              <select
                id="pindah-tujuan"
                className={`form-select form-select-sm ${err('toSectionId') ? 'is-invalid' : ''}`}
                value={toSectionId}
                onChange={(e) => setTo(e.target.value)}
              >
                <option value="">— Pilih rombel —</option>
                {data.targets
                  .filter((t) => String(t.id) !== source)
                  .map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
              </select>
              {err('toSectionId') && <div className="invalid-feedback">{err('toSectionId')}</div>}
            </div>
            <div className="col-12">
              <label className="form-label small" htmlFor="pindah-alasan">
                Alasan
              </label>
              <textarea
                id="pindah-alasan"
                className={`form-control form-control-sm ${err('reason') ? 'is-invalid' : ''}`}
                rows={2}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              {err('reason') && <div className="invalid-feedback">{err('reason')}</div>}
            </div>
          </div>
          <div className="mt-2">
            <button type="submit" className="btn btn-sm btn-primary">
              Ajukan
            </button>
          </div>
        </form>
      )}
      {items.length === 0 ? (
        <p>Belum ada permintaan pindah rombel.</p>
      ) : (
        <ul className="list-group">
          {items.map((i) => (
            <li key={i.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
              <div className="me-auto">
                <strong>{i.studentName}</strong> · {i.fromName} → {i.toName}{' '}
                <span className={`badge text-bg-${STATUS[i.status][1]}`}>{STATUS[i.status][0]}</span>
                <div className="small text-body-secondary">
                  {i.reason}
                  {i.requestedByName ? ` · diajukan ${i.requestedByName}` : ''}
                  {i.note ? ` · catatan: ${i.note}` : ''}
                </div>
              </div>
              {data.canDecide && i.status === 'pending' && (
                <>
                  <button
                    type="button"
                    className="btn btn-sm btn-success"
                    onClick={() => void decide(i.id, true, i.studentName)}
                    aria-label={`Setujui pindah ${i.studentName}`}
                  >
                    Setujui
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => void decide(i.id, false, i.studentName)}
                    aria-label={`Tolak pindah ${i.studentName}`}
                  >
                    Tolak
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
