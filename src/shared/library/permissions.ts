/**
 * Who may do what in the library: the one table, read by the server guard and the portal.
 * The pustakawan and the school admin run the library; the principal and TU read its reports; every student and
 * staff member is a member who searches the catalogue, reserves titles and suggests new ones.
 */
import type { UserTypeId } from '../user-types.ts';

export const LIBRARY_PERMISSIONS = {
  /** Catalogue, copies, circulation desk, fines, settings, cards and labels. */
  'library.manage': ['1', '2', '10'],
  /** Reports and the lists behind them. */
  'library.reports': ['1', '2', '4', '9', '10'],
  /** The OPAC: search and a title's detail. */
  'library.search': ['1', '2', '3', '4', '5', '7', '8', '9', '10', '11', '12'],
  /** A member's own loans, reservations and suggestions. */
  'library.member': ['2', '3', '4', '5', '7', '8', '9', '10', '11', '12'],
  /** A parent follows the children's loans, fines and reservations. */
  'library.guardian': ['6'],
} as const satisfies Record<string, readonly UserTypeId[]>;

export type LibraryAction = keyof typeof LIBRARY_PERMISSIONS;

export function libraryAllows(action: LibraryAction, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && (LIBRARY_PERMISSIONS[action] as readonly string[]).includes(userTypeId);
}

/** Which member type an account belongs to: students are "student", everyone else who works at the school "staff". */
export function memberKindOf(userTypeId: string): 'student' | 'staff' | null {
  if (userTypeId === '5') return 'student';
  return ['2', '3', '4', '7', '8', '9', '10', '11', '12'].includes(userTypeId) ? 'staff' : null;
}

/** The member code printed on the card and typed by the scanner: AGT and the account number. */
export const memberCode = (userId: number) => `AGT${String(userId).padStart(6, '0')}`;
export function memberIdOf(code: string): number | null {
  const m = /^AGT(\d{1,9})$/i.exec(code.trim());
  return m ? Number(m[1]) : null;
}
