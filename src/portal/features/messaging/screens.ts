import type { ScreenRegistry } from '../../app/screens.ts';

export const SCREENS: ScreenRegistry = {
  // "Cek Pesan WhatsApp" (document 02, 2.11): the super-admin's outbox of every message, WhatsApp and email.
  wa_check_message: () => import('./outbox-screen.tsx'),
};
