/**
 * Who may read and write the master data: the named groups each definition's access is built from. The
 * server enforces the definition's access; the portal reads the same values to show or hide buttons.
 */
import type { UserTypeId } from '../user-types.ts';
import type { ResourceDef } from './types.ts';

/** Superadmin and school admin: they keep the school's master data. */
export const ADMINS: readonly UserTypeId[] = ['1', '2'];
/** Admins and the administration office (TU), which enters people and classes. */
export const OFFICE: readonly UserTypeId[] = ['1', '2', '9'];
/** Everyone who works with the school's data rather than their own. */
export const STAFF: readonly UserTypeId[] = ['1', '2', '3', '4', '7', '8', '9', '10', '11', '12'];
/** Those who lead or teach: they read people's records. */
export const EDUCATORS: readonly UserTypeId[] = ['1', '2', '3', '4', '7', '9'];
export const LEADERS: readonly UserTypeId[] = ['1', '2', '4', '9'];

/**
 * Who sets another person's password (a new account's first one, or a reset): the admins only. The office (TU)
 * enters people but cannot give itself a way into their accounts (issue 11.5).
 */
export const PASSWORD_SETTERS: readonly UserTypeId[] = ADMINS;

export function canSetPasswords(userTypeId: string | null | undefined): boolean {
  return !!userTypeId && PASSWORD_SETTERS.includes(userTypeId as UserTypeId);
}

export function canRead(def: Pick<ResourceDef, 'access'>, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && (def.access.read.includes(userTypeId as UserTypeId) || canWrite(def, userTypeId));
}

export function canWrite(def: Pick<ResourceDef, 'access'>, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && def.access.write.includes(userTypeId as UserTypeId);
}
