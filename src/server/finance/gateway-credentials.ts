import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import type { Db } from '../db/client.ts';
import { finGatewayCredentials } from '../db/schema/finance.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, validationError } from '../http/errors.ts';
import { credentialsKey } from '../messaging/credentials-key.ts';
import { open, seal } from '../messaging/secret-box.ts';
import { financeAllows } from '../../shared/finance/permissions.ts';
import { GATEWAY_CREDENTIAL_SCHEMAS, type gatewayCredentialsInput } from '../../shared/finance/gateway-credentials.ts';
import { requireFinance } from './guard.ts';

/**
 * A school's credentials for one gateway, sealed with AES-256-GCM like the messaging providers' (the same key,
 * CREDENTIALS_KEY or DATA_DIR/credentials.key): never sent back by the API, not even sealed.
 */
export async function loadGatewayCredentials(db: Db | Tx, schoolId: number, provider: string): Promise<unknown> {
  const schema = GATEWAY_CREDENTIAL_SCHEMAS[provider as keyof typeof GATEWAY_CREDENTIAL_SCHEMAS];
  if (!schema) return null;
  const [row] = await db
    .select({ sealed: finGatewayCredentials.sealed })
    .from(finGatewayCredentials)
    .where(and(eq(finGatewayCredentials.schoolId, schoolId), eq(finGatewayCredentials.provider, provider)));
  if (!row) return null;
  try {
    return schema.parse(JSON.parse(open(credentialsKey(), row.sealed)));
  } catch {
    throw new AppError('conflict', `Kredensial ${provider} sekolah tidak dapat dibuka. Simpan ulang pengaturannya.`);
  }
}

/** GET /api/finance/gateway/credentials: which gateways the school has set up (never the secrets). */
export async function gatewayCredentialStatus({ ctx }: { ctx: SessionContext }) {
  requireFinance(ctx, 'ledger.read');
  const rows = await ctx.db
    .select({ provider: finGatewayCredentials.provider, updatedAt: finGatewayCredentials.updatedAt })
    .from(finGatewayCredentials)
    .where(eq(finGatewayCredentials.schoolId, ctx.session.schoolId));
  return { configured: rows, canEdit: financeAllows('ledger.write', ctx.session.userTypeId) };
}

/** PUT /api/finance/gateway/credentials: stores one gateway's credentials for the school, sealed. */
export async function saveGatewayCredentials({ ctx, input }: { ctx: SessionContext; input: z.infer<typeof gatewayCredentialsInput> }) {
  requireFinance(ctx, 'ledger.write');
  const schema = GATEWAY_CREDENTIAL_SCHEMAS[input.provider];
  const parsed = schema.safeParse(input.credentials);
  if (!parsed.success)
    throw validationError(
      Object.fromEntries(
        parsed.error.issues.map((i) => [
          `credentials.${i.path.join('.')}`,
          [i.message.startsWith('Invalid') || i.message.startsWith('Too') ? 'Isian kredensial tidak valid.' : i.message],
        ]),
      ),
    );
  const sealed = seal(credentialsKey(), JSON.stringify(parsed.data));
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(finGatewayCredentials)
      .values({ schoolId: ctx.session.schoolId, provider: input.provider, sealed })
      .onConflictDoUpdate({ target: [finGatewayCredentials.schoolId, finGatewayCredentials.provider], set: { sealed, updatedAt: new Date() } });
    await recordAudit(tx, ctx, { resource: 'fin_gateway_credentials', recordId: ctx.session.schoolId, action: 'save', after: { provider: input.provider } });
  });
  return gatewayCredentialStatus({ ctx });
}
