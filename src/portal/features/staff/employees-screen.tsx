/**
 * The employees (PTK) with their rank, type, status and positions. One screen, four routes:
 * /employee_kepegawaian (the desk), /employee_kepegawaian_v2 (the same, read-only), /gol_pegawai (grouped by
 * rank) and /dual_position_employee (those holding more than one position).
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { listEmployeesContract } from '../../../shared/api/staff/employees.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { routeTo } from './ui.ts';

type Row = Awaited<ReturnType<typeof call<typeof listEmployeesContract>>>['data'][number];

export default function EmployeesScreen() {
  const route = useCurrentRoute();
  const name = route?.name ?? 'employee_kepegawaian';
  const dual = name === 'dual_position_employee';
  const v2 = name === 'employee_kepegawaian_v2';
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState('');
  const result = useApiData(() => call(listEmployeesContract, { input: { q: asked || undefined, dual: dual ? '1' : undefined } }));
  const detail = (r: Row) =>
    v2 ? routeTo('employee_kepegawaian_detail_v2', { id: r.userId, idtype: 'ptk' }) : routeTo('employee_kepegawaian_detail', { id: r.userId });
  const card = (r: Row) => (
    <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={r.userId}>
      <div className="me-auto">
        <strong>{r.fullName}</strong> <span className="badge text-bg-light border">{r.userType}</span>
        <div className="small text-body-secondary">
          {[
            r.groupCode && `${r.groupCode} ${r.groupName ?? ''}`,
            r.typeName,
            r.statusName,
            r.positions.join(' + '),
            r.nip && `NIP ${r.nip}`,
            r.certified && 'Tersertifikasi',
          ]
            .filter(Boolean)
            .join(' · ') || 'Belum ada data kepegawaian'}
        </div>
      </div>
      <Link className="btn btn-sm btn-outline-primary" to={detail(r)} aria-label={`${v2 ? 'Lihat' : 'Buka'} data kepegawaian ${r.fullName}`}>
        {v2 ? 'Lihat' : 'Buka'}
      </Link>
    </li>
  );
  return (
    <section>
      <h1 className="h4">{route?.title ?? 'Data Kepegawaian'}</h1>
      <p className="text-body-secondary">
        {dual
          ? 'Pegawai yang memegang lebih dari satu jabatan.'
          : name === 'gol_pegawai'
            ? 'Pegawai menurut golongan/ruang.'
            : 'Pendidik dan tenaga kependidikan dengan data kepegawaian Dapodik.'}
        {name === 'gol_pegawai' && (
          <>
            {' '}
            Daftar golongan dan gaji pokok: <Link to={routeTo('employee_group_degree')}>Golongan Pegawai</Link>.
          </>
        )}
      </p>
      <form
        className="d-flex gap-2 mb-2"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(q);
          result.retry();
        }}
      >
        <label className="visually-hidden" htmlFor="cari-pegawai">
          Cari pegawai
        </label>
        <input id="cari-pegawai" className="form-control" placeholder="Nama, NIP atau NUPTK" value={q} onChange={(e) => setQ(e.target.value)} />
        <button className="btn btn-outline-secondary" type="submit">
          Cari
        </button>
      </form>
      {result.state === 'loading' && <Loading label="Memuat pegawai…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && result.data.data.length === 0 && <p>Belum ada pegawai yang cocok.</p>}
      {result.state === 'ready' && name !== 'gol_pegawai' && <ul className="list-group">{result.data.data.map(card)}</ul>}
      {result.state === 'ready' && name === 'gol_pegawai' && <ByRank rows={result.data.data} card={card} />}
    </section>
  );
}

function ByRank({ rows, card }: { rows: Row[]; card: (r: Row) => ReactNode }) {
  const ranks = [...new Set(rows.map((r) => r.groupCode ?? 'Tanpa golongan'))].sort();
  return (
    <>
      {/* Ids by index: "Tanpa golongan" has a space, and aria-labelledby would read it as two ids. */}
      {ranks.map((rank, i) => {
        const members = rows.filter((r) => (r.groupCode ?? 'Tanpa golongan') === rank);
        return (
          <section key={rank} className="mb-3" aria-labelledby={`gol-${i}`}>
            <h2 className="h6" id={`gol-${i}`}>
              {rank} ({members.length})
            </h2>
            <ul className="list-group">{members.map(card)}</ul>
          </section>
        );
      })}
    </>
  );
}
