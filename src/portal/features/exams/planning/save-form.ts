import Swal from 'sweetalert2';
import { failureText, toFailure } from '../../../lib/api-failure.ts';

/**
 * Sends a planning form: the field messages of a 422 go under their fields and the first one into a dialog,
 * since the field may be out of sight on a phone. Null when it failed.
 */
export async function saveForm<T>(
  call: () => Promise<T>,
  setErrors: (e: Record<string, string[]>) => void,
  setSaving: (s: boolean) => void,
): Promise<T | null> {
  setSaving(true);
  try {
    const result = await call();
    setErrors({});
    return result;
  } catch (error) {
    const f = toFailure(error);
    setErrors(f.fieldErrors);
    void Swal.fire({ icon: 'error', title: 'Belum tersimpan', text: failureText(f) });
    return null;
  } finally {
    setSaving(false);
  }
}
