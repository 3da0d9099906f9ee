/**
 * Who runs the account desk (/resetpassword, /requestaccount, /setting_code_account): the admins, the support staff
 * who answer "I cannot sign in", and the TU office. Who changes the school's switches: the admins. Read by the
 * server (enforced) and the portal (menus, screens).
 */
import type { UserTypeId } from '../user-types.ts';

export const ACCOUNT_DESK: readonly UserTypeId[] = ['1', '2', '8', '9'];
export const SWITCH_EDITORS: readonly UserTypeId[] = ['1', '2'];
/** Staff who read the switches (a teacher sees why their profile is locked: on the profile page itself). */
export const SWITCH_READERS: readonly UserTypeId[] = ['1', '2', '4', '9'];

/** Accounts only an admin may reset: the admins themselves, the foundation; the superadmin only by a superadmin. */
export function mayManageAccount(actorType: string, targetType: string): boolean {
  if (targetType === '1') return actorType === '1';
  if (targetType === '2' || targetType === '13') return actorType === '1' || actorType === '2';
  return (ACCOUNT_DESK as readonly string[]).includes(actorType);
}
