/** /picket/users-data: per school day of a period, who was on duty, whether the log was kept, what it holds; per officer. */
import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import { dutyLogEntries, dutyLogs, dutyRosters } from '../../db/schema/school-life.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { forbidden, validationError } from '../../http/errors.ts';
import { schoolCalendar } from '../../attendance/calendar.ts';
import { schoolLifeAllows, WEEKDAY_LABELS, weekdayOf } from '../../../shared/classroom/school-life.ts';
import { schoolToday } from '../counseling/access.ts';

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function dutyRecap({ ctx, input }: { ctx: SessionContext; input: { from?: string; to?: string } }) {
  if (!schoolLifeAllows('duty.read', ctx.session.userTypeId)) throw forbidden('Rekap piket untuk guru dan staf sekolah.');
  const to = input.to ?? (await schoolToday(ctx));
  const from = input.from ?? addDays(to, -13);
  if (from > to) throw validationError({ from: ['Tanggal awal harus sebelum tanggal akhir.'] });
  if (Date.parse(to) - Date.parse(from) > 92 * 86_400_000) throw validationError({ to: ['Rentang paling panjang tiga bulan.'] });
  const { schoolId, academicYearId } = ctx.session;
  const [calendar, roster, logs, tallies] = await Promise.all([
    schoolCalendar(ctx.db, schoolId, academicYearId),
    ctx.db
      .select({ weekday: dutyRosters.weekday, id: users.id, name: users.fullName })
      .from(dutyRosters)
      .innerJoin(users, eq(users.id, dutyRosters.userId))
      .where(and(eq(dutyRosters.schoolId, schoolId), eq(dutyRosters.academicYearId, academicYearId ?? 0), eq(dutyRosters.kind, 'teacher')))
      .orderBy(asc(users.fullName)),
    ctx.db
      .select({ id: dutyLogs.id, date: dutyLogs.dutyDate, summary: dutyLogs.summary, by: dutyLogs.updatedBy })
      .from(dutyLogs)
      .where(and(eq(dutyLogs.schoolId, schoolId), gte(dutyLogs.dutyDate, from), lte(dutyLogs.dutyDate, to))),
    ctx.db
      .select({ date: dutyLogs.dutyDate, kind: dutyLogEntries.kind, by: dutyLogEntries.recordedBy, n: count() })
      .from(dutyLogEntries)
      .innerJoin(dutyLogs, eq(dutyLogs.id, dutyLogEntries.logId))
      .where(and(eq(dutyLogs.schoolId, schoolId), gte(dutyLogs.dutyDate, from), lte(dutyLogs.dutyDate, to)))
      .groupBy(dutyLogs.dutyDate, dutyLogEntries.kind, dutyLogEntries.recordedBy),
  ]);
  const days = [];
  const officers = new Map<number, { id: number; name: string; scheduled: number; filled: number; entries: number }>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!calendar.isSchoolDay(date)) continue;
    const on = roster.filter((r) => r.weekday === weekdayOf(date));
    const log = logs.find((l) => l.date === date);
    const of = (kind: string) => tallies.filter((t) => t.date === date && t.kind === kind).reduce((n, t) => n + t.n, 0);
    const filled = !!log && (!!log.summary || tallies.some((t) => t.date === date));
    days.push({
      date,
      weekdayLabel: WEEKDAY_LABELS[weekdayOf(date)],
      officers: on.map((o) => o.name),
      filled,
      late: of('late'),
      leave: of('leave'),
      teacherAbsent: of('teacher_absent'),
      incident: of('incident'),
    });
    for (const o of on) {
      const row = officers.get(o.id) ?? { id: o.id, name: o.name, scheduled: 0, filled: 0, entries: 0 };
      row.scheduled += 1;
      const wrote = tallies.filter((t) => t.date === date && t.by === o.id).reduce((n, t) => n + t.n, 0);
      row.entries += wrote;
      if (wrote > 0 || log?.by === o.id) row.filled += 1;
      officers.set(o.id, row);
    }
  }
  return { from, to, days, officers: [...officers.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}
