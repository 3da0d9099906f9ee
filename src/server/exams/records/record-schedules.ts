import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_KKM } from '../../../shared/exams/records/final-grade.ts';
import { examAttemptHistory, examFinalResults } from '../../db/schema/exam-records.ts';
import { examAttempts, examSchedules } from '../../db/schema/exams.ts';
import { classMaps, courseSettings, courses, sections } from '../../db/schema/master.ts';
import { academicYears } from '../../db/schema/schools.ts';
import type { SessionContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { requireReader } from '../guard.ts';
import { kkmSettingOn } from './roster.ts';

import { recordSchedulesInput } from '../../../shared/exams/records/inputs.ts';

export { recordSchedulesInput } from '../../../shared/exams/records/inputs.ts';

/** The school's academic years, oldest first, and the one to show. Another school's year is "not found". */
async function chooseYear(ctx: SessionContext, input: z.output<typeof recordSchedulesInput>) {
  const years = await ctx.db
    .select({ id: academicYears.id, description: academicYears.description, isCurrent: academicYears.isCurrent })
    .from(academicYears)
    .where(eq(academicYears.schoolId, ctx.session.schoolId))
    .orderBy(asc(academicYears.startDate));
  if (input.yearId) {
    if (!years.some((y) => y.id === input.yearId)) throw notFound('Tahun ajaran tidak ditemukan.');
    return { years, yearId: input.yearId };
  }
  const here = years.findIndex((y) => y.id === ctx.session.academicYearId);
  const at = here < 0 ? years.findIndex((y) => y.isCurrent) : here;
  const index = input.start === 'previous' && at > 0 ? at - 1 : Math.max(0, at);
  return { years, yearId: years[index]?.id ?? null };
}

/**
 * The schedules of one academic year for the record screens (history, final results, below KKM), with what
 * each needs: participants and finishers, archived attempts, when results were processed, and how many
 * students are not complete ("belum tuntas": below their KKM — the final grade once processed — or absent).
 */
export async function listRecordSchedules({ ctx, input }: { ctx: SessionContext; input: z.output<typeof recordSchedulesInput> }) {
  requireReader(ctx);
  const { years, yearId } = await chooseYear(ctx, input);
  if (yearId === null) return { years, yearId, data: [] };
  const where = [eq(examSchedules.schoolId, ctx.session.schoolId), eq(examSchedules.academicYearId, yearId), isNull(examSchedules.deletedAt)];
  if (input.kinds.length) where.push(inArray(examSchedules.kind, input.kinds));
  const kkm = sql`coalesce(${courseSettings.kkm}, ${DEFAULT_KKM})`;
  const counts = ctx.db
    .select({
      scheduleId: examAttempts.scheduleId,
      participants: sql<number>`count(*)::int`.as('participants'),
      finished: sql<number>`count(*) filter (where ${examAttempts.status} = 'finished')::int`.as('finished'),
      pendingEssays: sql<number>`coalesce(sum(${examAttempts.pendingEssays}) filter (where ${examAttempts.status} = 'finished'), 0)::int`.as('pending_essays'),
      below: sql<number>`count(*) filter (where case when ${examFinalResults.id} is not null then not ${examFinalResults.passed}
        else ${examAttempts.status} <> 'finished' or coalesce(${examAttempts.grade}, 0) < ${kkm} end)::int`.as('below'),
      processed: sql<number>`count(${examFinalResults.id})::int`.as('processed'),
      processedAt: sql<Date | null>`max(${examFinalResults.processedAt})`.as('processed_at'),
    })
    .from(examAttempts)
    .innerJoin(examSchedules, eq(examSchedules.id, examAttempts.scheduleId))
    .leftJoin(classMaps, and(eq(classMaps.userId, examAttempts.userId), eq(classMaps.academicYearId, examSchedules.academicYearId)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .leftJoin(courseSettings, kkmSettingOn(examSchedules.academicYearId, examSchedules.courseId))
    .leftJoin(examFinalResults, and(eq(examFinalResults.scheduleId, examAttempts.scheduleId), eq(examFinalResults.userId, examAttempts.userId)))
    .where(and(eq(examAttempts.schoolId, ctx.session.schoolId), eq(examSchedules.academicYearId, yearId)))
    .groupBy(examAttempts.scheduleId)
    .as('counts');
  const archived = ctx.db
    .select({ scheduleId: examAttemptHistory.scheduleId, archived: sql<number>`count(*)::int`.as('archived') })
    .from(examAttemptHistory)
    .where(eq(examAttemptHistory.schoolId, ctx.session.schoolId))
    .groupBy(examAttemptHistory.scheduleId)
    .as('archived');
  const data = await ctx.db
    .select({
      id: examSchedules.id,
      kind: examSchedules.kind,
      title: examSchedules.title,
      courseName: courses.name,
      grade: examSchedules.grade,
      startsAt: examSchedules.startsAt,
      endsAt: examSchedules.endsAt,
      parentId: examSchedules.parentId,
      participants: sql<number>`coalesce(${counts.participants}, 0)`,
      finished: sql<number>`coalesce(${counts.finished}, 0)`,
      pendingEssays: sql<number>`coalesce(${counts.pendingEssays}, 0)`,
      below: sql<number>`coalesce(${counts.below}, 0)`,
      processed: sql<number>`coalesce(${counts.processed}, 0)`,
      processedAt: counts.processedAt,
      archived: sql<number>`coalesce(${archived.archived}, 0)`,
    })
    .from(examSchedules)
    .leftJoin(courses, eq(courses.id, examSchedules.courseId))
    .leftJoin(counts, eq(counts.scheduleId, examSchedules.id))
    .leftJoin(archived, eq(archived.scheduleId, examSchedules.id))
    .where(and(...where))
    .orderBy(desc(examSchedules.startsAt), asc(examSchedules.id));
  // A max() over a subquery arrives as the driver's text; the wire carries ISO moments.
  return { years, yearId, data: data.map((r) => ({ ...r, processedAt: r.processedAt ? new Date(r.processedAt) : null })) };
}
