/**
 * The seam to the curriculum module: a document's links to CP/TP (Merdeka) or KI/KD (K13) are checked against
 * the school's own curriculum through that module's services, and stored with the text as linked, so the PDF
 * prints them even when the curriculum text changes later.
 */
import type { Tx } from '../audit/record-audit.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { KIND_LINKS, type LinkKind } from '../../shared/planning/model.ts';
import type { DocumentRow } from './document-view.ts';

export interface ResolvedLink { refKind: LinkKind; refId: number; code: string; label: string }

export async function resolveLinks(_tx: Tx, _ctx: SessionContext, doc: DocumentRow, links: readonly { refKind: LinkKind; refId: number }[]): Promise<ResolvedLink[]> {
  if (links.length === 0) return [];
  const allowed = KIND_LINKS[doc.curriculum];
  const errors: Record<string, string[]> = {};
  links.forEach((l, i) => {
    errors[`links.${i}.refId`] = [allowed.includes(l.refKind) ? 'Data kurikulum sekolah belum tersedia untuk ditautkan.' : 'Jenis tautan ini bukan untuk kurikulum dokumen.'];
  });
  throw validationError(errors);
}
