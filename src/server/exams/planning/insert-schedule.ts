import type { InferInsertModel } from 'drizzle-orm';
import { examScheduleQuestions, examScheduleSections, examSchedules } from '../../db/schema/exams.ts';
import type { SessionContext } from '../../http/context.ts';
import { auditExam, type Tx } from '../audit.ts';
import { enrolParticipants } from '../participants.ts';

export type NewSchedule = Omit<InferInsertModel<typeof examSchedules>, 'id' | 'schoolId' | 'createdBy' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

/**
 * Writes one new schedule with its rombel, paper and participants' attempts inside the caller's transaction
 * (duplicate and collective scheduling create several and must stay all-or-nothing).
 */
export async function insertSchedule(tx: Tx, ctx: SessionContext, values: NewSchedule, sectionIds: number[], questionIds: number[]) {
  const schoolId = ctx.session.schoolId;
  const [{ id }] = await tx
    .insert(examSchedules)
    .values({ ...values, schoolId, createdBy: ctx.session.userId })
    .returning({ id: examSchedules.id });
  await tx.insert(examScheduleSections).values([...new Set(sectionIds)].map((sectionId) => ({ schoolId, scheduleId: id, sectionId })));
  await tx.insert(examScheduleQuestions).values(questionIds.map((questionId, position) => ({ schoolId, scheduleId: id, questionId, position })));
  const participants = await enrolParticipants(tx, schoolId, id, values.academicYearId, sectionIds);
  await auditExam(tx, ctx, 'exam_schedule', id, 'create', null, values);
  return { id, participants };
}
