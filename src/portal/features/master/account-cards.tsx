import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { canWrite } from '../../../shared/resources/access.ts';
import { $userType } from '../../lib/session-store.ts';
import { fieldOf } from '../../../shared/resources/define.ts';
import { STUDENTS } from '../../../shared/resources/definitions/students.ts';
import { call } from '../../lib/api.ts';
import { activateStudentsContract } from '../../../shared/api/master.ts';
import { failureText, toFailure } from '../../lib/api-failure.ts';
import { ReferencePicker } from '../../components/resource/reference-picker.tsx';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import type { Paper } from '../../../shared/documents/paper.ts';
import { accountCardsPdfContract } from '../../../shared/api/documents.ts';
import { AccountCardsBatch } from './account-cards-batch.tsx';
import './account-cards.css';

interface Card {
  id: number;
  full_name: string;
  username: string;
  password: string;
}

/**
 * First passwords for a rombel's students who have none yet (after an Excel import): the server makes and
 * hashes them, this panel shows them once and downloads them as a PDF of account cards to hand out in class.
 */
export function AccountCards({ onDone }: { onDone: () => void }) {
  const userType = useStore($userType);
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState('');
  const [busy, setBusy] = useState(false);
  const [cards, setCards] = useState<Card[] | null>(null);
  const [remaining, setRemaining] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [paper, setPaper] = useState<Paper>('A4');

  if (!canWrite(STUDENTS, userType)) return null;

  const activate = async () => {
    if (!section) {
      setError('Pilih rombel terlebih dahulu.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await call(activateStudentsContract, { input: { sd_section_id: section } });
      setCards(answer.data);
      setRemaining(answer.remaining);
      onDone();
    } catch (e) {
      const failure = toFailure(e);
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-outline-primary" aria-expanded={open} onClick={() => setOpen(!open)}>
        Kartu Akun
      </button>
      {open && (
        <section className="portal-card w-100" aria-labelledby="judul-kartu">
          <h2 id="judul-kartu" className="h6">
            Password awal dan kartu akun
          </h2>
          <h3 className="h6 small fw-semibold">Satu rombel</h3>
          <p className="small text-body-secondary">
            Siswa hasil impor belum punya password. Pilih rombel: siswa yang belum punya password mendapat password acak yang hanya ditampilkan sekali di sini.
            Unduh PDF-nya, cetak, lalu bagikan di kelas.
          </p>
          <div className="d-flex flex-wrap gap-2 align-items-end">
            <div className="flex-grow-1">
              <label htmlFor="kartu-rombel" className="form-label small mb-1">
                Rombel
              </label>
              <ReferencePicker
                id="kartu-rombel"
                field={fieldOf(STUDENTS, 'sd_section_id')!}
                value={section}
                labels={{}}
                emptyLabel="— Pilih rombel —"
                onChange={(v) => setSection(v as string)}
              />
            </div>
            <button type="button" className="btn btn-primary" onClick={activate} disabled={busy}>
              {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              Buat Password Awal
            </button>
          </div>
          {error && (
            <div className="alert alert-danger py-2 mt-3 mb-0" role="alert">
              {error}
            </div>
          )}
          {cards && cards.length === 0 && (
            <div className="alert alert-info py-2 mt-3 mb-0" role="status">
              Semua siswa di rombel ini sudah punya password.
            </div>
          )}
          {cards && cards.length > 0 && (
            <div className="mt-3">
              <p className="small mb-2" role="status">
                {cards.length} akun siap dipakai.{remaining > 0 && ` Masih ada ${remaining} siswa tanpa password: tekan "Buat Password Awal" lagi.`}
              </p>
              <div className="account-cards">
                {cards.map((c) => (
                  <div key={c.id} className="account-card">
                    <strong>{c.full_name}</strong>
                    <span>
                      Nama pengguna: <code>{c.username}</code>
                    </span>
                    <span>
                      Password: <code>{c.password}</code>
                    </span>
                  </div>
                ))}
              </div>
              <div className="d-flex flex-wrap gap-2 align-items-center mt-2">
                <PaperSelect value={paper} onChange={setPaper} />
                <div>
                  <PdfDownloadButton
                    document="Kartu Akun"
                    contract={accountCardsPdfContract}
                    paper={paper}
                    request={{ body: { cards: cards.map((c) => ({ id: c.id, password: c.password })) } }}
                    className="btn btn-primary"
                  />
                </div>
              </div>
            </div>
          )}
          <AccountCardsBatch onDone={onDone} />
        </section>
      )}
    </>
  );
}
