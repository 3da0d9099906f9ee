import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installJsonCompression } from '../../src/server/http/compress-json.ts';

/** JSON answers compressed for the client that accepts it, byte for byte the same once decompressed. */
let app: FastifyInstance;
const body = (items: number) => ({ items: Array.from({ length: items }, (_, i) => ({ id: i, text: `Soal nomor ${i}: pilih jawaban yang paling tepat.` })) });
beforeAll(async () => {
  app = Fastify();
  installJsonCompression(app);
  app.get('/json/:items', async (request) => body(Number((request.params as { items: string }).items)));
  app.get('/text', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('x'.repeat(5000)));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('JSON compression', () => {
  // 200 items ≈ 15 KiB (compressed on the request's thread); 5,000 ≈ 370 KiB (on the thread pool).
  it.each([200, 5000])('gzips %i items for a client that takes gzip, and the body inflates to the same JSON', async (items) => {
    const res = await get(`/json/${items}`, 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(body(items)).length / 4);
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toEqual(body(items));
  });

  it.each([200, 5000])('sends brotli (%i items) when the client takes it', async (items) => {
    const res = await get(`/json/${items}`, 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(body(items));
  });

  it('sends plain JSON to a client that takes no compression, and small answers as they are', async () => {
    const plain = await get('/json/200');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json()).toEqual(body(200));
    const small = await get('/json/3', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(body(3));
  });

  it('leaves answers that are not JSON alone', async () => {
    const res = await get('/text', 'gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('x'.repeat(5000));
  });
});
