import { sql } from 'drizzle-orm';
import { anyOf, arrayParam, col } from '../db/sql-arrays.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { cards, staffDays, studentDays, taps } from '../db/schema/attendance.ts';
import { classMaps, staffProfiles, studentProfiles } from '../db/schema/master.ts';
import { fromZonedInput } from '../../shared/time/school-time.ts';
import { isSchoolDay, weekday } from '../../shared/attendance/school-days.ts';
import { shiftsOf } from './rules.ts';
import { intakeContext, type IntakeContext } from './intake-context.ts';
import { scheduleNotices, schoolToday } from './notices.ts';
import type { Punch } from './attlog.ts';

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Who each PIN is: a student's NIS, a staff member's NIP or NUPTK, or a registered card number (whose holder is a
 * student when they have a student profile). One query: inside the intake's transaction every round trip counts.
 * A NIS wins over a staff number, and a card number over both, as before.
 */
async function resolvePins(db: Db | Tx, schoolId: number, pins: string[]) {
  const who = new Map<string, { userId: number; kind: 'student' | 'staff' }>();
  if (!pins.length) return who;
  // The PINs go as one array parameter: a list of 50 placeholders, written four times, cost more to build than to run.
  const rows = await db.execute<{ pin: string; user_id: number; kind: 'student' | 'staff'; rank: number }>(sql`
    select ${staffProfiles.nip} as pin, ${staffProfiles.userId} as user_id, 'staff' as kind, 1 as rank from ${staffProfiles} where ${staffProfiles.schoolId} = ${schoolId} and ${anyOf(staffProfiles.nip, pins, 'text')}
    union all
    select ${staffProfiles.nuptk}, ${staffProfiles.userId}, 'staff', 1 from ${staffProfiles} where ${staffProfiles.schoolId} = ${schoolId} and ${anyOf(staffProfiles.nuptk, pins, 'text')}
    union all
    select ${studentProfiles.nis}, ${studentProfiles.userId}, 'student', 2 from ${studentProfiles} where ${studentProfiles.schoolId} = ${schoolId} and ${anyOf(studentProfiles.nis, pins, 'text')}
    union all
    select ${cards.cardNumber}, ${cards.userId}, case when exists (select 1 from ${studentProfiles} where ${studentProfiles.userId} = ${cards.userId}) then 'student' else 'staff' end, 3
      from ${cards} where ${cards.schoolId} = ${schoolId} and ${anyOf(cards.cardNumber, pins, 'text')}`);
  for (const r of [...rows.rows].sort((a, b) => Number(a.rank) - Number(b.rank))) who.set(r.pin, { userId: Number(r.user_id), kind: r.kind });
  return who;
}

/**
 * The one intake for every device (ADMS push, RFID reader, QR): stores each raw tap once (a re-sent tap hits
 * the unique key and adds nothing), then turns the new ones into daily statuses by the rules: a student's first
 * tap of a school day makes them Hadir (late after the school's time) unless the homeroom teacher already set
 * the day; a staff member's first and last taps are their check-in and check-out. Returns how many were new.
 * Given a transaction (the QR gate's claim and tap), it runs inside it as a savepoint.
 */
export async function recordTaps(
  db: Db | Tx,
  school: { id: number; timeZone: string },
  deviceId: number | null,
  punches: readonly Punch[],
  context?: IntakeContext,
): Promise<number> {
  if (!punches.length) return 0;
  const schoolId = school.id;
  // A caller already inside a transaction (the QR gate) reads the context before opening it, and passes it.
  const rules = context ?? (await intakeContext(db, schoolId));
  return db.transaction(async (tx) => {
    const who = await resolvePins(tx, schoolId, [...new Set(punches.filter((p) => !p.userId).map((p) => p.pin))]);
    for (const p of punches) if (p.userId && p.kind) who.set(p.pin, { userId: p.userId, kind: p.kind });
    const rows = punches.map((p) => ({
      pin: p.pin,
      userId: who.get(p.pin)?.userId ?? null,
      punchedAt: fromZonedInput(p.local, school.timeZone),
      method: p.method,
      punch: p.punch,
      local: p.local,
    }));
    // One statement with an array parameter per column: drizzle's multi-row insert builds 400 placeholders for a
    // batch of 50, which took more CPU than the database's work (issue 13's gate at 06:30).
    const fresh = await tx.execute<{ pin: string; at_ms: number; user_id: number | null; punch: number }>(sql`
      insert into ${taps} (${col(taps.schoolId)}, ${col(taps.deviceId)}, ${col(taps.pin)}, ${col(taps.userId)}, ${col(taps.punchedAt)}, ${col(taps.method)}, ${col(taps.punch)})
      select ${schoolId}::int, ${deviceId}::int, t.pin, t.user_id, t.at, t.method, t.punch
        from unnest(${arrayParam(rows.map((r) => r.pin))}::text[], ${arrayParam(rows.map((r) => r.userId))}::int[], ${arrayParam(rows.map((r) => r.punchedAt))}::timestamptz[],
                    ${arrayParam(rows.map((r) => r.method))}::text[], ${arrayParam(rows.map((r) => r.punch))}::smallint[]) as t(pin, user_id, at, method, punch)
      on conflict do nothing
      returning ${col(taps.pin)} as pin, round(extract(epoch from ${col(taps.punchedAt)}) * 1000)::float8 as at_ms, ${col(taps.userId)} as user_id, ${col(taps.punch)} as punch`);
    if (!fresh.rows.length) return 0;
    const localOf = new Map(rows.map((r) => [`${r.pin}|${Date.parse(r.punchedAt)}`, r.local]));
    const known = fresh.rows
      .filter((f) => f.user_id)
      .map((f) => ({
        userId: Number(f.user_id),
        punchedAt: new Date(Number(f.at_ms)),
        punch: Number(f.punch),
        local: localOf.get(`${f.pin}|${Number(f.at_ms)}`)!,
        kind: who.get(f.pin)!.kind,
      }));
    if (known.length) await applyRules(tx, schoolId, known, rules);
    // A student's tap today starts the day's notice run (late arrivals, and Alpa for those who never came).
    const today = schoolToday(school.timeZone);
    if (known.some((k) => k.kind === 'student' && k.local.startsWith(today))) await scheduleNotices(tx, schoolId, today);
    return fresh.rows.length;
  });
}

type KnownTap = { userId: number | null; punchedAt: Date; punch: number; local: string; kind: 'student' | 'staff' };

async function applyRules(tx: Tx, schoolId: number, known: KnownTap[], { hours, yearId, week, rules }: IntakeContext) {
  const rule = (audience: string) => hours.find((h) => h.audience === audience) ?? { lateAfter: '07:00', checkOutFrom: '14:00' };
  // Minutes past the hour, or 0 within the school's tolerance (the minutes still count from the hour when beyond it).
  const late = (local: string, after: string) => {
    const m = Math.max(0, minutes(local.slice(11, 16)) - minutes(after));
    return m > rules.lateToleranceMinutes ? m : 0;
  };
  const early = (local: string, from: string) => {
    const m = Math.max(0, minutes(from) - minutes(local.slice(11, 16)));
    return m > rules.earlyLeaveToleranceMinutes ? m : 0;
  };
  const students = known.filter((k) => k.kind === 'student' && isSchoolDay(k.local.slice(0, 10), week));
  if (students.length && yearId) {
    const values = students.map((s) => ({
      studentId: s.userId!,
      date: s.local.slice(0, 10),
      checkInAt: s.punchedAt.toISOString(),
      lateMinutes: late(s.local, rule('student').lateAfter),
    }));
    // One row per student and day (a statement may touch a row once): the earliest tap of the day.
    const firsts = [
      ...new Map(
        values.sort((a, b) => (a.checkInAt < b.checkInAt ? 1 : a.checkInAt > b.checkInAt ? -1 : 0)).map((v) => [`${v.studentId}|${v.date}`, v]),
      ).values(),
    ];
    // The student's rombel of the current year comes from the join (a student in none gets no day). The earliest
    // tap of the day wins; a status the teacher set stays. Written out with array parameters, as the taps are.
    await tx.execute(sql`
      insert into ${studentDays} (${col(studentDays.schoolId)}, ${col(studentDays.sectionId)}, ${col(studentDays.studentId)}, ${col(studentDays.date)},
                                  ${col(studentDays.status)}, ${col(studentDays.source)}, ${col(studentDays.checkInAt)}, ${col(studentDays.lateMinutes)}, ${col(studentDays.revision)})
      select ${schoolId}::int, m.${col(classMaps.sectionId)}, t.student, t.day, 'H', 'device', t.at, t.late, 0
        from unnest(${arrayParam(firsts.map((f) => f.studentId))}::int[], ${arrayParam(firsts.map((f) => f.date))}::date[],
                    ${arrayParam(firsts.map((f) => f.checkInAt))}::timestamptz[], ${arrayParam(firsts.map((f) => f.lateMinutes))}::int[]) as t(student, day, at, late)
        join ${classMaps} m on m.${col(classMaps.userId)} = t.student and m.${col(classMaps.academicYearId)} = ${yearId}::int
      on conflict (${col(studentDays.studentId)}, ${col(studentDays.date)}) do update set
        ${col(studentDays.checkInAt)} = least(${studentDays.checkInAt}, excluded.${col(studentDays.checkInAt)}),
        ${col(studentDays.lateMinutes)} = case when ${studentDays.checkInAt} is null or excluded.${col(studentDays.checkInAt)} < ${studentDays.checkInAt}
          then excluded.${col(studentDays.lateMinutes)} else ${studentDays.lateMinutes} end`);
  }
  const staff = known.filter((k) => k.kind === 'staff');
  if (staff.length) {
    // A staff member in a shift group follows that day's shift; everyone else the school's staff hours.
    const shiftOf = await shiftsOf(tx, schoolId, [...new Set(staff.map((s) => s.userId!))]);
    const values = staff.map((s) => {
      const r = shiftOf.get(`${s.userId}|${weekday(s.local.slice(0, 10))}`) ?? rule('staff');
      const out = s.punch === 1 || minutes(s.local.slice(11, 16)) >= minutes(r.checkOutFrom);
      return {
        schoolId,
        userId: s.userId!,
        date: s.local.slice(0, 10),
        status: 'H',
        source: 'device',
        checkInAt: out ? null : s.punchedAt,
        checkOutAt: out ? s.punchedAt : null,
        lateMinutes: out ? 0 : late(s.local, r.lateAfter),
        earlyLeaveMinutes: out ? early(s.local, r.checkOutFrom) : 0,
      };
    });
    const merged = new Map<string, (typeof values)[number]>();
    for (const v of values) {
      const key = `${v.userId}|${v.date}`;
      const had = merged.get(key);
      if (!had) merged.set(key, v);
      // A second tap within the repeat window of the check-in (a finger pressed twice) is not a check-out.
      else if (v.checkOutAt && had.checkInAt && v.checkOutAt.getTime() - had.checkInAt.getTime() < rules.repeatTapMinutes * 60_000 && v.earlyLeaveMinutes > 0)
        continue;
      else {
        if (v.checkInAt && (!had.checkInAt || v.checkInAt < had.checkInAt)) Object.assign(had, { checkInAt: v.checkInAt, lateMinutes: v.lateMinutes });
        if (v.checkOutAt && (!had.checkOutAt || v.checkOutAt > had.checkOutAt))
          Object.assign(had, { checkOutAt: v.checkOutAt, earlyLeaveMinutes: v.earlyLeaveMinutes });
      }
    }
    await tx
      .insert(staffDays)
      .values([...merged.values()])
      .onConflictDoUpdate({
        target: [staffDays.userId, staffDays.date],
        set: {
          checkInAt: sql`least(${staffDays.checkInAt}, excluded.check_in_at)`,
          checkOutAt: sql`greatest(${staffDays.checkOutAt}, excluded.check_out_at)`,
          lateMinutes: sql`case when excluded.check_in_at is not null and (${staffDays.checkInAt} is null or excluded.check_in_at < ${staffDays.checkInAt}) then excluded.late_minutes else ${staffDays.lateMinutes} end`,
          earlyLeaveMinutes: sql`case when excluded.check_out_at is not null and (${staffDays.checkOutAt} is null or excluded.check_out_at > ${staffDays.checkOutAt}) then excluded.early_leave_minutes else ${staffDays.earlyLeaveMinutes} end`,
        },
      });
  }
}
