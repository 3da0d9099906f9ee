import Swal from 'sweetalert2';
import { failureText, type FieldErrorMap, toFailure } from '../../../lib/api-failure.ts';

/**
 * Saves and says how it went: a short success toast, or the server's message with its field errors kept for
 * the form. True when saved.
 */
export async function saveWithFeedback(action: () => Promise<unknown>, setErrors: (errors: FieldErrorMap) => void, saved: string): Promise<boolean> {
  try {
    await action();
    setErrors({});
    void Swal.fire({ icon: 'success', title: saved, timer: 1500, showConfirmButton: false });
    return true;
  } catch (error) {
    const failure = toFailure(error);
    setErrors(failure.fieldErrors);
    void Swal.fire({ icon: 'error', title: 'Belum tersimpan', text: failureText(failure) });
    return false;
  }
}
