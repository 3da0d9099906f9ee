import { examAllows, type ExamAction } from '../../shared/exams/permissions.ts';
import { forbidden } from '../http/errors.ts';
import type { SessionContext } from '../http/context.ts';

/** What a user type without the right is told, per right of src/shared/exams/permissions.ts. */
const REFUSALS: Record<ExamAction, string> = {
  'results.read': 'Anda tidak memiliki akses ke hasil ujian.',
  'exams.manage': 'Hanya guru dan admin sekolah yang dapat mengelola ujian.',
  'bank.write': 'Hanya guru dan admin sekolah yang dapat mengubah bank soal.',
  'courses.all': 'Hanya admin sekolah dan kepala sekolah yang dapat mengubah ujian semua mata pelajaran.',
  'keys.any': 'Kunci jawaban ujian yang belum selesai hanya untuk guru pengampu dan admin sekolah.',
  'settings.write': 'Hanya admin sekolah yang dapat mengubah pengaturan ujian.',
  'files.publish': 'Hanya super admin platform yang dapat mengelola berkas ujian.',
  'files.read': 'Berkas ujian hanya untuk staf sekolah.',
  'exams.sit': 'Halaman ini hanya untuk siswa.',
};

/** The table's decision for a user type, enforced: 403 with the right's message. */
export function requireRight(userTypeId: string, action: ExamAction): void {
  if (!examAllows(action, userTypeId)) throw forbidden(REFUSALS[action]);
}

export const requireManager = (ctx: SessionContext): void => requireRight(ctx.session.userTypeId, 'exams.manage');
export const requireBankWriter = (ctx: SessionContext): void => requireRight(ctx.session.userTypeId, 'bank.write');
export const requireReader = (ctx: SessionContext): void => requireRight(ctx.session.userTypeId, 'results.read');
export const requireStudent = (ctx: SessionContext): void => requireRight(ctx.session.userTypeId, 'exams.sit');

/** The academic year the session works in; exams are scheduled per year. */
export function yearOf(ctx: SessionContext): number {
  if (!ctx.session.academicYearId) throw forbidden('Pilih tahun ajaran terlebih dahulu.');
  return ctx.session.academicYearId;
}
