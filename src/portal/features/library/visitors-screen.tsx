/**
 * /presensi_pengunjung: the door. A member scans the card (a USB scanner types the code and presses Enter;
 * the field keeps the focus for the next person), or a guest writes a name. Today's visitors are listed.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { listVisitsContract, recordVisitContract, VISIT_PURPOSES } from '../../../shared/api/library/services.ts';
import type { InputOf } from '../../../shared/api/contract.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { call } from '../../lib/api.ts';
import { failureText, type FieldErrorMap, toFailure } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { routeTo } from './ui.ts';
import { Link } from 'react-router';

type Note = { kind: 'success' | 'danger' | 'info'; text: string };
type Purpose = (typeof VISIT_PURPOSES)[number];

export default function VisitorsScreen() {
  const visits = useApiData(() => call(listVisitsContract, {}));
  const [code, setCode] = useState('');
  const [purpose, setPurpose] = useState<Purpose>('Membaca');
  const [guest, setGuest] = useState({ name: '', institution: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);

  const record = async (input: InputOf<typeof recordVisitContract>) => {
    setBusy(true);
    try {
      const answer = await call(recordVisitContract, { input });
      setNote({
        kind: answer.repeat ? 'info' : 'success',
        text: answer.repeat
          ? `${answer.visit.name} sudah tercatat masuk.`
          : `Selamat datang, ${answer.visit.name} (${answer.visit.group}). Pengunjung ke-${answer.today} hari ini.`,
      });
      setErrors({});
      visits.retry();
      return true;
    } catch (error) {
      const failure = toFailure(error);
      setErrors(failure.fieldErrors);
      setNote({ kind: 'danger', text: failureText(failure) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const scan = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    void record({ memberCode: code.trim(), purpose }).finally(() => {
      setCode('');
      setTimeout(() => codeRef.current?.focus(), 0);
    });
  };
  const addGuest = (e: FormEvent) => {
    e.preventDefault();
    void record({ guestName: guest.name, guestInstitution: guest.institution, purpose }).then((ok) => ok && setGuest({ name: '', institution: '' }));
  };
  return (
    <section>
      <h1 className="h4">Presensi Pengunjung</h1>
      <p className="small text-body-secondary">
        Pindai kartu anggota di pintu masuk. Tamu tanpa kartu mengisi nama. Laporan: <Link to={routeTo('laporan_pengunjung')}>Laporan Pengunjung</Link>.
      </p>
      <div className="mb-3" style={{ maxWidth: '20rem' }}>
        <label htmlFor="keperluan" className="form-label small">
          Keperluan
        </label>
        <select id="keperluan" className="form-select" value={purpose} onChange={(e) => setPurpose(e.target.value as Purpose)}>
          {VISIT_PURPOSES.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </div>
      <form className="mb-3" onSubmit={scan} aria-label="Pindai kartu anggota">
        <label htmlFor="kode-anggota-pintu" className="form-label">
          Kode Anggota
        </label>
        <div className="input-group">
          <input
            id="kode-anggota-pintu"
            ref={codeRef}
            className="form-control form-control-lg"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            placeholder="Pindai kartu, NIS atau email"
            disabled={busy}
          />
          <button className="btn btn-primary" type="submit" disabled={busy}>
            Catat
          </button>
        </div>
      </form>
      {note && (
        <div className={`alert alert-${note.kind}`} role={note.kind === 'danger' ? 'alert' : 'status'}>
          {note.text}
        </div>
      )}
      <details className="mb-3">
        <summary>Tamu tanpa kartu anggota</summary>
        <form className="row mt-2" onSubmit={addGuest} aria-label="Tamu">
          <TextField
            className="col-md-5"
            id="nama-tamu"
            label="Nama tamu"
            value={guest.name}
            onChange={(v) => setGuest({ ...guest, name: v })}
            errors={errors.guestName}
          />
          <TextField
            className="col-md-5"
            id="asal-tamu"
            label="Asal (sekolah atau instansi)"
            value={guest.institution}
            onChange={(v) => setGuest({ ...guest, institution: v })}
            errors={errors.guestInstitution}
          />
          <div className="col-md-2 align-self-center">
            <button type="submit" className="btn btn-outline-primary" disabled={busy}>
              Catat tamu
            </button>
          </div>
        </form>
      </details>
      {visits.state === 'loading' && <Loading />}
      {visits.state === 'failed' && <LoadFailed message={visits.message} onRetry={visits.retry} />}
      {visits.state === 'ready' && (
        <>
          <h2 className="h6">
            Hari ini: {visits.data.today} pengunjung ({visits.data.members} anggota, {visits.data.guests} tamu)
          </h2>
          {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
          <div className="table-responsive" role="region" aria-label="Pengunjung hari ini" tabIndex={0}>
            <table className="table table-sm">
              <caption className="visually-hidden">Pengunjung hari ini</caption>
              <thead>
                <tr>
                  <th scope="col">Jam</th>
                  <th scope="col">Nama</th>
                  <th scope="col">Kelompok</th>
                  <th scope="col">Keperluan</th>
                </tr>
              </thead>
              <tbody>
                {visits.data.data.map((v) => (
                  <tr key={v.id}>
                    <td>{new Date(v.visitedAt).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' })}</td>
                    <td>
                      {v.name}
                      {v.memberCode && <span className="small text-body-secondary"> {v.memberCode}</span>}
                    </td>
                    <td>{v.group}</td>
                    <td>{v.purpose ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
