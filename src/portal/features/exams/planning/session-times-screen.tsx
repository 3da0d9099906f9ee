/** sett_lesson_timing: the exam session times of the academic year (Sesi 1, 07:30–09:00 …). */
import { RecordManager } from './record-manager.tsx';
import { deleteSessionTime, saveSessionTime, sessionTimes, type SessionTime } from './planning-api.ts';

export default function SessionTimesScreen() {
  return (
    <RecordManager<SessionTime>
      title="Pengaturan Waktu Ujian"
      description="Sesi ujian tahun ajaran ini. Jadwal, kisi-kisi dan pembagian ruang memakai sesi ini; sesi tidak boleh saling bertabrakan."
      noun="Sesi"
      save={(body) => saveSessionTime(body as Parameters<typeof saveSessionTime>[0])}
      remove={deleteSessionTime}
      load={sessionTimes}
      blank={{ name: '', position: '1', startsAt: '07:30', endsAt: '09:00' }}
      fields={[
        { name: 'name', label: 'Nama sesi', placeholder: 'Sesi 1', required: true },
        { name: 'position', label: 'Urutan', type: 'number', inputMode: 'numeric', required: true, className: 'col-12 col-sm-4' },
        { name: 'startsAt', label: 'Mulai', type: 'time', required: true, className: 'col-6 col-sm-4' },
        { name: 'endsAt', label: 'Selesai', type: 'time', required: true, className: 'col-6 col-sm-4' },
      ]}
      columns={[
        { label: 'Urutan', cell: (r) => r.position },
        { label: 'Sesi', cell: (r) => <strong className="text-nowrap">{r.name}</strong> },
        { label: 'Waktu', cell: (r) => <span className="text-nowrap">{`${r.startsAt}–${r.endsAt}`}</span> },
      ]}
      nameOf={(r) => r.name}
      empty="Belum ada sesi ujian untuk tahun ajaran ini. Tambahkan Sesi 1 di formulir."
    />
  );
}
