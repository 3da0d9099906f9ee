import { and, asc, eq } from 'drizzle-orm';
import { classes, classMaps, guardianStudents, sections, studentProfiles } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';

/** The guardian's children at the session's school, with their rombel of the session's year. */
export async function childrenOf({ db, session }: SessionContext) {
  const yearId = session.academicYearId ?? -1;
  return db
    .select({
      full_name: users.fullName,
      nisn: studentProfiles.nisn,
      section_name: sections.name,
      class_name: classes.name,
    })
    .from(guardianStudents)
    .innerJoin(users, and(eq(users.id, guardianStudents.studentId), eq(users.isActive, true)))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(classMaps, and(eq(classMaps.userId, users.id), eq(classMaps.academicYearId, yearId)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .leftJoin(classes, eq(classes.id, sections.classId))
    .where(and(eq(guardianStudents.schoolId, session.schoolId), eq(guardianStudents.guardianId, session.userId)))
    .orderBy(asc(users.fullName));
}
