import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { SCHOOL_WIDE } from '../../shared/grades/permissions.ts';
import { classes, classMaps, courses, sections, teachingAssignments } from '../db/schema/master.ts';
import { gradeAssessments } from '../db/schema/grades.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { requireGrades, yearOf } from './guard.ts';
import { settingsOf } from './settings.ts';

/**
 * GET /api/grades/classes: the classes a teacher teaches; with scope=homeroom every class of the rombel they
 * lead (the wali kelas reads them all); with scope=all every class of the school (office and principal).
 */
export async function listClasses({ ctx, input }: { ctx: SessionContext; input: { scope: 'mine' | 'all' | 'homeroom' } }) {
  requireGrades(ctx, 'grades.read');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx);
  const settings = await settingsOf(ctx.db, schoolId, year.id);
  const wide = SCHOOL_WIDE.includes(ctx.session.userTypeId);
  const all = wide && input.scope === 'all';
  const homeroom = await ctx.db
    .select({ sectionId: sections.id, sectionName: sections.name })
    .from(sections)
    .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, year.id), all ? undefined : eq(sections.homeroomTeacherId, ctx.session.userId)))
    .orderBy(asc(sections.name));
  const led = homeroom.map((h) => h.sectionId);
  const whose = all
    ? undefined
    : input.scope === 'homeroom'
      ? inArray(teachingAssignments.sectionId, led.length ? led : [0])
      : eq(teachingAssignments.userId, ctx.session.userId);
  const rows = await ctx.db
    .select({
      id: teachingAssignments.id,
      teacherId: teachingAssignments.userId,
      courseName: courses.name,
      sectionId: sections.id,
      sectionName: sections.name,
      grade: classes.grade,
      teacherName: users.fullName,
    })
    .from(teachingAssignments)
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .innerJoin(sections, eq(sections.id, teachingAssignments.sectionId))
    .innerJoin(classes, eq(classes.id, sections.classId))
    .innerJoin(users, eq(users.id, teachingAssignments.userId))
    .where(and(eq(teachingAssignments.schoolId, schoolId), eq(teachingAssignments.academicYearId, year.id), whose))
    .orderBy(asc(classes.grade), asc(sections.name), asc(courses.sortOrder), asc(courses.name));
  const sectionIds = [...new Set([...rows.map((r) => r.sectionId), ...homeroom.map((h) => h.sectionId)])];
  const [sizes, columns] = await Promise.all([
    sectionIds.length
      ? ctx.db
          .select({ sectionId: classMaps.sectionId, n: count() })
          .from(classMaps)
          .where(and(eq(classMaps.schoolId, schoolId), inArray(classMaps.sectionId, sectionIds)))
          .groupBy(classMaps.sectionId)
      : [],
    rows.length
      ? ctx.db
          .select({ id: gradeAssessments.teachingAssignmentId, n: count() })
          .from(gradeAssessments)
          .where(
            and(
              eq(gradeAssessments.schoolId, schoolId),
              eq(gradeAssessments.semester, settings.semester),
              inArray(
                gradeAssessments.teachingAssignmentId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .groupBy(gradeAssessments.teachingAssignmentId)
      : [],
  ]);
  const size = new Map(sizes.map((s) => [s.sectionId, Number(s.n)]));
  const cols = new Map(columns.map((c) => [c.id, Number(c.n)]));
  return {
    semester: settings.semester,
    yearLabel: year.description,
    classes: rows.map(({ teacherId, ...r }) => ({
      ...r,
      students: size.get(r.sectionId) ?? 0,
      assessments: cols.get(r.id) ?? 0,
      mine: teacherId === ctx.session.userId,
    })),
    homeroom: homeroom.map((h) => ({ ...h, students: size.get(h.sectionId) ?? 0 })),
    schoolWide: wide,
  };
}
