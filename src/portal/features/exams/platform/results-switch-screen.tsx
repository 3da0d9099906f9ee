/**
 * examination/global-show-exam, "Tampilkan Hasil Ujian": one switch for the school. Off hides every score from
 * students, whatever each schedule says, and tells them why; on gives each schedule its own rule back.
 */
import { useState } from 'react';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { confirmThen } from '../ui/confirm.ts';
import { getSettings, setResultsShown, type ExamSettings } from './platform-api.ts';
import { SwitchField } from './switch-field.tsx';

export default function ResultsSwitchScreen() {
  const result = useApiData(getSettings);
  const [fresh, setFresh] = useState<ExamSettings | null>(null);
  if (result.state === 'loading') return <Loading label="Memuat pengaturan hasil ujian…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const settings = fresh ?? result.data;
  const shown = settings.resultsShown;
  const toggle = (on: boolean) =>
    void confirmThen(
      on ? 'Tampilkan hasil ujian?' : 'Sembunyikan hasil ujian?',
      on
        ? `Siswa kembali melihat nilai sesuai pengaturan tiap jadwal (${settings.affectedSchedules} jadwal).`
        : `Nilai pada ${settings.affectedSchedules} jadwal tidak akan terlihat oleh siswa sampai dinyalakan lagi.`,
      on ? 'Tampilkan' : 'Sembunyikan',
      async () => setFresh(await setResultsShown(on)),
    );
  return (
    <section style={{ maxWidth: 720 }}>
      <h1 className="h4 mb-2">Tampilkan Hasil Ujian</h1>
      <p className="text-body-secondary">
        Satu sakelar untuk seluruh sekolah. Saat dimatikan, siswa tidak melihat nilai ujian mana pun, apa pun pengaturan jadwalnya.
      </p>
      <div className={`card mb-3 border-${shown ? 'success' : 'warning'}`}>
        <div className="card-body">
          <SwitchField id="tampilkan-hasil" label="Tampilkan hasil ujian kepada siswa" checked={shown} disabled={!settings.canEdit} onChange={toggle} />
          <p className="mb-0" role="status" data-testid="status-hasil">
            {shown ? (
              <>
                Hasil ujian <strong>ditampilkan</strong> sesuai pengaturan tiap jadwal.
              </>
            ) : (
              <>
                Hasil ujian <strong>disembunyikan</strong> dari semua siswa. Siswa melihat: "Hasil ujian sedang tidak ditampilkan oleh sekolah."
              </>
            )}
          </p>
        </div>
      </div>
      <p>
        <strong>{settings.affectedSchedules}</strong> jadwal ujian tahun ajaran ini menampilkan nilai kepada siswa menurut pengaturannya sendiri
        {shown ? ' dan akan terpengaruh bila sakelar dimatikan.' : ' dan saat ini terpengaruh.'}
      </p>
      {!settings.canEdit && <p className="alert alert-info">Hanya admin sekolah yang dapat mengubah sakelar ini.</p>}
    </section>
  );
}
