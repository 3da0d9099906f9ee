/**
 * /school_bank_mutation: upload the bank statement as internet banking exports it (CSV or Excel from BCA, Mandiri,
 * BNI, BRI), see which credits match a student's invoices, post them as payments one by one or all at once, set
 * aside the others; the rows the file could not read are listed with their row number and reason.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ignoreBankMutationContract,
  importBankMutationsContract,
  listBankMutationsContract,
  postBankMutationContract,
} from '../../../shared/api/finance/bank-mutations.ts';
import type { SavedFileView } from '../../../shared/api/finance/bank-mutations.ts';
import { FileUpload } from '../../components/ui/file-upload.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { TableRegion } from './table-region.tsx';
import { act, routeTo, rupiah } from './ui.ts';

const STATUS: Record<string, [string, string]> = {
  matched: ['Cocok', 'text-bg-info'],
  unmatched: ['Periksa', 'text-bg-warning'],
  posted: ['Tercatat', 'text-bg-success'],
  ignored: ['Diabaikan', 'text-bg-secondary'],
};

export default function BankMutationScreen() {
  const [importId, setImport] = useState<number | undefined>(undefined);
  const [bankAccountId, setBank] = useState('');
  const [summary, setSummary] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<{ row: number; message: string }[]>([]);
  const result = useApiData(() => call(listBankMutationsContract, { input: { importId } }));
  const read = async (file: SavedFileView) => {
    await act(async () => {
      const answer = await call(importBankMutationsContract, { input: { fileId: file.id, bankAccountId: Number(bankAccountId) || null } });
      setSummary(answer.message);
      setRowErrors(answer.errors);
      setImport(answer.importId);
    }, 'Mutasi terbaca');
    result.retry();
  };
  const post = (id: number) => act(() => call(postBankMutationContract, { params: { id }, input: {} }), 'Pembayaran tercatat').then(() => result.retry());
  const ignore = (id: number) => act(() => call(ignoreBankMutationContract, { params: { id } }), 'Ditandai').then(() => result.retry());
  const postAll = async (ids: number[]) => {
    for (const id of ids) await call(postBankMutationContract, { params: { id }, input: {} }).catch(() => undefined);
    result.retry();
  };
  return (
    <section>
      <h1 className="h4">Mutasi Bank Sekolah</h1>
      {result.state === 'ready' && result.data.canEdit && (
        <div className="border rounded p-2 mb-3" style={{ maxWidth: 620 }}>
          <div className="mb-2">
            <label className="form-label" htmlFor="bm-bank">
              Rekening
            </label>
            <select id="bm-bank" className="form-select" value={bankAccountId} onChange={(e) => setBank(e.target.value)}>
              <option value="">Bank (1-1200)</option>
              {result.data.bankAccounts.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.bank} {b.accountNumber}
                </option>
              ))}
            </select>
          </div>
          <FileUpload<SavedFileView>
            label="Berkas mutasi (CSV atau Excel)"
            kind="bank_statement"
            hint="Unduh mutasi dari internet banking (BCA, Mandiri, BNI, BRI) dalam format CSV atau Excel."
            onUploaded={(answer) => void read(answer)}
            doneMessage={() => 'Terunggah; membaca mutasi…'}
          />
          {summary && (
            <div className="alert alert-info py-2" role="status">
              {summary}
            </div>
          )}
          {rowErrors.length > 0 && (
            <details open>
              <summary className="small text-danger">{rowErrors.length} baris gagal dibaca</summary>
              <ul className="small mb-0">
                {rowErrors.slice(0, 100).map((e) => (
                  <li key={e.row}>
                    Baris {e.row}: {e.message}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      {result.state === 'loading' && <Loading label="Memuat mutasi…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <>
          {result.data.imports.length > 0 && (
            <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
              <div>
                <label className="form-label small" htmlFor="bm-import">
                  Impor
                </label>
                <select
                  id="bm-import"
                  className="form-select form-select-sm"
                  value={result.data.importId ?? ''}
                  onChange={(e) => {
                    setImport(Number(e.target.value));
                    result.retry();
                  }}
                >
                  {result.data.imports.map((i) => (
                    <option key={i.id} value={i.id}>
                      {i.fileName} · {i.rows} baris · {i.matched} cocok
                    </option>
                  ))}
                </select>
              </div>
              {result.data.canEdit && result.data.data.some((r) => r.status === 'matched') && (
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  onClick={() => void postAll(result.data.data.filter((r) => r.status === 'matched').map((r) => r.id))}
                >
                  Catat semua yang cocok
                </button>
              )}
            </div>
          )}
          {result.data.imports.length === 0 && <p>Belum ada mutasi yang diimpor.</p>}
          {result.data.data.length > 0 && (
            <TableRegion label="Baris mutasi">
              <thead>
                <tr>
                  <th scope="col">Baris</th>
                  <th scope="col">Tanggal</th>
                  <th scope="col">Keterangan</th>
                  <th scope="col" className="text-end">
                    Jumlah
                  </th>
                  <th scope="col">Siswa</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Aksi</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.data.data.map((r) => (
                  <tr key={r.id}>
                    <td>{r.rowNumber}</td>
                    <td>{r.date}</td>
                    <td className="small">{r.description}</td>
                    <td className="text-end">
                      {r.direction === 'debit' ? '−' : ''}
                      {rupiah(r.amount)}
                    </td>
                    <td>{r.studentId ? <Link to={`${routeTo('financial_payment')}?student=${r.studentId}`}>{r.studentName}</Link> : '-'}</td>
                    <td>
                      <span className={`badge ${STATUS[r.status]?.[1] ?? ''}`}>{STATUS[r.status]?.[0] ?? r.status}</span>
                      {r.note ? <div className="small">{r.note}</div> : null}
                      {r.paymentId ? (
                        <div className="small">
                          <Link to={routeTo('financial_payment_1', { id: r.paymentId })}>{r.receiptNumber}</Link>
                        </div>
                      ) : null}
                    </td>
                    <td className="text-nowrap">
                      {result.data.canEdit && r.status === 'matched' && (
                        <button type="button" className="btn btn-sm btn-primary me-1" aria-label={`Catat baris ${r.rowNumber}`} onClick={() => void post(r.id)}>
                          Catat
                        </button>
                      )}
                      {result.data.canEdit && (r.status === 'matched' || r.status === 'unmatched') && r.direction === 'credit' && (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-secondary"
                          aria-label={`Abaikan baris ${r.rowNumber}`}
                          onClick={() => void ignore(r.id)}
                        >
                          Abaikan
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          )}
        </>
      )}
    </section>
  );
}
