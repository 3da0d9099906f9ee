import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/master.ts';
import { examStimuli } from '../../db/schema/exams.ts';
import { validationError } from '../../http/errors.ts';

/** A course or stimulus id sent by the client must belong to the session's school (else it is "not found"). */
export async function checkCourse(db: Db, schoolId: number, courseId: number | null | undefined): Promise<void> {
  if (!courseId) return;
  const rows = await db.select({ id: courses.id }).from(courses).where(and(eq(courses.id, courseId), eq(courses.schoolId, schoolId)));
  if (!rows.length) throw validationError({ courseId: ['Mata pelajaran tidak ditemukan.'] });
}

export async function checkStimulus(db: Db, schoolId: number, stimulusId: number | null | undefined): Promise<void> {
  if (!stimulusId) return;
  const rows = await db
    .select({ id: examStimuli.id })
    .from(examStimuli)
    .where(and(eq(examStimuli.id, stimulusId), eq(examStimuli.schoolId, schoolId), isNull(examStimuli.deletedAt)));
  if (!rows.length) throw validationError({ stimulusId: ['Stimulus tidak ditemukan.'] });
}
