/** Virtual-account notifications from a payment gateway: signed, idempotent, refused when replayed. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema } from '../common.ts';
import { gatewayCredentialsInput } from '../../finance/gateway-credentials.ts';

export const vaNotificationInput = z.object({
  eventId: z.string('Id kejadian wajib.').trim().min(1, 'Id kejadian wajib.').max(100, 'Id kejadian terlalu panjang.'),
  vaNumber: z.string('Nomor VA wajib.').regex(/^\d{8,20}$/, 'Nomor VA 8–20 digit.'),
  amount: z.number('Jumlah wajib.').int('Rupiah tanpa desimal.').min(1, 'Jumlah harus lebih dari nol.').max(1_000_000_000_000, 'Terlalu besar.'),
  timestamp: z.iso.datetime({ offset: true, error: 'Waktu tidak valid.' }),
});

const callbackAnswer = z.object({ status: z.enum(['paid', 'duplicate', 'unmatched', 'ignored']), paymentId: z.number().nullable() });
const text = (max: number) => z.string('Wajib diisi.').max(max, 'Terlalu panjang.');

export const midtransCallbackContract = defineContract({
  name: 'finance.va.midtrans.callback',
  method: 'POST',
  path: '/api/finance/va/midtrans/callback',
  auth: 'public',
  input: z.object({
    order_id: text(100),
    status_code: text(5),
    gross_amount: text(20),
    signature_key: text(200),
    transaction_status: text(40),
    transaction_id: text(100).optional(),
    transaction_time: text(40).optional(),
    payment_type: text(40).optional(),
    va_numbers: z
      .array(z.object({ bank: text(20), va_number: text(40) }))
      .max(5)
      .optional(),
    permata_va_number: text(40).optional(),
  }),
  output: callbackAnswer,
  tag: 'Keuangan',
  access: 'Midtrans (signature_key SHA-512)',
  summary:
    'Notifikasi HTTP Midtrans: signature_key (SHA-512 order_id+status_code+gross_amount+server key) diperiksa dengan server key sekolah pemilik VA (401); order yang sama tidak membayar dua kali.',
});

export const xenditCallbackContract = defineContract({
  name: 'finance.va.xendit.callback',
  method: 'POST',
  path: '/api/finance/va/xendit/callback',
  auth: 'public',
  input: z.object({
    payment_id: text(100),
    account_number: text(40),
    amount: z.number('Jumlah wajib.').int('Rupiah tanpa desimal.').min(1).max(1_000_000_000_000),
    external_id: text(100).optional(),
    bank_code: text(20).optional(),
    transaction_timestamp: text(40).optional(),
    callback_virtual_account_id: text(100).optional(),
    id: text(100).optional(),
  }),
  output: callbackAnswer,
  tag: 'Keuangan',
  access: 'Xendit (header x-callback-token)',
  summary: 'Callback pembayaran VA Xendit: x-callback-token dibandingkan dengan token sekolah pemilik VA (401); payment_id yang sama tidak membayar dua kali.',
});

export const snapCallbackContract = defineContract({
  name: 'finance.va.snap.callback',
  method: 'POST',
  path: '/api/finance/va/snap/v1.0/transfer-va/payment',
  auth: 'public',
  input: z.object({
    partnerServiceId: text(8),
    customerNo: text(20),
    virtualAccountNo: text(28),
    virtualAccountName: text(255).optional(),
    paymentRequestId: text(128),
    paidAmount: z.object({ value: text(20), currency: text(3) }),
    trxDateTime: text(40).optional(),
    referenceNo: text(64).optional(),
  }),
  output: z.object({ responseCode: z.string(), responseMessage: z.string(), status: callbackAnswer.shape.status, paymentId: z.number().nullable() }),
  tag: 'Keuangan',
  access: 'bank SNAP (X-SIGNATURE SHA256withRSA, X-TIMESTAMP)',
  summary:
    'Notifikasi pembayaran VA SNAP BI: X-SIGNATURE diperiksa dengan kunci publik bank (401), X-TIMESTAMP lebih dari 15 menit ditolak (replay), paymentRequestId yang sama tidak membayar dua kali.',
});

export const simulatedCallbackContract = defineContract({
  name: 'finance.va.simulasi.callback',
  method: 'POST',
  path: '/api/finance/va/simulasi/callback',
  auth: 'public',
  input: vaNotificationInput,
  output: callbackAnswer,
  tag: 'Keuangan',
  access: 'penyedia pembayaran (tanda tangan X-Signature)',
  summary:
    'Notifikasi pembayaran virtual account dari penyedia simulasi: tanda tangan HMAC-SHA256 diperiksa (401), kejadian yang sama tidak membayar dua kali.',
  example: { eventId: 'sim-0001', vaNumber: '9880000000000012', amount: 350000, timestamp: '2026-11-25T08:00:00+07:00' },
});

export const vaTransactionsContract = defineContract({
  name: 'finance.reports.va_transactions',
  method: 'GET',
  path: '/api/finance/reports/va-transactions',
  auth: 'session',
  input: z.object({ from: z.iso.date('Tanggal tidak valid.').optional(), to: z.iso.date('Tanggal tidak valid.').optional() }),
  output: z.object({
    from: z.string(),
    to: z.string(),
    paidCount: z.number(),
    paidTotal: z.number(),
    unmatched: z.number(),
    data: z.array(
      z.object({
        id: z.number(),
        provider: z.string(),
        eventId: z.string(),
        status: z.string(),
        vaNumber: z.string().nullable(),
        amount: z.number(),
        message: z.string().nullable(),
        receivedAt: z.string(),
        paymentId: z.number().nullable(),
        receiptNumber: z.string().nullable(),
        studentName: z.string().nullable(),
      }),
    ),
  }),
  tag: 'Keuangan',
  summary: 'Laporan transaksi virtual account: notifikasi yang membayar tagihan, dan yang belum cocok.',
});

export const createVaContract = defineContract({
  name: 'finance.va.create',
  method: 'POST',
  path: '/api/finance/virtual-accounts',
  auth: 'session',
  input: z.object({
    studentId: z.number('Pilih siswa.').int().min(1, 'Pilih siswa.').max(2_147_483_647, 'Pilih siswa.'),
    bank: z.enum(['BNI', 'BRI', 'MANDIRI', 'PERMATA', 'BCA', 'BSI', 'CIMB'], 'Pilih bank VA.').default('BNI'),
  }),
  output: z.object({ provider: z.string(), bank: z.string(), vaNumber: z.string(), message: z.string() }),
  status: 201,
  tag: 'Keuangan',
  access: 'bendahara, admin',
  summary:
    'Membuat virtual account siswa di penyedia pembayaran sekolah (Midtrans, Xendit, SNAP atau simulasi), dengan permintaan yang ditandatangani sesuai penyedia.',
});

export const gatewayCredentialStatusContract = defineContract({
  name: 'finance.gateway.credentials.status',
  method: 'GET',
  path: '/api/finance/gateway/credentials',
  auth: 'session',
  output: z.object({ configured: z.array(z.object({ provider: z.string(), updatedAt: dateTimeSchema })), canEdit: z.boolean() }),
  tag: 'Keuangan',
  summary: 'Penyedia pembayaran yang kredensialnya sudah disimpan (kredensial tidak pernah dikirim balik).',
});

export const saveGatewayCredentialsContract = defineContract({
  name: 'finance.gateway.credentials.save',
  method: 'PUT',
  path: '/api/finance/gateway/credentials',
  auth: 'session',
  input: gatewayCredentialsInput,
  output: gatewayCredentialStatusContract.output,
  tag: 'Keuangan',
  access: 'bendahara, admin',
  summary: 'Menyimpan kredensial satu penyedia pembayaran (disegel AES-256-GCM).',
});
