/** Find a student by name, NIS or NISN (the cashier's search), then choose one. */
import { useState } from 'react';
import { searchStudentsContract } from '../../../shared/api/finance/payments.ts';
import { call } from '../../lib/api.ts';
import { rupiah } from './ui.ts';

type Found = Awaited<ReturnType<typeof call<typeof searchStudentsContract>>>['data'];

export function StudentSearch({ onPick, id = 'cari-siswa' }: { onPick: (student: Found[number]) => void; id?: string }) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const search = async (e: React.FormEvent) => {
    e.preventDefault();
    setFound((await call(searchStudentsContract, { input: { q } })).data);
  };
  return (
    <div className="mb-3">
      <form className="d-flex gap-2 mb-2" role="search" onSubmit={(e) => void search(e)}>
        <label className="visually-hidden" htmlFor={id}>
          Cari siswa
        </label>
        <input id={id} className="form-control" placeholder="Nama, NIS atau NISN" value={q} onChange={(e) => setQ(e.target.value)} />
        <button type="submit" className="btn btn-primary">
          Cari
        </button>
      </form>
      {found && (
        <ul className="list-group" aria-label="Hasil pencarian">
          {found.length === 0 && <li className="list-group-item">Siswa tidak ditemukan.</li>}
          {found.map((s) => (
            <li key={s.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
              <div className="me-auto">
                <strong>{s.fullName}</strong>
                <div className="small text-body-secondary">
                  {[s.nis, s.section].filter(Boolean).join(' · ')} · sisa tagihan {rupiah(s.outstanding)}
                </div>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => {
                  setFound(null);
                  onPick(s);
                }}
                aria-label={`Pilih ${s.fullName}`}
              >
                Pilih
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
