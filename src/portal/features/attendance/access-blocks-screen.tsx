/** /blocking_access_rights: block an account of the school (it cannot sign in, its sessions end now) and lift it later. */
import { useState } from 'react';
import { blockAccountContract, liftBlockContract, listBlocksContract } from '../../../shared/api/attendance/system.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.ts';

export default function AccessBlocksScreen() {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState<string | undefined>();
  const [reason, setReason] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const result = useApiData(() => call(listBlocksContract, { input: { q: search } }));
  if (result.state === 'loading') return <Loading label="Memuat…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const open = d.blocks.filter((b) => !b.liftedAt);
  return (
    <section>
      <h1 className="h4">Blokir Hak Akses</h1>
      <p className="small">
        Akun yang diblokir tidak dapat masuk dan langsung keluar dari semua perangkat (misalnya ponsel siswa hilang). Alasan dan pembukaannya tercatat.
      </p>
      <form
        className="d-flex flex-wrap gap-2 align-items-end mb-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(q);
          result.retry();
        }}
      >
        <div>
          <label className="form-label" htmlFor="blokir-cari">
            Cari akun (nama)
          </label>
          <input id="blokir-cari" className="form-control" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-outline-primary">
          Cari
        </button>
      </form>
      {d.found.length > 0 && (
        <ul className="list-group mb-3">
          {d.found.map((f) => (
            <li key={f.id} className="list-group-item">
              <div className="fw-semibold">
                {f.fullName}{' '}
                <span className="small fw-normal text-body-secondary">
                  · {f.userType} · {f.email}
                  {f.isActive ? '' : ' · nonaktif'}
                </span>
              </div>
              <div className="d-flex flex-wrap gap-2 align-items-end">
                <div className="flex-grow-1">
                  <label className="form-label small mb-0" htmlFor={`blokir-alasan-${f.id}`}>
                    Alasan memblokir {f.fullName}
                  </label>
                  <input
                    id={`blokir-alasan-${f.id}`}
                    className="form-control form-control-sm"
                    value={reason[f.id] ?? ''}
                    onChange={(e) => setReason({ ...reason, [f.id]: e.target.value })}
                  />
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-danger"
                  onClick={async () => {
                    if (await act(() => call(blockAccountContract, { input: { userId: f.id, reason: reason[f.id] ?? '' } }), 'Akun diblokir', setErrors))
                      result.retry();
                  }}
                >
                  Blokir {f.fullName}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {errors.reason && (
        <div className="text-danger small mb-2" role="alert">
          {errors.reason[0]}
        </div>
      )}
      <h2 className="h6">Sedang diblokir ({open.length})</h2>
      <ul className="list-group mb-3">
        {open.map((b) => (
          <li key={b.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <span className="me-auto">
              <strong>{b.fullName}</strong> · {b.userType} · {b.reason} · sejak {new Date(b.blockedAt).toLocaleString('id-ID')}
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-success"
              onClick={async () => {
                if (await act(() => call(liftBlockContract, { params: { id: b.id } }), 'Blokir dibuka')) result.retry();
              }}
            >
              Buka blokir {b.fullName}
            </button>
          </li>
        ))}
        {!open.length && <li className="list-group-item text-body-secondary">Tidak ada akun yang diblokir.</li>}
      </ul>
      {d.blocks.some((b) => b.liftedAt) && (
        <>
          <h2 className="h6">Riwayat</h2>
          <ul className="small">
            {d.blocks
              .filter((b) => b.liftedAt)
              .map((b) => (
                <li key={b.id}>
                  {b.fullName}: {b.reason} · {new Date(b.blockedAt).toLocaleDateString('id-ID')} s.d. {new Date(b.liftedAt!).toLocaleDateString('id-ID')}
                </li>
              ))}
          </ul>
        </>
      )}
    </section>
  );
}
