/**
 * /finance/cash_in_add, cash_out_add, cash_transfer_add, general_journal_add (and the older /financial_income_add,
 * /financial_withdraw_add for tarik tunai, /financial_transfer_add): one form for the books. A cash
 * book asks for the cash account and the other side's lines; the general journal takes debit and credit lines and
 * shows whether they balance before posting. A posted entry is never edited (cash_in_edit/cash_out_edit lead here
 * with a note: correct by reversing).
 */
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { createJournalContract, listAccountsContract } from '../../../shared/api/finance/ledger.ts';
import type { ManualKind } from '../../../shared/finance/schemas.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo, rupiah, todayIso } from './ui.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';

type Book = { kind: ManualKind; title: string; list: string; detail: string; lineLabel: string };
const KINDS: Record<'cash_in' | 'cash_out' | 'cash_transfer' | 'general_journal', Book> = {
  cash_in: { kind: 'cash_in', title: 'Kas Masuk', list: 'finance_cash_in', detail: 'finance_cash_in_detail', lineLabel: 'Akun pendapatan/sumber' },
  cash_out: { kind: 'cash_out', title: 'Kas Keluar', list: 'finance_cash_out', detail: 'finance_cash_out_detail', lineLabel: 'Akun beban/tujuan' },
  cash_transfer: {
    kind: 'cash_transfer',
    title: 'Transfer Kas',
    list: 'finance_cash_transfer',
    detail: 'finance_cash_transfer_detail',
    lineLabel: 'Ke akun kas/bank',
  },
  general_journal: {
    kind: 'general_journal',
    title: 'Jurnal Umum',
    list: 'finance_general_journal',
    detail: 'finance_general_journal_detail',
    lineLabel: 'Akun',
  },
};
/** The older finance menu's forms, by route name. */
const OLDER: Record<string, Book> = {
  financial_income_add: { ...KINDS.cash_in, title: 'Pemasukan', list: 'financial_income' },
  financial_withdraw_add: {
    kind: 'withdrawal',
    title: 'Penarikan Dana',
    list: 'financial_withdraw',
    detail: 'finance_cash_transfer_detail',
    lineLabel: 'Ke kas',
  },
  financial_transfer_add: { ...KINDS.cash_transfer, title: 'Transfer Dana', list: 'financial_transfer' },
};

type Line = { accountId: string; debit: string; credit: string; memo: string };
const empty: Line = { accountId: '', debit: '', credit: '', memo: '' };

export default function JournalFormScreen() {
  const path = useLocation().pathname;
  const routeName = useCurrentRoute()?.name ?? '';
  const navigate = useNavigate();
  const info = OLDER[routeName] ?? KINDS[(Object.keys(KINDS) as (keyof typeof KINDS)[]).find((k) => path.includes(k)) ?? 'general_journal'];
  const kind = info.kind;
  const accounts = useApiData(() => call(listAccountsContract, {}));
  const [date, setDate] = useState(todayIso());
  const [description, setDescription] = useState('');
  const [cashAccountId, setCash] = useState('');
  const [lines, setLines] = useState<Line[]>(kind === 'general_journal' ? [empty, empty] : [empty]);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (accounts.state === 'loading') return <Loading label="Memuat bagan akun…" />;
  if (accounts.state === 'failed') return <LoadFailed message={accounts.message} onRetry={accounts.retry} />;
  const active = accounts.data.data.filter((a) => a.isActive);
  const cash = active.filter((a) => a.isCash);
  const counter = kind === 'cash_transfer' || kind === 'withdrawal' ? cash : kind === 'general_journal' ? active : active.filter((a) => !a.isCash);
  const side: 'debit' | 'credit' = kind === 'cash_in' ? 'credit' : 'debit';
  const num = (v: string) => (v === '' ? 0 : Number(v));
  const debit = lines.reduce((s, l) => s + num(l.debit), 0);
  const credit = lines.reduce((s, l) => s + num(l.credit), 0);
  const set = (i: number, patch: Partial<Line>) => setLines(lines.map((l, k) => (k === i ? { ...l, ...patch } : l)));
  const err = (key: string) => errors[key]?.[0];
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    let id = 0;
    const ok = await act(
      async () => {
        id = (
          await call(createJournalContract, {
            input: {
              kind,
              date,
              description,
              cashAccountId: kind === 'general_journal' ? null : Number(cashAccountId) || null,
              lines: lines.map((l) => ({ accountId: Number(l.accountId), debit: num(l.debit), credit: num(l.credit), memo: l.memo || null })),
            },
          })
        ).id;
      },
      `${info.title} tercatat`,
      setErrors,
    );
    if (ok) void navigate(routeTo(info.detail, { id }));
  };
  return (
    <section>
      <Link to={routeTo(info.list)} className="small">
        ← {info.title}
      </Link>
      <h1 className="h4 mt-2">Tambah {info.title}</h1>
      {path.includes('_edit') && (
        <div className="alert alert-info">Transaksi yang sudah dicatat tidak diubah: balik jurnalnya dari halaman detail, lalu catat yang benar di sini.</div>
      )}
      <form aria-label={`Tambah ${info.title}`} onSubmit={(e) => void submit(e)}>
        <div className="row g-2 mb-2">
          <div className="col-6 col-md-3">
            <label className="form-label" htmlFor="jf-date">
              Tanggal
            </label>
            <input
              id="jf-date"
              type="date"
              className={`form-control ${err('date') ? 'is-invalid' : ''}`}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
            {err('date') && <div className="invalid-feedback">{err('date')}</div>}
          </div>
          {kind !== 'general_journal' && (
            <div className="col-6 col-md-3">
              <label className="form-label" htmlFor="jf-cash">
                {kind === 'cash_in' ? 'Masuk ke' : kind === 'withdrawal' ? 'Ditarik dari' : 'Dibayar dari'}
              </label>
              <select
                id="jf-cash"
                className={`form-select ${err('cashAccountId') ? 'is-invalid' : ''}`}
                value={cashAccountId}
                onChange={(e) => setCash(e.target.value)}
              >
                <option value="">Pilih akun kas/bank</option>
                {cash.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.code} {a.name}
                  </option>
                ))}
              </select>
              {err('cashAccountId') && <div className="invalid-feedback">{err('cashAccountId')}</div>}
            </div>
          )}
          <div className="col-12 col-md-6">
            <label className="form-label" htmlFor="jf-desc">
              Keterangan
            </label>
            <input
              id="jf-desc"
              className={`form-control ${err('description') ? 'is-invalid' : ''}`}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
            {err('description') && <div className="invalid-feedback">{err('description')}</div>}
          </div>
        </div>
        {lines.map((l, i) => (
          <fieldset key={i} className="border rounded p-2 mb-2">
            <legend className="visually-hidden">Baris {i + 1}</legend>
            <div className="row g-2">
              <div className="col-12 col-md-5">
                <label className="form-label small" htmlFor={`jf-acc-${i}`}>
                  {info.lineLabel}
                </label>
                <select
                  id={`jf-acc-${i}`}
                  className={`form-select form-select-sm ${err(`lines.${i}.accountId`) ? 'is-invalid' : ''}`}
                  value={l.accountId}
                  onChange={(e) => set(i, { accountId: e.target.value })}
                >
                  <option value="">Pilih akun</option>
                  {counter.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.code} {a.name}
                    </option>
                  ))}
                </select>
                {err(`lines.${i}.accountId`) && <div className="invalid-feedback">{err(`lines.${i}.accountId`)}</div>}
              </div>
              {kind === 'general_journal' ? (
                (['debit', 'credit'] as const).map((s) => (
                  <div key={s} className="col-6 col-md-2">
                    <label className="form-label small" htmlFor={`jf-${s}-${i}`}>
                      {s === 'debit' ? 'Debit' : 'Kredit'}
                    </label>
                    <input
                      id={`jf-${s}-${i}`}
                      type="number"
                      inputMode="numeric"
                      className={`form-control form-control-sm ${err(`lines.${i}.${s}`) ? 'is-invalid' : ''}`}
                      value={l[s]}
                      onChange={(e) => set(i, { [s]: e.target.value })}
                    />
                    {err(`lines.${i}.${s}`) && <div className="invalid-feedback">{err(`lines.${i}.${s}`)}</div>}
                  </div>
                ))
              ) : (
                <div className="col-6 col-md-3">
                  <label className="form-label small" htmlFor={`jf-amt-${i}`}>
                    Jumlah (Rp)
                  </label>
                  <input
                    id={`jf-amt-${i}`}
                    type="number"
                    inputMode="numeric"
                    className={`form-control form-control-sm ${err(`lines.${i}.${side}`) ? 'is-invalid' : ''}`}
                    value={l[side]}
                    onChange={(e) => set(i, { [side]: e.target.value })}
                  />
                  {err(`lines.${i}.${side}`) && <div className="invalid-feedback">{err(`lines.${i}.${side}`)}</div>}
                </div>
              )}
              <div className="col-12 col-md-3">
                <label className="form-label small" htmlFor={`jf-memo-${i}`}>
                  Catatan
                </label>
                <input id={`jf-memo-${i}`} className="form-control form-control-sm" value={l.memo} onChange={(e) => set(i, { memo: e.target.value })} />
              </div>
            </div>
            {lines.length > 1 && (
              <button type="button" className="btn btn-link btn-sm text-danger p-0" onClick={() => setLines(lines.filter((_, k) => k !== i))}>
                Hapus baris
              </button>
            )}
          </fieldset>
        ))}
        {err('lines') && (
          <div className="text-danger small mb-2" role="alert">
            {err('lines')}
          </div>
        )}
        <div className="d-flex flex-wrap gap-2 align-items-center">
          {kind !== 'cash_transfer' && kind !== 'withdrawal' && (
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setLines([...lines, empty])}>
              Tambah baris
            </button>
          )}
          <span className="small">
            {kind === 'general_journal'
              ? `Debit ${rupiah(debit)} · Kredit ${rupiah(credit)}${debit === credit ? ' · seimbang' : ' · belum seimbang'}`
              : `Jumlah ${rupiah(kind === 'cash_in' ? credit : debit)}`}
          </span>
          <button type="submit" className="btn btn-primary ms-auto">
            Simpan {info.title}
          </button>
        </div>
      </form>
    </section>
  );
}
