/** The platform's own calls: health for monitors, and the API's description. */
import { z } from 'zod';
import { defineContract } from './contract.ts';

export const healthContract = defineContract({
  name: 'platform.health',
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  output: z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['pglite', 'postgres']), uptime_s: z.number().int() }),
  tag: 'Platform',
  summary: 'Kesehatan server untuk pemantau: 200 bila basis data menjawab, 503 bila tidak.',
});

export const openApiContract = defineContract({
  name: 'platform.openapi',
  method: 'GET',
  path: '/api/openapi.json',
  auth: 'public',
  output: z.record(z.string(), z.unknown()),
  tag: 'Platform',
  summary: 'Dokumen OpenAPI 3.1 dari semua panggilan /api.',
});

export const apiReferenceContract = defineContract({
  name: 'platform.apiReference',
  method: 'GET',
  path: '/api/docs',
  auth: 'public',
  output: z.string(),
  response: { kind: 'file', mediaType: 'text/html' },
  tag: 'Platform',
  summary: 'Referensi API yang dapat dibaca (HTML) untuk pengembang aplikasi sekolah.',
});
