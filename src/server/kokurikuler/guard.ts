import { kokurikulerAllows, type KokurikulerAction } from '../../shared/kokurikuler/permissions.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';

const REFUSAL: Record<KokurikulerAction, string> = {
  'kokurikuler.manage': 'Hanya admin sekolah yang dapat mengatur projek kokurikuler.',
  'kokurikuler.read': 'Anda tidak memiliki akses ke kokurikuler.',
  'kokurikuler.assess': 'Hanya admin dan guru pendamping projek yang dapat mengisi penilaian kokurikuler.',
};

/** The kokurikuler permission table (src/shared/kokurikuler/permissions.ts), enforced before anything is read. */
export function requireKokurikuler(ctx: SessionContext, action: KokurikulerAction): void {
  if (!kokurikulerAllows(action, ctx.session.userTypeId)) throw forbidden(REFUSAL[action]);
}
