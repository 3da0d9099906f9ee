/**
 * /jabatan_guru: each teacher's week — teaching hours (KBM of the year) plus the JP equivalents of their additional
 * duties: tugas tambahan held today (sd_user_roles, written through the resource engine), homeroom, coaching a
 * club, duty-officer days. Under 24 or over 40 JP is flagged.
 */
import { and, asc, eq, gt, inArray, isNull, lte, or, sql, sum } from 'drizzle-orm';
import { extracurriculars } from '../../db/schema/classroom.ts';
import { dutyRosters } from '../../db/schema/school-life.ts';
import { sections, staffProfiles, teachingAssignments, userRoles } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import { createRecord } from '../../resources/create-record.ts';
import { updateRecord } from '../../resources/update-record.ts';
import { USER_ROLES } from '../../../shared/resources/definitions/teaching.ts';
import { EXTRA_ROLES } from '../../../shared/resources/options.ts';
import {
  COACH_HOURS,
  DUTY_EQUIVALENTS,
  DUTY_OFFICER_HOURS,
  HOMEROOM_HOURS,
  schoolLifeAllows,
  WEEKDAY_LABELS,
  WORKLOAD_MAX,
  WORKLOAD_MIN,
} from '../../../shared/classroom/school-life.ts';
import { TEACHER } from '../../../shared/classroom/permissions.ts';
import { schoolToday } from '../counseling/access.ts';

type Duty = { source: 'role' | 'homeroom' | 'coach' | 'duty'; label: string; hours: number; roleId: number | null; decreeNumber: string | null };

export async function teacherDuties({ ctx }: { ctx: SessionContext }) {
  if (!schoolLifeAllows('duties.read', ctx.session.userTypeId)) throw forbidden('Jabatan guru untuk admin, TU dan kepala sekolah.');
  const { db, session } = ctx;
  const year = session.academicYearId ?? 0;
  const today = await schoolToday(ctx);
  const teachers = await db
    .select({ id: users.id, name: users.fullName, nip: staffProfiles.nip })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(and(eq(users.schoolId, session.schoolId), eq(users.userTypeId, TEACHER), eq(users.isActive, true)))
    .orderBy(asc(users.fullName));
  const ids = teachers.map((t) => t.id);
  const none = [0];
  const [hours, roles, homerooms, clubs, days] = await Promise.all([
    db
      .select({ id: teachingAssignments.userId, jp: sum(teachingAssignments.hoursPerWeek) })
      .from(teachingAssignments)
      .where(and(eq(teachingAssignments.schoolId, session.schoolId), eq(teachingAssignments.academicYearId, year)))
      .groupBy(teachingAssignments.userId),
    db
      .select({ id: userRoles.id, userId: userRoles.userId, role: userRoles.role, decree: userRoles.decreeNumber })
      .from(userRoles)
      .where(
        and(
          eq(userRoles.schoolId, session.schoolId),
          inArray(userRoles.userId, ids.length ? ids : none),
          or(isNull(userRoles.startDate), lte(userRoles.startDate, today)),
          or(isNull(userRoles.endDate), gt(userRoles.endDate, today)),
        ),
      )
      .orderBy(asc(userRoles.role)),
    db
      .select({ id: sections.homeroomTeacherId, name: sections.name })
      .from(sections)
      .where(and(eq(sections.schoolId, session.schoolId), eq(sections.academicYearId, year), sql`${sections.homeroomTeacherId} is not null`)),
    db
      .select({ id: extracurriculars.coachId, name: extracurriculars.name })
      .from(extracurriculars)
      .where(and(eq(extracurriculars.schoolId, session.schoolId), sql`${extracurriculars.coachId} is not null`)),
    db
      .select({ id: dutyRosters.userId, weekday: dutyRosters.weekday })
      .from(dutyRosters)
      .where(and(eq(dutyRosters.schoolId, session.schoolId), eq(dutyRosters.academicYearId, year), eq(dutyRosters.kind, 'teacher'))),
  ]);
  return {
    teachers: teachers.map((t) => {
      const duties: Duty[] = [
        ...roles
          .filter((r) => r.userId === t.id)
          .map((r) => ({ source: 'role' as const, label: r.role, hours: DUTY_EQUIVALENTS[r.role] ?? 0, roleId: r.id, decreeNumber: r.decree })),
        ...homerooms
          .filter((h) => h.id === t.id)
          .map((h) => ({ source: 'homeroom' as const, label: `Wali kelas ${h.name}`, hours: HOMEROOM_HOURS, roleId: null, decreeNumber: null })),
        ...clubs
          .filter((c) => c.id === t.id)
          .map((c) => ({ source: 'coach' as const, label: `Pembina ekstrakurikuler ${c.name}`, hours: COACH_HOURS, roleId: null, decreeNumber: null })),
        ...days
          .filter((d) => d.id === t.id)
          .map((d) => ({
            source: 'duty' as const,
            label: `Guru piket hari ${WEEKDAY_LABELS[d.weekday]}`,
            hours: DUTY_OFFICER_HOURS,
            roleId: null,
            decreeNumber: null,
          })),
      ];
      const teachingHours = Number(hours.find((h) => h.id === t.id)?.jp ?? 0);
      const total = teachingHours + duties.reduce((n, d) => n + d.hours, 0);
      return {
        ...t,
        teachingHours,
        duties,
        total,
        status: total < WORKLOAD_MIN ? ('under' as const) : total > WORKLOAD_MAX ? ('over' as const) : ('ok' as const),
      };
    }),
    roles: EXTRA_ROLES.map((r) => String(r.value)),
    canWrite: schoolLifeAllows('duties.write', ctx.session.userTypeId),
    minimum: WORKLOAD_MIN,
    maximum: WORKLOAD_MAX,
  };
}

/** A tugas tambahan is a user role: written by the resource engine, with its checks and audit row. */
export async function assignDuty({
  ctx,
  input,
}: {
  ctx: SessionContext;
  input: { userId: number; role: string; decreeNumber?: string | null; startDate?: string | null };
}) {
  if (!schoolLifeAllows('duties.write', ctx.session.userTypeId)) throw forbidden('Tugas tambahan diberikan admin sekolah.');
  const [teacher] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.schoolId, ctx.session.schoolId), eq(users.userTypeId, TEACHER)));
  if (!teacher) throw validationError({ userId: ['Pilih guru sekolah ini.'] });
  const result = await createRecord({
    ctx,
    def: USER_ROLES,
    body: { sd_user_id: input.userId, role: input.role, decree_number: input.decreeNumber ?? null, start_date: input.startDate ?? (await schoolToday(ctx)) },
  });
  return { id: Number(result.data.id) };
}

export async function endDuty({ ctx, id }: { ctx: SessionContext; id: number }) {
  if (!schoolLifeAllows('duties.write', ctx.session.userTypeId)) throw forbidden('Tugas tambahan diakhiri admin sekolah.');
  const [row] = await ctx.db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.id, id), eq(userRoles.schoolId, ctx.session.schoolId)));
  if (!row) throw notFound('Tugas tambahan tidak ditemukan.');
  await updateRecord({ ctx, def: USER_ROLES, rawId: String(id), body: { end_date: await schoolToday(ctx) } });
  return { id };
}
