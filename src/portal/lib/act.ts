import Swal from 'sweetalert2';
import { failureText, toFailure, type FieldErrorMap } from './api-failure.ts';

/** Runs a change and says how it went (a short toast, or the server's reasons); field errors stay for the form. */
export async function act(action: () => Promise<unknown>, done: string, setErrors?: (errors: FieldErrorMap) => void): Promise<boolean> {
  try {
    await action();
    setErrors?.({});
    void Swal.fire({ icon: 'success', title: done, timer: 1400, showConfirmButton: false });
    return true;
  } catch (error) {
    const failure = toFailure(error);
    setErrors?.(failure.fieldErrors);
    await Swal.fire({ icon: 'error', title: 'Gagal', text: failureText(failure) });
    return false;
  }
}
