import type { FastifyInstance } from 'fastify';
import * as C from '../../shared/api/messaging.ts';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { getMessagingSettings } from '../messaging/get-settings.ts';
import { listOutbox } from '../messaging/list-outbox.ts';
import { saveMessagingSettings } from '../messaging/save-settings.ts';
import { sendTestMessage } from '../messaging/send-test-message.ts';

/** Messaging (docs/decisions/0010-messaging.md): the super-admin's outbox, a school's providers, a test message. */
export function registerMessagingApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.outboxContract, ({ ctx, input }) => listOutbox({ ctx, input }));
  route(app, deps, C.getMessagingSettingsContract, ({ ctx }) => getMessagingSettings({ ctx }));
  route(app, deps, C.saveMessagingSettingsContract, ({ ctx, input }) => saveMessagingSettings({ ctx, input }));
  route(app, deps, C.testMessageContract, ({ ctx, input }) => sendTestMessage({ ctx, input }));
}
