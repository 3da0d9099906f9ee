import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { academicYears } from '../db/schema/schools.ts';
import { classes, sections } from '../db/schema/master.ts';

/** The academic year after the one that starts on `startDate` (the earliest later one), or null. */
export async function nextYearOf(db: Db | Tx, schoolId: number, startDate: string) {
  const [row] = await db
    .select({ id: academicYears.id, label: academicYears.description })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), gt(academicYears.startDate, startDate)))
    .orderBy(asc(academicYears.startDate))
    .limit(1);
  return row ?? null;
}

/** The rombel of a year with their grade level and class name. */
export function sectionsOfYear(db: Db | Tx, schoolId: number, yearId: number) {
  return db
    .select({
      id: sections.id,
      name: sections.name,
      classId: sections.classId,
      className: classes.name,
      grade: classes.grade,
      major: sections.major,
      homeroomTeacherId: sections.homeroomTeacherId,
      room: sections.room,
      capacity: sections.capacity,
    })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, yearId)))
    .orderBy(asc(classes.grade), asc(sections.name));
}

/** "X AKL 1" of class "X" → "AKL 1": what stays the same when a rombel moves up a grade. */
export const suffixOf = (sectionName: string, className: string) =>
  sectionName.startsWith(`${className} `) ? sectionName.slice(className.length + 1) : sectionName;
