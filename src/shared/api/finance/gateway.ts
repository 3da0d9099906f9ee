/** Virtual-account notifications from a payment gateway: signed, idempotent, refused when replayed. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';

export const vaNotificationInput = z.object({
  eventId: z.string('Id kejadian wajib.').trim().min(1, 'Id kejadian wajib.').max(100, 'Id kejadian terlalu panjang.'),
  vaNumber: z.string('Nomor VA wajib.').regex(/^\d{8,20}$/, 'Nomor VA 8–20 digit.'),
  amount: z.number('Jumlah wajib.').int('Rupiah tanpa desimal.').min(1, 'Jumlah harus lebih dari nol.').max(1_000_000_000_000, 'Terlalu besar.'),
  timestamp: z.iso.datetime({ offset: true, error: 'Waktu tidak valid.' }),
});

export const simulatedCallbackContract = defineContract({
  name: 'finance.va.simulasi.callback', method: 'POST', path: '/api/finance/va/simulasi/callback', auth: 'public', input: vaNotificationInput,
  output: z.object({ status: z.enum(['paid', 'duplicate', 'unmatched']), paymentId: z.number().nullable() }),
  tag: 'Keuangan', access: 'penyedia pembayaran (tanda tangan X-Signature)',
  summary: 'Notifikasi pembayaran virtual account dari penyedia simulasi: tanda tangan HMAC-SHA256 diperiksa (401), kejadian yang sama tidak membayar dua kali.',
  example: { eventId: 'sim-0001', vaNumber: '9880000000000012', amount: 350000, timestamp: '2026-11-25T08:00:00+07:00' },
});
