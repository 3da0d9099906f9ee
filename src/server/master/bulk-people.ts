import type { PgTable } from 'drizzle-orm/pg-core';
import { users } from '../db/schema/users.ts';
import { classMaps, guardianStudents } from '../db/schema/master.ts';
import type { Queryable } from '../resources/binding.ts';
import { NO_PASSWORD } from '../resources/person-binding.ts';
import { columnsOf } from '../resources/table-binding.ts';

export interface NewPerson {
  email: string;
  fullName: string;
  isActive?: boolean;
  /** Profile columns by their database name (the resource's field names). */
  profile: Record<string, unknown>;
}

const CHUNK = 500;

/**
 * Inserts many people of one user type with their profiles, in chunks (the demo seed, the benchmark fixture
 * and the Excel import). Returns their ids in order. One password hash for all, or none (NO_PASSWORD).
 */
export async function insertPeople(
  db: Queryable,
  target: { schoolId: number; userTypeId: string; profile: PgTable; passwordHash?: string },
  people: readonly NewPerson[],
): Promise<number[]> {
  const columns = columnsOf(target.profile);
  const ids: number[] = [];
  for (let i = 0; i < people.length; i += CHUNK) {
    const chunk = people.slice(i, i + CHUNK);
    const rows = await db
      .insert(users)
      .values(
        chunk.map((p) => ({
          schoolId: target.schoolId,
          userTypeId: target.userTypeId,
          email: p.email,
          fullName: p.fullName,
          isActive: p.isActive ?? true,
          passwordHash: target.passwordHash ?? NO_PASSWORD,
        })),
      )
      .returning({ id: users.id });
    const chunkIds = rows.map((r) => r.id);
    await db.insert(target.profile).values(
      chunk.map((p, j) => {
        const row: Record<string, unknown> = { [columns.get('sd_user_id')!.key]: chunkIds[j], [columns.get('sd_school_id')!.key]: target.schoolId };
        for (const [name, value] of Object.entries(p.profile)) {
          const column = columns.get(name);
          if (column) row[column.key] = value ?? null;
        }
        return row;
      }),
    );
    ids.push(...chunkIds);
  }
  return ids;
}

export async function insertClassMaps(db: Queryable, schoolId: number, yearId: number, placements: readonly { userId: number; sectionId: number }[]) {
  for (let i = 0; i < placements.length; i += CHUNK) {
    await db
      .insert(classMaps)
      .values(placements.slice(i, i + CHUNK).map((p) => ({ schoolId, academicYearId: yearId, sectionId: p.sectionId, userId: p.userId })));
  }
}

export async function insertGuardianLinks(db: Queryable, schoolId: number, links: readonly { guardianId: number; studentId: number }[]) {
  for (let i = 0; i < links.length; i += CHUNK) {
    await db.insert(guardianStudents).values(links.slice(i, i + CHUNK).map((l) => ({ schoolId, ...l })));
  }
}
