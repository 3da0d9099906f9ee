import { planningAllows, type PlanningAction } from '../../shared/planning/permissions.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';

const REFUSAL: Record<PlanningAction, string> = {
  'templates.platform': 'Hanya superadmin yang dapat mengubah templat platform. Salin templat ini ke sekolah untuk mengubahnya.',
  'templates.school': 'Hanya admin sekolah yang dapat mengubah templat sekolah.',
  'templates.read': 'Anda tidak memiliki akses ke templat perangkat ajar.',
  'documents.write': 'Hanya guru yang dapat menyusun perangkat ajar.',
  'documents.school': 'Anda tidak memiliki akses ke perangkat ajar sekolah.',
  'documents.review': 'Hanya kepala sekolah yang dapat menelaah perangkat ajar.',
  'requirements.write': 'Hanya admin dan kepala sekolah yang dapat menetapkan perangkat ajar wajib.',
  'supervision.read': 'Anda tidak memiliki akses ke supervisi perangkat ajar.',
};

/** The planning permission table (src/shared/planning/permissions.ts), enforced before anything is read. */
export function requirePlanning(ctx: SessionContext, action: PlanningAction): void {
  if (!planningAllows(action, ctx.session.userTypeId)) throw forbidden(REFUSAL[action]);
}

export const allows = (ctx: SessionContext, action: PlanningAction) => planningAllows(action, ctx.session.userTypeId);
