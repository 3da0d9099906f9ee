import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { publicEndpoint } from '../http/endpoint.ts';
import { registerApplicant, registerApplicantInput } from '../ppdb/register-applicant.ts';
import { checkRegistration, checkRegistrationInput } from '../ppdb/check-registration.ts';

/** The public admission calls (document 02, section 2.13): register an applicant, check a registration. */
export function registerPpdbApi(app: FastifyInstance, deps: AppDeps): void {
  publicEndpoint(app, deps, {
    method: 'POST',
    url: '/api/ppdb/registrations',
    input: registerApplicantInput,
    handler: async (args) => {
      const result = await registerApplicant(args);
      args.reply.status(201);
      return result;
    },
  });
  publicEndpoint(app, deps, { method: 'POST', url: '/api/ppdb/check', input: checkRegistrationInput, handler: checkRegistration });
}
