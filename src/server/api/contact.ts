import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { sendContactContract } from '../../shared/api/public-forms.ts';
import { sendContactMessage } from '../contact/send-contact-message.ts';

/** POST /api/contact: the public contact form. */
export function registerContactApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, sendContactContract, ({ ctx, input }) => sendContactMessage({ ctx, input }));
}
