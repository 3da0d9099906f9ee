import type { QueueSnapshot } from './answer-queue.ts';

/** Always visible: whether every answer has reached the server. */
export function SaveStatus({ queue, online }: { queue: QueueSnapshot; online: boolean }) {
  const saved = queue.pending === 0 && queue.status !== 'sending';
  const label = saved ? 'Tersimpan' : `Belum tersimpan (${queue.pending})`;
  const detail =
    !online || queue.status === 'offline'
      ? 'Tidak ada koneksi: jawaban aman di perangkat ini dan dikirim otomatis saat tersambung.'
      : queue.status === 'sending'
        ? 'Mengirim…'
        : queue.status === 'blocked'
          ? 'Ujian dihentikan pengawas.'
          : queue.status === 'signed-out'
            ? 'Sesi berakhir: masuk lagi di tab lain lalu muat ulang halaman ini. Jawaban aman di perangkat ini.'
            : queue.message;
  return (
    <div className={`exam-save ${saved ? 'is-saved' : 'is-pending'}`} role="status" aria-live="polite" data-testid="status-simpan">
      <strong>{label}</strong>
      {detail && <span className="exam-save-detail">{detail}</span>}
    </div>
  );
}
