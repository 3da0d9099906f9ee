import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accountRequests, registrationCodes } from '../schema/accounts.ts';
import { classMaps, sections, studentProfiles } from '../schema/master.ts';
import { schools } from '../schema/schools.ts';
import { users } from '../schema/users.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

/**
 * The account desk's demo (issue 20, item 5): one pending request from a parent whose child is siswa@'s classmate
 * in the database (so approving links them), and one active registration code for siswa@'s rombel.
 */
export async function seedDemoAccountDesk(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const schoolId = school.id;
  const [{ n }] = await db.select({ n: count() }).from(registrationCodes).where(eq(registrationCodes.schoolId, schoolId));
  if (n > 0) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.sch.id'));
  const [placement] = await db
    .select({ sectionId: classMaps.sectionId, sectionName: sections.name })
    .from(classMaps)
    .innerJoin(users, eq(users.id, classMaps.userId))
    .innerJoin(sections, eq(sections.id, classMaps.sectionId))
    .where(eq(users.email, 'siswa@demo.sch.id'))
    .limit(1);
  const [child] = await db
    .select({ nisn: studentProfiles.nisn })
    .from(studentProfiles)
    .innerJoin(classMaps, eq(classMaps.userId, studentProfiles.userId))
    .where(and(eq(studentProfiles.schoolId, schoolId), placement ? eq(classMaps.sectionId, placement.sectionId) : undefined))
    .limit(1);
  await db.transaction(async (tx) => {
    await tx.insert(accountRequests).values({
      schoolId,
      userTypeId: '6',
      fullName: 'Sri Wahyuni',
      gender: 'P',
      email: 'sri.wahyuni@contoh.id',
      phone: '080012345678',
      nisn: child?.nisn ?? null,
      note: 'Ibu dari siswa kelas X. Mohon dibuatkan akun untuk memantau presensi dan nilai.',
      ipHash: 'demo',
      createdAt: new Date(Date.now() - 26 * 3600 * 1000),
    });
    await tx.insert(registrationCodes).values({
      schoolId,
      code: 'MPLS-2026',
      userTypeId: '5',
      sectionId: placement?.sectionId ?? null,
      label: placement ? `Siswa baru ${placement.sectionName}` : 'Siswa baru',
      maxUses: 40,
      usedCount: 3,
      expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
      createdBy: admin?.id ?? null,
    });
  });
}
