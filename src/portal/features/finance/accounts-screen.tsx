/**
 * /finance/account_list: the chart of accounts, editable by the bendahara (code, name, type, cash, control,
 * active). /finance/control_account lists only the control accounts (Piutang, Titipan Tabungan).
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { createAccountContract, listAccountsContract, updateAccountContract } from '../../../shared/api/finance/ledger.ts';
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, type AccountType } from '../../../shared/finance/permissions.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.ts';

type Account = { id: number; code: string; name: string; type: AccountType; isCash: boolean; isControl: boolean; isActive: boolean };
const blank: Account = { id: 0, code: '', name: '', type: 'expense', isCash: false, isControl: false, isActive: true };

export default function AccountsScreen() {
  const controlOnly = useLocation().pathname.includes('control_account');
  const result = useApiData(() => call(listAccountsContract, {}));
  const [editing, setEditing] = useState<Account | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat bagan akun…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const rows = result.data.data.filter((a) => !controlOnly || a.isControl);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!editing) return;
    const { id, ...input } = editing;
    const ok = await act(
      () => (id ? call(updateAccountContract, { params: { id }, input }) : call(createAccountContract, { input })),
      'Akun tersimpan',
      setErrors,
    );
    if (ok) {
      setEditing(null);
      result.retry();
    }
  };
  return (
    <section>
      <div className="d-flex align-items-center gap-2 mb-2">
        <h1 className="h4 me-auto mb-0">{controlOnly ? 'Akun Kontrol' : 'Daftar Akun'}</h1>
        {result.data.canEdit && (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => {
              setErrors({});
              setEditing(blank);
            }}
          >
            Tambah akun
          </button>
        )}
      </div>
      {controlOnly && <p className="small">Akun kontrol diisi oleh tagihan, pembayaran dan tabungan siswa; rinciannya ada di buku pembantu per siswa.</p>}
      {editing && (
        <form className="border rounded p-2 mb-3" aria-label="Data akun" onSubmit={(e) => void save(e)}>
          <div className="row g-2">
            <div className="col-4 col-md-2">
              <label className="form-label small" htmlFor="ak-code">
                Kode
              </label>
              <input
                id="ak-code"
                className={`form-control form-control-sm ${errors.code ? 'is-invalid' : ''}`}
                value={editing.code}
                onChange={(e) => setEditing({ ...editing, code: e.target.value })}
                placeholder="5-1700"
              />
              {errors.code && <div className="invalid-feedback">{errors.code[0]}</div>}
            </div>
            <div className="col-8 col-md-4">
              <label className="form-label small" htmlFor="ak-name">
                Nama akun
              </label>
              <input
                id="ak-name"
                className={`form-control form-control-sm ${errors.name ? 'is-invalid' : ''}`}
                value={editing.name}
                onChange={(e) => setEditing({ ...editing, name: e.target.value })}
              />
              {errors.name && <div className="invalid-feedback">{errors.name[0]}</div>}
            </div>
            <div className="col-6 col-md-2">
              <label className="form-label small" htmlFor="ak-type">
                Jenis
              </label>
              <select
                id="ak-type"
                className="form-select form-select-sm"
                value={editing.type}
                onChange={(e) => setEditing({ ...editing, type: e.target.value as AccountType })}
              >
                {ACCOUNT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {ACCOUNT_TYPE_LABELS[t]}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-6 col-md-4 d-flex flex-wrap gap-3 align-items-end">
              {(
                [
                  ['isCash', 'Kas/bank'],
                  ['isControl', 'Akun kontrol'],
                  ['isActive', 'Aktif'],
                ] as const
              ).map(([k, label]) => (
                <div className="form-check" key={k}>
                  <input
                    id={`ak-${k}`}
                    type="checkbox"
                    className="form-check-input"
                    checked={editing[k]}
                    onChange={(e) => setEditing({ ...editing, [k]: e.target.checked })}
                  />
                  <label className="form-check-label small" htmlFor={`ak-${k}`}>
                    {label}
                  </label>
                </div>
              ))}
            </div>
          </div>
          <div className="mt-2 d-flex gap-2">
            <button type="submit" className="btn btn-sm btn-primary">
              Simpan akun
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setEditing(null)}>
              Batal
            </button>
          </div>
        </form>
      )}
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th>Kode</th>
              <th>Nama</th>
              <th>Jenis</th>
              <th className="d-none d-sm-table-cell">Sifat</th>
              {result.data.canEdit && <th />}
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.id} className={a.isActive ? '' : 'text-body-secondary'}>
                <td>{a.code}</td>
                <td>{a.name}</td>
                <td>{ACCOUNT_TYPE_LABELS[a.type]}</td>
                <td className="d-none d-sm-table-cell small">
                  {[a.isCash && 'kas/bank', a.isControl && 'kontrol', !a.isActive && 'nonaktif'].filter(Boolean).join(', ')}
                </td>
                {result.data.canEdit && (
                  <td>
                    <button
                      type="button"
                      className="btn btn-sm btn-link"
                      onClick={() => {
                        setErrors({});
                        setEditing(a);
                      }}
                      aria-label={`Ubah ${a.name}`}
                    >
                      Ubah
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
