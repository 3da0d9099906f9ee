import type { ProviderConfig } from '../../../shared/messaging/providers.ts';
import nodemailer from 'nodemailer';
import type { MessageProvider } from './provider.ts';
import { ProviderError } from './provider.ts';

/** Its settings as src/shared/messaging/providers.ts validates them. */
export type SmtpConfig = Omit<Extract<ProviderConfig, { provider: 'smtp' }>, 'provider'>;

/** Email through the school's SMTP server (nodemailer). */
export function smtpProvider(config: SmtpConfig): MessageProvider {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
    connectionTimeout: 15_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      try {
        const info = await transport.sendMail({ from: config.from, to: message.to, subject: message.subject ?? '', text: message.body });
        return { status: 'sent', providerMessageId: info.messageId ?? null };
      } catch (error) {
        throw new ProviderError('SMTP', (error as Error).message);
      } finally {
        transport.close();
      }
    },
  };
}
