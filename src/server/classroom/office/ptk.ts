/**
 * Data PTK: the teachers and staff of every account type in one list with their Dapodik identity and what is still
 * missing before a sync. Adding and editing go through each type's resource (teachers, school-staff, ...).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { staffProfiles } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { PTK_TYPES } from '../../../shared/api/classroom/ptk.ts';

const READERS = ['1', '2', '4', '9'];
type Missing = 'nuptk' | 'nik' | 'birth_date' | 'employment_status' | 'position';

export async function ptkList({ ctx }: { ctx: SessionContext }) {
  if (!READERS.includes(ctx.session.userTypeId)) throw forbidden('Data PTK untuk admin, TU dan kepala sekolah.');
  const rows = await ctx.db
    .select({ id: users.id, userTypeId: users.userTypeId, name: users.fullName, active: users.isActive, p: staffProfiles })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(and(eq(users.schoolId, ctx.session.schoolId), inArray(users.userTypeId, [...PTK_TYPES])))
    .orderBy(asc(users.fullName));
  const data = rows.map(({ p, ...r }) => {
    const missing: Missing[] = [];
    if (['3', '4'].includes(r.userTypeId) && !p?.nuptk) missing.push('nuptk');
    if (!p?.nik) missing.push('nik');
    if (!p?.birthDate) missing.push('birth_date');
    if (!p?.employmentStatus) missing.push('employment_status');
    if (!p?.position) missing.push('position');
    return {
      ...r,
      nuptk: p?.nuptk ?? null,
      nip: p?.nip ?? null,
      gender: p?.gender ?? null,
      position: p?.position ?? null,
      employmentStatus: p?.employmentStatus ?? null,
      missing,
    };
  });
  const counts = new Map<string, number>();
  for (const r of data.filter((x) => x.active)) counts.set(r.position ?? 'Belum diisi', (counts.get(r.position ?? 'Belum diisi') ?? 0) + 1);
  return { data, byPosition: [...counts].map(([position, count]) => ({ position, count })).sort((a, b) => b.count - a.count) };
}
