import { z } from 'zod';
import { CHANNELS } from './providers.ts';

export const MESSAGE_STATUSES = ['queued', 'sent', 'outbox', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Dalam antrean',
  sent: 'Terkirim',
  outbox: 'Di kotak keluar',
  failed: 'Gagal',
};

/** GET /api/messaging/outbox (super-admin): every recorded message, newest first. */
export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  channel: z.enum(CHANNELS).optional(),
  status: z.enum(MESSAGE_STATUSES).optional(),
});

export const outboxRowSchema = z.object({
  id: z.number().int(),
  schoolName: z.string().nullable(),
  channel: z.enum(CHANNELS),
  provider: z.string().nullable(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;
export const outboxPageSchema = z.object({ rows: z.array(outboxRowSchema), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });
export type OutboxPage = z.infer<typeof outboxPageSchema>;
