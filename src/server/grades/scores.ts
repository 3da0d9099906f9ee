import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveScoresInput } from '../../shared/api/grades/classes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { gradeAssessments, gradeScores } from '../db/schema/grades.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, validationError, type FieldErrors } from '../http/errors.ts';
import { gridOf } from './grid.ts';
import { requireGrades } from './guard.ts';
import { loadAssignment, studentsOf } from './roster.ts';
import { assertOpen, settingsOf } from './settings.ts';

/**
 * PUT /api/grades/classes/:id/scores: the changed cells of the grid in one statement. Each cell carries the
 * revision the teacher saw (0 for an empty cell); a cell someone else saved since is not overwritten: the whole
 * save is a 409 naming the student and the assessment, and the teacher reloads to see the other's number.
 */
export async function saveScores({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof saveScoresInput> }) {
  requireGrades(ctx, 'grades.write');
  const a = await loadAssignment(ctx, id, 'write');
  const schoolId = ctx.session.schoolId;
  const { semester } = await settingsOf(ctx.db, schoolId, a.academicYearId);
  const [columns, students] = await Promise.all([
    ctx.db
      .select({
        id: gradeAssessments.id,
        title: gradeAssessments.title,
        examScheduleId: gradeAssessments.examScheduleId,
        roomAssignmentId: gradeAssessments.roomAssignmentId,
      })
      .from(gradeAssessments)
      .where(and(eq(gradeAssessments.schoolId, schoolId), eq(gradeAssessments.teachingAssignmentId, a.id), eq(gradeAssessments.semester, semester))),
    studentsOf(ctx.db, schoolId, a.sectionId),
  ]);
  const column = new Map(columns.map((c) => [c.id, c]));
  const student = new Map(students.map((s) => [s.id, s]));
  const errors: FieldErrors = {};
  input.cells.forEach((c, i) => {
    const col = column.get(c.assessmentId);
    if (!col) errors[`cells.${i}.assessmentId`] = ['Penilaian ini bukan milik kelas ini.'];
    else if (col.examScheduleId) errors[`cells.${i}.score`] = [`Nilai "${col.title}" diambil dari hasil ujian; ubah lewat olah nilai ujian.`];
    else if (col.roomAssignmentId) errors[`cells.${i}.score`] = [`Nilai "${col.title}" diambil dari tugas ruang kelas; ubah lewat penilaian tugas.`];
    if (!student.has(c.studentId)) errors[`cells.${i}.studentId`] = ['Siswa ini bukan anggota rombel.'];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  const cells = [...new Map(input.cells.map((c) => [`${c.assessmentId}:${c.studentId}`, c])).values()];

  await ctx.db.transaction(async (tx) => {
    await assertOpen(tx, schoolId, a.academicYearId, semester);
    const saved = await tx
      .insert(gradeScores)
      .values(
        cells.map((c) => ({
          schoolId,
          assessmentId: c.assessmentId,
          studentId: c.studentId,
          score: c.score,
          revision: c.revision + 1,
          updatedBy: ctx.session.userId,
        })),
      )
      .onConflictDoUpdate({
        target: [gradeScores.assessmentId, gradeScores.studentId],
        set: { score: sql`excluded.score`, revision: sql`excluded.revision`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
        setWhere: sql`${gradeScores.revision} = excluded.revision - 1`,
      })
      .returning({ assessmentId: gradeScores.assessmentId, studentId: gradeScores.studentId });
    if (saved.length !== cells.length) {
      const done = new Set(saved.map((s) => `${s.assessmentId}:${s.studentId}`));
      const lost = cells.find((c) => !done.has(`${c.assessmentId}:${c.studentId}`))!;
      throw new AppError(
        'conflict',
        `Nilai ${student.get(lost.studentId)!.name} untuk "${column.get(lost.assessmentId)!.title}" baru saja diubah oleh pengguna lain. Muat ulang untuk melihat nilainya, lalu simpan lagi.`,
      );
    }
    await recordAudit(tx, ctx, {
      resource: 'grade_scores',
      recordId: a.id,
      action: 'save',
      after: { semester, cells: cells.map(({ assessmentId, studentId, score }) => ({ assessmentId, studentId, score })) },
    });
  });
  return gridOf(ctx, a);
}
