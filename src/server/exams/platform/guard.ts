import { canManageExams, canReadExamResults } from '../../../shared/exams/access.ts';
import { canPublishExamFiles, canReadExamFiles, canWriteExamSettings } from '../../../shared/exams/platform/access.ts';
import type { SessionContext } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';

/** The user-type checks of src/shared/exams/platform/access.ts, enforced. */
export function requireSettingsReader(ctx: SessionContext): void {
  if (!canReadExamResults(ctx.session.userTypeId)) throw forbidden('Anda tidak memiliki akses ke pengaturan ujian.');
}

export function requireSettingsWriter(ctx: SessionContext): void {
  if (!canWriteExamSettings(ctx.session.userTypeId)) throw forbidden('Hanya admin sekolah yang dapat mengubah pengaturan ujian.');
}

export function requireProctor(ctx: SessionContext): void {
  if (!canManageExams(ctx.session.userTypeId)) throw forbidden('Hanya guru dan admin sekolah yang dapat memantau ujian.');
}

export function requireFilePublisher(ctx: SessionContext): void {
  if (!canPublishExamFiles(ctx.session.userTypeId)) throw forbidden('Hanya super admin platform yang dapat mengelola berkas ujian.');
}

export function requireFileReader(ctx: SessionContext): void {
  if (!canReadExamFiles(ctx.session.userTypeId)) throw forbidden('Berkas ujian hanya untuk staf sekolah.');
}
