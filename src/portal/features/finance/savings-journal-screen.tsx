/** /jurnal_student_savings: every deposit and withdrawal in a date range, with the totals; as Excel too. */
import { useState } from 'react';
import { Link } from 'react-router';
import { savingsJournalContract } from '../../../shared/api/finance/savings.ts';
import { SAVINGS_KIND_LABELS } from '../../../shared/finance/schemas.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ExportButton } from './export-button.tsx';
import { TableRegion } from './table-region.tsx';
import { routeTo, rupiah, todayIso } from './ui.ts';

export default function SavingsJournalScreen() {
  const [from, setFrom] = useState(`${todayIso().slice(0, 7)}-01`);
  const [to, setTo] = useState(todayIso());
  const result = useApiData(() => call(savingsJournalContract, { input: { from, to } }));
  const change = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    if (e.target.value) {
      set(e.target.value);
      result.retry();
    }
  };
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h4 me-auto mb-0">Jurnal Tabungan Siswa</h1>
        <Link className="btn btn-sm btn-outline-secondary" to={routeTo('student_savings')}>
          Saldo per siswa
        </Link>
        <ExportButton report="savings-journal" query={{ from, to }} />
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <div>
          <label className="form-label small" htmlFor="sj-from">
            Dari
          </label>
          <input id="sj-from" type="date" className="form-control form-control-sm" value={from} onChange={change(setFrom)} />
        </div>
        <div>
          <label className="form-label small" htmlFor="sj-to">
            Sampai
          </label>
          <input id="sj-to" type="date" className="form-control form-control-sm" value={to} onChange={change(setTo)} />
        </div>
      </div>
      {result.state === 'loading' && <Loading label="Memuat jurnal tabungan…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <>
          <p className="small">
            Setoran <strong>{rupiah(result.data.deposits)}</strong> · Penarikan <strong>{rupiah(result.data.withdrawals)}</strong> · {result.data.data.length}{' '}
            transaksi
          </p>
          <TableRegion label="Jurnal tabungan">
            <thead>
              <tr>
                <th scope="col">Tanggal</th>
                <th scope="col">Nomor</th>
                <th scope="col">Siswa</th>
                <th scope="col">Jenis</th>
                <th scope="col" className="text-end">
                  Jumlah
                </th>
                <th scope="col" className="text-end">
                  Saldo siswa
                </th>
                <th scope="col">Jurnal</th>
              </tr>
            </thead>
            <tbody>
              {result.data.data.map((t) => (
                <tr key={t.id}>
                  <td>{t.date}</td>
                  <td>{t.number}</td>
                  <td>{t.studentName}</td>
                  <td>{SAVINGS_KIND_LABELS[t.kind]}</td>
                  <td className="text-end">{rupiah(t.amount)}</td>
                  <td className="text-end">{rupiah(t.balanceAfter)}</td>
                  <td>
                    <Link to={routeTo('finance_general_journal_jurnal', { id: t.journalId })} aria-label={`Jurnal ${t.number}`}>
                      Lihat
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        </>
      )}
    </section>
  );
}
