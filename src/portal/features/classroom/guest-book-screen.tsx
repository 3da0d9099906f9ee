/**
 * /guest_book (Buku Tamu): the front desk registers visitors; "Mode tablet" turns the screen into one large form a
 * visitor fills in themselves on the desk's tablet. Today's visitors below, each marked when they leave.
 */
import { useState } from 'react';
import { addGuestContract, guestLeftContract, listGuestsContract } from '../../../shared/api/classroom/guests.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { Input, Select, TextArea, useSubmit } from './form-kit.tsx';
import { act } from './ui.tsx';

const time = (iso: string) => new Date(iso).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' });

export default function GuestBookScreen() {
  const [date, setDate] = useState<string | undefined>();
  const [tablet, setTablet] = useState(false);
  return <GuestDay key={date ?? 'today'} date={date} onDate={setDate} tablet={tablet} onTablet={setTablet} />;
}

function GuestDay({ date, onDate, tablet, onTablet }: { date?: string; onDate: (d: string) => void; tablet: boolean; onTablet: (on: boolean) => void }) {
  const result = useApiData(() => call(listGuestsContract, { input: date ? { date } : {} }));
  if (result.state === 'loading') return <Loading label="Memuat buku tamu…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const day = result.data;
  const left = async (id: number) => {
    if (await act(() => call(guestLeftContract, { params: { id } }), 'Tamu tercatat pulang')) result.retry();
  };
  // The tablet keeps its own screen while visitors come and go; the day's list is read again on leaving it.
  if (tablet && day.canWrite)
    return (
      <TabletForm
        hosts={day.hosts}
        onExit={() => {
          onTablet(false);
          result.retry();
        }}
      />
    );
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <h1 className="h4 mb-0 me-auto">Buku Tamu</h1>
        <div>
          <label className="form-label small mb-0" htmlFor="guest-date">
            Tanggal
          </label>
          <input
            id="guest-date"
            type="date"
            className="form-control form-control-sm"
            value={day.date}
            onChange={(e) => e.target.value && onDate(e.target.value)}
          />
        </div>
        {day.canWrite && (
          <button type="button" className="btn btn-sm btn-primary" onClick={() => onTablet(true)}>
            Mode tablet
          </button>
        )}
      </div>
      {day.canWrite && <GuestForm hosts={day.hosts} onDone={result.retry} />}
      <h2 className="h5">Tamu ({day.visits.reduce((n, v) => n + v.visitors, 0)} orang)</h2>
      {day.visits.length === 0 && <p className="text-body-secondary">Belum ada tamu pada tanggal ini.</p>}
      <ul className="list-group">
        {day.visits.map((v) => (
          <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={v.id}>
            <div className="me-auto">
              <div className="fw-semibold">
                {v.name}
                {v.institution ? ` · ${v.institution}` : ''}
                {v.visitors > 1 ? ` (${v.visitors} orang)` : ''}
              </div>
              <div className="small">
                {v.purpose}
                {v.hostName ? ` · menemui ${v.hostName}` : ''}
              </div>
              <div className="small text-body-secondary">
                Datang {time(String(v.arrivedAt))}
                {v.leftAt ? ` · pulang ${time(String(v.leftAt))}` : ''}
                {v.phone ? ` · ${v.phone}` : ''}
              </div>
            </div>
            {day.canWrite && !v.leftAt && (
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void left(v.id)}>
                Pulang<span className="visually-hidden"> {v.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

type Hosts = { id: number; name: string }[];
const EMPTY = { name: '', institution: '', phone: '', purpose: '', hostId: '', hostName: '', visitors: '1' };

function useGuestForm(onDone: () => void) {
  const [v, setV] = useState(EMPTY);
  const { errors, busy, submit } = useSubmit();
  const save = async () => {
    const input = {
      name: v.name,
      institution: v.institution || null,
      phone: v.phone || null,
      purpose: v.purpose,
      hostId: v.hostId ? Number(v.hostId) : null,
      hostName: v.hostName || null,
      visitors: Number(v.visitors) || 1,
    };
    const ok = await submit(
      () => call(addGuestContract, { input }),
      (a) => (a.hostNotified ? 'Tamu tercatat; yang dituju sudah diberi tahu' : 'Tamu tercatat'),
    );
    if (ok) {
      setV(EMPTY);
      onDone();
    }
    return ok;
  };
  return { v, setV, errors, busy, save };
}

function GuestForm({ hosts, onDone }: { hosts: Hosts; onDone: () => void }) {
  const { v, setV, errors, busy, save } = useGuestForm(onDone);
  return (
    <form
      className="card card-body mb-3"
      aria-label="Catat tamu"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="row g-2">
        <Input label="Nama tamu" name="name" value={v.name} onChange={(name) => setV({ ...v, name })} errors={errors} className="col-md-4" />
        <Input
          label="Instansi/asal"
          name="institution"
          value={v.institution}
          onChange={(institution) => setV({ ...v, institution })}
          errors={errors}
          className="col-md-4"
        />
        <Input label="Nomor HP" name="phone" type="tel" value={v.phone} onChange={(phone) => setV({ ...v, phone })} errors={errors} className="col-md-4" />
        <Input label="Keperluan" name="purpose" value={v.purpose} onChange={(purpose) => setV({ ...v, purpose })} errors={errors} className="col-md-6" />
        <Select
          label="Menemui"
          name="hostId"
          value={v.hostId}
          onChange={(hostId) => setV({ ...v, hostId })}
          errors={errors}
          options={hosts.map((h) => [String(h.id), h.name] as const)}
          empty="(lainnya / tidak ada)"
          className="col-md-4"
        />
        <Input
          label="Jumlah orang"
          name="visitors"
          type="number"
          value={v.visitors}
          onChange={(visitors) => setV({ ...v, visitors })}
          errors={errors}
          className="col-md-2"
        />
      </div>
      <div className="mt-2">
        <button className="btn btn-primary" type="submit" disabled={busy}>
          Catat tamu
        </button>
      </div>
    </form>
  );
}

/** The desk's tablet: one field a row, large type and targets; after saving, a thank-you until the next visitor. */
function TabletForm({ hosts, onExit }: { hosts: Hosts; onExit: () => void }) {
  const [thanked, setThanked] = useState(false);
  const { v, setV, errors, busy, save } = useGuestForm(() => undefined);
  if (thanked) {
    return (
      <section className="text-center py-5">
        <h1 className="display-6">Terima kasih, silakan menunggu.</h1>
        <p className="lead">Petugas kami segera membantu Anda.</p>
        <button type="button" className="btn btn-lg btn-primary" onClick={() => setThanked(false)}>
          Tamu berikutnya
        </button>
      </section>
    );
  }
  return (
    <section className="mx-auto" style={{ maxWidth: '40rem' }}>
      <div className="d-flex align-items-center mb-3">
        <h1 className="h3 mb-0 me-auto">Selamat datang</h1>
        <button type="button" className="btn btn-outline-secondary" onClick={onExit}>
          Keluar mode tablet
        </button>
      </div>
      <form
        className="row g-3 fs-5"
        aria-label="Isi buku tamu"
        onSubmit={(e) => {
          e.preventDefault();
          void save().then((ok) => ok && setThanked(true));
        }}
      >
        <Input large label="Nama Anda" name="name" value={v.name} onChange={(name) => setV({ ...v, name })} errors={errors} />
        <Input large label="Instansi/asal" name="institution" value={v.institution} onChange={(institution) => setV({ ...v, institution })} errors={errors} />
        <Input large label="Nomor HP" name="phone" type="tel" value={v.phone} onChange={(phone) => setV({ ...v, phone })} errors={errors} />
        <TextArea large label="Keperluan" name="purpose" value={v.purpose} onChange={(purpose) => setV({ ...v, purpose })} errors={errors} rows={2} />
        <Select
          large
          label="Ingin bertemu"
          name="hostId"
          value={v.hostId}
          onChange={(hostId) => setV({ ...v, hostId })}
          errors={errors}
          options={hosts.map((h) => [String(h.id), h.name] as const)}
          empty="(tidak ada / belum tahu)"
        />
        <Input large label="Jumlah orang" name="visitors" type="number" value={v.visitors} onChange={(visitors) => setV({ ...v, visitors })} errors={errors} />
        <div className="col-12">
          <button className="btn btn-lg btn-primary w-100" type="submit" disabled={busy}>
            Simpan
          </button>
        </div>
      </form>
    </section>
  );
}
