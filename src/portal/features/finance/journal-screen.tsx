/** /finance/<book>_detail/:id and <book>_jurnal/:id: one posted journal with its lines; reversing it with a reason. */
import { Link, useNavigate, useParams } from 'react-router';
import Swal from 'sweetalert2';
import { getJournalContract, reverseJournalContract } from '../../../shared/api/finance/ledger.ts';
import { JOURNAL_KIND_LABELS } from '../../../shared/finance/permissions.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo, rupiah } from './ui.ts';

export default function JournalScreen() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const result = useApiData(() => call(getJournalContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat jurnal…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const j = result.data;
  const reverse = async () => {
    const answer = await Swal.fire({
      icon: 'warning',
      title: `Balik jurnal ${j.number}?`,
      input: 'text',
      inputLabel: 'Alasan',
      showCancelButton: true,
      confirmButtonText: 'Balik jurnal',
      cancelButtonText: 'Batal',
    });
    let reversal = 0;
    if (
      answer.isConfirmed &&
      (await act(async () => {
        reversal = (await call(reverseJournalContract, { params: { id }, input: { reason: String(answer.value ?? '') } })).id;
      }, 'Jurnal dibalik'))
    )
      void navigate(routeTo('finance_general_journal_detail', { id: reversal }));
  };
  const debit = j.lines.reduce((s, l) => s + l.debit, 0);
  const credit = j.lines.reduce((s, l) => s + l.credit, 0);
  return (
    <section>
      <Link to={routeTo('jurnal_transaction')} className="small">
        ← Jurnal Transaksi
      </Link>
      <h1 className="h4 mt-2">Jurnal {j.number}</h1>
      <p>
        {j.date} · {JOURNAL_KIND_LABELS[j.kind]} · {j.description}
      </p>
      {j.reversalOf && (
        <p>
          <Link to={routeTo('finance_general_journal_detail', { id: j.reversalOf })}>Jurnal yang dibalik</Link>
        </p>
      )}
      {j.reversedBy && (
        <div className="alert alert-warning">
          Jurnal ini sudah dibalik. <Link to={routeTo('finance_general_journal_detail', { id: j.reversedBy })}>Lihat jurnal pembalik</Link>
        </div>
      )}
      <div className="table-responsive">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>Akun</th>
              <th className="text-end">Debit</th>
              <th className="text-end">Kredit</th>
            </tr>
          </thead>
          <tbody>
            {j.lines.map((l) => (
              <tr key={l.id}>
                <td>
                  {l.code} {l.name}
                  {l.memo ? <div className="small text-body-secondary">{l.memo}</div> : null}
                </td>
                <td className="text-end">{l.debit ? rupiah(l.debit) : ''}</td>
                <td className="text-end">{l.credit ? rupiah(l.credit) : ''}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="fw-semibold">
            <tr>
              <td>Jumlah</td>
              <td className="text-end">{rupiah(debit)}</td>
              <td className="text-end">{rupiah(credit)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {j.canReverse && (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void reverse()}>
          Balik jurnal
        </button>
      )}
    </section>
  );
}
