import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { assessmentInput } from '../../shared/api/grades/classes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { gradeAssessments } from '../db/schema/grades.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, validationError } from '../http/errors.ts';
import { roomAssignmentsOf } from '../classroom/grade-feed.ts';
import { finishedExamsOf } from './exam-scores.ts';
import { objectiveText } from './objectives.ts';
import { gridOf } from './grid.ts';
import { requireGrades } from './guard.ts';
import { loadAssignment } from './roster.ts';
import { assertOpen, settingsOf } from './settings.ts';

/** POST /api/grades/classes/:id/assessments: a new column; one taken from an exam reads the exam's final results. */
export async function createAssessment({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof assessmentInput> }) {
  requireGrades(ctx, 'grades.write');
  const a = await loadAssignment(ctx, id, 'write');
  const schoolId = ctx.session.schoolId;
  const { semester } = await settingsOf(ctx.db, schoolId, a.academicYearId);
  if (input.examScheduleId && input.roomAssignmentId) throw validationError({ roomAssignmentId: ['Pilih salah satu: hasil ujian atau tugas ruang kelas.'] });
  if (input.aspect === 'keterampilan' && a.layout !== 'k13') throw validationError({ aspect: ['Keterampilan dinilai terpisah hanya pada Kurikulum 2013.'] });
  if (input.examScheduleId) {
    const exams = await finishedExamsOf(ctx.db, schoolId, a.courseId, a.sectionId);
    if (!exams.some((e) => e.id === input.examScheduleId)) throw validationError({ examScheduleId: ['Pilih ujian selesai dari mapel dan rombel ini.'] });
  }
  if (input.roomAssignmentId) {
    const rooms = await roomAssignmentsOf(ctx.db, schoolId, a.id);
    if (!rooms.some((r) => r.id === input.roomAssignmentId))
      throw validationError({ roomAssignmentId: ['Pilih tugas dari ruang kelas mapel dan rombel ini.'] });
  }
  const objective = input.objective || (input.objectiveId ? await objectiveText(ctx, input.objectiveId) : null);
  await ctx.db.transaction(async (tx) => {
    await assertOpen(tx, schoolId, a.academicYearId, semester);
    const [last] = await tx
      .select({ n: max(gradeAssessments.position) })
      .from(gradeAssessments)
      .where(and(eq(gradeAssessments.teachingAssignmentId, a.id), eq(gradeAssessments.semester, semester)));
    const [row] = await tx
      .insert(gradeAssessments)
      .values({
        schoolId,
        teachingAssignmentId: a.id,
        semester,
        kind: input.kind,
        aspect: input.aspect,
        title: input.title,
        objective,
        objectiveId: input.objectiveId ?? null,
        examScheduleId: input.examScheduleId ?? null,
        roomAssignmentId: input.roomAssignmentId ?? null,
        position: (last?.n ?? 0) + 1,
      })
      .returning();
    await recordAudit(tx, ctx, { resource: 'grade_assessment', recordId: row.id, action: 'create', after: row });
  });
  return gridOf(ctx, a);
}

/** DELETE /api/grades/assessments/:id: the column and its scores. */
export async function deleteAssessment({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireGrades(ctx, 'grades.write');
  const [column] = await ctx.db
    .select()
    .from(gradeAssessments)
    .where(and(eq(gradeAssessments.schoolId, ctx.session.schoolId), eq(gradeAssessments.id, id)));
  if (!column) throw notFound('Penilaian tidak ditemukan.');
  const a = await loadAssignment(ctx, column.teachingAssignmentId, 'write');
  await ctx.db.transaction(async (tx) => {
    await assertOpen(tx, ctx.session.schoolId, a.academicYearId, column.semester);
    await tx.delete(gradeAssessments).where(eq(gradeAssessments.id, id));
    await recordAudit(tx, ctx, { resource: 'grade_assessment', recordId: id, action: 'delete', before: column });
  });
  return gridOf(ctx, a);
}
