import { eq, sql } from 'drizzle-orm';
import { finalGradeOf } from '../../../shared/exams/records/final-grade.ts';
import { examFinalResults } from '../../db/schema/exam-records.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { auditExam } from '../audit.ts';
import { requireManager } from '../guard.ts';
import { ownSchedule } from '../proctor/schedule-access.ts';
import { remedialAttemptsOf, type RemedialAttempt } from './remedial-attempts.ts';
import { rosterOf } from './roster.ts';

/**
 * "Proses Nilai": the final result of every participant of a schedule, in one transaction; processing again
 * replaces the earlier result. The original grade counts as it is; the best finished remedial counts up to the
 * KKM (src/shared/exams/records/final-grade.ts). Essays still waiting for a score would make a grade wrong, so
 * they stop the processing with how many there are.
 */
export async function processFinalResults({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireManager(ctx);
  const schedule = await ownSchedule(ctx, input.id);
  if (schedule.kind === 'remedial') throw new AppError('conflict', 'Nilai akhir diolah pada jadwal asalnya, bukan pada jadwal remedial.');
  const [roster, remedials] = await Promise.all([rosterOf(ctx.db, schedule), remedialAttemptsOf(ctx.db, ctx.session.schoolId, schedule.id)]);
  const working = roster.filter((r) => r.status === 'working').length + remedials.filter((r) => r.status === 'working').length;
  if (working) throw new AppError('conflict', `${working} siswa masih mengerjakan ujian atau remedialnya. Proses nilai setelah semua selesai.`);
  const pending = [...roster.filter((r) => r.sat), ...remedials.filter((r) => r.status === 'finished')].reduce((n, r) => n + r.pendingEssays, 0);
  if (pending) {
    throw new AppError(
      'conflict',
      `Masih ada ${pending} jawaban uraian yang belum dinilai. Nilai dulu semua uraian (ujian dan remedialnya), lalu proses lagi.`,
    );
  }
  const byStudent = new Map<number, RemedialAttempt[]>();
  for (const r of remedials) if (r.status === 'finished' && r.grade !== null) byStudent.set(r.userId, [...(byStudent.get(r.userId) ?? []), r]);
  const rows = roster.map((r) => {
    const own = byStudent.get(r.userId) ?? [];
    const best = own.reduce<RemedialAttempt | null>((b, a) => (b === null || (a.grade ?? 0) > (b.grade ?? 0) ? a : b), null);
    const result = finalGradeOf(
      r.sat ? (r.grade ?? 0) : null,
      own.map((a) => a.grade ?? 0),
      r.kkm,
    );
    return {
      schoolId: ctx.session.schoolId,
      scheduleId: schedule.id,
      userId: r.userId,
      attemptId: r.sat ? r.attemptId : null,
      remedialAttemptId: best?.attemptId ?? null,
      ...result,
      kkm: r.kkm,
      processedBy: ctx.session.userId,
    };
  });
  const passed = rows.filter((r) => r.passed).length;
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rows: sql<number>`count(*)::int`, processedAt: sql<string | null>`max(${examFinalResults.processedAt})` })
      .from(examFinalResults)
      .where(eq(examFinalResults.scheduleId, schedule.id));
    await tx.delete(examFinalResults).where(eq(examFinalResults.scheduleId, schedule.id));
    if (rows.length) await tx.insert(examFinalResults).values(rows);
    await auditExam(tx, ctx, 'exam_final_results', schedule.id, 'process', before, { rows: rows.length, passed, remedials: remedials.length });
  });
  return { processed: rows.length, passed, message: `Nilai akhir ${rows.length} siswa diproses: ${passed} tuntas, ${rows.length - passed} belum tuntas.` };
}
