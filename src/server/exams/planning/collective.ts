import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CollectiveInput } from '../../../shared/exams/planning/schemas.ts';
import { SCHEDULE_KIND_LABELS } from '../../../shared/exams/access.ts';
import { examSessionTimes } from '../../db/schema/exam-rooms.ts';
import { examQuestions } from '../../db/schema/exams.ts';
import { classes, courses, sections } from '../../db/schema/master.ts';
import { schoolTimeZone } from '../../school/time-zone.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { requireManager, yearOf } from '../guard.ts';
import { participantsOf } from '../participants.ts';
import { paperOf } from '../schedules/draw-paper.ts';
import { newToken } from '../schedules/token.ts';
import { insertSchedule, type NewSchedule } from './insert-schedule.ts';
import type { collectivePreviewSchema } from '../../../shared/api/exams/planning.ts';
import type { z } from 'zod';

type Planned = { values: NewSchedule; sectionIds: number[]; questionIds: number[]; preview: z.input<typeof collectivePreviewSchema> };

/**
 * "Jadwal Kolektif": a whole PTS/PAS timetable at once. Every row is checked first and every problem is
 * reported as "Baris n: …"; only when all rows are sound are the schedules written, in one transaction.
 * dryRun answers the same checks and the preview without writing.
 */
export async function createCollective({ ctx, input }: { ctx: SessionContext; input: CollectiveInput }) {
  requireManager(ctx);
  const schoolId = ctx.session.schoolId;
  const academicYearId = yearOf(ctx);
  const timeZone = await schoolTimeZone(ctx.db, ctx.session.schoolId);
  const [courseRows, sectionRows, sessionRows] = await Promise.all([
    ctx.db.select({ id: courses.id, name: courses.name }).from(courses).where(eq(courses.schoolId, schoolId)),
    ctx.db
      .select({ id: sections.id, name: sections.name, grade: classes.grade })
      .from(sections)
      .innerJoin(classes, eq(classes.id, sections.classId))
      .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, academicYearId)))
      .orderBy(asc(sections.name)),
    ctx.db
      .select()
      .from(examSessionTimes)
      .where(and(eq(examSessionTimes.schoolId, schoolId), eq(examSessionTimes.academicYearId, academicYearId))),
  ]);
  const errors: Record<string, string[]> = {};
  const planned: Planned[] = [];
  for (const [i, row] of input.rows.entries()) {
    const fail = (message: string) => (errors[`rows.${i}`] ??= []).push(`Baris ${i + 1}: ${message}`);
    const course = courseRows.find((c) => c.id === row.courseId);
    if (!course) fail('mata pelajaran tidak ditemukan.');
    const chosen = row.sectionIds.length ? sectionRows.filter((s) => row.sectionIds.includes(s.id)) : sectionRows.filter((s) => s.grade === row.grade);
    if (row.sectionIds.length && chosen.length !== new Set(row.sectionIds).size) fail('ada rombel yang tidak ditemukan di tahun ajaran ini.');
    else if (chosen.some((s) => s.grade !== row.grade)) fail(`rombel ${chosen.find((s) => s.grade !== row.grade)!.name} bukan tingkat ${row.grade}.`);
    else if (!chosen.length) fail(`belum ada rombel tingkat ${row.grade} di tahun ajaran ini.`);
    const session = row.sessionTimeId ? sessionRows.find((s) => s.id === row.sessionTimeId) : undefined;
    if (row.sessionTimeId && !session) fail('sesi ujian tidak ditemukan.');
    const start = session?.startsAt.slice(0, 5) ?? row.startTime;
    const end = session?.endsAt.slice(0, 5) ?? row.endTime;
    if (!course || !start || !end || errors[`rows.${i}`]) continue;
    const questionIds = await paperFor(ctx, row, course.name).catch((e: unknown) => {
      fail(e instanceof AppError ? (Object.values(e.fieldErrors ?? {})[0]?.[0] ?? e.message) : String(e));
      return null;
    });
    if (!questionIds) continue;
    const times = await ctx.db.execute<{ starts_at: string | Date; ends_at: string | Date }>(
      sql`select (${row.date}::date + ${start}::time) at time zone ${timeZone} as starts_at, (${row.date}::date + ${end}::time) at time zone ${timeZone} as ends_at`,
    );
    const { starts_at: startsAt, ends_at: endsAt } = times.rows[0];
    const window = { startsAt: new Date(startsAt), endsAt: new Date(endsAt) };
    if ((window.endsAt.getTime() - window.startsAt.getTime()) / 60_000 < row.durationMinutes)
      fail(`durasi ${row.durationMinutes} menit lebih panjang dari waktu ${start}–${end}.`);
    const sectionIds = chosen.map((s) => s.id);
    const title = `${input.titlePrefix} ${course.name} ${row.sectionIds.length ? chosen.map((s) => s.name).join(', ') : `Kelas ${row.grade}`}`.slice(0, 200);
    planned.push({
      sectionIds,
      questionIds,
      values: {
        academicYearId,
        kind: input.kind,
        title,
        courseId: course.id,
        grade: row.grade,
        ...window,
        durationMinutes: row.durationMinutes,
        token: input.withToken ? newToken() : null,
        shuffleQuestions: input.shuffleQuestions,
        shuffleOptions: input.shuffleOptions,
        resultVisibility: input.resultVisibility,
        session: session?.name ?? null,
        selection: row.paper.mode === 'all' ? { mode: 'fixed', questionIds } : row.paper,
      },
      preview: {
        row: i + 1,
        title,
        kind: SCHEDULE_KIND_LABELS[input.kind],
        courseName: course.name,
        sections: chosen.map((s) => s.name),
        ...window,
        session: session?.name ?? null,
        durationMinutes: row.durationMinutes,
        questions: questionIds.length,
        participants: (await participantsOf(ctx.db, schoolId, academicYearId, sectionIds)).length,
      },
    });
  }
  if (Object.keys(errors).length) throw validationError(errors, `${Object.keys(errors).length} baris belum benar; belum ada jadwal yang dibuat.`);
  if (input.dryRun) return { preview: planned.map((p) => p.preview), created: [] };
  const created = await ctx.db.transaction(async (tx) => {
    const out = [];
    for (const p of planned) out.push({ ...(await insertSchedule(tx, ctx, p.values, p.sectionIds, p.questionIds)), title: p.values.title });
    return out;
  });
  return { preview: planned.map((p) => p.preview), created, message: `${created.length} jadwal ujian dibuat.` };
}

/** All of the bank's questions for the course and grade, or a draw by type and count. */
async function paperFor(ctx: SessionContext, row: CollectiveInput['rows'][number], courseName: string): Promise<number[]> {
  if (row.paper.mode === 'draw') return paperOf(ctx.db, ctx.session.schoolId, row.paper, { courseId: row.courseId, grade: row.grade });
  const found = await ctx.db
    .select({ id: examQuestions.id })
    .from(examQuestions)
    .where(
      and(
        eq(examQuestions.schoolId, ctx.session.schoolId),
        isNull(examQuestions.deletedAt),
        eq(examQuestions.courseId, row.courseId),
        eq(examQuestions.grade, row.grade),
      ),
    )
    .orderBy(asc(examQuestions.stimulusId), asc(examQuestions.position), asc(examQuestions.id));
  if (!found.length) throw validationError({ paper: [`bank soal ${courseName} tingkat ${row.grade} belum punya soal.`] });
  return found.map((q) => q.id);
}
