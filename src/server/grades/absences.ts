/**
 * Ketidakhadiran (S/I/A) on the rapor (docs/decisions/0016-grades.md, "Attendance"):
 * - the homeroom teacher may fix a student's figures by hand ("isi manual": absenceFrom = 'entered');
 * - otherwise, while the semester is not released, the figures are the attendance module's semester recap
 *   (semesterAbsenceRecap) when the student has attendance records in the semester, else what was entered;
 * - releasing a semester copies the figures in effect into the rapor entry (absenceFrozenAt): a released rapor
 *   never moves when attendance is corrected later. After a release, stored figures are what every rapor shows;
 *   releasing again (after an unlock) copies them again.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { semesterAbsenceRecap } from '../attendance/absence-recap.ts';
import { raporEntries } from '../db/schema/grades.ts';

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

export interface AbsenceTotals {
  sick: number;
  permit: number;
  absent: number;
  /** entered (by the homeroom teacher) | attendance (from the attendance module) */
  source: 'entered' | 'attendance';
  /** The figures were copied at release and no longer follow attendance. */
  frozen: boolean;
}

/** The S/I/A of some students in a semester, by the rule above. */
export async function absenceTotals(
  db: Db | Tx,
  schoolId: number,
  yearId: number,
  semester: string,
  studentIds: number[],
  released: boolean,
): Promise<Map<number, AbsenceTotals>> {
  if (!studentIds.length) return new Map();
  const rows = await db
    .select({
      studentId: raporEntries.studentId,
      sick: raporEntries.sick,
      permit: raporEntries.permit,
      absent: raporEntries.absent,
      from: raporEntries.absenceFrom,
      frozenAt: raporEntries.absenceFrozenAt,
    })
    .from(raporEntries)
    .where(
      and(
        eq(raporEntries.schoolId, schoolId),
        eq(raporEntries.academicYearId, yearId),
        eq(raporEntries.semester, semester),
        inArray(raporEntries.studentId, studentIds),
      ),
    );
  const entry = new Map(rows.map((r) => [r.studentId, r]));
  const out = new Map<number, AbsenceTotals>();
  const live: number[] = [];
  for (const id of studentIds) {
    const e = entry.get(id);
    if (e?.from === 'entered' || e?.frozenAt || released) {
      out.set(id, {
        sick: e?.sick ?? 0,
        permit: e?.permit ?? 0,
        absent: e?.absent ?? 0,
        source: e?.frozenAt && e.from !== 'entered' ? 'attendance' : 'entered',
        frozen: !!e?.frozenAt,
      });
    } else live.push(id);
  }
  if (live.length) {
    const recap = await semesterAbsenceRecap(db, schoolId, yearId, semester === '2' ? '2' : '1', live);
    for (const r of recap) {
      const recorded = r.sick + r.permit + r.absent + r.present + r.dispensation > 0;
      const e = entry.get(r.studentId);
      out.set(
        r.studentId,
        recorded
          ? { sick: r.sick, permit: r.permit, absent: r.absent, source: 'attendance', frozen: false }
          : { sick: e?.sick ?? 0, permit: e?.permit ?? 0, absent: e?.absent ?? 0, source: 'entered', frozen: false },
      );
    }
  }
  return out;
}

/**
 * At release: the figures in effect for every student with attendance records are written into their rapor
 * entries (created when missing) and marked frozen. Runs in the release's transaction.
 */
export async function freezeAbsences(tx: Tx, schoolId: number, yearId: number, semester: string, studentIds: number[]): Promise<number> {
  if (!studentIds.length) return 0;
  const totals = await absenceTotals(tx, schoolId, yearId, semester, studentIds, false);
  const rows = [...totals]
    .filter(([, t]) => t.source === 'attendance')
    .map(([studentId, t]) => ({
      schoolId,
      academicYearId: yearId,
      semester,
      studentId,
      sick: t.sick,
      permit: t.permit,
      absent: t.absent,
      absenceFrozenAt: new Date(),
    }));
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(raporEntries)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [raporEntries.academicYearId, raporEntries.semester, raporEntries.studentId],
        set: { sick: sqlExcluded('sick'), permit: sqlExcluded('permit'), absent: sqlExcluded('absent'), absenceFrozenAt: sqlExcluded('absence_frozen_at') },
      });
  }
  return rows.length;
}
