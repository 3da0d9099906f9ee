import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { ACCOUNT_DESK, SWITCH_EDITORS, SWITCH_READERS } from '../../shared/accounts/permissions.ts';

const has = (list: readonly string[], type: string) => list.includes(type);

export function requireDesk(ctx: SessionContext): void {
  if (!has(ACCOUNT_DESK, ctx.session.userTypeId)) throw forbidden('Hanya admin, TU dan staf pendukung yang mengelola akun.');
}

export function requireSwitchReader(ctx: SessionContext): void {
  if (!has(SWITCH_READERS, ctx.session.userTypeId)) throw forbidden('Pengaturan ini untuk admin dan pimpinan sekolah.');
}

export function requireSwitchEditor(ctx: SessionContext): void {
  if (!has(SWITCH_EDITORS, ctx.session.userTypeId)) throw forbidden('Hanya admin sekolah yang dapat mengubah pengaturan ini.');
}
