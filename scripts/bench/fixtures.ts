import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema/users.ts';
import { classMaps } from '../../src/server/db/schema/master.ts';
import { academicYears, schools } from '../../src/server/db/schema/schools.ts';
import { hashPassword } from '../../src/server/auth/password.ts';

export const BENCH_PASSWORD = 'rahasia123';

/**
 * N student accounts bench-0001@bench.sch.id ... in the demo school. One hash serves them all: the benchmark
 * measures verification (what sign-in costs), and hashing N passwords would only slow the set-up.
 */
export async function ensureBenchStudents(db: Db, count: number): Promise<string[]> {
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(sql`${schools.slug} = 'demo-smk'`);
  const hash = await hashPassword(BENCH_PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `bench-${String(i + 1).padStart(5, '0')}@bench.sch.id`);
  for (let i = 0; i < emails.length; i += 1000) {
    await db
      .insert(users)
      .values(
        emails
          .slice(i, i + 1000)
          .map((email) => ({ schoolId: school.id, userTypeId: '5', email, fullName: `Siswa Uji ${email.slice(6, 11)}`, passwordHash: hash })),
      )
      .onConflictDoNothing();
  }
  return emails;
}

/** The demo SMK and its current academic year, which every bench fills. */
export async function demoSchoolAndYear(db: Db): Promise<{ school: { id: number }; year: { id: number } }> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, 'demo-smk'));
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, school.id), eq(academicYears.isCurrent, true)));
  return { school, year };
}

/**
 * Fills a rombel up to `size` students (the issues' class of 36; the demo's hold about 31), each placed in it like
 * any other member of its year. `tag` keeps the accounts of two benches on one database apart.
 */
export async function fillSection(db: Db, sectionId: number, size: number, tag: string): Promise<void> {
  const members = await db.select().from(classMaps).where(eq(classMaps.sectionId, sectionId));
  const [first] = members;
  for (let i = members.length; i < size; i++) {
    const [u] = await db
      .insert(users)
      .values({ schoolId: first.schoolId, userTypeId: '5', email: `bench.${tag}.${i}@contoh.id`, fullName: `Siswa Uji ${i}`, passwordHash: '' })
      .returning({ id: users.id });
    await db.insert(classMaps).values({ schoolId: first.schoolId, academicYearId: first.academicYearId, sectionId, userId: u.id });
  }
}
