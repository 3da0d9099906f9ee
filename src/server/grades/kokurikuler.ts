/**
 * The seam to the planning module's kokurikuler (projek) assessment: the description of each student's
 * kokurikuler for a semester, written by `kokurikulerDescriptions` (src/server/kokurikuler/rapor.ts) from the
 * assessments of the projects of their grade level. Only this file calls it; the homeroom teacher's own text
 * still wins (a correction), as with S/I/A.
 */
import type { Db } from '../db/client.ts';
import { kokurikulerDescriptions } from '../kokurikuler/rapor.ts';

export async function kokurikulerOf(db: Db, schoolId: number, yearId: number, semester: string, studentIds: readonly number[]): Promise<Map<number, string>> {
  return kokurikulerDescriptions(db, { schoolId, yearId, semester, studentIds });
}
