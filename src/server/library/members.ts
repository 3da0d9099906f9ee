import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { users } from '../db/schema/users.ts';
import { studentProfiles } from '../db/schema/master.ts';
import { libraryCollections, libraryLoans, libraryMemberTypes, librarySettings } from '../db/schema/library.ts';
import { memberCode, memberIdOf, memberKindOf } from '../../shared/library/permissions.ts';
import { notFound } from '../http/errors.ts';

type Conn = Db | Tx;

export const DEFAULT_MEMBER_TYPES = [
  { kind: 'student', name: 'Siswa', maxLoans: 3, loanDays: 7, maxRenewals: 1, finePerDay: 500 },
  { kind: 'staff', name: 'Guru dan Pegawai', maxLoans: 5, loanDays: 14, maxRenewals: 2, finePerDay: 500 },
] as const;

export const DEFAULT_COLLECTIONS = [
  { code: 'UM', name: 'Koleksi Umum', referenceOnly: false },
  { code: 'FIK', name: 'Fiksi', referenceOnly: false },
  { code: 'PKT', name: 'Buku Paket', referenceOnly: false },
  { code: 'REF', name: 'Referensi', referenceOnly: true },
] as const;

/** The library's settings, member types and collection codes exist for every school from its first use. */
export async function ensureLibrary(db: Conn, schoolId: number): Promise<void> {
  await db.insert(librarySettings).values({ schoolId }).onConflictDoNothing();
  await db.insert(libraryMemberTypes).values(DEFAULT_MEMBER_TYPES.map((t) => ({ schoolId, ...t }))).onConflictDoNothing();
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(libraryCollections).where(eq(libraryCollections.schoolId, schoolId));
  if (n === 0) await db.insert(libraryCollections).values(DEFAULT_COLLECTIONS.map((c) => ({ schoolId, ...c }))).onConflictDoNothing();
}

export interface Member {
  id: number;
  code: string;
  fullName: string;
  userTypeId: string;
  kind: 'student' | 'staff';
  nis: string | null;
  type: typeof libraryMemberTypes.$inferSelect;
}

/**
 * A member by the code on the card (AGT000123), a student's NIS or NISN, or an email: every student and staff
 * account of the school is a member. Another school's account is "not found".
 */
export async function findMember(db: Conn, schoolId: number, code: string): Promise<Member> {
  const raw = code.trim();
  const byId = memberIdOf(raw);
  const where = byId !== null
    ? eq(users.id, byId)
    : raw.includes('@')
      ? sql`lower(${users.email}) = ${raw.toLowerCase()}`
      : sql`(${studentProfiles.nis} = ${raw} or ${studentProfiles.nisn} = ${raw})`;
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, userTypeId: users.userTypeId, isActive: users.isActive, nis: studentProfiles.nis })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(eq(users.schoolId, schoolId), where))
    .limit(1);
  const kind = row && row.isActive ? memberKindOf(row.userTypeId) : null;
  if (!row || !kind) throw notFound(`Anggota dengan kode "${raw}" tidak ditemukan.`);
  await ensureLibrary(db, schoolId);
  const [type] = await db.select().from(libraryMemberTypes).where(and(eq(libraryMemberTypes.schoolId, schoolId), eq(libraryMemberTypes.kind, kind)));
  return { id: row.id, code: memberCode(row.id), fullName: row.fullName, userTypeId: row.userTypeId, kind, nis: row.nis, type };
}

/** A member's open loans and unpaid fines: what the desk checks before lending. */
export async function memberStanding(db: Conn, schoolId: number, memberId: number) {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${libraryLoans.returnedOn} is null)::int`,
      unpaid: sql<number>`coalesce(sum(${libraryLoans.fine}) filter (where ${libraryLoans.fineStatus} = 'unpaid'), 0)::int`,
    })
    .from(libraryLoans)
    .where(and(eq(libraryLoans.schoolId, schoolId), eq(libraryLoans.memberId, memberId)));
  return row;
}
