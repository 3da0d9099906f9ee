/** /manual_bill_notes: bills written by hand for one student (a fine, a replacement, a trip), each with its own number. */
import { useState } from 'react';
import { Link } from 'react-router';
import { createManualBillContract, listManualBillsContract } from '../../../shared/api/finance/manual-bills.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { StudentSearch } from './student-search.tsx';
import { TableRegion } from './table-region.tsx';
import { act, routeTo, rupiah } from './ui.ts';

const STATUS = { open: ['Belum dibayar', 'text-bg-danger'], partial: ['Sebagian', 'text-bg-warning'], paid: ['Lunas', 'text-bg-success'] } as const;

export default function ManualBillsScreen() {
  const result = useApiData(() => call(listManualBillsContract, {}));
  const [student, setStudent] = useState<{ id: number; fullName: string } | null>(null);
  const [feeTypeId, setFee] = useState('');
  const [title, setTitle] = useState('');
  const [amount, setAmount] = useState('');
  const [dueDate, setDue] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat tagihan manual…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!student) return;
    const ok = await act(
      () =>
        call(createManualBillContract, {
          input: { studentId: student.id, feeTypeId: Number(feeTypeId), title, amount: Number(amount), dueDate: dueDate || null, note: note || null },
        }),
      'Tagihan dibuat',
      setErrors,
    );
    if (ok) {
      setStudent(null);
      setTitle('');
      setAmount('');
      setNote('');
      result.retry();
    }
  };
  const err = (k: string) => errors[k]?.[0];
  return (
    <section>
      <h1 className="h4">Catatan Tagihan Manual</h1>
      {d.canEdit && (
        <div className="border rounded p-2 mb-3" style={{ maxWidth: 620 }}>
          <h2 className="h6">Tagihan baru untuk satu siswa</h2>
          {!student ? (
            <StudentSearch id="tm-q" onPick={(s) => setStudent(s)} />
          ) : (
            <form aria-label="Tagihan manual" onSubmit={(e) => void submit(e)}>
              <p className="mb-2">
                Siswa: <strong>{student.fullName}</strong>{' '}
                <button type="button" className="btn btn-link btn-sm" onClick={() => setStudent(null)}>
                  Ganti siswa
                </button>
              </p>
              <div className="row g-2 mb-2">
                <div className="col-12 col-md-6">
                  <label className="form-label" htmlFor="tm-fee">
                    Jenis biaya
                  </label>
                  <select
                    id="tm-fee"
                    className={`form-select ${err('feeTypeId') ? 'is-invalid' : ''}`}
                    value={feeTypeId}
                    onChange={(e) => {
                      setFee(e.target.value);
                      const f = d.feeTypes.find((x) => x.id === Number(e.target.value));
                      if (f && !title) setTitle(f.name);
                    }}
                  >
                    <option value="">Pilih jenis biaya</option>
                    {d.feeTypes.map((f) => (
                      <option key={f.id} value={f.id}>
                        {f.name}
                      </option>
                    ))}
                  </select>
                  {err('feeTypeId') && <div className="invalid-feedback">{err('feeTypeId')}</div>}
                </div>
                <div className="col-12 col-md-6">
                  <label className="form-label" htmlFor="tm-title">
                    Judul tagihan
                  </label>
                  <input
                    id="tm-title"
                    className={`form-control ${err('title') ? 'is-invalid' : ''}`}
                    value={title}
                    onChange={(e) => setTitle(e.target.value)}
                  />
                  {err('title') && <div className="invalid-feedback">{err('title')}</div>}
                </div>
                <div className="col-6">
                  <label className="form-label" htmlFor="tm-amount">
                    Jumlah (Rp)
                  </label>
                  <input
                    id="tm-amount"
                    type="number"
                    inputMode="numeric"
                    className={`form-control ${err('amount') ? 'is-invalid' : ''}`}
                    value={amount}
                    onChange={(e) => setAmount(e.target.value)}
                  />
                  {err('amount') && <div className="invalid-feedback">{err('amount')}</div>}
                </div>
                <div className="col-6">
                  <label className="form-label" htmlFor="tm-due">
                    Jatuh tempo
                  </label>
                  <input id="tm-due" type="date" className="form-control" value={dueDate} onChange={(e) => setDue(e.target.value)} />
                </div>
                <div className="col-12">
                  <label className="form-label" htmlFor="tm-note">
                    Catatan
                  </label>
                  <input id="tm-note" className="form-control" value={note} onChange={(e) => setNote(e.target.value)} />
                </div>
              </div>
              <button type="submit" className="btn btn-primary">
                Buat tagihan
              </button>
            </form>
          )}
        </div>
      )}
      <TableRegion label="Tagihan manual">
        <thead>
          <tr>
            <th scope="col">Nomor</th>
            <th scope="col">Tanggal</th>
            <th scope="col">Siswa</th>
            <th scope="col">Tagihan</th>
            <th scope="col" className="text-end">
              Jumlah
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {d.data.length === 0 && (
            <tr>
              <td colSpan={6}>Belum ada tagihan manual.</td>
            </tr>
          )}
          {d.data.map((b) => (
            <tr key={b.id}>
              <td>{b.ref}</td>
              <td>{b.date}</td>
              <td>
                <Link to={`${routeTo('financial_payment')}?student=${b.studentId}`}>{b.studentName}</Link>
                <div className="small text-body-secondary">{b.section ?? ''}</div>
              </td>
              <td>
                {b.title}
                <div className="small text-body-secondary">
                  {b.feeName}
                  {b.note ? ` · ${b.note}` : ''}
                </div>
              </td>
              <td className="text-end">{rupiah(b.net)}</td>
              <td>
                <span className={`badge ${STATUS[b.status][1]}`}>{STATUS[b.status][0]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </section>
  );
}
