import Swal from 'sweetalert2';
import { failureText, toFailure } from '../../../lib/api-failure.ts';
import * as S from '../../../../shared/api/exams/schedules.ts';
import { call } from '../../../lib/api.ts';
import type { MonitorStudent } from './monitor-screen.tsx';

/** The proctor's buttons for one student, each confirmed first. */
export function StudentActions({ student, onDone }: { student: MonitorStudent; onDone: () => void }) {
  const params = { id: student.attemptId };
  const act = async (send: () => Promise<{ message: string }>) => {
    try {
      const result = await send();
      void Swal.fire({ icon: 'success', title: 'Berhasil', text: result.message, timer: 1800, showConfirmButton: false });
      onDone();
    } catch (error) {
      void Swal.fire({ icon: 'error', title: 'Gagal', text: failureText(toFailure(error)) });
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
    if (r.isConfirmed) await act(() => call(S.blockContract, { params, input: { reason: r.value || undefined } }));
  };
  const confirm = async (title: string, text: string, contract: typeof S.resetContract) => {
    const r = await Swal.fire({ title, text, icon: 'warning', showCancelButton: true, confirmButtonText: 'Ya', cancelButtonText: 'Batal', focusCancel: true });
    if (r.isConfirmed) await act(() => call(contract, { params }));
  };
  const extend = async () => {
    const r = await Swal.fire({
      title: `Tambah waktu ${student.name}`,
      input: 'number',
      inputLabel: 'Menit',
      inputValue: '10',
      showCancelButton: true,
      confirmButtonText: 'Tambah',
      cancelButtonText: 'Batal',
    });
    if (r.isConfirmed) await act(() => call(S.extendContract, { params, input: { minutes: Number(r.value) || 0 } }));
  };
  return (
    <div className="btn-group btn-group-sm flex-wrap" role="group" aria-label={`Tindakan untuk ${student.name}`}>
      {student.blocked ? (
        <button type="button" className="btn btn-outline-success" onClick={() => void act(() => call(S.unblockContract, { params }))}>
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
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => void confirm('Selesaikan paksa?', 'Ujian siswa ini ditutup dengan jawaban yang sudah tersimpan.', S.forceFinishContract)}
          >
            Selesaikan
          </button>
        </>
      )}
      {student.status !== 'not_started' && (
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => void confirm('Reset ujian siswa?', 'Semua jawabannya dihapus dan siswa mulai lagi dari awal.', S.resetContract)}
        >
          Reset
        </button>
      )}
    </div>
  );
}
