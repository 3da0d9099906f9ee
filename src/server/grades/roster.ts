import { and, asc, eq } from 'drizzle-orm';
import { SCHOOL_WIDE } from '../../shared/grades/permissions.ts';
import type { Db } from '../db/client.ts';
import { classes, classMaps, courses, courseSettings, sections, studentProfiles, teachingAssignments } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import { academicYears } from '../db/schema/schools.ts';
import { layoutOf } from './layout.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';

/** The KKM/KKTP when the school has not set one for the course and grade. */
export const DEFAULT_KKM = 75;

/** The students of a rombel in a year, by name, with their NIS. */
export function studentsOf(db: Db, schoolId: number, sectionId: number) {
  return db
    .select({ id: users.id, name: users.fullName, nis: studentProfiles.nis, nisn: studentProfiles.nisn })
    .from(classMaps)
    .innerJoin(users, eq(users.id, classMaps.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(eq(classMaps.schoolId, schoolId), eq(classMaps.sectionId, sectionId)))
    .orderBy(asc(users.fullName), asc(users.id));
}

export type Assignment = Awaited<ReturnType<typeof assignmentRow>>;

async function assignmentRow(db: Db, schoolId: number, id: number) {
  const [row] = await db
    .select({
      id: teachingAssignments.id,
      academicYearId: teachingAssignments.academicYearId,
      teacherId: teachingAssignments.userId,
      teacherName: users.fullName,
      courseId: courses.id,
      courseName: courses.name,
      courseGroup: courses.courseGroup,
      sectionId: sections.id,
      sectionName: sections.name,
      homeroomTeacherId: sections.homeroomTeacherId,
      classId: classes.id,
      grade: classes.grade,
      kkm: courseSettings.kkm,
      curriculumId: academicYears.curriculumId,
    })
    .from(teachingAssignments)
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .innerJoin(sections, eq(sections.id, teachingAssignments.sectionId))
    .innerJoin(classes, eq(classes.id, sections.classId))
    .innerJoin(users, eq(users.id, teachingAssignments.userId))
    .innerJoin(academicYears, eq(academicYears.id, teachingAssignments.academicYearId))
    .leftJoin(
      courseSettings,
      and(
        eq(courseSettings.courseId, courses.id),
        eq(courseSettings.classId, classes.id),
        eq(courseSettings.academicYearId, teachingAssignments.academicYearId),
      ),
    )
    .where(and(eq(teachingAssignments.schoolId, schoolId), eq(teachingAssignments.id, id)));
  return row;
}

/**
 * A teaching assignment of the session's school (another school's is 404). A teacher opens their own classes
 * and reads those of the rombel they are homeroom teacher of; they write only their own.
 */
export async function loadAssignment(ctx: SessionContext, id: number, mode: 'read' | 'write') {
  const row = await assignmentRow(ctx.db, ctx.session.schoolId, id);
  if (!row) throw notFound('Kelas ajar tidak ditemukan.');
  const wide = SCHOOL_WIDE.includes(ctx.session.userTypeId);
  const own = row.teacherId === ctx.session.userId;
  const homeroom = row.homeroomTeacherId === ctx.session.userId;
  if (!wide && !own && !(mode === 'read' && homeroom)) throw forbidden('Kelas ini diajar guru lain.');
  if (mode === 'write' && ctx.session.userTypeId === '4') throw forbidden('Kepala sekolah membaca nilai, tidak mengubahnya.');
  return { ...row, kkmSet: row.kkm !== null, kkm: row.kkm ?? DEFAULT_KKM, own, layout: layoutOf(row.curriculumId) };
}
