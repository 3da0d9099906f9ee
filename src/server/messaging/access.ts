import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';

/** Superadmin and the school's admin set the school's providers and may send a test message. */
const MESSAGING_ADMINS = ['1', '2'];

export function assertMessagingAdmin(ctx: SessionContext): void {
  if (!MESSAGING_ADMINS.includes(ctx.session.userTypeId)) throw forbidden('Hanya admin sekolah yang dapat mengatur pengiriman pesan.');
}

/** The outbox of every school is the platform operator's view. */
export function assertSuperadmin(ctx: SessionContext): void {
  if (ctx.session.userTypeId !== '1') throw forbidden('Hanya superadmin yang dapat melihat kotak keluar pesan.');
}
