import { libraryAllows, type LibraryAction } from '../../shared/library/permissions.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';

const REFUSAL: Record<LibraryAction, string> = {
  'library.manage': 'Hanya pustakawan dan admin sekolah yang dapat mengelola perpustakaan.',
  'library.reports': 'Anda tidak memiliki akses ke laporan perpustakaan.',
  'library.search': 'Anda tidak memiliki akses ke katalog perpustakaan.',
  'library.member': 'Hanya anggota perpustakaan (siswa dan pegawai sekolah) yang dapat melakukan ini.',
  'library.guardian': 'Halaman ini untuk akun orang tua/wali.',
};

/** The library permission table (src/shared/library/permissions.ts), enforced before anything is read. */
export function requireLibrary(ctx: SessionContext, action: LibraryAction): void {
  if (!libraryAllows(action, ctx.session.userTypeId)) throw forbidden(REFUSAL[action]);
}
