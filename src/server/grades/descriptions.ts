import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { gradeDescriptions } from '../db/schema/grades.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { gridOf } from './grid.ts';
import { requireGrades } from './guard.ts';
import { loadAssignment, studentsOf } from './roster.ts';
import { assertOpen, settingsOf } from './settings.ts';

/** PUT /api/grades/classes/:id/descriptions: the teacher's own capaian; an empty text returns to the generated one. */
export async function saveDescription({
  ctx,
  id,
  input,
}: {
  ctx: SessionContext;
  id: number;
  input: { studentId: number; aspect: 'pengetahuan' | 'keterampilan'; description: string };
}) {
  requireGrades(ctx, 'grades.write');
  const a = await loadAssignment(ctx, id, 'write');
  const schoolId = ctx.session.schoolId;
  const { semester } = await settingsOf(ctx.db, schoolId, a.academicYearId);
  const students = await studentsOf(ctx.db, schoolId, a.sectionId);
  if (!students.some((s) => s.id === input.studentId)) throw validationError({ studentId: ['Siswa ini bukan anggota rombel.'] });
  await ctx.db.transaction(async (tx) => {
    await assertOpen(tx, schoolId, a.academicYearId, semester);
    const key = and(
      eq(gradeDescriptions.teachingAssignmentId, a.id),
      eq(gradeDescriptions.semester, semester),
      eq(gradeDescriptions.studentId, input.studentId),
      eq(gradeDescriptions.aspect, input.aspect),
    );
    if (!input.description) await tx.delete(gradeDescriptions).where(key);
    else
      await tx
        .insert(gradeDescriptions)
        .values({ schoolId, teachingAssignmentId: a.id, semester, studentId: input.studentId, aspect: input.aspect, description: input.description })
        .onConflictDoUpdate({
          target: [gradeDescriptions.teachingAssignmentId, gradeDescriptions.semester, gradeDescriptions.studentId, gradeDescriptions.aspect],
          set: { description: input.description, updatedAt: sql`now()` },
        });
    await recordAudit(tx, ctx, { resource: 'grade_description', recordId: a.id, action: 'save', after: { semester, ...input } });
  });
  return gridOf(ctx, a);
}
