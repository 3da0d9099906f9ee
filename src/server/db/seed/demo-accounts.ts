import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { schools } from '../schema/schools.ts';
import { hashPassword } from '../../auth/password.ts';
import type { UserTypeId } from '../../../shared/user-types.ts';

/** The demo school's accounts, one per user type, listed in the README. */
export const DEMO_PASSWORD = 'rahasia123';
export const DEMO_SCHOOL = 'demo-smk';
export const DEMO_ACCOUNTS: { email: string; userTypeId: UserTypeId; fullName: string }[] = [
  { email: 'superadmin@demo.sch.id', userTypeId: '1', fullName: 'Super Admin Demo' },
  { email: 'admin@demo.sch.id', userTypeId: '2', fullName: 'Rina Operator (Demo)' },
  { email: 'guru@demo.sch.id', userTypeId: '3', fullName: 'Budi Santoso, S.Pd. (Demo)' },
  { email: 'kepsek@demo.sch.id', userTypeId: '4', fullName: 'Dra. Sri Wahyuni (Demo)' },
  { email: 'siswa@demo.sch.id', userTypeId: '5', fullName: 'Andi Pratama (Demo)' },
  { email: 'ortu@demo.sch.id', userTypeId: '6', fullName: 'Hendra Pratama (Demo)' },
  { email: 'mentor@demo.sch.id', userTypeId: '7', fullName: 'Dewi Lestari (Demo)' },
  { email: 'support@demo.sch.id', userTypeId: '8', fullName: 'Agus Setiawan (Demo)' },
  { email: 'staf@demo.sch.id', userTypeId: '9', fullName: 'Siti Aminah (Demo)' },
  { email: 'pustakawan@demo.sch.id', userTypeId: '10', fullName: 'Yusuf Hidayat (Demo)' },
  { email: 'bendahara@demo.sch.id', userTypeId: '11', fullName: 'Maya Sari (Demo)' },
  { email: 'pembimbing@demo.sch.id', userTypeId: '12', fullName: 'Rudi Hartono (Demo)' },
  { email: 'yayasan@demo.sch.id', userTypeId: '13', fullName: 'Ketua Yayasan Demo' },
];

/** Adds the demo accounts that are missing (an account someone changed is left alone). */
export async function seedDemoAccounts(db: Db, schoolIds: Map<string, number>): Promise<void> {
  const schoolId = schoolIds.get(DEMO_SCHOOL);
  if (schoolId === undefined) throw new Error(`Seed demo: tenants/${DEMO_SCHOOL} tidak ditemukan.`);
  const [school] = await db
    .select({ foundationId: schools.foundationId })
    .from(schools)
    .where(sql`${schools.id} = ${schoolId}`);
  const existing = new Set((await db.select({ email: users.email }).from(users)).map((u) => u.email.toLowerCase()));
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.has(a.email));
  if (missing.length === 0) return;
  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));
  await db.insert(users).values(
    missing.map((a, i) => ({
      schoolId,
      userTypeId: a.userTypeId,
      foundationId: a.userTypeId === '13' ? school.foundationId : null,
      email: a.email,
      fullName: a.fullName,
      passwordHash: hashes[i],
    })),
  );
}
