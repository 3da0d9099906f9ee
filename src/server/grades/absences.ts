/**
 * Ketidakhadiran (S/I/A) on the rapor. Until the attendance module's `studentAbsenceRecap` service is merged,
 * the totals are what the homeroom teacher entered on the rapor page. The merger wires the service in here,
 * and only here: entered values then stay as the homeroom teacher's corrections where attendance has none.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { raporEntries } from '../db/schema/grades.ts';

export interface AbsenceTotals {
  sick: number;
  permit: number;
  absent: number;
  /** entered (by the homeroom teacher) | attendance (from the attendance module) */
  source: 'entered' | 'attendance';
}

export async function absenceTotals(db: Db, schoolId: number, yearId: number, semester: string, studentIds: number[]): Promise<Map<number, AbsenceTotals>> {
  if (!studentIds.length) return new Map();
  const rows = await db
    .select({ studentId: raporEntries.studentId, sick: raporEntries.sick, permit: raporEntries.permit, absent: raporEntries.absent })
    .from(raporEntries)
    .where(and(eq(raporEntries.schoolId, schoolId), eq(raporEntries.academicYearId, yearId), eq(raporEntries.semester, semester), inArray(raporEntries.studentId, studentIds)));
  return new Map(rows.map((r) => [r.studentId, { sick: r.sick, permit: r.permit, absent: r.absent, source: 'entered' as const }]));
}
