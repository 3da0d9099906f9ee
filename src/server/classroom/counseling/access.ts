/**
 * Who reads counseling cases: a BK teacher (a teacher holding a BK tugas tambahan today) keeps them, the principal
 * reads them; for anyone else a case does not exist (404), so an id reveals nothing.
 */
import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { counselingCases } from '../../db/schema/counseling.ts';
import { staffProfiles, userRoles } from '../../db/schema/master.ts';
import type { SessionContext } from '../../http/context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { schoolTimeZone } from '../../school/time-zone.ts';
import { toZonedInput } from '../../../shared/time/school-time.ts';
import { BK_DUTIES, BK_POSITION, COUNSELING_OVERSEERS } from '../../../shared/classroom/counseling.ts';
import { STUDENT, TEACHER } from '../../../shared/classroom/permissions.ts';

export type CounselingRole = 'counselor' | 'overseer' | 'teacher' | 'student' | 'other';
export const CASE_NOT_FOUND = 'Kasus konseling tidak ditemukan.';

/** Today on the school's clock ("2026-11-24"). */
export async function schoolToday(ctx: SessionContext): Promise<string> {
  return toZonedInput(new Date(), await schoolTimeZone(ctx.db, ctx.session.schoolId)).slice(0, 10);
}

/** A teacher whose Jenis PTK is "Guru BK", or who holds "Guru BK" or "Koordinator BK" as a tugas tambahan that day (the end date is the first day without it). */
export async function isCounselor(ctx: SessionContext, today?: string): Promise<boolean> {
  if (ctx.session.userTypeId !== TEACHER) return false;
  const [profile] = await ctx.db.select({ position: staffProfiles.position }).from(staffProfiles).where(eq(staffProfiles.userId, ctx.session.userId));
  if (profile?.position === BK_POSITION) return true;
  const day = today ?? (await schoolToday(ctx));
  const [row] = await ctx.db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, ctx.session.userId),
        eq(userRoles.schoolId, ctx.session.schoolId),
        inArray(userRoles.role, [...BK_DUTIES]),
        or(isNull(userRoles.startDate), lte(userRoles.startDate, day)),
        or(isNull(userRoles.endDate), gt(userRoles.endDate, day)),
      ),
    )
    .limit(1);
  return !!row;
}

export async function counselingRole(ctx: SessionContext): Promise<CounselingRole> {
  if (COUNSELING_OVERSEERS.includes(ctx.session.userTypeId as never)) return 'overseer';
  if (await isCounselor(ctx)) return 'counselor';
  if (ctx.session.userTypeId === STUDENT) return 'student';
  if (['2', '3'].includes(ctx.session.userTypeId)) return 'teacher';
  return 'other';
}

/** The case readers' gate for lists: 403 with a plain message for the rest. */
export async function requireCaseReader(ctx: SessionContext): Promise<{ canWrite: boolean }> {
  const role = await counselingRole(ctx);
  if (role === 'counselor') return { canWrite: true };
  if (role === 'overseer') return { canWrite: false };
  throw forbidden('Kasus konseling hanya dapat dibuka guru BK dan kepala sekolah.');
}

/** One case of the school for its readers; 404 for everyone else. */
export async function loadCase(ctx: SessionContext, id: number) {
  const role = await counselingRole(ctx);
  if (role !== 'counselor' && role !== 'overseer') throw notFound(CASE_NOT_FOUND);
  const [row] = await ctx.db
    .select()
    .from(counselingCases)
    .where(and(eq(counselingCases.id, id), eq(counselingCases.schoolId, ctx.session.schoolId)));
  if (!row) throw notFound(CASE_NOT_FOUND);
  return { row, canWrite: role === 'counselor' };
}

/** A change to a case: BK only (the principal reads). */
export async function keepCase(ctx: SessionContext, id: number) {
  const found = await loadCase(ctx, id);
  if (!found.canWrite) throw forbidden('Kepala sekolah dapat membaca kasus, perubahan dilakukan guru BK.');
  return found.row;
}
