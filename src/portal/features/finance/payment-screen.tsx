/** /financial_payment/:id: one receipt (kuitansi): its items, the PDF, and cancelling it with a reason. */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Swal from 'sweetalert2';
import { cancelPaymentContract, getPaymentContract, receiptPdfContract } from '../../../shared/api/finance/payments.ts';
import { PAYMENT_METHOD_LABELS } from '../../../shared/finance/permissions.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, rupiah } from './ui.ts';

export default function PaymentScreen() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [paper, setPaper] = useState<Paper>('A4');
  const result = useApiData(() => call(getPaymentContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat kuitansi…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const p = result.data;
  const cancel = async () => {
    const answer = await Swal.fire({
      icon: 'warning',
      title: `Batalkan ${p.number}?`,
      input: 'text',
      inputLabel: 'Alasan pembatalan',
      showCancelButton: true,
      confirmButtonText: 'Batalkan pembayaran',
      cancelButtonText: 'Tutup',
    });
    if (
      answer.isConfirmed &&
      (await act(() => call(cancelPaymentContract, { params: { id }, input: { reason: String(answer.value ?? '') } }), 'Pembayaran dibatalkan'))
    )
      result.retry();
  };
  return (
    <section>
      <button type="button" className="btn btn-link btn-sm p-0" onClick={() => void navigate(-1)}>
        ← Kembali
      </button>
      <h1 className="h4 mt-2">Kuitansi {p.number}</h1>
      <p>
        {p.studentName} · {p.date} · {PAYMENT_METHOD_LABELS[p.method as 'tunai'] ?? p.method} · jurnal {p.journalNumber}
        {p.externalRef ? ` · ref ${p.externalRef}` : ''}
      </p>
      {p.status === 'cancelled' && <div className="alert alert-danger">Dibatalkan: {p.cancelReason}</div>}
      <ul className="list-group mb-2">
        {p.items.map((i) => (
          <li key={i.invoiceId} className="list-group-item d-flex">
            <span className="me-auto">{i.title}</span>
            <strong>{rupiah(i.amount)}</strong>
          </li>
        ))}
        <li className="list-group-item d-flex fw-semibold">
          <span className="me-auto">Jumlah</span>
          {rupiah(p.total)}
        </li>
      </ul>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <PaperSelect value={paper} onChange={setPaper} />
        <PdfDownloadButton document="Kuitansi" contract={receiptPdfContract} params={{ id }} paper={paper} />
        {p.canCancel && (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void cancel()}>
            Batalkan pembayaran
          </button>
        )}
      </div>
    </section>
  );
}
