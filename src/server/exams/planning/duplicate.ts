import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { DuplicateInput } from '../../../shared/exams/planning/schemas.ts';
import { academicYears } from '../../db/schema/schools.ts';
import { examScheduleQuestions, examScheduleSections, examSchedules } from '../../db/schema/exams.ts';
import type { SessionContext } from '../../http/context.ts';
import { validationError } from '../../http/errors.ts';
import { requireManager, yearOf } from '../guard.ts';
import { checkSections } from '../participants.ts';
import { staffSchedule } from '../proctor/schedule-access.ts';
import { newToken } from '../schedules/token.ts';
import { insertSchedule } from './insert-schedule.ts';

/** Schedules of this and earlier years that can be copied (remedials follow one exam, so they are not). */
export async function duplicateSources({ ctx }: { ctx: SessionContext }) {
  requireManager(ctx);
  const data = await ctx.db
    .select({
      id: examSchedules.id,
      title: examSchedules.title,
      kind: examSchedules.kind,
      startsAt: examSchedules.startsAt,
      year: academicYears.description,
      academicYearId: examSchedules.academicYearId,
    })
    .from(examSchedules)
    .innerJoin(academicYears, eq(academicYears.id, examSchedules.academicYearId))
    .where(and(eq(examSchedules.schoolId, ctx.session.schoolId), isNull(examSchedules.deletedAt), ne(examSchedules.kind, 'remedial')))
    .orderBy(desc(examSchedules.startsAt), asc(examSchedules.id))
    .limit(500);
  return { data, currentYearId: yearOf(ctx) };
}

/**
 * A copy of a schedule in the session's year: the same paper (question ids, in order) and settings, a new
 * title, window and token, its own rombel (the source's when it is in this year). One transaction.
 */
export async function duplicateSchedule({ ctx, input }: { ctx: SessionContext; input: DuplicateInput }) {
  requireManager(ctx);
  const academicYearId = yearOf(ctx);
  const source = await staffSchedule(ctx, input.sourceId).catch(() => {
    throw validationError({ sourceId: ['Jadwal asal tidak ditemukan.'] });
  });
  if (source.kind === 'remedial') throw validationError({ sourceId: ['Jadwal remedial tidak dapat diduplikasi; buat remedial baru.'] });
  let sectionIds = input.sectionIds;
  if (!sectionIds.length && source.academicYearId === academicYearId) {
    sectionIds = (
      await ctx.db.select({ id: examScheduleSections.sectionId }).from(examScheduleSections).where(eq(examScheduleSections.scheduleId, source.id))
    ).map((s) => s.id);
  }
  if (!sectionIds.length) throw validationError({ sectionIds: ['Pilih rombel tahun ajaran ini: jadwal asal dari tahun ajaran lain.'] });
  await checkSections(ctx.db, ctx.session.schoolId, academicYearId, sectionIds);
  const questionIds = (
    await ctx.db
      .select({ id: examScheduleQuestions.questionId })
      .from(examScheduleQuestions)
      .where(eq(examScheduleQuestions.scheduleId, source.id))
      .orderBy(asc(examScheduleQuestions.position))
  ).map((q) => q.id);
  if (!questionIds.length) throw validationError({ sourceId: ['Jadwal asal tidak memiliki soal.'] });
  const { id: _id, schoolId: _s, createdBy: _c, createdAt: _ca, updatedAt: _u, deletedAt: _d, ...settings } = source;
  const values = {
    ...settings,
    academicYearId,
    title: input.title,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    token: source.token ? newToken() : null,
    parentId: null,
    selection: { mode: 'fixed', questionIds },
  };
  const result = await ctx.db.transaction((tx) => insertSchedule(tx, ctx, values, sectionIds, questionIds));
  return { ...result, token: values.token, message: 'Jadwal hasil duplikasi tersimpan.' };
}
