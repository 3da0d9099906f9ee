/** /device/school-setting: the school's attendance machines: register by serial, see the key, turn on or off. */
import { useState } from 'react';
import { addDeviceContract, listDevicesContract, setDeviceActiveContract } from '../../../shared/api/attendance/devices.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.ts';

const KINDS = { adms: 'ZKTeco (ADMS push)', rfid: 'Pembaca kartu RFID', qr: 'Tablet QR' } as const;
type Kind = keyof typeof KINDS;

export default function DevicesScreen() {
  const result = useApiData(() => call(listDevicesContract, {}));
  const [form, setForm] = useState({ serial: '', name: '', kind: 'adms' as Kind });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat perangkat…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const add = async () => {
    if (await act(() => call(addDeviceContract, { input: form }), 'Perangkat didaftarkan', setErrors)) {
      setForm({ serial: '', name: '', kind: 'adms' });
      result.retry();
    }
  };
  const toggle = async (id: number, isActive: boolean) => {
    if (await act(() => call(setDeviceActiveContract, { params: { id }, input: { isActive } }), isActive ? 'Perangkat diaktifkan' : 'Perangkat dinonaktifkan'))
      result.retry();
  };
  const origin = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <section>
      <h1 className="h4">Pengaturan Perangkat Presensi</h1>
      <p className="small">
        Atur mesin ZKTeco ke mode ADMS/Cloud dengan alamat server <code className="text-body">{origin}</code> (jalur{' '}
        <code className="text-body">/iclock/cdata</code>). PIN di mesin = NIS siswa atau NIP/NUPTK pegawai.
      </p>
      <ul className="list-group mb-3">
        {result.data.devices.map((d) => (
          <li key={d.id} className="list-group-item">
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <strong className="me-auto">{d.name}</strong>
              <span className={`badge ${d.online ? 'text-bg-success' : 'text-bg-warning'}`}>{d.online ? 'Daring' : 'Luring'}</span>
              <span className={`badge ${d.isActive ? 'text-bg-primary' : 'text-bg-secondary'}`}>{d.isActive ? 'Aktif' : 'Nonaktif'}</span>
            </div>
            <div className="small">
              {KINDS[d.kind as Kind] ?? d.kind} · SN {d.serial} · kunci <code className="text-body">{d.deviceKey}</code> ·{' '}
              {d.lastSeenAt ? `terakhir terhubung ${new Date(d.lastSeenAt).toLocaleString('id-ID')}` : 'belum pernah terhubung'} · {d.tapsToday} tap hari ini
            </div>
            <button type="button" className="btn btn-sm btn-outline-secondary mt-1" onClick={() => void toggle(d.id, !d.isActive)}>
              {d.isActive ? 'Nonaktifkan' : 'Aktifkan'}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="border rounded p-2"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <h2 className="h6">Daftarkan perangkat</h2>
        <div className="row g-2">
          <div className="col-12 col-md-4">
            <label className="form-label" htmlFor="alat-sn">
              Nomor seri
            </label>
            <input
              id="alat-sn"
              className={`form-control ${errors.serial ? 'is-invalid' : ''}`}
              value={form.serial}
              onChange={(e) => setForm({ ...form, serial: e.target.value })}
            />
            {errors.serial && <div className="invalid-feedback">{errors.serial[0]}</div>}
          </div>
          <div className="col-12 col-md-4">
            <label className="form-label" htmlFor="alat-nama">
              Nama
            </label>
            <input
              id="alat-nama"
              className={`form-control ${errors.name ? 'is-invalid' : ''}`}
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
            {errors.name && <div className="invalid-feedback">{errors.name[0]}</div>}
          </div>
          <div className="col-12 col-md-4">
            <label className="form-label" htmlFor="alat-jenis">
              Jenis
            </label>
            <select id="alat-jenis" className="form-select" value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as Kind })}>
              {Object.entries(KINDS).map(([k, v]) => (
                <option key={k} value={k}>
                  {v}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="btn btn-primary mt-2">
          Daftarkan
        </button>
      </form>
    </section>
  );
}
