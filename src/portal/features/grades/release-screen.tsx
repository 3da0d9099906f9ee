/**
 * /release_raport: the office or the principal releases a semester's rapor on a date (families see it, grades
 * lock); the principal can unlock a released semester for corrections, with a reason that is audited.
 */
import { useState } from 'react';
import Swal from 'sweetalert2';
import { listReleasesContract, releaseContract, unlockContract } from '../../../shared/api/grades/rapor.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

/** Why a typed unlock reason would be refused (the contract's message), or null when it is fine. */
function reasonProblem(value: string): string | null {
  const checked = unlockContract.input?.safeParse({ reason: value });
  return !checked || checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

export default function ReleaseScreen() {
  const result = useApiData(() => call(listReleasesContract, {}));
  const [semester, setSemester] = useState<'1' | '2'>('1');
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  if (result.state === 'loading') return <Loading label="Memuat status rapor…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const release = async () => {
    const sure = await Swal.fire({
      icon: 'question',
      title: `Rilis rapor semester ${semester}?`,
      text: 'Siswa dan orang tua dapat melihat rapor, dan nilai semester ini terkunci.',
      showCancelButton: true,
      confirmButtonText: 'Rilis',
      cancelButtonText: 'Batal',
    });
    if (sure.isConfirmed && (await act(() => call(releaseContract, { input: { semester, releaseDate: date } }), 'Rapor dirilis'))) result.retry();
  };
  const unlock = async (id: number, sem: string) => {
    const answer = await Swal.fire({
      title: `Buka kunci semester ${sem}?`,
      input: 'text',
      inputLabel: 'Alasan (tercatat di audit)',
      // The contract's own rule, checked in the dialog: a refusal after it closed would only say "tidak valid".
      inputValidator: (value) => reasonProblem(value),
      showCancelButton: true,
      confirmButtonText: 'Buka kunci',
      cancelButtonText: 'Batal',
    });
    if (answer.isConfirmed && (await act(() => call(unlockContract, { params: { id }, input: { reason: String(answer.value ?? '') } }), 'Kunci dibuka')))
      result.retry();
  };
  return (
    <section>
      <h1 className="h4">Rilis Rapor</h1>
      <p className="small text-body-secondary">
        Tahun ajaran {d.yearLabel}, semester aktif {d.semester}.
      </p>
      <ul className="list-group mb-3">
        {(['1', '2'] as const).map((sem) => {
          const r = d.releases.find((x) => x.semester === sem);
          return (
            <li key={sem} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
              <div className="me-auto">
                <strong>Semester {sem}</strong>
                <div className="small">{r ? `Dirilis ${r.releaseDate} · ${r.locked ? 'nilai terkunci' : 'kunci dibuka untuk koreksi'}` : 'Belum dirilis'}</div>
              </div>
              {r?.locked && d.canUnlock && (
                <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void unlock(r.id, sem)}>
                  Buka kunci
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {d.canRelease && (
        <form
          className="row g-2 align-items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void release();
          }}
        >
          <div className="col-6 col-md-3">
            <label className="form-label small" htmlFor="rilis-semester">
              Semester
            </label>
            <select id="rilis-semester" className="form-select form-select-sm" value={semester} onChange={(e) => setSemester(e.target.value as '1' | '2')}>
              <option value="1">1 (Ganjil)</option>
              <option value="2">2 (Genap)</option>
            </select>
          </div>
          <div className="col-6 col-md-3">
            <label className="form-label small" htmlFor="rilis-tanggal">
              Tanggal rapor
            </label>
            <input id="rilis-tanggal" type="date" className="form-control form-control-sm" value={date} onChange={(e) => setDate(e.target.value)} required />
          </div>
          <div className="col-12 col-md-3">
            <button type="submit" className="btn btn-primary btn-sm">
              Rilis dan kunci
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
