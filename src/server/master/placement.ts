import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { classMaps, sections } from '../db/schema/master.ts';

export interface Placement {
  sd_class_id: number | null;
  sd_section_id: number | null;
  sd_class_map_id: number | null;
}

const NONE: Placement = { sd_class_id: null, sd_section_id: null, sd_class_map_id: null };

/** A student's class (grade), rombel and class map in an academic year, as the sign-in answer reports them. */
export async function placementOf(db: Db, user: { id: number; userTypeId: string }, yearId: number | null | undefined): Promise<Placement> {
  if (user.userTypeId !== '5' || !yearId) return NONE;
  const rows = await db
    .select({ sd_class_map_id: classMaps.id, sd_section_id: sections.id, sd_class_id: sections.classId })
    .from(classMaps)
    .innerJoin(sections, eq(sections.id, classMaps.sectionId))
    .where(and(eq(classMaps.userId, user.id), eq(classMaps.academicYearId, yearId)))
    .limit(1);
  return rows[0] ?? NONE;
}
