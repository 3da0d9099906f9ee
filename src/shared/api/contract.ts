/**
 * One contract per /api call (issue 12, ENGINEERING.md "A call is defined once"): the method, the path with its
 * `:params`, the input and output schemas. The server registers the route from it
 * (src/server/http/contract-route.ts), the portal calls it by it (src/portal/lib/call.ts), and the OpenAPI
 * document is generated from the same list (src/server/api/openapi). Nothing else spells a call's URL.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone (sign-in, public forms) or a signed-in session (bearer token, 401 otherwise). */
export type ContractAuth = 'public' | 'session';

/**
 * What the success answer is: JSON matching `output`, a file (xlsx, pdf) of the given media type, or a stream of
 * server-sent events (`text/event-stream`) whose every `data:` line is JSON matching `output`.
 */
export type ContractResponse = { kind: 'json' } | { kind: 'file'; mediaType: string } | { kind: 'stream'; mediaType: 'text/event-stream' };

export interface Contract<
  P extends z.ZodType = z.ZodType,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends ContractAuth = ContractAuth,
> {
  /** Unique, dotted: `<module>.<verb>` ("shell.menu", "exams.schedules.get"). Also the OpenAPI operationId. */
  name: string;
  method: HttpMethod;
  /** Fastify-style path with `:params`, always under /api. */
  path: string;
  auth: A;
  /** Path parameters, parsed once by the server (a malformed id is a 422, never a 500). */
  params?: P;
  /** The body (POST/PUT/PATCH/DELETE) or the query string (GET). */
  input?: I;
  /** The success answer's shape. The server's handler is type-checked against it and, under test, validated. */
  output: O;
  /** HTTP status of a success (201 for a creation); 200 by default. */
  status?: number;
  response?: ContractResponse;
  /** One line for the API reference: what the call does, in Indonesian. */
  summary: string;
  /** Grouping in the reference (module name). */
  tag: string;
  /** Who may call, in words, for the reference (the server enforces it). */
  access?: string;
  /** Example body, shown in the reference. */
  example?: unknown;
}

/** Keeps the literal types of a contract so both sides infer params, input and output from it. */
export function defineContract<
  P extends z.ZodType = z.ZodVoid,
  I extends z.ZodType = z.ZodVoid,
  O extends z.ZodType = z.ZodType,
  A extends ContractAuth = ContractAuth,
>(contract: Contract<P, I, O, A>): Contract<P, I, O, A> {
  if (!contract.path.startsWith('/api/')) throw new Error(`Kontrak ${contract.name}: path harus di bawah /api/`);
  return contract;
}

/**
 * What a client needs to call a contract: its name, method and path, and no schema. The shell's calls (loaded
 * with the portal's first page) are written this way in `*-routes.ts` beside their contracts, which spread them,
 * so the first load does not carry zod. `C` only carries the contract's types: `call(route)` is typed end to end.
 */
export interface CallRoute<C extends Contract = Contract> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Types only, never set. */
  readonly contract?: C;
}

/** `callRoute<typeof menuContract>({ name, method, path })`: the contract's route, for a module that only calls it. */
export function callRoute<C extends Contract>(route: { name: string; method: C['method']; path: string }): CallRoute<C> {
  return route;
}

export type ParamsOf<C> = C extends Contract<infer P, z.ZodType, z.ZodType> ? (P extends z.ZodVoid ? undefined : z.input<P>) : never;
export type InputOf<C> = C extends Contract<z.ZodType, infer I, z.ZodType> ? (I extends z.ZodVoid ? undefined : z.input<I>) : never;
export type OutputOf<C> = C extends Contract<z.ZodType, z.ZodType, infer O> ? z.output<O> : never;

/** The names of a path's `:params`, in order. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
}

/**
 * The concrete URL of a call: `pathOf(getSchedule, { id: 7 })` -> "/api/exams/schedules/7". Every value is
 * URI-encoded; a missing parameter is a programming error and throws.
 */
export function pathOf(contract: Pick<Contract, 'path' | 'name'>, params: Record<string, string | number> = {}): string {
  return contract.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${contract.name}: parameter ${name} belum diisi`);
    return encodeURIComponent(String(value));
  });
}

/** What a service receives after the server parsed the input (transforms applied). */
export type ParsedInput<C> = C extends Contract<z.ZodType, infer I, z.ZodType> ? z.output<I> : never;
/** Path parameters after parsing. */
export type ParsedParams<C> = C extends Contract<infer P, z.ZodType, z.ZodType> ? z.output<P> : never;
