import { and, eq, type Column } from 'drizzle-orm';
import { DEFAULT_KKM } from '../../../shared/exams/records/final-grade.ts';
import type { Db } from '../../db/client.ts';
import { examAttempts, examSchedules } from '../../db/schema/exams.ts';
import { classMaps, courseSettings, sections } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';

type Schedule = typeof examSchedules.$inferSelect;

/**
 * Joins sd_course_settings for a student whose rombel (sections) is joined: the KKM of the course for the
 * rombel's class in that year. Used with a schedule's values or with its columns over many schedules.
 */
export const kkmSettingOn = (academicYearId: number | Column, courseId: number | Column) =>
  and(eq(courseSettings.academicYearId, academicYearId), eq(courseSettings.classId, sections.classId), eq(courseSettings.courseId, courseId));

/**
 * Every participant of a schedule with their attempt and their KKM: the course's setting for the student's
 * class in the schedule's year (sd_course_settings), or 75 when the school has not set one — `kkmSet` says
 * which, so the screens can show it. The rombel is the student's in the schedule's year, so an earlier year's
 * exam shows the class the student sat it in.
 */
export async function rosterOf(db: Db, schedule: Schedule) {
  const rows = await db
    .select({
      attemptId: examAttempts.id,
      userId: examAttempts.userId,
      name: users.fullName,
      sectionId: sections.id,
      section: sections.name,
      status: examAttempts.status,
      startedAt: examAttempts.startedAt,
      finishedAt: examAttempts.finishedAt,
      finishReason: examAttempts.finishReason,
      leaveCount: examAttempts.leaveCount,
      score: examAttempts.score,
      maxScore: examAttempts.maxScore,
      grade: examAttempts.grade,
      pendingEssays: examAttempts.pendingEssays,
      kkmSetting: courseSettings.kkm,
    })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .leftJoin(classMaps, and(eq(classMaps.userId, examAttempts.userId), eq(classMaps.academicYearId, schedule.academicYearId)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .leftJoin(courseSettings, kkmSettingOn(schedule.academicYearId, schedule.courseId ?? -1))
    .where(eq(examAttempts.scheduleId, schedule.id))
    .orderBy(sections.name, users.fullName);
  return rows.map(({ kkmSetting, ...r }) => ({
    ...r,
    /** The grade counts only once the student finished. */
    sat: r.status === 'finished',
    kkm: kkmSetting ?? DEFAULT_KKM,
    kkmSet: kkmSetting !== null,
  }));
}

export type RosterRow = Awaited<ReturnType<typeof rosterOf>>[number];
