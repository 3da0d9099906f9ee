import type { MessageProvider } from './provider.ts';

/** The default: the message row in sd_messages is the whole delivery. Nothing leaves the server. */
export const outboxProvider: MessageProvider = {
  name: 'outbox',
  send: async () => ({ status: 'outbox' }),
};
