import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import { sections, staffProfiles, studentProfiles } from '../../db/schema/master.ts';
import type { Queryable, Scope } from '../../resources/binding.ts';

/** The rombel of the chosen year by name (case and spacing ignored on lookup: see nameKey). */
export async function sectionNames(db: Queryable, scope: Scope): Promise<Map<string, number>> {
  if (scope.yearId === null) return new Map();
  const rows = await db
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(and(eq(sections.schoolId, scope.schoolId), eq(sections.academicYearId, scope.yearId)))
    .orderBy(sections.name);
  return new Map(rows.map((r) => [r.name, r.id]));
}

export const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** Students of the school by id, with their NISN (a guardian's children are written by NISN). */
export async function studentNisns(db: Queryable, scope: Scope): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: studentProfiles.userId, nisn: studentProfiles.nisn })
    .from(studentProfiles)
    .where(and(eq(studentProfiles.schoolId, scope.schoolId), isNotNull(studentProfiles.nisn)));
  return new Map(rows.map((r) => [r.id, r.nisn!]));
}

const CHUNK = 1000;

async function chunked<T>(values: readonly string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(...(await query(values.slice(i, i + CHUNK))));
  return out;
}

/** Which of these sign-in names are taken, by anyone on the platform. */
export async function takenEmails(db: Queryable, emails: readonly string[]): Promise<Set<string>> {
  const rows = await chunked(emails, (chunk) =>
    db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, chunk)),
  );
  return new Set(rows.map((r) => r.email));
}

/** Which values of a profile column are taken in the school (NISN, NIS, NUPTK, NIP). */
export async function takenInSchool(db: Queryable, scope: Scope, field: 'nisn' | 'nis' | 'nuptk' | 'nip', values: readonly string[]): Promise<Set<string>> {
  const table = field === 'nisn' || field === 'nis' ? studentProfiles : staffProfiles;
  const column = field === 'nisn' ? studentProfiles.nisn : field === 'nis' ? studentProfiles.nis : field === 'nuptk' ? staffProfiles.nuptk : staffProfiles.nip;
  const schoolColumn = table === studentProfiles ? studentProfiles.schoolId : staffProfiles.schoolId;
  const rows = await chunked(values, (chunk) =>
    db
      .select({ value: column })
      .from(table)
      .where(and(eq(schoolColumn, scope.schoolId), inArray(column, chunk))),
  );
  return new Set(rows.map((r) => r.value!));
}
