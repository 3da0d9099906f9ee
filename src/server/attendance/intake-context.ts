/**
 * What the intake needs to turn taps into days, read once for every push that arrives together: the school's
 * hours, its current year, its school week (days and holidays) and its attendance rules. These were five round
 * trips inside every push's transaction, and ten machines pushing at 06:30 each waited for all five while
 * holding one of the intake's three connections. Read before the transaction, they are what any statement
 * inside it would have seen (read committed); pushes of the same school in the same moment share one read.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { createBatcher, perDatabase } from '../db/batch.ts';
import { schoolHours } from '../db/schema/attendance.ts';
import { academicYears } from '../db/schema/schools.ts';
import type { SchoolWeek } from '../../shared/attendance/school-days.ts';
import { loadSchoolWeek } from './calendar.ts';
import { readRules, type Rules } from './rules.ts';

export interface IntakeContext {
  hours: (typeof schoolHours.$inferSelect)[];
  yearId: number | null;
  week: SchoolWeek;
  rules: Rules;
}

async function readContext(db: Db | Tx, schoolId: number): Promise<IntakeContext> {
  const [hours, [year], rules] = await Promise.all([
    db.select().from(schoolHours).where(eq(schoolHours.schoolId, schoolId)),
    db
      .select({ id: academicYears.id })
      .from(academicYears)
      .where(and(eq(academicYears.schoolId, schoolId), eq(academicYears.isCurrent, true))),
    readRules(db, schoolId),
  ]);
  return { hours, yearId: year?.id ?? null, week: await loadSchoolWeek(db, schoolId, year?.id), rules };
}

const shared = perDatabase((db: Db | Tx) =>
  createBatcher<number, IntakeContext>(
    async (schoolIds) => {
      const read = new Map<number, Promise<IntakeContext>>();
      for (const id of new Set(schoolIds)) read.set(id, readContext(db, id));
      return Promise.all(schoolIds.map((id) => read.get(id)!));
    },
    { maxBatch: 1000, maxInFlight: 1 },
  ),
);

/** The school's intake context; concurrent callers on the same database handle share one read. */
export function intakeContext(db: Db | Tx, schoolId: number): Promise<IntakeContext> {
  return shared(db)(schoolId);
}
