/**
 * The library's rules, one screen per catalogue route: /setting_perpustakaan (names on cards, holidays, fines
 * into finance), /data_pengaturan (every rule per member type at once), /data_quota_pinjam_buku (quota),
 * /data_lama_pinjam_buku (loan days, renewals), /data_keterlambatan_pengembalian_buku (fine per day, limit,
 * holidays). Each saves the whole rule set the server holds, so one screen never undoes another.
 */
import { useState, type FormEvent } from 'react';
import { getSettingsContract, saveSettingsContract } from '../../../shared/api/library/settings.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, rupiah } from './ui.ts';

type Settings = OutputOf<typeof saveSettingsContract>;
type TypeKey = 'maxLoans' | 'loanDays' | 'maxRenewals' | 'finePerDay';

const TYPE_COLUMNS: Record<TypeKey, { label: string; help: string }> = {
  maxLoans: { label: 'Kuota (buku)', help: 'Buku yang boleh dipinjam sekaligus.' },
  loanDays: { label: 'Lama pinjam (hari)', help: 'Jatuh tempo dihitung dari tanggal pinjam.' },
  maxRenewals: { label: 'Perpanjangan (kali)', help: 'Berapa kali satu pinjaman boleh diperpanjang.' },
  finePerDay: { label: 'Denda per hari (Rp)', help: 'Per hari terlambat.' },
};

const SCREENS: Record<string, { title: string; about: string; columns: TypeKey[]; general?: boolean; fines?: boolean }> = {
  setting_perpustakaan: {
    title: 'Pengaturan Perpustakaan',
    about:
      'Nama perpustakaan dan kepala perpustakaan pada kartu anggota dan buku induk, masa berlaku kartu, lama pesanan ditahan, dan pencatatan denda ke keuangan.',
    columns: [],
    general: true,
  },
  data_pengaturan: {
    title: 'Data Pengaturan',
    about: 'Semua aturan peminjaman per jenis anggota dalam satu tabel.',
    columns: ['maxLoans', 'loanDays', 'maxRenewals', 'finePerDay'],
  },
  data_quota_pinjam_buku: {
    title: 'Kuota Pinjam Buku',
    about: 'Jumlah buku yang boleh dipinjam sekaligus per jenis anggota. Meja sirkulasi menolak peminjaman di atas kuota.',
    columns: ['maxLoans'],
  },
  data_lama_pinjam_buku: { title: 'Lama Pinjam Buku', about: 'Lama pinjam dan batas perpanjangan per jenis anggota.', columns: ['loanDays', 'maxRenewals'] },
  data_keterlambatan_pengembalian_buku: {
    title: 'Keterlambatan Pengembalian',
    about: 'Denda per hari terlambat, batas denda yang menghentikan peminjaman, dan apakah hari libur sekolah dihitung.',
    columns: ['finePerDay'],
    fines: true,
  },
};

export default function SettingsScreen() {
  const name = useCurrentRoute()?.name ?? 'data_pengaturan';
  const screen = SCREENS[name] ?? SCREENS.data_pengaturan;
  const loaded = useApiData(() => call(getSettingsContract, {}));
  return (
    <section>
      <h1 className="h4">{screen.title}</h1>
      <p className="text-body-secondary small">{screen.about}</p>
      {loaded.state === 'loading' && <Loading />}
      {loaded.state === 'failed' && <LoadFailed message={loaded.message} onRetry={loaded.retry} />}
      {loaded.state === 'ready' && <RulesForm key={name} initial={loaded.data} screen={screen} />}
    </section>
  );
}

function RulesForm({ initial, screen }: { initial: Settings; screen: (typeof SCREENS)[string] }) {
  const [s, setS] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setS((old) => ({ ...old, [key]: value }));
  const setType = (id: number, key: TypeKey, value: string) =>
    setS((old) => ({
      ...old,
      memberTypes: old.memberTypes.map((t) => (t.id === id ? { ...t, [key]: value === '' ? ('' as unknown as number) : Number(value) } : t)),
    }));
  const save = (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const { memberTypes, maxUnpaidFine, holdDays, libraryName, headName, headNip, skipHolidays, finesToFinance, cardValidMonths } = s;
    void act(
      async () => {
        const saved = await call(saveSettingsContract, {
          input: {
            maxUnpaidFine,
            holdDays,
            libraryName,
            headName,
            headNip,
            skipHolidays,
            finesToFinance,
            cardValidMonths,
            memberTypes: memberTypes.map((t) => ({
              id: t.id,
              name: t.name,
              maxLoans: t.maxLoans,
              loanDays: t.loanDays,
              maxRenewals: t.maxRenewals,
              finePerDay: t.finePerDay,
            })),
          },
        });
        setS(saved);
      },
      'Pengaturan disimpan',
      setErrors,
    ).finally(() => setBusy(false));
  };
  const readOnly = !s.canEdit;
  const err = (key: string) => errors[key];
  return (
    <form onSubmit={save} noValidate>
      <fieldset disabled={readOnly || busy}>
        {screen.columns.length > 0 && (
          // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
          <div className="table-responsive mb-3" role="region" aria-label="Aturan per jenis anggota" tabIndex={0}>
            <table className="table align-middle">
              <caption className="visually-hidden">Aturan per jenis anggota</caption>
              <thead>
                <tr>
                  <th scope="col">Jenis anggota</th>
                  {screen.columns.map((c) => (
                    <th scope="col" key={c}>
                      {TYPE_COLUMNS[c].label}
                    </th>
                  ))}
                  <th scope="col">Anggota</th>
                </tr>
              </thead>
              <tbody>
                {s.memberTypes.map((t, i) => (
                  <tr key={t.id}>
                    <th scope="row">{t.name}</th>
                    {screen.columns.map((c) => {
                      const id = `${c}-${t.id}`;
                      const messages = err(`memberTypes.${i}.${c}`);
                      return (
                        <td key={c}>
                          <label htmlFor={id} className="visually-hidden">
                            {TYPE_COLUMNS[c].label} {t.name}
                          </label>
                          <input
                            id={id}
                            className={`form-control form-control-sm${messages ? ' is-invalid' : ''}`}
                            style={{ maxWidth: '8rem' }}
                            inputMode="numeric"
                            value={String(t[c])}
                            onChange={(e) => setType(t.id, c, e.target.value)}
                          />
                          {messages && <div className="invalid-feedback">{messages.join(' ')}</div>}
                        </td>
                      );
                    })}
                    <td>{t.members.toLocaleString('id-ID')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="small text-body-secondary">{screen.columns.map((c) => TYPE_COLUMNS[c].help).join(' ')}</p>
          </div>
        )}
        {screen.fines && (
          <div className="row">
            <TextField
              className="col-md-4"
              id="batas-denda"
              label="Batas denda belum dibayar (Rp)"
              inputMode="numeric"
              value={String(s.maxUnpaidFine)}
              onChange={(v) => set('maxUnpaidFine', Number(v))}
              errors={err('maxUnpaidFine')}
              help={`Di atas ${rupiah(s.maxUnpaidFine)} anggota tidak dapat meminjam.`}
            />
            <div className="col-md-8 mb-3 form-check ms-2 align-self-center">
              <input
                id="lewati-libur"
                className="form-check-input"
                type="checkbox"
                checked={s.skipHolidays}
                onChange={(e) => set('skipHolidays', e.target.checked)}
              />
              <label htmlFor="lewati-libur" className="form-check-label">
                Hari libur dan hari tanpa sekolah tidak dihitung denda (kalender akademik)
              </label>
            </div>
          </div>
        )}
        {screen.general && (
          <div className="row">
            <TextField
              className="col-md-6"
              id="nama-perpus"
              label="Nama perpustakaan"
              value={s.libraryName ?? ''}
              placeholder={`Perpustakaan ${s.schoolName}`}
              onChange={(v) => set('libraryName', v)}
              errors={err('libraryName')}
            />
            <TextField
              className="col-md-3"
              id="masa-kartu"
              label="Masa berlaku kartu (bulan)"
              inputMode="numeric"
              value={String(s.cardValidMonths)}
              onChange={(v) => set('cardValidMonths', Number(v))}
              errors={err('cardValidMonths')}
            />
            <TextField
              className="col-md-3"
              id="tahan-pesanan"
              label="Pesanan ditahan (hari)"
              inputMode="numeric"
              value={String(s.holdDays)}
              onChange={(v) => set('holdDays', Number(v))}
              errors={err('holdDays')}
            />
            <TextField
              className="col-md-6"
              id="kepala-perpus"
              label="Kepala perpustakaan"
              value={s.headName ?? ''}
              onChange={(v) => set('headName', v)}
              errors={err('headName')}
            />
            <TextField
              className="col-md-6"
              id="nip-kepala"
              label="NIP kepala perpustakaan"
              inputMode="numeric"
              value={s.headNip ?? ''}
              onChange={(v) => set('headNip', v)}
              errors={err('headNip')}
            />
            <div className="col-12 mb-3 form-check ms-2">
              <input
                id="denda-keuangan"
                className="form-check-input"
                type="checkbox"
                checked={s.finesToFinance}
                onChange={(e) => set('finesToFinance', e.target.checked)}
              />
              <label htmlFor="denda-keuangan" className="form-check-label">
                Denda yang dibayar di meja dicatat ke keuangan sekolah (kas masuk, Pendapatan Lain-lain)
              </label>
            </div>
          </div>
        )}
        {!readOnly && (
          <button type="submit" className="btn btn-primary">
            Simpan
          </button>
        )}
      </fieldset>
      {readOnly && <p className="small text-body-secondary">Aturan ini hanya dapat diubah oleh pustakawan atau admin sekolah.</p>}
    </form>
  );
}
