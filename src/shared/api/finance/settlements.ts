/** Money collected by the payment gateway and paid out to the school's bank (Penarikan Dana Sekolah). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { settlementInput } from '../../finance/schemas.ts';

const TAG = 'Keuangan';

export const gatewayBalanceContract = defineContract({
  name: 'finance.gateway.balance',
  method: 'GET',
  path: '/api/finance/gateway',
  auth: 'session',
  output: z.object({
    balance: z.number(),
    suggestedFee: z.number(),
    pending: z.array(z.object({ bank: z.string(), count: z.number(), amount: z.number(), feePerTransaction: z.number(), fee: z.number() })),
    settlements: z.array(z.object({ id: z.number(), number: z.string(), date: z.string(), description: z.string(), total: z.number() })),
    cashAccounts: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
    canEdit: z.boolean(),
  }),
  tag: TAG,
  summary: 'Dana di payment gateway yang belum dicairkan, pembayaran VA sejak pencairan terakhir dengan biayanya, dan riwayat pencairan.',
});

export const createSettlementContract = defineContract({
  name: 'finance.gateway.settle',
  method: 'POST',
  path: '/api/finance/gateway/settlements',
  auth: 'session',
  input: settlementInput,
  output: z.object({ journalId: z.number(), number: z.string(), message: z.string() }),
  status: 201,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Mencatat pencairan dana gateway ke rekening sekolah, dikurangi biaya administrasi; melebihi dana di gateway ditolak (422).',
  example: { date: '2026-11-25', amount: 1500000, fee: 8000, cashAccountId: 2 },
});
