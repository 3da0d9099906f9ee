import type { ProviderConfig } from '../../../shared/messaging/providers.ts';
import { fonnteProvider } from './fonnte.ts';
import { outboxProvider } from './outbox.ts';
import type { MessageProvider } from './provider.ts';
import { smtpProvider } from './smtp.ts';
import { wablasProvider } from './wablas.ts';
import { whatsAppCloudProvider } from './whatsapp-cloud.ts';

/** The provider a school's settings name; the default outbox when it has none. */
export function providerFor(config: ProviderConfig): MessageProvider {
  switch (config.provider) {
    case 'outbox':
      return outboxProvider;
    case 'fonnte':
      return fonnteProvider(config);
    case 'wablas':
      return wablasProvider(config);
    case 'whatsapp_cloud':
      return whatsAppCloudProvider(config);
    case 'smtp':
      return smtpProvider(config);
  }
}
