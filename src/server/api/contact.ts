import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { publicEndpoint } from '../http/endpoint.ts';
import { sendContactMessage, sendContactMessageInput } from '../contact/send-contact-message.ts';

/** POST /api/contact: the public contact form. */
export function registerContactApi(app: FastifyInstance, deps: AppDeps): void {
  publicEndpoint(app, deps, {
    method: 'POST',
    url: '/api/contact',
    input: sendContactMessageInput,
    handler: async (args) => {
      const result = await sendContactMessage(args);
      args.reply.status(201);
      return result;
    },
  });
}
