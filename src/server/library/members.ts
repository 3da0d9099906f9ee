import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { users } from '../db/schema/users.ts';
import { studentProfiles } from '../db/schema/master.ts';
import { libraryCollections, libraryMemberTypes, librarySettings } from '../db/schema/library.ts';
import { memberCode, memberIdOf, memberKindOf } from '../../shared/library/permissions.ts';
import { notFound } from '../http/errors.ts';
import { perDatabase } from '../db/batch.ts';

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
 * statement: each insert adds only what is missing. The desk calls this on every scan, so a database handle
 * (not a transaction: the desk ensures before it opens one) that has seen all of a school's rows already there
 * (committed: a conflicting insert waits for its writer) skips the statement from then on; the library never
 * deletes them.
 */
export async function ensureLibrary(db: Conn, schoolId: number): Promise<void> {
  const known = ensuredSchools(db as Db);
  if (known.has(schoolId)) return;
  const types = sql.join(
    DEFAULT_MEMBER_TYPES.map(
      (t) => sql`(${schoolId}::int, ${t.kind}, ${t.name}, ${t.maxLoans}::int, ${t.loanDays}::int, ${t.maxRenewals}::int, ${t.finePerDay}::int)`,
    ),
    sql`, `,
  );
  const collections = sql.join(
    DEFAULT_COLLECTIONS.map((c) => sql`(${schoolId}::int, ${c.code}, ${c.name}, ${c.referenceOnly}::boolean)`),
    sql`, `,
  );
  const result = await db.execute<{ added: number }>(sql`
    with settings as (
      insert into ${librarySettings} (sd_school_id) values (${schoolId}) on conflict do nothing returning 1
    ), member_types as (
      insert into ${libraryMemberTypes} (sd_school_id, kind, name, max_loans, loan_days, max_renewals, fine_per_day)
      values ${types} on conflict do nothing returning 1
    ), collections as (
      insert into ${libraryCollections} (sd_school_id, code, name, reference_only)
      select * from (values ${collections}) as defaults (sd_school_id, code, name, reference_only)
      where not exists (select 1 from ${libraryCollections} where ${libraryCollections.schoolId} = ${schoolId})
      on conflict do nothing returning 1
    )
    select ((select count(*) from settings) + (select count(*) from member_types) + (select count(*) from collections))::int as added`);
  // Rows added here may still be rolled back with the caller's transaction: only "nothing to add" is remembered.
  if (Number(result.rows[0]?.added) === 0) known.add(schoolId);
}

/** Schools whose library rows this process has seen in place, per database handle (tests open several). */
const ensuredSchools = perDatabase((_db: Db) => new Set<number>());

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
 * account of the school is a member. Another school's account is "not found". `ensured`: the caller has just
 * run ensureLibrary itself.
 */
export async function findMember(db: Conn, schoolId: number, code: string, options: { ensured?: boolean } = {}): Promise<Member> {
  const raw = code.trim();
  const byId = memberIdOf(raw);
  const where =
    byId !== null
      ? eq(users.id, byId)
      : raw.includes('@')
        ? sql`lower(${users.email}) = ${raw.toLowerCase()}`
        : sql`(${studentProfiles.nis} = ${raw} or ${studentProfiles.nisn} = ${raw})`;
  if (!options.ensured) await ensureLibrary(db, schoolId);
  // The member type is the one of the account's kind (student or staff), read in the same query.
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      userTypeId: users.userTypeId,
      isActive: users.isActive,
      nis: studentProfiles.nis,
      type: getTableColumns(libraryMemberTypes),
      maxUnpaidFine: sql<number>`(select ${librarySettings.maxUnpaidFine} from ${librarySettings} where ${librarySettings.schoolId} = ${schoolId})`,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(
      libraryMemberTypes,
      and(
        eq(libraryMemberTypes.schoolId, users.schoolId),
        eq(libraryMemberTypes.kind, sql`case when ${users.userTypeId} = '5' then 'student' else 'staff' end`),
      ),
    )
    .where(and(eq(users.schoolId, schoolId), where))
    .limit(1);
  const kind = row && row.isActive ? memberKindOf(row.userTypeId) : null;
  if (!row || !kind || !row.type) throw notFound(`Anggota dengan kode "${raw}" tidak ditemukan.`);
  return {
    id: row.id,
    code: memberCode(row.id),
    fullName: row.fullName,
    userTypeId: row.userTypeId,
    kind,
    nis: row.nis,
    type: row.type,
    maxUnpaidFine: Number(row.maxUnpaidFine),
  };
}
