import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { selectionSchema } from '../../../shared/exams/schedule-schema.ts';
import type { Db } from '../../db/client.ts';
import { examQuestions } from '../../db/schema/exams.ts';
import { validationError } from '../../http/errors.ts';

type Selection = z.output<typeof selectionSchema>;

/**
 * The paper's question ids, in order. Fixed: the teacher's list, each checked to be in this school's bank.
 * Drawn: for each rule, that many questions of the type picked at random from the bank for the course and
 * grade, once when the schedule is saved (every student gets the same questions, each in their own order).
 */
export async function paperOf(db: Db, schoolId: number, selection: Selection, filter: { courseId?: number | null; grade?: number | null }): Promise<number[]> {
  const live = [eq(examQuestions.schoolId, schoolId), isNull(examQuestions.deletedAt)];
  if (selection.mode === 'fixed') {
    const ids = [...new Set(selection.questionIds)];
    const found = await db
      .select({ id: examQuestions.id })
      .from(examQuestions)
      .where(and(...live, inArray(examQuestions.id, ids)));
    if (found.length !== ids.length) throw validationError({ 'selection.questionIds': ['Ada soal yang tidak ditemukan di bank soal.'] });
    return ids;
  }
  if (filter.courseId) live.push(eq(examQuestions.courseId, filter.courseId));
  if (filter.grade) live.push(eq(examQuestions.grade, filter.grade));
  const picked: number[] = [];
  for (const [i, rule] of selection.rules.entries()) {
    const rows = await db
      .select({ id: examQuestions.id })
      .from(examQuestions)
      .where(and(...live, eq(examQuestions.type, rule.type)))
      .orderBy(sql`random()`)
      .limit(rule.count);
    if (rows.length < rule.count) {
      throw validationError({ [`selection.rules.${i}.count`]: [`Bank soal hanya punya ${rows.length} soal jenis ini.`] });
    }
    picked.push(...rows.map((r) => r.id));
  }
  return picked;
}
