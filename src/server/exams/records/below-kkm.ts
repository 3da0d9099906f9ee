import { eq } from 'drizzle-orm';
import { shortfallOf } from '../../../shared/exams/records/final-grade.ts';
import { examFinalResults } from '../../db/schema/exam-records.ts';
import type { SessionContext } from '../../http/context.ts';
import { requireReader } from '../guard.ts';
import { staffSchedule } from '../proctor/schedule-access.ts';
import { rosterOf } from './roster.ts';

/**
 * "Belum Tuntas": the students of a schedule who did not reach their KKM or did not sit it, with the
 * shortfall, for planning a remedial. Once results are processed the final grade decides (a remedial that
 * brought a student to the KKM takes them off the list); before, the exam grade does.
 */
export async function listBelowKkm({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireReader(ctx);
  const schedule = await staffSchedule(ctx, input.id);
  const [roster, finals] = await Promise.all([
    rosterOf(ctx.db, schedule),
    ctx.db.select().from(examFinalResults).where(eq(examFinalResults.scheduleId, schedule.id)),
  ]);
  const finalOf = new Map(finals.map((f) => [f.userId, f]));
  const rows = roster.flatMap((r) => {
    const f = finalOf.get(r.userId);
    const grade = f ? f.finalGrade : r.sat ? (r.grade ?? 0) : null;
    const kkm = f ? f.kkm : r.kkm;
    const below = f ? !f.passed : grade === null || grade < kkm;
    if (!below) return [];
    return [
      {
        userId: r.userId,
        attemptId: r.attemptId,
        name: r.name,
        section: r.section,
        status: r.status,
        sat: r.sat,
        grade,
        kkm,
        kkmSet: r.kkmSet,
        shortfall: shortfallOf(grade, kkm),
      },
    ];
  });
  return {
    schedule: { id: schedule.id, title: schedule.title, kind: schedule.kind },
    participants: roster.length,
    basis: finals.length ? ('final' as const) : ('exam' as const),
    rows,
  };
}
