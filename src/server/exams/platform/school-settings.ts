import { eq } from 'drizzle-orm';
import { EXAM_DEFAULTS, EXAM_WAYS } from '../../../shared/exams/platform/settings-schema.ts';
import type { Db } from '../../db/client.ts';
import { examSchoolSettings } from '../../db/schema/exam-platform.ts';
import type { Tx } from '../audit.ts';

export type SchoolExamSettings = Omit<typeof examSchoolSettings.$inferSelect, 'createdAt' | 'updatedAt'>;

/** What a school without a row uses (the columns' defaults): a school that never opened the settings works as before. */
export function defaultSettings(schoolId: number): SchoolExamSettings {
  return { schoolId, ...EXAM_DEFAULTS, resultsShown: true, allowedPlatforms: [...EXAM_WAYS] };
}

export async function readSchoolSettings(db: Db | Tx, schoolId: number): Promise<SchoolExamSettings> {
  const [row] = await db.select().from(examSchoolSettings).where(eq(examSchoolSettings.schoolId, schoolId));
  if (!row) return defaultSettings(schoolId);
  const { createdAt: _c, updatedAt: _u, ...settings } = row;
  return settings;
}
