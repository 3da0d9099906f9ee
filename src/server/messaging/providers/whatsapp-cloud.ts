import type { ProviderConfig } from '../../../shared/messaging/providers.ts';
import type { MessageProvider } from './provider.ts';
import { postJson, ProviderError } from './provider.ts';

/** Its settings as src/shared/messaging/providers.ts validates them. */
export type WhatsAppCloudConfig = Omit<Extract<ProviderConfig, { provider: 'whatsapp_cloud' }>, 'provider'>;

/** Meta's WhatsApp Cloud API: POST /{version}/{phone-number-id}/messages with a Bearer token and a JSON text message. */
export function whatsAppCloudProvider(config: WhatsAppCloudConfig): MessageProvider {
  const base = (config.baseUrl ?? 'https://graph.facebook.com').replace(/\/$/, '');
  return {
    name: 'whatsapp_cloud',
    async send(message) {
      const { status, json } = await postJson('WhatsApp Cloud API', `${base}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
        headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to, type: 'text', text: { body: message.body } }),
      });
      const id = json?.messages?.[0]?.id;
      if (status >= 400 || !id) throw new ProviderError('WhatsApp Cloud API', String(json?.error?.message ?? `HTTP ${status}`));
      return { status: 'sent', providerMessageId: String(id) };
    },
  };
}
