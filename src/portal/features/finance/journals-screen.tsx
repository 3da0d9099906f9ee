/**
 * The journal lists: /financial_income, /financial_withdraw, /financial_transfer, /jurnal_transaction and /finance/report/journal-of-all-trx (all), /jurnal_transaction_day
 * (one day), the cash books /finance/cash_in, cash_out, cash_transfer, general_journal and their report views.
 * Which kinds and which dates follow from the route.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { listJournalsContract } from '../../../shared/api/finance/ledger.ts';
import { JOURNAL_KIND_LABELS, type JournalKind } from '../../../shared/finance/permissions.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { routeTo, rupiah, todayIso } from './ui.ts';

const BOOKS: { match: RegExp; kinds: JournalKind[]; title: string; add?: string; detail?: string; oneDay?: true }[] = [
  // The older finance menu: income, cash withdrawals from the bank (tarik tunai), transfers between accounts.
  { match: /financial_income$/, kinds: ['cash_in'], title: 'Pemasukan', add: 'financial_income_add', detail: 'finance_cash_in_detail' },
  { match: /financial_withdraw$/, kinds: ['withdrawal'], title: 'Penarikan Dana', add: 'financial_withdraw_add', detail: 'finance_cash_transfer_detail' },
  { match: /financial_transfer$/, kinds: ['cash_transfer'], title: 'Transfer Dana', add: 'financial_transfer_add', detail: 'finance_cash_transfer_detail' },
  { match: /cash_in|cash-in-journal/, kinds: ['cash_in'], title: 'Kas Masuk', add: 'finance_cash_in_add', detail: 'finance_cash_in_detail' },
  { match: /cash_out|cash-out-journal/, kinds: ['cash_out'], title: 'Kas Keluar', add: 'finance_cash_out_add', detail: 'finance_cash_out_detail' },
  { match: /cash_transfer/, kinds: ['cash_transfer'], title: 'Transfer Kas', add: 'finance_cash_transfer_add', detail: 'finance_cash_transfer_detail' },
  {
    match: /general_journal/,
    kinds: ['general_journal', 'opening', 'reversal'],
    title: 'Jurnal Umum',
    add: 'finance_general_journal_add',
    detail: 'finance_general_journal_detail',
  },
  { match: /jurnal_transaction_day/, kinds: [], title: 'Jurnal Transaksi Harian', oneDay: true },
];

export default function JournalsScreen() {
  const path = useLocation().pathname;
  const book = BOOKS.find((b) => b.match.test(path)) ?? {
    kinds: [] as JournalKind[],
    title: 'Jurnal Semua Transaksi',
    add: 'finance_general_journal_add',
    detail: 'finance_general_journal_detail',
  };
  const month = todayIso().slice(0, 7);
  const [from, setFrom] = useState('oneDay' in book ? todayIso() : `${month}-01`);
  const [to, setTo] = useState(todayIso());
  const [page, setPage] = useState(1);
  const result = useApiData(() =>
    call(listJournalsContract, { input: { kinds: book.kinds.length ? book.kinds : undefined, from, to: 'oneDay' in book ? from : to, page } }),
  );
  const change = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    if (!e.target.value) return;
    set(e.target.value);
    setPage(1);
    result.retry();
  };
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h4 me-auto mb-0">{book.title}</h1>
        {book.add && result.state === 'ready' && result.data.canEdit && (
          <Link className="btn btn-primary btn-sm" to={routeTo(book.add)}>
            Tambah {book.title}
          </Link>
        )}
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <div>
          <label className="form-label small" htmlFor="j-from">
            {'oneDay' in book ? 'Tanggal' : 'Dari'}
          </label>
          <input id="j-from" type="date" className="form-control form-control-sm" value={from} onChange={change(setFrom)} />
        </div>
        {!('oneDay' in book) && (
          <div>
            <label className="form-label small" htmlFor="j-to">
              Sampai
            </label>
            <input id="j-to" type="date" className="form-control form-control-sm" value={to} onChange={change(setTo)} />
          </div>
        )}
      </div>
      {result.state === 'loading' && <Loading label="Memuat jurnal…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <>
          <p className="small text-body-secondary">
            {result.data.total} jurnal · jumlah {rupiah(result.data.sum)}
          </p>
          {result.data.data.length === 0 && <p>Belum ada jurnal pada rentang ini.</p>}
          {result.data.data.map((j) => (
            <article key={j.id} className="border rounded p-2 mb-2">
              <div className="d-flex flex-wrap gap-2 align-items-baseline">
                <Link to={routeTo(book.detail ?? 'finance_general_journal_detail', { id: j.id })} className="fw-semibold">
                  {j.number}
                </Link>
                <span className="small">{j.date}</span>
                <span className="badge text-bg-light border">{JOURNAL_KIND_LABELS[j.kind]}</span>
                {j.reversedBy && <span className="badge text-bg-warning">Dibalik</span>}
                <span className="ms-auto fw-semibold">{rupiah(j.total)}</span>
              </div>
              <div className="small">{j.description}</div>
              <div className="table-responsive">
                <table className="table table-sm mb-0 small">
                  <tbody>
                    {j.lines.map((l, i) => (
                      <tr key={i}>
                        <td className={l.credit ? 'ps-4' : ''}>
                          {l.code} {l.name}
                          {l.memo ? ` — ${l.memo}` : ''}
                        </td>
                        <td className="text-end">{l.debit ? rupiah(l.debit) : ''}</td>
                        <td className="text-end">{l.credit ? rupiah(l.credit) : ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </article>
          ))}
          {result.data.total > result.data.pageSize && (
            <nav className="d-flex gap-2" aria-label="Halaman jurnal">
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={page <= 1}
                onClick={() => {
                  setPage(page - 1);
                  result.retry();
                }}
              >
                Sebelumnya
              </button>
              <span className="small align-self-center">Halaman {page}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={page * result.data.pageSize >= result.data.total}
                onClick={() => {
                  setPage(page + 1);
                  result.retry();
                }}
              >
                Berikutnya
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
