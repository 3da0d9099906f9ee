/** Loans as a table: copy, title, member, dates and the fine (so far, or set at return) with the desk's buttons. */
import type { loanSchema } from '../../../shared/api/library/circulation.ts';
import { settleFineContract } from '../../../shared/api/library/circulation.ts';
import { call } from '../../lib/api.ts';
import { act, day, FINE_STATUS_LABEL, rupiah } from './ui.ts';
import type { z } from 'zod';

export type Loan = z.output<typeof loanSchema>;

export function LoanTable({
  loans,
  showMember = true,
  canSettle = false,
  onChange,
  caption,
}: {
  loans: Loan[];
  showMember?: boolean;
  canSettle?: boolean;
  onChange?: (loan: Loan) => void;
  caption: string;
}) {
  if (loans.length === 0) return <p className="text-body-secondary">Tidak ada peminjaman.</p>;
  const settle = (loan: Loan, action: 'pay' | 'waive') =>
    void act(
      async () => onChange?.(await call(settleFineContract, { params: { id: loan.id }, input: { action } })),
      action === 'pay' ? 'Denda dibayar' : 'Denda dibebaskan',
    );
  return (
    // A scrolling table must be reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
    <div className="table-responsive" role="region" aria-label={caption} tabIndex={0}>
      <table className="table table-sm align-middle">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Eksemplar</th>
            <th scope="col">Judul</th>
            {showMember && <th scope="col">Anggota</th>}
            <th scope="col">Pinjam</th>
            <th scope="col">Jatuh tempo</th>
            <th scope="col">Kembali</th>
            <th scope="col">Denda</th>
          </tr>
        </thead>
        <tbody>
          {loans.map((l) => (
            <tr key={l.id} className={l.overdue ? 'table-warning' : undefined}>
              <td>
                <code>{l.barcode}</code>
              </td>
              <td>{l.title}</td>
              {showMember && (
                <td>
                  {l.memberName} <span className="small text-body-secondary">{l.memberCode}</span>
                </td>
              )}
              <td>{day(l.loanedOn)}</td>
              <td>
                {day(l.dueOn)}
                {l.overdue && <span className="badge text-bg-danger ms-1">Terlambat {l.lateDays} hari</span>}
                {l.renewals > 0 && <span className="badge text-bg-light border ms-1">Diperpanjang {l.renewals}×</span>}
              </td>
              <td>{day(l.returnedOn)}</td>
              <td>
                {l.returnedOn
                  ? l.fine > 0
                    ? `${rupiah(l.fine)} (${FINE_STATUS_LABEL[l.fineStatus]})`
                    : '–'
                  : l.fineSoFar > 0
                    ? `${rupiah(l.fineSoFar)} (berjalan)`
                    : '–'}
                {l.fineJournalNo && <span className="d-block small text-body-secondary">Jurnal {l.fineJournalNo}</span>}
                {canSettle && l.fineStatus === 'unpaid' && (
                  <span className="d-inline-flex gap-1 ms-2">
                    <button type="button" className="btn btn-sm btn-success" onClick={() => settle(l, 'pay')}>
                      Bayar<span className="visually-hidden"> denda {l.title}</span>
                    </button>
                    <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => settle(l, 'waive')}>
                      Bebaskan<span className="visually-hidden"> denda {l.title}</span>
                    </button>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
