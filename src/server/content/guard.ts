import { contentAllows, type ContentAction } from '../../shared/content/permissions.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';

const REFUSAL: Record<ContentAction, string> = {
  'info.write': 'Hanya admin, staf TU dan kepala sekolah yang dapat menerbitkan pengumuman.',
  'poll.write': 'Hanya admin, staf TU dan kepala sekolah yang dapat mengelola jajak pendapat.',
  'broadcast.write': 'Hanya admin, staf TU dan kepala sekolah yang dapat mengirim siaran.',
  'website.write': 'Hanya admin, staf TU dan kepala sekolah yang dapat mengelola website sekolah.',
  'foundation.read': 'Halaman ini untuk akun yayasan.',
  'chat.settings': 'Hanya admin dan kepala sekolah yang dapat mengubah pengaturan obrolan.',
};

/** The content permission table (src/shared/content/permissions.ts), enforced before anything is read. */
export function requireContent(ctx: SessionContext, action: ContentAction): void {
  if (!contentAllows(action, ctx.session.userTypeId)) throw forbidden(REFUSAL[action]);
}
