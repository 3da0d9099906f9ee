import { and, asc, eq, isNull, lte, ne } from 'drizzle-orm';
import { DEFAULT_KKM } from '../../../shared/exams/records/final-grade.ts';
import { examAttempts, examSchedules } from '../../db/schema/exams.ts';
import { classes, classMaps, courseSettings, sections, studentProfiles } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { requireManager, yearOf } from '../guard.ts';
import { kkmSettingOn } from '../records/roster.ts';
import { staffSchedule } from '../proctor/schedule-access.ts';

/** Finished schedules (window closed) of the year that a remedial can follow. */
export async function remedialParents({ ctx }: { ctx: SessionContext }) {
  requireManager(ctx);
  const data = await ctx.db
    .select({ id: examSchedules.id, title: examSchedules.title, startsAt: examSchedules.startsAt, endsAt: examSchedules.endsAt })
    .from(examSchedules)
    .where(
      and(
        eq(examSchedules.schoolId, ctx.session.schoolId),
        eq(examSchedules.academicYearId, yearOf(ctx)),
        isNull(examSchedules.deletedAt),
        ne(examSchedules.kind, 'remedial'),
        lte(examSchedules.endsAt, new Date()),
      ),
    )
    .orderBy(asc(examSchedules.title));
  return { data };
}

/**
 * The original's participants with their grade and KKM: the KKM of the schedule's course for the student's
 * class (sd_course_settings of that year), 75 when none is set; the reason a student is a candidate is a
 * grade below the KKM or not having finished the exam.
 */
export async function remedialCandidates({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireManager(ctx);
  const parent = await staffSchedule(ctx, input.id);
  const rows = await ctx.db
    .select({
      userId: examAttempts.userId,
      attemptId: examAttempts.id,
      name: users.fullName,
      nis: studentProfiles.nis,
      section: sections.name,
      className: classes.name,
      status: examAttempts.status,
      grade: examAttempts.grade,
      kkmSetting: courseSettings.kkm,
    })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, examAttempts.userId))
    .leftJoin(classMaps, and(eq(classMaps.userId, examAttempts.userId), eq(classMaps.academicYearId, parent.academicYearId)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .leftJoin(classes, eq(classes.id, sections.classId))
    .leftJoin(courseSettings, kkmSettingOn(parent.academicYearId, parent.courseId ?? -1))
    .where(eq(examAttempts.scheduleId, parent.id))
    .orderBy(asc(sections.name), asc(users.fullName));
  const students = rows.map(({ kkmSetting, ...r }) => {
    const kkm = kkmSetting ?? DEFAULT_KKM;
    const reason = r.status !== 'finished' ? ('absent' as const) : r.grade !== null && r.grade < kkm ? ('below_kkm' as const) : null;
    return { ...r, kkm, kkmSource: kkmSetting === null ? 'default' : 'course_settings', reason };
  });
  const kkms = [...new Map(students.map((s) => [s.className ?? '–', { className: s.className ?? '–', kkm: s.kkm, source: s.kkmSource }])).values()];
  return {
    parent: {
      id: parent.id,
      title: parent.title,
      courseId: parent.courseId,
      grade: parent.grade,
      startsAt: parent.startsAt,
      endsAt: parent.endsAt,
      durationMinutes: parent.durationMinutes,
      closed: parent.endsAt <= new Date(),
    },
    kkms,
    students,
  };
}
