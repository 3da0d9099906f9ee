/**
 * Logout (document 01, sections 2 and 4): the confirmation dialog, then the server revokes the token, every
 * stored value and the identity cookie are cleared, and the user goes to /login. sweetalert2 is loaded only
 * when a dialog opens, so it stays out of the first load.
 */
import { call } from './api.ts';
import { signOutRoute } from '../../shared/api/shell-routes.ts';
import { leaveTo } from './navigation.ts';
import { LOGIN_PATH, clearSession } from './session-end.ts';

export const LOGOUT_DIALOG = {
  title: 'Yakin akan keluar dari aplikasi?',
  text: 'Jika ya, klik "Logout" untuk mengakhiri sesi Anda.',
  cancel: 'Batal',
  confirm: 'Logout',
} as const;

export async function confirmLogout(): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    title: LOGOUT_DIALOG.title,
    text: LOGOUT_DIALOG.text,
    icon: 'question',
    showCancelButton: true,
    cancelButtonText: LOGOUT_DIALOG.cancel,
    confirmButtonText: LOGOUT_DIALOG.confirm,
    reverseButtons: true,
    focusCancel: true,
    buttonsStyling: false,
    customClass: { popup: 'portal-dialog', confirmButton: 'btn btn-danger', cancelButton: 'btn btn-outline-secondary' },
  });
  if (result.isConfirmed) await logout();
}

/** Revokes the token on the server (a failure there must not keep the user signed in), then clears and leaves. */
export async function logout(): Promise<void> {
  try {
    await call(signOutRoute, {}, { timeout: 5000, retry: 0 });
  } catch {
    // offline or already expired: the browser side still ends
  }
  clearSession();
  leaveTo(LOGIN_PATH);
}
