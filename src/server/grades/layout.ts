import { eq } from 'drizzle-orm';
import type { RaporLayout } from '../../shared/grades/schemas.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { CURRICULUM_IDS, STAGE_IDS } from '../db/seed/reference.ts';
import { schools } from '../db/schema/schools.ts';

/** The rapor layout of an academic year: K13 (KI-3/KI-4 with predikat, sikap) or Kurikulum Merdeka (PPA 2025). */
export const layoutOf = (curriculumId: number | null | undefined): RaporLayout => (curriculumId === CURRICULUM_IDS.K13 ? 'k13' : 'merdeka');

/** Whether the school is an SMK, whose rapor carries the praktik kerja lapangan (PKL) block. */
export async function isVocational(db: Db | Tx, schoolId: number): Promise<boolean> {
  const [row] = await db.select({ stageId: schools.stageId }).from(schools).where(eq(schools.id, schoolId));
  return row?.stageId === STAGE_IDS.SMK;
}
