import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { users } from '../db/schema/users.ts';
import { classMaps, guardianProfiles, guardianStudents, sections, staffProfiles, studentProfiles } from '../db/schema/master.ts';
import { AUDIENCE_GROUPS, groupIncludes, rombelOf, type AudienceGroup } from '../../shared/content/audiences.ts';
import { validationError } from '../http/errors.ts';
import type { SessionContext } from '../http/context.ts';

type Reader = Db | Tx;

/** The audience choices of a school: the groups, then each rombel by name. */
export async function audienceOptions(db: Reader, schoolId: number, academicYearId: number | null = null) {
  const rombels = await db
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(and(eq(sections.schoolId, schoolId), academicYearId ? eq(sections.academicYearId, academicYearId) : undefined))
    .orderBy(sections.name);
  return [
    ...Object.entries(AUDIENCE_GROUPS).map(([value, g]) => ({ value, label: g.label })),
    ...rombels.map((r) => ({ value: `rombel:${r.id}`, label: `Rombel ${r.name} (siswa dan orang tua)` })),
  ];
}

export async function audienceLabels(db: Reader, schoolId: number): Promise<(audience: string) => string> {
  const options = await audienceOptions(db, schoolId);
  const map = new Map(options.map((o) => [o.value, o.label]));
  return (audience) => map.get(audience) ?? audience;
}

/** A rombel audience must name a rombel of the session's school (else 422 on the field). */
export async function checkAudience(db: Reader, schoolId: number, audience: string): Promise<void> {
  const rombel = rombelOf(audience);
  if (rombel === null) return;
  const [found] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.schoolId, schoolId), eq(sections.id, rombel)));
  if (!found) throw validationError({ audience: ['Rombel tidak ditemukan di sekolah ini.'] });
}

/** The rombels a user belongs to: a student's own, a parent's children's. */
export async function rombelsOf(db: Reader, ctx: SessionContext): Promise<Set<number>> {
  const { userId, userTypeId, schoolId } = ctx.session;
  if (userTypeId !== '5' && userTypeId !== '6') return new Set();
  const studentIds =
    userTypeId === '5'
      ? [userId]
      : (
          await db
            .select({ id: guardianStudents.studentId })
            .from(guardianStudents)
            .where(and(eq(guardianStudents.schoolId, schoolId), eq(guardianStudents.guardianId, userId)))
        ).map((r) => r.id);
  if (studentIds.length === 0) return new Set();
  const rows = await db
    .select({ sectionId: classMaps.sectionId })
    .from(classMaps)
    .where(and(eq(classMaps.schoolId, schoolId), inArray(classMaps.userId, studentIds)));
  return new Set(rows.map((r) => r.sectionId));
}

/** Whether an audience includes the session's user. */
export function audienceHas(audience: string, userTypeId: string, rombels: Set<number>): boolean {
  const rombel = rombelOf(audience);
  return rombel === null ? groupIncludes(audience, userTypeId) : rombels.has(rombel);
}

export interface Recipient {
  userId: number;
  phone: string | null;
  email: string;
}

/** Everyone an audience reaches at a school (active accounts), with a phone where their profile has one. */
export async function recipientsOf(db: Reader, schoolId: number, audience: string): Promise<Recipient[]> {
  const rombel = rombelOf(audience);
  let ids: number[] | null = null;
  if (rombel !== null) {
    const students = (
      await db
        .select({ id: classMaps.userId })
        .from(classMaps)
        .where(and(eq(classMaps.schoolId, schoolId), eq(classMaps.sectionId, rombel)))
    ).map((r) => r.id);
    const parents = students.length
      ? (
          await db
            .select({ id: guardianStudents.guardianId })
            .from(guardianStudents)
            .where(and(eq(guardianStudents.schoolId, schoolId), inArray(guardianStudents.studentId, students)))
        ).map((r) => r.id)
      : [];
    ids = [...new Set([...students, ...parents])];
    if (ids.length === 0) return [];
  }
  const types = rombel === null ? [...AUDIENCE_GROUPS[audience as AudienceGroup].types] : ['5', '6'];
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      studentPhone: studentProfiles.phone,
      staffPhone: staffProfiles.phone,
      guardianPhone: guardianProfiles.phone,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .leftJoin(guardianProfiles, eq(guardianProfiles.userId, users.id))
    .where(and(eq(users.schoolId, schoolId), eq(users.isActive, true), inArray(users.userTypeId, types), ids ? inArray(users.id, ids) : undefined))
    .orderBy(users.id);
  return rows.map((r) => ({ userId: r.userId, email: r.email, phone: r.guardianPhone ?? r.staffPhone ?? r.studentPhone ?? null }));
}
