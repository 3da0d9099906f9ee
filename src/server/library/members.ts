import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { users } from '../db/schema/users.ts';
import { studentProfiles } from '../db/schema/master.ts';
import { libraryCollections, libraryMemberTypes, librarySettings } from '../db/schema/library.ts';
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

/**
 * The library's settings, member types and collection codes exist for every school from its first use. One
 * statement (the desk calls this on every scan): each insert adds only what is missing.
 */
export async function ensureLibrary(db: Conn, schoolId: number): Promise<void> {
  const types = sql.join(DEFAULT_MEMBER_TYPES.map((t) => sql`(${schoolId}::int, ${t.kind}, ${t.name}, ${t.maxLoans}::int, ${t.loanDays}::int, ${t.maxRenewals}::int, ${t.finePerDay}::int)`), sql`, `);
  const collections = sql.join(DEFAULT_COLLECTIONS.map((c) => sql`(${schoolId}::int, ${c.code}, ${c.name}, ${c.referenceOnly}::boolean)`), sql`, `);
  await db.execute(sql`
    with settings as (
      insert into ${librarySettings} (sd_school_id) values (${schoolId}) on conflict do nothing
    ), member_types as (
      insert into ${libraryMemberTypes} (sd_school_id, kind, name, max_loans, loan_days, max_renewals, fine_per_day)
      values ${types} on conflict do nothing
    )
    insert into ${libraryCollections} (sd_school_id, code, name, reference_only)
    select * from (values ${collections}) as defaults (sd_school_id, code, name, reference_only)
    where not exists (select 1 from ${libraryCollections} where ${libraryCollections.schoolId} = ${schoolId})
    on conflict do nothing`);
}

export interface Member {
  id: number;
  code: string;
  fullName: string;
  userTypeId: string;
  kind: 'student' | 'staff';
  nis: string | null;
  type: typeof libraryMemberTypes.$inferSelect;
  /** The library's limit of unpaid fines (its settings), read with the member for the desk. */
  maxUnpaidFine: number;
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
  await ensureLibrary(db, schoolId);
  // The member type is the one of the account's kind (student or staff), read in the same query.
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, userTypeId: users.userTypeId, isActive: users.isActive, nis: studentProfiles.nis, type: getTableColumns(libraryMemberTypes), maxUnpaidFine: sql<number>`(select ${librarySettings.maxUnpaidFine} from ${librarySettings} where ${librarySettings.schoolId} = ${schoolId})` })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(libraryMemberTypes, and(eq(libraryMemberTypes.schoolId, users.schoolId), eq(libraryMemberTypes.kind, sql`case when ${users.userTypeId} = '5' then 'student' else 'staff' end`)))
    .where(and(eq(users.schoolId, schoolId), where))
    .limit(1);
  const kind = row && row.isActive ? memberKindOf(row.userTypeId) : null;
  if (!row || !kind || !row.type) throw notFound(`Anggota dengan kode "${raw}" tidak ditemukan.`);
  return { id: row.id, code: memberCode(row.id), fullName: row.fullName, userTypeId: row.userTypeId, kind, nis: row.nis, type: row.type, maxUnpaidFine: Number(row.maxUnpaidFine) };
}
