/**
 * The seam to the planning module's kokurikuler (projek) assessment: the description of each student's
 * kokurikuler for a semester. Until its service is announced and merged this returns nothing, and the rapor
 * prints what the homeroom teacher wrote. When it exists, only this file calls it; the homeroom teacher's own
 * text still wins (a correction), as with S/I/A.
 */
import type { Db } from '../db/client.ts';

export async function kokurikulerOf(_db: Db, _schoolId: number, _yearId: number, _semester: string, _studentIds: readonly number[]): Promise<Map<number, string>> {
  return new Map();
}
