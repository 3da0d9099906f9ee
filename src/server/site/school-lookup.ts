import { eq } from 'drizzle-orm';
import { schools } from '../db/schema/schools.ts';
import type { Db } from '../db/client.ts';

/** The database id of a tenant's school (seeded from tenants/), or null when it is not in the database. */
export async function schoolIdOf(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, slug)).limit(1);
  return row?.id ?? null;
}
