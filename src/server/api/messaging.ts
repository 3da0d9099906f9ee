import type { FastifyInstance } from 'fastify';
import { outboxQuerySchema } from '../../shared/messaging/outbox-view.ts';
import { testMessageSchema } from '../../shared/messaging/recipient.ts';
import type { AppDeps } from '../http/context.ts';
import { sessionEndpoint } from '../http/endpoint.ts';
import { getMessagingSettings } from '../messaging/get-settings.ts';
import { listOutbox } from '../messaging/list-outbox.ts';
import { saveMessagingSettings, saveSettingsInput } from '../messaging/save-settings.ts';
import { sendTestMessage } from '../messaging/send-test-message.ts';

/** Messaging (docs/decisions/0010-messaging.md): the super-admin's outbox, a school's providers, a test message. */
export function registerMessagingApi(app: FastifyInstance, deps: AppDeps): void {
  sessionEndpoint(app, deps, { method: 'GET', url: '/api/messaging/outbox', input: outboxQuerySchema, handler: listOutbox });
  sessionEndpoint(app, deps, { method: 'GET', url: '/api/messaging/settings', handler: getMessagingSettings });
  sessionEndpoint(app, deps, { method: 'PUT', url: '/api/messaging/settings', input: saveSettingsInput, handler: saveMessagingSettings });
  sessionEndpoint(app, deps, { method: 'POST', url: '/api/messaging/test', input: testMessageSchema, handler: sendTestMessage });
}
