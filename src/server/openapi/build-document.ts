import { z } from 'zod';
import { errorAnswerSchema } from '../../shared/api/common.ts';
import type { Contract } from '../../shared/api/contract.ts';
import { paramNames } from '../../shared/api/contract.ts';
import type { ApiRoute } from '../http/route-list.ts';

type JsonSchema = Record<string, unknown>;

/** Zod to JSON Schema 2020-12 (what OpenAPI 3.1 speaks); shapes JSON cannot carry (dates, transforms) stay open. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return out;
}

const ERROR_RESPONSES = {
  '401': {
    description: 'Sesi tidak ada atau telah berakhir.',
    content: {
      'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { message: 'Sesi Anda telah berakhir. Silakan masuk kembali.' } },
    },
  },
  '403': {
    description: 'Jenis pengguna ini tidak boleh melakukan tindakan ini.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
  '404': {
    description: 'Data tidak ditemukan (termasuk data sekolah lain).',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
  '422': {
    description: 'Isian tidak valid: pesan per kolom.',
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/Error' },
        example: { message: 'Data yang dikirim tidak valid.', errors: { email: ['Email wajib diisi.'] } },
      },
    },
  },
  '429': {
    description: 'Terlalu banyak permintaan; header Retry-After memberi detik tunggu.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
};

function operationOf(route: ApiRoute & { path: string; method: string }) {
  const c: Contract | undefined = route.contract;
  const auth = c?.auth ?? route.auth ?? 'session';
  const input = c?.input ?? route.input;
  const parameters: unknown[] = paramNames(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: c?.params
      ? ((jsonSchema(c.params, 'input').properties as Record<string, JsonSchema> | undefined)?.[name] ?? { type: 'string' })
      : { type: 'string' },
  }));
  const operation: Record<string, unknown> = {
    operationId:
      c?.name ?? `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
    summary: c?.summary ?? 'Belum berkontrak: bentuk jawaban belum dijelaskan.',
    tags: [c?.tag ?? tagOfPath(route.path)],
    ...(c?.access ? { description: `Akses: ${c.access}` } : {}),
    security: auth === 'session' ? [{ bearerAuth: [] }] : [],
  };
  if (input && route.method === 'GET') {
    const schema = jsonSchema(input, 'input');
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries(properties)) parameters.push({ name, in: 'query', required: required.has(name), schema: prop });
  } else if (input) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(input, 'input'), ...(c?.example !== undefined ? { example: c.example } : {}) } },
    };
  }
  if (parameters.length) operation.parameters = parameters;
  const success = String(c?.status ?? 200);
  const response = c?.response;
  operation.responses = {
    [success]:
      response?.kind === 'file'
        ? { description: 'Berkas.', content: { [response.mediaType]: { schema: { type: 'string', contentMediaType: response.mediaType } } } }
        : response?.kind === 'stream'
          ? {
              description: 'Aliran server-sent events; `data:` setiap acara berisi JSON menurut `x-event-schema`.',
              content: { [response.mediaType]: { schema: { type: 'string' }, 'x-event-schema': c ? jsonSchema(c.output, 'output') : {} } },
            }
          : { description: 'Berhasil.', content: { 'application/json': { schema: c ? jsonSchema(c.output, 'output') : {} } } },
    ...(input || parameters.length ? { '422': ERROR_RESPONSES['422'] } : {}),
    ...(auth === 'session' ? { '401': ERROR_RESPONSES['401'], '403': ERROR_RESPONSES['403'] } : {}),
    ...(parameters.some((p) => (p as { in: string }).in === 'path') ? { '404': ERROR_RESPONSES['404'] } : {}),
    ...(route.path === '/api/login_web' ? { '429': ERROR_RESPONSES['429'] } : {}),
  };
  return operation;
}

function tagOfPath(path: string): string {
  return path.split('/')[2] ?? 'api';
}

/** The OpenAPI 3.1 document of every registered /api route, for the schools' mobile-app developers. */
export function buildOpenApiDocument(routes: readonly ApiRoute[], info: { version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = routes.filter((r) => r.url.startsWith('/api/')).map((r) => ({ ...r, path: r.url }));
  sorted.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const key = route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    (paths[key] ??= {})[route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Platform Sekolah API',
      version: info.version,
      description:
        'API portal sekolah. Masuk lewat POST /api/login_web untuk mendapat token, lalu kirim `Authorization: Bearer <token>` di setiap panggilan lain. Semua kegagalan menjawab `{ message, errors? }` dalam bahasa Indonesia; 422 membawa pesan per kolom. Data sekolah lain selalu "tidak ditemukan" (404).',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token dari POST /api/login_web (berlaku 48 jam).' } },
      schemas: { Error: jsonSchema(errorAnswerSchema, 'output') },
    },
    paths,
  };
}
