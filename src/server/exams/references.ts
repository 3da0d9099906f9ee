import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { examSchedules, examStimuli } from '../db/schema/exams.ts';
import { courses } from '../db/schema/master.ts';
import { validationError } from '../http/errors.ts';
import type { Tx } from './audit.ts';

/** A table a body may point into: its id, its school and (when rows are soft-deleted) its deletion stamp. */
interface ReferenceTarget {
  id: PgColumn;
  schoolId: PgColumn;
  deletedAt?: PgColumn;
  message: string;
}

/** The kinds of reference an exam body carries, each with the message its field shows (issue 11.6). */
export const EXAM_REFERENCES = {
  course: { id: courses.id, schoolId: courses.schoolId, message: 'Mata pelajaran tidak ditemukan.' },
  stimulus: { id: examStimuli.id, schoolId: examStimuli.schoolId, deletedAt: examStimuli.deletedAt, message: 'Stimulus tidak ditemukan.' },
  schedule: { id: examSchedules.id, schoolId: examSchedules.schoolId, deletedAt: examSchedules.deletedAt, message: 'Jadwal ujian tidak ditemukan.' },
} satisfies Record<string, ReferenceTarget>;

/**
 * Every id a body sends must be a live row of the session's school: an unknown id or another school's is a
 * 422 on the field that sent it, never stored (a foreign parent's title would leak through the lists).
 */
export async function assertOwnedBySchool(
  db: Db | Tx,
  target: keyof typeof EXAM_REFERENCES,
  ids: number | readonly number[] | null | undefined,
  schoolId: number,
  field: string,
): Promise<void> {
  const wanted = [...new Set((Array.isArray(ids) ? ids : [ids]).filter((v): v is number => typeof v === 'number'))];
  if (!wanted.length) return;
  const ref: ReferenceTarget = EXAM_REFERENCES[target];
  const where = [eq(ref.schoolId, schoolId), inArray(ref.id, wanted)];
  if (ref.deletedAt) where.push(isNull(ref.deletedAt));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ref.id.table)
    .where(and(...where));
  if (Number(row.n) !== wanted.length) throw validationError({ [field]: [ref.message] });
}
