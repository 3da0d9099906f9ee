import { z } from 'zod';

/** Messaging channels and the providers each can use (docs/decisions/0010-messaging.md). */
export const CHANNELS = ['whatsapp', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];
export const CHANNEL_LABELS: Record<Channel, string> = { whatsapp: 'WhatsApp', email: 'Email' };

export const PROVIDERS = ['outbox', 'fonnte', 'wablas', 'whatsapp_cloud', 'smtp'] as const;
export type ProviderName = (typeof PROVIDERS)[number];
export const PROVIDER_LABELS: Record<ProviderName, string> = {
  outbox: 'Kotak keluar (tidak dikirim keluar)',
  fonnte: 'Fonnte',
  wablas: 'Wablas',
  whatsapp_cloud: 'WhatsApp Cloud API',
  smtp: 'SMTP',
};

/** The default on a fresh install, for every channel: the message is only recorded. */
export const DEFAULT_PROVIDER = 'outbox' satisfies ProviderName;

const required = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `${label} wajib diisi.` });
const baseUrl = z.url({ message: 'Alamat API tidak valid.' }).optional();

/**
 * Each provider's settings. The credentials in them are stored sealed (AES-256-GCM) and never sent back to the
 * portal; baseUrl exists for self-hosted gateways and for tests against a local fake server.
 */
export const providerConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('outbox') }),
  z.object({
    provider: z.literal('fonnte'),
    token: required('Token'),
    countryCode: z
      .string()
      .regex(/^\d{1,4}$/)
      .default('62'),
    baseUrl,
  }),
  z.object({ provider: z.literal('wablas'), token: required('Token'), secretKey: z.string().trim().optional(), baseUrl }),
  z.object({
    provider: z.literal('whatsapp_cloud'),
    accessToken: required('Access token'),
    phoneNumberId: required('Phone number ID'),
    apiVersion: z
      .string()
      .regex(/^v\d+\.\d+$/, { message: 'Versi API seperti v21.0.' })
      .default('v21.0'),
    baseUrl,
  }),
  z.object({
    provider: z.literal('smtp'),
    host: required('Host SMTP'),
    port: z.coerce.number().int().min(1).max(65535).default(587),
    secure: z.boolean().default(false),
    user: z.string().trim().optional(),
    password: z.string().optional(),
    from: z.email({ message: 'Alamat pengirim tidak valid.' }),
  }),
]);
export type ProviderConfig = z.infer<typeof providerConfigSchema>;

export const CHANNEL_PROVIDERS: Record<Channel, readonly ProviderName[]> = {
  whatsapp: ['outbox', 'fonnte', 'wablas', 'whatsapp_cloud'],
  email: ['outbox', 'smtp'],
};
