import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { academicYears, foundations, schools } from '../schema/schools.ts';
import { CURRICULUM_IDS, STAGE_IDS } from './reference.ts';
import type { TenantEntry } from '../../tenants/read-tenants.ts';

/** The three academic years every school starts with; 2025/2026 is current. */
const YEARS = [
  { description: '2024/2025', startDate: '2024-07-15', endDate: '2025-06-30', curriculumId: CURRICULUM_IDS.K13, isCurrent: false },
  { description: '2025/2026', startDate: '2025-07-14', endDate: '2026-06-30', curriculumId: CURRICULUM_IDS.KURMER, isCurrent: true },
  { description: '2026/2027', startDate: '2026-07-13', endDate: '2027-06-30', curriculumId: CURRICULUM_IDS.KURMER, isCurrent: false },
];

function foundationName(slug: string): string {
  if (slug === 'yayasan-demo') return 'Yayasan Pendidikan Demo Nusantara';
  return slug
    .split(/[-_]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * Schools come from tenants/. A school already in the database keeps what its admins changed; a new tenant
 * folder adds a school with its three academic years.
 */
export async function seedSchools(db: Db, tenants: TenantEntry[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await db.transaction(async (tx) => {
    const foundationIds = new Map<string, number>();
    for (const slug of new Set(tenants.map((t) => t.school.foundation).filter((f): f is string => !!f))) {
      const [row] = await tx
        .insert(foundations)
        .values({ slug, name: foundationName(slug) })
        .onConflictDoUpdate({ target: foundations.slug, set: { slug } })
        .returning({ id: foundations.id });
      foundationIds.set(slug, row.id);
    }
    const existing = new Map((await tx.select({ id: schools.id, slug: schools.slug }).from(schools)).map((r) => [r.slug, r.id]));
    for (const { slug, school } of tenants) {
      let id = existing.get(slug);
      if (id === undefined) {
        const [row] = await tx
          .insert(schools)
          .values({
            slug,
            name: school.name,
            code: school.code,
            npsn: school.npsn,
            stageId: STAGE_IDS[school.stage],
            foundationId: school.foundation ? foundationIds.get(school.foundation) : null,
            pathImage: `/sekolah/${slug}/logo.svg`,
            address: school.address.street,
            city: school.address.city,
            province: school.address.province,
            email: school.contacts.email,
            phone: school.contacts.phone ?? null,
          })
          .returning({ id: schools.id });
        id = row.id;
        await tx.insert(academicYears).values(YEARS.map((y) => ({ ...y, schoolId: row.id })));
      }
      ids.set(slug, id);
    }
  });
  return ids;
}

export async function schoolIdBySlug(db: Db, slug: string): Promise<number | null> {
  const rows = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, slug)).limit(1);
  return rows[0]?.id ?? null;
}
