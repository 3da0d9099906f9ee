import type { ProviderConfig } from '../../../shared/messaging/providers.ts';
import type { MessageProvider } from './provider.ts';
import { postJson, ProviderError } from './provider.ts';

/** Its settings as src/shared/messaging/providers.ts validates them. */
export type FonnteConfig = Omit<Extract<ProviderConfig, { provider: 'fonnte' }>, 'provider'>;

/** Fonnte: POST /send, the device token as the Authorization header, form fields target and message. */
export function fonnteProvider(config: FonnteConfig): MessageProvider {
  const base = (config.baseUrl ?? 'https://api.fonnte.com').replace(/\/$/, '');
  return {
    name: 'fonnte',
    async send(message) {
      const { json } = await postJson('Fonnte', `${base}/send`, {
        headers: { authorization: config.token },
        body: new URLSearchParams({ target: message.to, message: message.body, countryCode: config.countryCode }),
      });
      // Fonnte answers 200 with status false and a reason when it refuses (bad token, device offline, no quota).
      if (json?.status !== true) throw new ProviderError('Fonnte', String(json?.reason ?? json?.detail ?? 'tanpa keterangan'));
      const id = Array.isArray(json.id) ? json.id[0] : json.id;
      return { status: 'sent', providerMessageId: id == null ? null : String(id) };
    },
  };
}
