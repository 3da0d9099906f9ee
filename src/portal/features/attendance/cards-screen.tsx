/** /absent_card and /absent_card_add: RFID cards: register one for a student or employee, remove a lost one. */
import { useState } from 'react';
import { addCardContract, deleteCardContract, listCardsContract } from '../../../shared/api/attendance/devices.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.ts';

export default function CardsScreen() {
  const result = useApiData(() => call(listCardsContract, {}));
  const [form, setForm] = useState({ cardNumber: '', person: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat kartu…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const add = async () => {
    if (await act(() => call(addCardContract, { input: form }), 'Kartu didaftarkan', setErrors)) {
      setForm({ cardNumber: '', person: '' });
      result.retry();
    }
  };
  const remove = async (id: number) => {
    if (await act(() => call(deleteCardContract, { params: { id } }), 'Kartu dihapus')) result.retry();
  };
  return (
    <section>
      <h1 className="h4">Kartu Presensi</h1>
      <form
        className="border rounded p-2 mb-3"
        aria-label="Tambah kartu"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <div className="row g-2">
          <div className="col-12 col-sm-6">
            <label className="form-label" htmlFor="kartu-nomor">
              Nomor kartu
            </label>
            <input
              id="kartu-nomor"
              inputMode="numeric"
              className={`form-control ${errors.cardNumber ? 'is-invalid' : ''}`}
              value={form.cardNumber}
              onChange={(e) => setForm({ ...form, cardNumber: e.target.value })}
            />
            {errors.cardNumber && <div className="invalid-feedback">{errors.cardNumber[0]}</div>}
          </div>
          <div className="col-12 col-sm-6">
            <label className="form-label" htmlFor="kartu-orang">
              NIS/NISN atau NIP/NUPTK
            </label>
            <input
              id="kartu-orang"
              className={`form-control ${errors.person ? 'is-invalid' : ''}`}
              value={form.person}
              onChange={(e) => setForm({ ...form, person: e.target.value })}
            />
            {errors.person && <div className="invalid-feedback">{errors.person[0]}</div>}
          </div>
        </div>
        <button type="submit" className="btn btn-primary mt-2">
          Tambah kartu
        </button>
      </form>
      <p className="small">{result.data.cards.length} kartu terdaftar.</p>
      <ul className="list-group">
        {result.data.cards.map((c) => (
          <li key={c.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <span className="me-auto">
              <strong>{c.fullName}</strong>{' '}
              <span className="small text-body-secondary">
                {c.nis ? `NIS ${c.nis} · ` : ''}kartu {c.cardNumber}
              </span>
            </span>
            <button type="button" className="btn btn-sm btn-outline-danger" aria-label={`Hapus kartu ${c.fullName}`} onClick={() => void remove(c.id)}>
              Hapus
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
