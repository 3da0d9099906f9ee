import type { SessionContext } from '../http/context.ts';
import { sectionsFor } from './sections.ts';

/** The rombels whose reports a person reads: every one for the office and the principal, their own for a homeroom teacher. */
export function readableSections(ctx: SessionContext, yearId: number) {
  const reader = ctx.session.userTypeId === '4' ? { ...ctx, session: { ...ctx.session, userTypeId: '2' } } : ctx;
  return sectionsFor(reader, yearId);
}
