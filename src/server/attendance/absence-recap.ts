import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { studentDays } from '../db/schema/attendance.ts';
import { teachingSettings } from '../db/schema/master.ts';

export interface AbsenceTotals {
  studentId: number;
  /** Sakit */
  sick: number;
  /** Izin */
  permit: number;
  /** Alpa (tanpa keterangan) */
  absent: number;
  /** Dispensasi: away on the school's business, not an absence on the rapor. */
  dispensation: number;
  present: number;
}

/**
 * The seam the rapor calls (Sakit/Izin/Alpa): each student's totals between two dates, both included, zeros for
 * a student with no record. Reads only the school's rows. The other areas never read attendance tables.
 */
export async function studentAbsenceRecap(db: Db | Tx, schoolId: number, studentIds: readonly number[], from: string, to: string): Promise<AbsenceTotals[]> {
  if (!studentIds.length) return [];
  const rows = await db
    .select({ studentId: studentDays.studentId, status: studentDays.status, n: sql<number>`count(*)::int` })
    .from(studentDays)
    .where(and(eq(studentDays.schoolId, schoolId), inArray(studentDays.studentId, [...studentIds]), gte(studentDays.date, from), lte(studentDays.date, to)))
    .groupBy(studentDays.studentId, studentDays.status);
  const totals = new Map(studentIds.map((id) => [id, { studentId: id, sick: 0, permit: 0, absent: 0, dispensation: 0, present: 0 }]));
  const key = { S: 'sick', I: 'permit', A: 'absent', D: 'dispensation', H: 'present' } as const;
  for (const r of rows) {
    const field = key[r.status as keyof typeof key];
    if (field) totals.get(r.studentId)![field] += Number(r.n);
  }
  return [...totals.values()];
}

/** The same for one semester of an academic year, by its dates in the teaching settings (empty when it has none). */
export async function semesterAbsenceRecap(
  db: Db | Tx,
  schoolId: number,
  academicYearId: number,
  semester: '1' | '2',
  studentIds: readonly number[],
): Promise<AbsenceTotals[]> {
  const [s] = await db
    .select({ startDate: teachingSettings.startDate, endDate: teachingSettings.endDate })
    .from(teachingSettings)
    .where(and(eq(teachingSettings.schoolId, schoolId), eq(teachingSettings.academicYearId, academicYearId), eq(teachingSettings.semester, semester)));
  if (!s) return studentIds.map((studentId) => ({ studentId, sick: 0, permit: 0, absent: 0, dispensation: 0, present: 0 }));
  return studentAbsenceRecap(db, schoolId, studentIds, s.startDate, s.endDate);
}
