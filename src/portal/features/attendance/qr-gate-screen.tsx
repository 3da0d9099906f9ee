/**
 * /qrcode/qrcode_absen. Opened with ?serial=…&key=… it is the gate screen: a big QR that changes before it
 * expires (no sign-in needed; the device key is the pass). Opened with ?t=… by a student's phone camera it checks
 * the student in. Otherwise it says how it works.
 */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { gateCodeContract, scanQrContract } from '../../../shared/api/attendance/qr.ts';
import { call } from '../../lib/api.ts';
import { toFailure } from '../../lib/api-failure.ts';
import { readToken } from '../../lib/storage.ts';

type Code = Awaited<ReturnType<typeof call<typeof gateCodeContract>>>;

function Gate({ serial, keyText }: { serial: string; keyText: string }) {
  const [code, setCode] = useState<Code | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const load = async () => {
      try {
        const next = await call(gateCodeContract, { input: { serial, key: keyText } });
        if (!live) return;
        setCode(next);
        setError(null);
        // A fresh code a moment before this one ends.
        timer = setTimeout(() => void load(), Math.max(1000, new Date(next.expiresAt).getTime() - Date.now() - 500));
      } catch (e) {
        if (!live) return;
        setError(toFailure(e).message);
        timer = setTimeout(() => void load(), 10_000);
      }
    };
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [serial, keyText]);
  useEffect(() => {
    const tick = setInterval(() => setLeft(code ? Math.max(0, Math.ceil((new Date(code.expiresAt).getTime() - Date.now()) / 1000)) : 0), 500);
    return () => clearInterval(tick);
  }, [code]);
  if (error)
    return (
      <div className="alert alert-danger" role="alert">
        {error}
      </div>
    );
  if (!code) return <p>Memuat kode QR…</p>;
  return (
    <section className="text-center">
      <h1 className="h4">Presensi QR · {code.schoolName}</h1>
      <p className="mb-2">{code.deviceName}. Pindai dengan kamera ponsel yang sudah masuk ke portal.</p>
      <svg
        role="img"
        aria-label="Kode QR presensi"
        viewBox={`-4 -4 ${code.size + 8} ${code.size + 8}`}
        style={{ width: 'min(80vw, 70vh)', background: '#fff' }}
        shapeRendering="crispEdges"
      >
        <path d={code.path} fill="#000" />
      </svg>
      <p className="mt-2" aria-live="polite">
        Kode berganti dalam {left} detik
      </p>
    </section>
  );
}

function Scan({ token }: { token: string }) {
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const signedIn = readToken() !== null;
  useEffect(() => {
    if (!signedIn) return;
    call(scanQrContract, { input: { token } }).then(
      (r) => setState({ ok: true, text: r.message }),
      (e: unknown) => setState({ ok: false, text: toFailure(e).message }),
    );
  }, [token, signedIn]);
  if (!signedIn)
    return (
      <div className="alert alert-warning" role="alert">
        Masuk ke portal dahulu dengan akun siswa, lalu pindai kode QR sekali lagi. <a href="/login">Masuk</a>
      </div>
    );
  if (!state) return <p>Mencatat presensi…</p>;
  return (
    <section className="text-center py-4">
      <h1 className="h4">{state.ok ? 'Presensi tercatat' : 'Presensi ditolak'}</h1>
      <div className={`alert ${state.ok ? 'alert-success' : 'alert-danger'}`} role="alert">
        {state.text}
      </div>
      <Link to="/daily_attendance_student" className="btn btn-outline-primary">
        Lihat kehadiran saya
      </Link>
    </section>
  );
}

export default function QrGateScreen() {
  const [params] = useSearchParams();
  const token = params.get('t');
  const serial = params.get('serial');
  const key = params.get('key');
  if (token) return <Scan token={token} />;
  if (serial && key) return <Gate serial={serial} keyText={key} />;
  return (
    <section>
      <h1 className="h4">Presensi QR Code</h1>
      <p>Layar presensi QR dibuka admin dari menu Perangkat QR Presensi. Siswa cukup memindai kode di layar itu dengan kamera ponsel.</p>
    </section>
  );
}
