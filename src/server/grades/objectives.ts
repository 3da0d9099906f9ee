/**
 * The seam to the curriculum module's tujuan pembelajaran (TP). Until its lookup service is on main, a column's
 * TP is free text; a TP id cannot be resolved and is refused with a field message. When the curriculum module
 * merges, only this file calls its service (the wording of a TP of this school).
 */
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';

export async function objectiveText(_ctx: SessionContext, _objectiveId: number): Promise<string> {
  throw validationError({ objectiveId: ['TP dari kurikulum belum tersedia; tulis TP pada kolom "Tujuan pembelajaran".'] });
}
