/**
 * /resetpassword: the account desk. Find a person of the school, then type a new password for them (told in
 * person) or send a single-use link to their email or WhatsApp. Every change lands in the password-reset log.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { type accountUserSchema, searchAccountsContract, sendResetLinkContract, setAccountPasswordContract } from '../../../shared/api/accounts/admin.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';

type Found = z.output<typeof accountUserSchema>;

function AccountRow({ user }: { user: Found }) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const id = `akun-${user.id}`;
  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <div className="me-auto">
          <strong>{user.fullName}</strong>{' '}
          <span className="small text-body-secondary">
            · {user.userType} · {user.email}
            {user.phone ? ` · WA ${user.phone}` : ''}
          </span>
          {!user.hasPassword && <span className="badge text-bg-warning ms-2">belum punya password</span>}
          {!user.isActive && <span className="badge text-bg-secondary ms-2">nonaktif</span>}
        </div>
        <button type="button" className="btn btn-sm btn-outline-primary" aria-expanded={open} onClick={() => setOpen(!open)}>
          Atur password {user.fullName}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={!user.email.includes('@')}
          onClick={() => act(() => call(sendResetLinkContract, { params: { id: user.id }, input: { channel: 'email' } }), 'Tautan dikirim ke email')}
        >
          Kirim tautan email
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-success"
          disabled={!user.phone}
          onClick={() => act(() => call(sendResetLinkContract, { params: { id: user.id }, input: { channel: 'whatsapp' } }), 'Tautan dikirim ke WhatsApp')}
        >
          Kirim tautan WhatsApp
        </button>
      </div>
      {open && (
        <form
          className="row g-2 mt-1"
          onSubmit={async (e) => {
            e.preventDefault();
            if (
              await act(
                () => call(setAccountPasswordContract, { params: { id: user.id }, input: { password, password_confirmation: again } }),
                'Password diganti',
                setErrors,
              )
            ) {
              setOpen(false);
              setPassword('');
              setAgain('');
            }
          }}
        >
          <div className="col-sm-5">
            <label className="form-label small mb-0" htmlFor={`${id}-pw`}>
              Password baru
            </label>
            <input
              id={`${id}-pw`}
              type="text"
              autoComplete="off"
              className={`form-control form-control-sm${errors.password ? ' is-invalid' : ''}`}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {errors.password && <div className="invalid-feedback">{errors.password[0]}</div>}
          </div>
          <div className="col-sm-5">
            <label className="form-label small mb-0" htmlFor={`${id}-again`}>
              Ulangi password
            </label>
            <input
              id={`${id}-again`}
              type="text"
              autoComplete="off"
              className={`form-control form-control-sm${errors.password_confirmation ? ' is-invalid' : ''}`}
              value={again}
              onChange={(e) => setAgain(e.target.value)}
            />
            {errors.password_confirmation && <div className="invalid-feedback">{errors.password_confirmation[0]}</div>}
          </div>
          <div className="col-sm-2 d-flex align-items-end">
            <button type="submit" className="btn btn-sm btn-primary w-100">
              Simpan
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

export default function ResetPasswordScreen() {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const result = useApiData(() => (search.length >= 2 ? call(searchAccountsContract, { input: { q: search } }) : Promise.resolve({ users: [] })));
  return (
    <section>
      <h1 className="h4">Atur Ulang Password</h1>
      <p className="small">
        Cari akun, lalu ketik password baru (sampaikan langsung kepada pemiliknya) atau kirim tautan sekali pakai yang berlaku 3 hari. Semua sesi akun itu
        berakhir; perubahan tercatat di <a href="/log/reset-password">Log Atur Ulang Kata Sandi</a>. Pengguna juga dapat mengatur ulang sendiri lewat{' '}
        <a href="/lupa-password">Lupa Password</a>.
      </p>
      <form
        className="d-flex flex-wrap gap-2 align-items-end mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(q.trim());
          result.retry();
        }}
      >
        <div className="flex-grow-1">
          <label className="form-label" htmlFor="akun-cari">
            Nama, email atau NISN
          </label>
          <input id="akun-cari" className="form-control" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-primary">
          Cari
        </button>
      </form>
      {result.state === 'loading' && <Loading label="Mencari…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && search && (
        <ul className="list-group" aria-label="Hasil pencarian akun">
          {result.data.users.map((u) => (
            <AccountRow key={u.id} user={u} />
          ))}
          {!result.data.users.length && <li className="list-group-item text-body-secondary">Tidak ada akun yang cocok.</li>}
        </ul>
      )}
    </section>
  );
}
