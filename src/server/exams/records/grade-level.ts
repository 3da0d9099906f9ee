import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { gradeStats, type GradedStudent } from '../../../shared/exams/records/grade-stats.ts';
import { examSchedules } from '../../db/schema/exams.ts';
import type { SessionContext } from '../../http/context.ts';
import { requireReader, yearOf } from '../guard.ts';
import { rosterOf } from './roster.ts';

import { gradeLevelInput } from '../../../shared/exams/records/inputs.ts';

export { gradeLevelInput } from '../../../shared/exams/records/inputs.ts';

/**
 * Results of one grade level (all its rombel) in the session's year: the schedules of that grade, narrowed by
 * kind, course or one schedule, and per rombel the participants, who sat, average, lowest, highest, pass rate
 * against each student's KKM and the spread in bands of ten. Every attempt counts once, so a set of schedules
 * (a PAS week) compares rombel over all its papers.
 */
export async function gradeLevelResults({ ctx, input }: { ctx: SessionContext; input: z.output<typeof gradeLevelInput> }) {
  requireReader(ctx);
  const where = [
    eq(examSchedules.schoolId, ctx.session.schoolId),
    eq(examSchedules.academicYearId, yearOf(ctx)),
    eq(examSchedules.grade, input.grade),
    isNull(examSchedules.deletedAt),
  ];
  if (input.kind) where.push(eq(examSchedules.kind, input.kind));
  if (input.courseId) where.push(eq(examSchedules.courseId, input.courseId));
  const schedules = await ctx.db
    .select()
    .from(examSchedules)
    .where(and(...where))
    .orderBy(asc(examSchedules.startsAt), asc(examSchedules.id));
  const chosen = input.scheduleId ? schedules.filter((s) => s.id === input.scheduleId) : schedules;
  const rosters = await Promise.all(chosen.map((s) => rosterOf(ctx.db, s)));
  const groups = new Map<string, { sectionId: number | null; section: string; students: GradedStudent[] }>();
  for (const r of rosters.flat()) {
    const key = String(r.sectionId ?? 0);
    const g = groups.get(key) ?? { sectionId: r.sectionId, section: r.section ?? 'Tanpa rombel', students: [] };
    g.students.push({ grade: r.sat ? (r.grade ?? 0) : null, kkm: r.kkm });
    groups.set(key, g);
  }
  const sections = [...groups.values()]
    .sort((a, b) => a.section.localeCompare(b.section, 'id'))
    .map((g) => ({ sectionId: g.sectionId, section: g.section, ...gradeStats(g.students) }));
  return {
    schedules: schedules.map((s) => ({ id: s.id, title: s.title, kind: s.kind, startsAt: s.startsAt })),
    chosen: chosen.map((s) => s.id),
    sections,
    overall: gradeStats([...groups.values()].flatMap((g) => g.students)),
  };
}
