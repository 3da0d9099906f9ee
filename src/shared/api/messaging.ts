/** Messaging (docs/decisions/0010-messaging.md): the super-admin's outbox, a school's providers, a test message. */
import { z } from 'zod';
import { defineContract } from './contract.ts';
import { CHANNELS, PROVIDERS, providerConfigSchema } from '../messaging/providers.ts';
import { outboxPageSchema, outboxQuerySchema } from '../messaging/outbox-view.ts';
import { testMessageSchema } from '../messaging/recipient.ts';

const TAG = 'Pesan';

/** One channel's provider with its whole configuration (credentials are sealed by the server). */
export const saveSettingsInput = z.object({ channel: z.enum(CHANNELS), config: providerConfigSchema });

export const outboxContract = defineContract({
  name: 'messaging.outbox',
  method: 'GET',
  path: '/api/messaging/outbox',
  auth: 'session',
  input: outboxQuerySchema,
  output: outboxPageSchema,
  tag: TAG,
  access: 'super admin',
  summary: 'Semua pesan yang tercatat (kotak keluar), terbaru dahulu; saring kanal atau status.',
});

export const getMessagingSettingsContract = defineContract({
  name: 'messaging.settings.get',
  method: 'GET',
  path: '/api/messaging/settings',
  auth: 'session',
  output: z.object({ channels: z.array(z.object({ channel: z.enum(CHANNELS), provider: z.enum(PROVIDERS), updatedAt: z.string().nullable() })) }),
  tag: TAG,
  access: 'admin',
  summary: 'Penyedia yang dipakai sekolah untuk tiap kanal (kredensial tidak pernah dikirim balik).',
});

export const saveMessagingSettingsContract = defineContract({
  name: 'messaging.settings.save',
  method: 'PUT',
  path: '/api/messaging/settings',
  auth: 'session',
  input: saveSettingsInput,
  output: z.object({ status: z.boolean(), message: z.string() }),
  tag: TAG,
  access: 'admin',
  summary: 'Menetapkan penyedia satu kanal dengan kredensialnya (disimpan terenkripsi).',
});

export const testMessageContract = defineContract({
  name: 'messaging.test',
  method: 'POST',
  path: '/api/messaging/test',
  auth: 'session',
  input: testMessageSchema,
  output: z.object({ jobId: z.number(), messageId: z.number() }),
  tag: TAG,
  access: 'admin',
  summary: 'Mengirim pesan uji lewat penyedia sekolah; portal mengikuti prosesnya lewat /api/jobs/:id.',
  example: { channel: 'whatsapp', to: '081234567890', body: 'Pesan uji dari platform sekolah.' },
});
