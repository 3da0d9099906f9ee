import type { SessionContext } from '../http/context.ts';
import { yearOf } from '../grades/guard.ts';
import { FRAMEWORK_CODES, frameworkForYear } from '../../shared/kokurikuler/frameworks.ts';
import { frameworkTree } from './framework-rows.ts';
import { requireKokurikuler } from './guard.ts';

/** GET /api/kokurikuler/frameworks: both frameworks, the one of the session's year first. */
export async function getFrameworks({ ctx }: { ctx: SessionContext }) {
  requireKokurikuler(ctx, 'kokurikuler.read');
  const year = await yearOf(ctx);
  const current = frameworkForYear(year.description);
  const frameworks = await Promise.all(FRAMEWORK_CODES.map((code) => frameworkTree(ctx.db, code)));
  return { current, yearLabel: year.description, frameworks };
}
