import { canManageExams, canReadExamResults, isStudent } from '../../shared/exams/access.ts';
import { forbidden } from '../http/errors.ts';
import type { SessionContext } from '../http/context.ts';

/** The user-type checks of src/shared/exams/access.ts, enforced. */
export function requireManager(ctx: SessionContext): void {
  if (!canManageExams(ctx.session.userTypeId)) throw forbidden('Hanya guru dan admin sekolah yang dapat mengelola ujian.');
}

export function requireReader(ctx: SessionContext): void {
  if (!canReadExamResults(ctx.session.userTypeId)) throw forbidden('Anda tidak memiliki akses ke hasil ujian.');
}

export function requireStudent(ctx: SessionContext): void {
  if (!isStudent(ctx.session.userTypeId)) throw forbidden('Halaman ini hanya untuk siswa.');
}

/** The academic year the session works in; exams are scheduled per year. */
export function yearOf(ctx: SessionContext): number {
  if (!ctx.session.academicYearId) throw forbidden('Pilih tahun ajaran terlebih dahulu.');
  return ctx.session.academicYearId;
}
