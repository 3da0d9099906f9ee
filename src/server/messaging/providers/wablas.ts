import type { ProviderConfig } from '../../../shared/messaging/providers.ts';
import type { MessageProvider } from './provider.ts';
import { postJson, ProviderError } from './provider.ts';

/** Its settings as src/shared/messaging/providers.ts validates them. */
export type WablasConfig = Omit<Extract<ProviderConfig, { provider: 'wablas' }>, 'provider'>;

/** Wablas: POST /api/send-message, Authorization "token" (or "token.secret_key"), form fields phone and message. */
export function wablasProvider(config: WablasConfig): MessageProvider {
  const base = (config.baseUrl ?? 'https://wablas.com').replace(/\/$/, '');
  const authorization = config.secretKey ? `${config.token}.${config.secretKey}` : config.token;
  return {
    name: 'wablas',
    async send(message) {
      const { json } = await postJson('Wablas', `${base}/api/send-message`, {
        headers: { authorization },
        body: new URLSearchParams({ phone: message.to, message: message.body }),
      });
      if (json?.status !== true) throw new ProviderError('Wablas', String(json?.message ?? 'tanpa keterangan'));
      const id = json.data?.messages?.[0]?.id;
      return { status: 'sent', providerMessageId: id == null ? null : String(id) };
    },
  };
}
