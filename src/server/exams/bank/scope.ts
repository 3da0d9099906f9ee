import type { Db } from '../../db/client.ts';
import { assertOwnedBySchool } from '../references.ts';

/** A course or stimulus id sent by the client must belong to the session's school (else a 422 on its field). */
export async function checkCourse(db: Db, schoolId: number, courseId: number | null | undefined): Promise<void> {
  await assertOwnedBySchool(db, 'course', courseId, schoolId, 'courseId');
}

export async function checkStimulus(db: Db, schoolId: number, stimulusId: number | null | undefined): Promise<void> {
  await assertOwnedBySchool(db, 'stimulus', stimulusId, schoolId, 'stimulusId');
}
