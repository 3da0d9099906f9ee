import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { foundations, schools } from '../db/schema/schools.ts';
import { schoolSettings } from '../db/schema/master.ts';
import { notFound } from '../http/errors.ts';
import { schoolLogo } from './school-logo.ts';

/** What every document prints about its school: the kop, the place and zone of the date, the principal. */
export interface SchoolProfile {
  name: string;
  foundation: string | null;
  address: string | null;
  city: string | null;
  province: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  npsn: string;
  /** A data URL (PNG or JPEG) of the school's logo, or null: the kop is then drawn without one. */
  logo: string | null;
  timeZone: string;
  /** Where documents are signed ("Bandung, 23 November 2026"): the report place, else the city. */
  place: string | null;
  principalName: string | null;
  principalNip: string | null;
}

/** Reads the profile of the session's school (one query); the logo comes from its tenant folder. */
export async function loadSchoolProfile(db: Db, schoolId: number): Promise<SchoolProfile> {
  const [row] = await db
    .select({
      slug: schools.slug,
      name: schools.name,
      npsn: schools.npsn,
      address: schools.address,
      city: schools.city,
      province: schools.province,
      phone: schools.phone,
      email: schools.email,
      foundation: foundations.name,
      website: schoolSettings.website,
      timeZone: schoolSettings.timeZone,
      reportPlace: schoolSettings.reportPlace,
      principalName: schoolSettings.principalName,
      principalNip: schoolSettings.principalNip,
    })
    .from(schools)
    .leftJoin(foundations, eq(foundations.id, schools.foundationId))
    .leftJoin(schoolSettings, eq(schoolSettings.schoolId, schools.id))
    .where(eq(schools.id, schoolId));
  if (!row) throw notFound('Sekolah tidak ditemukan.');
  const { slug, reportPlace, ...rest } = row;
  return { ...rest, timeZone: rest.timeZone ?? 'Asia/Jakarta', place: reportPlace ?? row.city, logo: await schoolLogo(slug) };
}
