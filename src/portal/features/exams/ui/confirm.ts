import Swal from 'sweetalert2';
import { failureText, toFailure } from '../../../lib/api-failure.ts';

/** Asks first (Batal focused), then runs the call; a failure is shown in a dialog. True when it ran. */
export async function confirmThen(title: string, text: string, confirmText: string, action: () => Promise<unknown>): Promise<boolean> {
  const ok = await Swal.fire({
    title,
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: 'Batal',
    focusCancel: true,
  });
  if (!ok.isConfirmed) return false;
  return runOrShow(action);
}

/** Runs a call and shows its failure in a dialog. True when it succeeded. */
export async function runOrShow(action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    void Swal.fire({ icon: 'error', title: 'Gagal', text: failureText(toFailure(error)) });
    return false;
  }
}
