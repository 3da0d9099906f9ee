/** A student hands in an assignment (text and files, late flagged); the teacher grades it with feedback and returns it. */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { roomAssignments, roomSubmissions } from '../db/schema/classroom.ts';
import { files } from '../db/schema/files.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, forbidden, notFound, validationError } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { gradeInput, submitInput } from '../../shared/api/classroom/assignments.ts';
import { STUDENT } from '../../shared/classroom/permissions.ts';
import { DOCX, JPEG, PDF, PNG, XLSX } from '../../shared/files/magic-bytes.ts';
import { assignmentClosed, getAssignment, openAssignment } from './assignments.ts';
import { keepRoom } from './room-access.ts';
import { cleanHtml } from './rich-content.ts';
import { schoolAllows } from '../accounts/school-switches.ts';

const EXTENSION_OF: Record<string, string> = Object.fromEntries([PDF, DOCX, XLSX, PNG, JPEG].map((t) => [t.mime, t.extension]));
const typeList = (types: string[]) => types.map((t) => t.toUpperCase()).join(', ');

/** The student's own uploads of kind classroom_file, each of a type the assignment accepts. */
async function checkFiles(ctx: SessionContext, fileIds: string[], accepted: string[]): Promise<string[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  if (accepted.length === 0) throw validationError({ fileIds: ['Tugas ini hanya menerima jawaban teks.'] });
  const rows = await ctx.db
    .select({ id: files.id, mime: files.mime, name: files.originalName })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.schoolId, ctx.session.schoolId), eq(files.createdBy, ctx.session.userId), eq(files.kind, 'classroom_file')));
  if (rows.length !== ids.length) throw validationError({ fileIds: ['Berkas tidak ditemukan; unggah ulang.'] });
  const wrong = rows.find((r) => !accepted.includes(EXTENSION_OF[r.mime] ?? ''));
  if (wrong) throw validationError({ fileIds: [`Jenis berkas ${wrong.name} tidak diterima tugas ini. Unggah ${typeList(accepted)}.`] });
  return ids;
}

export async function submitAssignment({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof submitInput> }) {
  const { assignment, access } = await openAssignment(ctx, id);
  if (ctx.session.userTypeId !== STUDENT || !access.student) throw forbidden('Hanya siswa rombel ini yang dapat mengumpulkan tugas.');
  if (assignment.closedAt) throw assignmentClosed();
  const body = cleanHtml(input.body);
  const fileIds = await checkFiles(ctx, input.fileIds, assignment.acceptedTypes);
  if (!body && fileIds.length === 0) throw validationError({ body: ['Tulis jawaban atau lampirkan berkas.'] });
  const now = new Date();
  // The school's switch (/coursesetting): late work flagged, or refused.
  if (now.getTime() > assignment.dueAt.getTime() && !(await schoolAllows(ctx.db, ctx.session.schoolId, 'lateSubmission'))) {
    throw new AppError('conflict', 'Tenggat tugas ini sudah lewat, dan sekolah tidak menerima pengumpulan terlambat.');
  }
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(roomSubmissions)
      .where(and(eq(roomSubmissions.assignmentId, id), eq(roomSubmissions.studentId, ctx.session.userId)))
      .for('update');
    if (existing?.gradedAt) throw new AppError('conflict', 'Tugas sudah dinilai; kiriman tidak dapat diubah.');
    const values = { body, fileIds, submittedAt: now, late: now.getTime() > assignment.dueAt.getTime() };
    const [row] = existing
      ? await tx.update(roomSubmissions).set(values).where(eq(roomSubmissions.id, existing.id)).returning()
      : await tx
          .insert(roomSubmissions)
          .values({ schoolId: ctx.session.schoolId, assignmentId: id, studentId: ctx.session.userId, ...values })
          .returning();
    await recordAudit(tx, ctx, {
      resource: 'classroom.submission',
      recordId: row.id,
      action: existing ? 'resubmit' : 'submit',
      after: { fileIds, late: values.late },
    });
  });
  return getAssignment({ ctx, id });
}

export async function gradeSubmission({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof gradeInput> }) {
  const [row] = await ctx.db
    .select({ submission: roomSubmissions, roomId: roomAssignments.roomId, maxScore: roomAssignments.maxScore })
    .from(roomSubmissions)
    .innerJoin(roomAssignments, eq(roomAssignments.id, roomSubmissions.assignmentId))
    .where(and(eq(roomSubmissions.id, id), eq(roomSubmissions.schoolId, ctx.session.schoolId)));
  if (!row) throw notFound('Kiriman tidak ditemukan.');
  await keepRoom(ctx, row.roomId);
  if (input.score > row.maxScore) throw validationError({ score: [`Nilai paling besar ${row.maxScore}.`] });
  const feedback = input.feedback?.trim() || null;
  const updated = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(roomSubmissions)
      .set({ score: input.score, feedback, gradedAt: new Date(), gradedBy: ctx.session.userId })
      .where(eq(roomSubmissions.id, id))
      .returning();
    await recordAudit(tx, ctx, {
      resource: 'classroom.submission',
      recordId: id,
      action: 'grade',
      before: { score: row.submission.score },
      after: { score: input.score, feedback },
    });
    return saved;
  });
  const names = updated.fileIds.length
    ? await ctx.db.select({ id: files.id, name: files.originalName }).from(files).where(inArray(files.id, updated.fileIds))
    : [];
  return {
    id: updated.id,
    body: updated.body,
    files: updated.fileIds.map((f) => ({ id: f, name: names.find((n) => n.id === f)?.name ?? 'berkas' })),
    submittedAt: updated.submittedAt,
    late: updated.late,
    score: updated.score,
    feedback: updated.feedback,
    gradedAt: updated.gradedAt,
  };
}
