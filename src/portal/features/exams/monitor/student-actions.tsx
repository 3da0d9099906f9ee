import Swal from 'sweetalert2';
import { toFailure } from '../../../lib/api-failure.ts';
import { apiPost } from '../ui/exam-api.ts';
import type { MonitorStudent } from './monitor-screen.tsx';

/** The proctor's buttons for one student, each confirmed first. */
export function StudentActions({ student, onDone }: { student: MonitorStudent; onDone: () => void }) {
  const act = async (path: string, body: Record<string, unknown> = {}) => {
    try {
      const result = await apiPost<{ message: string }>(`/exams/attempts/${student.attemptId}/${path}`, body);
      void Swal.fire({ icon: 'success', title: 'Berhasil', text: result.message, timer: 1800, showConfirmButton: false });
      onDone();
    } catch (error) {
      void Swal.fire({ icon: 'error', title: 'Gagal', text: toFailure(error).message });
    }
  };
  const block = async () => {
    const r = await Swal.fire({
      title: `Blokir ${student.name}?`,
      input: 'text',
      inputLabel: 'Alasan (terlihat oleh siswa)',
      inputPlaceholder: 'mis. membuka aplikasi lain',
      showCancelButton: true,
      confirmButtonText: 'Blokir',
      cancelButtonText: 'Batal',
    });
    if (r.isConfirmed) await act('block', { reason: r.value || undefined });
  };
  const confirm = async (title: string, text: string, path: string) => {
    const r = await Swal.fire({ title, text, icon: 'warning', showCancelButton: true, confirmButtonText: 'Ya', cancelButtonText: 'Batal', focusCancel: true });
    if (r.isConfirmed) await act(path);
  };
  const extend = async () => {
    const r = await Swal.fire({ title: `Tambah waktu ${student.name}`, input: 'number', inputLabel: 'Menit', inputValue: '10', showCancelButton: true, confirmButtonText: 'Tambah', cancelButtonText: 'Batal' });
    if (r.isConfirmed) await act('extend', { minutes: Number(r.value) || 0 });
  };
  return (
    <div className="btn-group btn-group-sm flex-wrap" role="group" aria-label={`Tindakan untuk ${student.name}`}>
      {student.blocked ? (
        <button type="button" className="btn btn-outline-success" onClick={() => void act('unblock')}>
          Buka blokir
        </button>
      ) : (
        <button type="button" className="btn btn-outline-danger" onClick={() => void block()}>
          Blokir
        </button>
      )}
      {student.status === 'working' && (
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={() => void extend()}>
            Tambah waktu
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => void confirm('Selesaikan paksa?', 'Ujian siswa ini ditutup dengan jawaban yang sudah tersimpan.', 'force-finish')}>
            Selesaikan
          </button>
        </>
      )}
      {student.status !== 'not_started' && (
        <button type="button" className="btn btn-outline-secondary" onClick={() => void confirm('Reset ujian siswa?', 'Semua jawabannya dihapus dan siswa mulai lagi dari awal.', 'reset')}>
          Reset
        </button>
      )}
    </div>
  );
}
