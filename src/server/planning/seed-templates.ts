import { count, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { planTemplates } from '../db/schema/planning.ts';
import { KIND_CURRICULUM } from '../../shared/planning/model.ts';
import { DEFAULT_TEMPLATES } from './default-templates.ts';

/** The platform's first templates, once: after that they belong to the superadmin and are never overwritten. */
export async function seedPlanningTemplates(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(planTemplates).where(isNull(planTemplates.schoolId));
  if (n > 0) return;
  await db
    .insert(planTemplates)
    .values(DEFAULT_TEMPLATES.map((t) => ({ ...t, subject: t.subject ?? null, phase: t.phase ?? null, curriculum: KIND_CURRICULUM[t.kind], schoolId: null })));
}
