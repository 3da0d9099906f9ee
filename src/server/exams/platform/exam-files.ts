import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { canPublishExamFiles } from '../../../shared/exams/platform/access.ts';
import type { examFileUploadSchema } from '../../../shared/exams/platform/exam-file-schema.ts';
import { EXAM_FILE_MAX_BYTES, EXAM_FILE_TOO_LARGE, EXAM_FILE_WRONG_TYPE, examFileType } from '../../../shared/exams/platform/exam-file-types.ts';
import { examFiles } from '../../db/schema/exam-platform.ts';
import { schools } from '../../db/schema/schools.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, notFound, fieldError, validationError } from '../../http/errors.ts';
import { auditExam } from '../audit.ts';
import { requireFilePublisher, requireFileReader } from './guard.ts';

/**
 * upload_file_examination: files the platform's super admin publishes for exams, to every school or one.
 * Staff see what is published to their school or to all; another school's file is "not found".
 */
const visibleTo = (ctx: SessionContext) =>
  canPublishExamFiles(ctx.session.userTypeId) ? undefined : or(isNull(examFiles.schoolId), eq(examFiles.schoolId, ctx.session.schoolId));

export async function listExamFiles({ ctx }: { ctx: SessionContext }) {
  requireFileReader(ctx);
  const publisher = canPublishExamFiles(ctx.session.userTypeId);
  const [data, schoolList] = await Promise.all([
    ctx.db
      .select({
        id: examFiles.id,
        title: examFiles.title,
        fileName: examFiles.fileName,
        mimeType: examFiles.mimeType,
        size: examFiles.size,
        schoolId: examFiles.schoolId,
        schoolName: schools.name,
        createdAt: examFiles.createdAt,
      })
      .from(examFiles)
      .leftJoin(schools, eq(schools.id, examFiles.schoolId))
      .where(visibleTo(ctx))
      .orderBy(desc(examFiles.createdAt), desc(examFiles.id)),
    // The publisher chooses the target school; nobody else needs the list of every school.
    publisher ? ctx.db.select({ id: schools.id, name: schools.name }).from(schools).orderBy(asc(schools.name)) : Promise.resolve([]),
  ]);
  return { data, canPublish: publisher, schools: schoolList };
}

type UploadInput = z.output<typeof examFileUploadSchema>;

/** Too large is a 413 whose message says the limit, on the file field. */
export async function uploadExamFile({ ctx, input }: { ctx: SessionContext; input: UploadInput }) {
  requireFilePublisher(ctx);
  const content = Buffer.from(input.content, 'base64');
  if (content.length > EXAM_FILE_MAX_BYTES) throw new AppError('too_large', EXAM_FILE_TOO_LARGE, { fieldErrors: { file: [EXAM_FILE_TOO_LARGE] } });
  const type = examFileType(input.fileName, content);
  if (!type) throw fieldError('file', EXAM_FILE_WRONG_TYPE);
  if (input.schoolId !== null) {
    const [school] = await ctx.db.select({ id: schools.id }).from(schools).where(eq(schools.id, input.schoolId));
    if (!school) throw validationError({ schoolId: ['Sekolah tidak ditemukan.'] });
  }
  const values = { schoolId: input.schoolId, title: input.title, fileName: input.fileName, mimeType: type.mimeType, size: content.length };
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(examFiles)
      .values({ ...values, content, uploadedBy: ctx.session.userId })
      .returning({ id: examFiles.id });
    await auditExam(tx, ctx, 'exam_file', row.id, 'create', null, values);
    return row.id;
  });
  return { id, message: 'Berkas diunggah.' };
}

export async function downloadExamFile({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireFileReader(ctx);
  const [row] = await ctx.db
    .select({ fileName: examFiles.fileName, mimeType: examFiles.mimeType, content: examFiles.content })
    .from(examFiles)
    .where(and(eq(examFiles.id, input.id), visibleTo(ctx)));
  if (!row) throw notFound('Berkas ujian tidak ditemukan.');
  return { ...row, content: Buffer.from(row.content) };
}

export async function deleteExamFile({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireFilePublisher(ctx);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .delete(examFiles)
      .where(eq(examFiles.id, input.id))
      .returning({ title: examFiles.title, fileName: examFiles.fileName, schoolId: examFiles.schoolId, size: examFiles.size });
    if (!before) throw notFound('Berkas ujian tidak ditemukan.');
    await auditExam(tx, ctx, 'exam_file', input.id, 'delete', before, null);
  });
  return { message: 'Berkas dihapus.' };
}
