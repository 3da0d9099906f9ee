import { and, asc, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { examAttempts, examScheduleSections, examSchedules } from '../db/schema/exams.ts';
import { classes, classMaps, courses, sections, teachingAssignments } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';

const UPCOMING_LIMIT = 5;

/** The student's rombel of the session's year, with its homeroom teacher and its courses and teachers. */
export async function studentClasses({ db, session }: SessionContext) {
  if (session.academicYearId === null) return [];
  const homeroom = alias(users, 'homeroom');
  const placements = await db
    .select({
      sd_section_id: sections.id,
      section_name: sections.name,
      class_name: classes.name,
      grade: classes.grade,
      major: sections.major,
      homeroom_teacher: homeroom.fullName,
    })
    .from(classMaps)
    .innerJoin(sections, eq(sections.id, classMaps.sectionId))
    .innerJoin(classes, eq(classes.id, sections.classId))
    .leftJoin(homeroom, eq(homeroom.id, sections.homeroomTeacherId))
    .where(and(eq(classMaps.schoolId, session.schoolId), eq(classMaps.academicYearId, session.academicYearId), eq(classMaps.userId, session.userId)));
  if (placements.length === 0) return [];
  const taught = await db
    .select({ sectionId: teachingAssignments.sectionId, course_name: courses.name, teacher_name: users.fullName })
    .from(teachingAssignments)
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .innerJoin(users, eq(users.id, teachingAssignments.userId))
    .where(
      inArray(
        teachingAssignments.sectionId,
        placements.map((p) => p.sd_section_id),
      ),
    )
    .orderBy(asc(courses.sortOrder), asc(courses.name));
  return placements.map(({ sd_section_id, ...placement }) => ({
    ...placement,
    courses: taught.filter((t) => t.sectionId === sd_section_id).map(({ course_name, teacher_name }) => ({ course_name, teacher_name })),
  }));
}

/** Exams of the student's rombel that have not ended and that the student has not finished, soonest first. */
export async function upcomingExams({ db, session }: SessionContext) {
  if (session.academicYearId === null) return [];
  const rows = await db
    .selectDistinct({
      id: examSchedules.id,
      title: examSchedules.title,
      kind: examSchedules.kind,
      course_name: courses.name,
      starts_at: examSchedules.startsAt,
      ends_at: examSchedules.endsAt,
      duration_minutes: examSchedules.durationMinutes,
      status: examAttempts.status,
    })
    .from(examSchedules)
    .innerJoin(examScheduleSections, eq(examScheduleSections.scheduleId, examSchedules.id))
    .innerJoin(
      classMaps,
      and(eq(classMaps.sectionId, examScheduleSections.sectionId), eq(classMaps.userId, session.userId), eq(classMaps.academicYearId, session.academicYearId)),
    )
    .leftJoin(courses, eq(courses.id, examSchedules.courseId))
    .leftJoin(examAttempts, and(eq(examAttempts.scheduleId, examSchedules.id), eq(examAttempts.userId, session.userId)))
    .where(
      and(
        eq(examSchedules.schoolId, session.schoolId),
        eq(examSchedules.academicYearId, session.academicYearId),
        isNull(examSchedules.deletedAt),
        gt(examSchedules.endsAt, new Date()),
        or(isNull(examAttempts.status), ne(examAttempts.status, 'finished')),
      ),
    )
    .orderBy(asc(examSchedules.startsAt))
    .limit(UPCOMING_LIMIT);
  return rows.map(({ id: _id, status, ...exam }) => ({ ...exam, status: status ?? 'not_started' }));
}
