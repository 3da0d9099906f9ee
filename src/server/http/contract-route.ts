import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Contract, ContractAuth } from '../../shared/api/contract.ts';
import { fieldErrorsOf } from '../../shared/validation.ts';
import type { AppDeps, PublicContext, SessionContext } from './context.ts';
import { checkText, publicContextOf, sessionContext } from './endpoint.ts';
import { AppError, validationError } from './errors.ts';

type CtxOf<A extends ContractAuth> = A extends 'session' ? SessionContext : PublicContext;

export type ContractHandler<P extends z.ZodType, I extends z.ZodType, O extends z.ZodType, Ctx> = (args: {
  ctx: Ctx;
  params: z.output<P>;
  input: z.output<I>;
  request: FastifyRequest;
  reply: FastifyReply;
}) => Promise<z.input<O>> | z.input<O>;

/**
 * Outputs are checked against their contract while tests run, so a service that drifts from what the portal
 * and the OpenAPI document promise fails a test; in production the check would cost CPU on every answer.
 */
const CHECK_OUTPUT = process.env.NODE_ENV === 'test' || process.env.CONTRACT_CHECK === '1';

/**
 * Registers the route a contract describes: path parameters and input parsed once (422 with field messages),
 * the session required when the contract says so (401), the success status from the contract.
 */
export function route<P extends z.ZodType, I extends z.ZodType, O extends z.ZodType, A extends ContractAuth>(
  app: FastifyInstance,
  deps: AppDeps,
  contract: Contract<P, I, O, A>,
  handler: ContractHandler<P, I, O, CtxOf<A>>,
): void {
  app.route({
    method: contract.method,
    url: contract.path,
    config: { input: contract.input, contract: contract as unknown as Contract, auth: contract.auth },
    handler: async (request, reply) => {
      const ctx = (contract.auth === 'session' ? await sessionContext(deps, request) : publicContextOf(deps, request)) as CtxOf<A>;
      checkText(request);
      const params = parseWith(contract.params, request.params ?? {}) as z.output<P>;
      const raw = contract.method === 'GET' ? request.query : (request.body ?? {});
      if (contract.input && (raw === null || typeof raw !== 'object' || Array.isArray(raw))) {
        throw new AppError('bad_request', 'Isi permintaan harus berupa objek JSON.');
      }
      const input = parseWith(contract.input, raw) as z.output<I>;
      const result = await handler({ ctx, params, input, request, reply });
      if (contract.status && reply.statusCode === 200) reply.status(contract.status);
      if (CHECK_OUTPUT && (contract.response?.kind ?? 'json') === 'json') assertOutput(contract, result);
      return result;
    },
  });
}

function parseWith(schema: z.ZodType | undefined, raw: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError(fieldErrorsOf(result.error));
  return result.data;
}

function assertOutput(contract: Contract, result: unknown): void {
  const checked = contract.output.safeParse(result);
  if (!checked.success) {
    const detail = checked.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.')}: ${i.message}`)
      .join('; ');
    throw new Error(`Jawaban ${contract.name} tidak sesuai kontraknya: ${detail}`);
  }
}
