/** /absent_qr_device: the school's QR gate screens: register one, set how long each code lives, open its gate screen. */
import { useState } from 'react';
import { addDeviceContract, listDevicesContract } from '../../../shared/api/attendance/devices.ts';
import { setQrSecondsContract } from '../../../shared/api/attendance/qr.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.ts';

const gatePath = (serial: string, key: string) => `/qrcode/qrcode_absen?serial=${encodeURIComponent(serial)}&key=${encodeURIComponent(key)}`;

export default function QrDevicesScreen() {
  const result = useApiData(() => call(listDevicesContract, {}));
  const [form, setForm] = useState({ serial: '', name: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [seconds, setSeconds] = useState<Record<number, number>>({});
  if (result.state === 'loading') return <Loading label="Memuat perangkat QR…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const qr = result.data.devices.filter((d) => d.kind === 'qr');
  const add = async () => {
    if (await act(() => call(addDeviceContract, { input: { ...form, kind: 'qr' } }), 'Layar QR didaftarkan', setErrors)) {
      setForm({ serial: '', name: '' });
      result.retry();
    }
  };
  return (
    <section>
      <h1 className="h4">Perangkat QR Presensi</h1>
      <p className="small">
        Pasang tablet atau monitor di gerbang dan buka layar presensinya. Kode QR berganti terus; siswa memindainya dengan kamera ponsel (sudah masuk ke portal)
        dan langsung tercatat hadir. Kode lama, kode sekolah lain, atau kode yang sudah dipakai ditolak.
      </p>
      {!qr.length && <p>Belum ada layar QR.</p>}
      <ul className="list-group mb-3">
        {qr.map((d) => (
          <li key={d.id} className="list-group-item">
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <strong className="me-auto">{d.name}</strong>
              <span className={`badge ${d.isActive ? 'text-bg-success' : 'text-bg-secondary'}`}>{d.isActive ? 'Aktif' : 'Nonaktif'}</span>
            </div>
            <div className="small">
              SN {d.serial} · {d.lastSeenAt ? `terakhir tampil ${new Date(d.lastSeenAt).toLocaleString('id-ID')}` : 'belum pernah dibuka'}
            </div>
            <div className="d-flex flex-wrap gap-2 align-items-end mt-1">
              <div>
                <label className="form-label small mb-0" htmlFor={`qr-detik-${d.id}`}>
                  Kode berganti tiap (detik)
                </label>
                <input
                  id={`qr-detik-${d.id}`}
                  type="number"
                  min={10}
                  max={300}
                  className="form-control form-control-sm"
                  value={seconds[d.id] ?? d.qrSeconds}
                  onChange={(e) => setSeconds({ ...seconds, [d.id]: Number(e.target.value) })}
                />
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={async () => {
                  if (await act(() => call(setQrSecondsContract, { params: { id: d.id }, input: { qrSeconds: seconds[d.id] ?? d.qrSeconds } }), 'Tersimpan'))
                    result.retry();
                }}
              >
                Simpan waktu {d.name}
              </button>
              <a className="btn btn-sm btn-primary" href={gatePath(d.serial, d.deviceKey)} target="_blank" rel="noreferrer">
                Buka layar QR {d.name}
              </a>
            </div>
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
        <h2 className="h6">Daftarkan layar QR</h2>
        <div className="row g-2">
          <div className="col-12 col-md-6">
            <label className="form-label" htmlFor="qr-sn">
              Nomor seri
            </label>
            <input
              id="qr-sn"
              className={`form-control ${errors.serial ? 'is-invalid' : ''}`}
              value={form.serial}
              onChange={(e) => setForm({ ...form, serial: e.target.value })}
            />
            {errors.serial && <div className="invalid-feedback">{errors.serial[0]}</div>}
          </div>
          <div className="col-12 col-md-6">
            <label className="form-label" htmlFor="qr-nama">
              Nama
            </label>
            <input
              id="qr-nama"
              className={`form-control ${errors.name ? 'is-invalid' : ''}`}
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
            {errors.name && <div className="invalid-feedback">{errors.name[0]}</div>}
          </div>
        </div>
        <button type="submit" className="btn btn-primary mt-2">
          Daftarkan layar QR
        </button>
      </form>
    </section>
  );
}
