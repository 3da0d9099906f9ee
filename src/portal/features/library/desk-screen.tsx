/**
 * The circulation desk: /peminjaman_buku (lend), /pengembalian_buku (return), /perpanjangan_buku (renew). A USB
 * scanner types into the focused field and presses Enter; the field clears and keeps the focus for the next scan.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { deskMemberContract, lendContract, renewContract, returnContract } from '../../../shared/api/library/circulation.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { call } from '../../lib/api.ts';
import { failureText, toFailure } from '../../lib/api-failure.ts';
import { LoanTable, type Loan } from './loan-table.tsx';
import { day, rupiah } from './ui.ts';

type Desk = OutputOf<typeof deskMemberContract>;
type Note = { kind: 'success' | 'danger' | 'warning'; text: string };

export default function DeskScreen() {
  const name = useCurrentRoute()?.name ?? 'peminjaman_buku';
  const mode = name === 'pengembalian_buku' ? 'return' : name === 'perpanjangan_buku' ? 'renew' : 'lend';
  const [memberCode, setMemberCode] = useState('');
  const [barcode, setBarcode] = useState('');
  const [loanedOn, setLoanedOn] = useState('');
  const [desk, setDesk] = useState<Desk | null>(null);
  const [done, setDone] = useState<Loan[]>([]);
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  const barcodeRef = useRef<HTMLInputElement>(null);
  const memberRef = useRef<HTMLInputElement>(null);
  // The scanner types into the field that has the focus: the desk starts in its first field.
  useEffect(() => {
    (mode === 'lend' ? memberRef : barcodeRef).current?.focus();
  }, [mode]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setNote({ kind: 'danger', text: failureText(toFailure(error)) });
    } finally {
      setBusy(false);
    }
  };

  const findMember = (e: FormEvent) => {
    e.preventDefault();
    if (!memberCode.trim()) return;
    void run(async () => {
      const found = await call(deskMemberContract, { input: { code: memberCode.trim() } });
      setDesk(found);
      setDone([]);
      setNote(found.canBorrow ? null : { kind: 'warning', text: found.reason ?? '' });
      setTimeout(() => barcodeRef.current?.focus(), 0);
    });
  };

  const scan = (e: FormEvent) => {
    e.preventDefault();
    const code = barcode.trim();
    if (!code) return;
    void run(async () => {
      try {
        if (mode === 'lend') {
          const answer = await call(lendContract, { input: { memberCode: desk!.member.code, barcode: code, loanedOn: loanedOn || undefined } });
          setDesk(answer.desk);
          setDone((list) => [answer.loan, ...list]);
          setNote({ kind: 'success', text: `Dipinjamkan: ${answer.loan.title}, kembali paling lambat ${day(answer.loan.dueOn)}.` });
        } else if (mode === 'return') {
          const answer = await call(returnContract, { input: { barcode: code } });
          setDone((list) => [answer.loan, ...list]);
          const late = answer.fine > 0 ? ` Terlambat ${answer.lateDays} hari, denda ${rupiah(answer.fine)}.` : ' Tepat waktu, tanpa denda.';
          const reserved = answer.reservationsWaiting > 0 ? ` Judul ini dipesan ${answer.reservationsWaiting} anggota: simpan di meja.` : '';
          setNote({ kind: answer.fine > 0 ? 'warning' : 'success', text: `Dikembalikan: ${answer.loan.title} (${answer.loan.memberName}).${late}${reserved}` });
        } else {
          const loan = await call(renewContract, { input: { barcode: code } });
          setDone((list) => [loan, ...list]);
          setNote({ kind: 'success', text: `Diperpanjang: ${loan.title}, kembali paling lambat ${day(loan.dueOn)}.` });
        }
      } finally {
        setBarcode('');
        setTimeout(() => barcodeRef.current?.focus(), 0);
      }
    });
  };

  const refreshDone = (loan: Loan) => setDone((list) => list.map((l) => (l.id === loan.id ? loan : l)));
  const title = mode === 'lend' ? 'Peminjaman Buku' : mode === 'return' ? 'Pengembalian Buku' : 'Perpanjangan Buku';
  const scanField = (
    <form className="mb-3" onSubmit={scan} aria-label="Pindai eksemplar">
      <label htmlFor="kode-eksemplar" className="form-label">
        Kode Eksemplar
      </label>
      <div className="input-group">
        <input
          id="kode-eksemplar"
          ref={barcodeRef}
          className="form-control form-control-lg"
          value={barcode}
          onChange={(e) => setBarcode(e.target.value)}
          autoComplete="off"
          placeholder="Pindai kode batang buku"
          disabled={busy}
        />
        <button className="btn btn-primary" type="submit" disabled={busy}>
          {mode === 'lend' ? 'Pinjamkan' : mode === 'return' ? 'Kembalikan' : 'Perpanjang'}
        </button>
      </div>
    </form>
  );

  return (
    <section>
      <h1 className="h4">{title}</h1>
      <p className="text-body-secondary">
        {mode === 'lend'
          ? 'Pindai kartu anggota, lalu pindai buku satu per satu.'
          : mode === 'return'
            ? 'Pindai buku yang dikembalikan; denda keterlambatan langsung dihitung.'
            : 'Pindai buku yang akan diperpanjang masa pinjamnya.'}
      </p>
      {mode === 'lend' && (
        <form className="mb-3" onSubmit={findMember} aria-label="Cari anggota">
          <label htmlFor="kode-anggota" className="form-label">
            Kode Anggota
          </label>
          <div className="input-group">
            <input
              id="kode-anggota"
              ref={memberRef}
              className="form-control form-control-lg"
              value={memberCode}
              onChange={(e) => setMemberCode(e.target.value)}
              autoComplete="off"
              placeholder="Pindai kartu, NIS atau email"
              disabled={busy}
            />
            <button className="btn btn-outline-primary" type="submit" disabled={busy}>
              Cari
            </button>
          </div>
        </form>
      )}
      {note && (
        <div className={`alert alert-${note.kind}`} role={note.kind === 'danger' ? 'alert' : 'status'}>
          {note.text}
        </div>
      )}
      {mode === 'lend' && desk && (
        <>
          <article className="card mb-3" aria-label="Anggota">
            <div className="card-body">
              <h2 className="h5 mb-1">{desk.member.fullName}</h2>
              <div className="small text-body-secondary">
                {desk.member.code}
                {desk.member.nis && ` · NIS ${desk.member.nis}`} · {desk.member.typeName} · pinjam {desk.openLoans}/{desk.member.maxLoans} buku,{' '}
                {desk.member.loanDays} hari
              </div>
              {desk.unpaidFine > 0 && (
                <div className="small text-danger">
                  Denda belum dibayar: {rupiah(desk.unpaidFine)} (batas {rupiah(desk.maxUnpaidFine)})
                </div>
              )}
            </div>
          </article>
          {scanField}
          <details className="mb-3">
            <summary className="small">Tanggal pinjam lain (mencatat peminjaman yang terlewat)</summary>
            <label htmlFor="tanggal-pinjam" className="form-label small mt-2">
              Tanggal pinjam
            </label>
            <input id="tanggal-pinjam" type="date" className="form-control w-auto" value={loanedOn} onChange={(e) => setLoanedOn(e.target.value)} />
          </details>
          <h2 className="h6">Pinjaman dan denda anggota</h2>
          <LoanTable
            loans={desk.loans}
            showMember={false}
            canSettle
            caption="Pinjaman anggota"
            onChange={() => void call(deskMemberContract, { input: { code: desk.member.code } }).then(setDesk)}
          />
        </>
      )}
      {mode !== 'lend' && scanField}
      {mode !== 'lend' && done.length > 0 && (
        <>
          <h2 className="h6">Dipindai sesi ini</h2>
          <LoanTable loans={done} canSettle caption="Buku yang dipindai" onChange={refreshDone} />
        </>
      )}
    </section>
  );
}
