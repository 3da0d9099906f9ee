/** A lockdown app the school accepts (examination/whitelist-app); shared by the form and the API. */
import { z } from 'zod';

export const APP_PLATFORMS = ['windows', 'macos', 'ipad', 'android'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];
export const APP_PLATFORM_LABELS: Record<AppPlatform, string> = { windows: 'Windows', macos: 'macOS', ipad: 'iPad', android: 'Android' };

/** Empty means "not given"; anything else must be a SHA-256 key as Safe Exam Browser shows it. */
const optionalKey = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^([0-9a-f]{64})?$/, 'Harus 64 karakter heksadesimal (0-9, a-f).')
  .transform((s) => s || null)
  .nullable()
  .optional();

export const allowedAppSchema = z
  .object({
    name: z.string().trim().min(1, 'Wajib diisi.').max(100, 'Maksimal 100 karakter.'),
    platform: z.enum(APP_PLATFORMS, { error: 'Pilih platform.' }),
    configKey: optionalKey,
    browserExamKey: optionalKey,
    active: z.boolean().default(true),
    notes: z.string().trim().max(500, 'Maksimal 500 karakter.').nullable().optional(),
  })
  .superRefine((app, ctx) => {
    if (!app.configKey && !app.browserExamKey) {
      ctx.addIssue({ code: 'custom', path: ['configKey'], message: 'Isi Config Key atau Browser Exam Key.' });
    }
  });
export type AllowedAppInput = z.input<typeof allowedAppSchema>;
