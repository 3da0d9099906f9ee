import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { finSettings, finVirtualAccounts } from '../db/schema/finance.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, validationError } from '../http/errors.ts';
import { PROVIDERS } from './gateway.ts';
import { loadGatewayCredentials } from './gateway-credentials.ts';
import { GatewayError, type ProviderHttp } from './gateways/types.ts';
import { requireFinance } from './guard.ts';
import { readStudentAccount } from './students.ts';

/**
 * POST /api/finance/virtual-accounts: creates a student's VA at the school's payment gateway (the one chosen in
 * the finance settings) with that gateway's signed request, and keeps it; a student has one VA per gateway.
 */
export async function createVirtualAccount({
  ctx,
  input,
  http = { fetch, now: () => new Date() },
}: {
  ctx: SessionContext;
  input: { studentId: number; bank: string };
  http?: ProviderHttp;
}) {
  requireFinance(ctx, 'billing.write');
  const schoolId = ctx.session.schoolId;
  const account = await readStudentAccount(ctx, input.studentId);
  const [settings] = await ctx.db.select({ vaProvider: finSettings.vaProvider }).from(finSettings).where(eq(finSettings.schoolId, schoolId));
  const provider = settings?.vaProvider ?? 'simulasi';
  const gateway = PROVIDERS[provider];
  const [existing] = await ctx.db
    .select()
    .from(finVirtualAccounts)
    .where(and(eq(finVirtualAccounts.schoolId, schoolId), eq(finVirtualAccounts.studentId, input.studentId), eq(finVirtualAccounts.provider, provider)));
  if (existing) throw new AppError('conflict', `Siswa ini sudah memiliki virtual account ${existing.bank} ${existing.vaNumber}.`);
  const credentials = provider === 'simulasi' ? null : await loadGatewayCredentials(ctx.db, schoolId, provider);
  if (provider !== 'simulasi' && !credentials) throw validationError({ provider: [`Kredensial ${provider} belum disimpan di Data Master Keuangan.`] });
  if (provider === 'midtrans' && account.outstanding <= 0)
    throw validationError({ studentId: ['Siswa ini tidak memiliki tagihan terbuka untuk ditagihkan lewat Midtrans.'] });
  let created;
  try {
    created = await gateway.createVa(
      credentials,
      {
        orderId: `SPP-${schoolId}-${input.studentId}-${Date.now()}`,
        amount: account.outstanding,
        studentName: account.student.fullName,
        customerNo: String(input.studentId).padStart(10, '0'),
        bank: input.bank,
      },
      http,
    );
  } catch (error) {
    if (error instanceof GatewayError) throw new AppError('unavailable', error.message);
    throw new AppError('unavailable', `Penyedia pembayaran ${provider} tidak dapat dihubungi.`);
  }
  await ctx.db.transaction(async (tx) => {
    await tx.insert(finVirtualAccounts).values({ schoolId, studentId: input.studentId, provider, bank: created.bank, vaNumber: created.vaNumber });
    await recordAudit(tx, ctx, {
      resource: 'fin_virtual_account',
      recordId: input.studentId,
      action: 'create',
      after: { provider, bank: created.bank, vaNumber: created.vaNumber },
    });
  });
  return { provider, bank: created.bank, vaNumber: created.vaNumber, message: `Virtual account ${created.bank} ${created.vaNumber} dibuat.` };
}
