/**
 * Who may do what with admissions (PPDB/SPMB): the one table, read by the server guard (src/server/ppdb/guard.ts)
 * and by the portal (buttons, menus). An applicant's documents and personal data go to the PPDB staff only.
 */
import type { UserTypeId } from '../user-types.ts';

export const PPDB_PERMISSIONS = {
  /** Read the settings, the applicants' list (names, pathway, status, score) and the school's recap. */
  'ppdb.read': ['1', '2', '4', '9', '13'],
  /** Change periods, pathways and quotas, activities, documents, costs and reductions. */
  'settings.write': ['1', '2', '9'],
  /** The PPDB staff: see documents and personal data, verify, score, rank, accept, announce, re-register. */
  'applicants.write': ['1', '2', '9'],
  /** The recap across every school of the foundation. */
  'recap.foundation': ['1', '13'],
} as const satisfies Record<string, readonly UserTypeId[]>;

export type PpdbAction = keyof typeof PPDB_PERMISSIONS;

export function ppdbAllows(action: PpdbAction, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && (PPDB_PERMISSIONS[action] as readonly string[]).includes(userTypeId);
}
