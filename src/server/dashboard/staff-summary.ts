import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { classes, courses, sections, teachingAssignments } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';

const STUDENT = '5';
const TEACHER = '3';

/** Active students and teachers of the session's school, and its rombel in the session's year. */
export async function schoolCounts({ db, session }: SessionContext) {
  const [people, rombel] = await Promise.all([
    db
      .select({ type: users.userTypeId, total: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.schoolId, session.schoolId), eq(users.isActive, true), inArray(users.userTypeId, [STUDENT, TEACHER])))
      .groupBy(users.userTypeId),
    session.academicYearId === null
      ? Promise.resolve([{ total: 0 }])
      : db
          .select({ total: sql<number>`count(*)::int` })
          .from(sections)
          .where(and(eq(sections.schoolId, session.schoolId), eq(sections.academicYearId, session.academicYearId))),
  ]);
  const count = (type: string) => Number(people.find((r) => r.type === type)?.total ?? 0);
  return { students: count(STUDENT), teachers: count(TEACHER), classes: Number(rombel[0]?.total ?? 0) };
}

/** A teacher's work of the year: the rombel they are homeroom teacher of, and what they teach where. */
export async function teachingOf({ db, session }: SessionContext) {
  const yearId = session.academicYearId;
  if (yearId === null) return { homeroom: [], assignments: [] };
  const [homeroom, assignments] = await Promise.all([
    db
      .select({ section_name: sections.name, class_name: classes.name })
      .from(sections)
      .innerJoin(classes, eq(classes.id, sections.classId))
      .where(and(eq(sections.schoolId, session.schoolId), eq(sections.academicYearId, yearId), eq(sections.homeroomTeacherId, session.userId)))
      .orderBy(asc(classes.grade), asc(sections.name)),
    db
      .select({ section_name: sections.name, course_name: courses.name, hours_per_week: teachingAssignments.hoursPerWeek })
      .from(teachingAssignments)
      .innerJoin(sections, eq(sections.id, teachingAssignments.sectionId))
      .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
      .innerJoin(classes, eq(classes.id, sections.classId))
      .where(
        and(eq(teachingAssignments.schoolId, session.schoolId), eq(teachingAssignments.academicYearId, yearId), eq(teachingAssignments.userId, session.userId)),
      )
      .orderBy(asc(classes.grade), asc(sections.name), asc(courses.name)),
  ]);
  return { homeroom, assignments };
}
