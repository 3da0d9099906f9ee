/** The inactivity popup of document 01, section 8; sweetalert2 loads only when it is shown. */
import { INACTIVITY_POPUP_MS } from './constants.ts';

export const INACTIVITY_WARNING = {
  title: 'Anda Tidak Melakukan Apapun!',
  text: 'Click Apapun Diluar Alert Agar Tidak Logout!',
} as const;

export async function showInactivityWarning(): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  void Swal.fire({
    title: INACTIVITY_WARNING.title,
    text: INACTIVITY_WARNING.text,
    icon: 'warning',
    showConfirmButton: false,
    timer: INACTIVITY_POPUP_MS,
    customClass: { popup: 'portal-dialog' },
  });
}
