import zlib from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { LoginThrottle } from '../../src/server/auth/throttle.ts';
import { createPagesHandler } from '../../src/server/pages/serve-pages.ts';
import { matchCatalogue } from '../../src/shared/catalogue/match.ts';
import type { Db } from '../../src/server/db/client.ts';

/** The pages layer over a small fake build: what answers 200 and what is a real 404. */
let app: FastifyInstance;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  const put = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, 'client', file)), { recursive: true });
    fs.writeFileSync(path.join(dist, 'client', file), body);
  };
  put('index.html', '<h1>Beranda</h1>');
  put('portal/index.html', '<div id="portal"></div>');
  put('404.html', '<h1>Halaman tidak ditemukan</h1>');
  put('_astro/app.abc123.js', 'console.log(1)');
  put('sekolah/demo-smk/head-speechs/index.html', '<h1>Sambutan SMK</h1>');
  put('robots.txt', 'User-agent: *');
  const pages = await createPagesHandler({
    distDir: dist,
    isPortalPath: (p) => matchCatalogue(p) !== null,
    resolveSitePath: (_host, p) => (p === '/head-speechs' ? '/sekolah/demo-smk/head-speechs' : null),
  });
  app = await buildApp({ db: {} as Db, dbKind: 'pglite', throttle: new LoginThrottle({} as Db) }, { pages });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the pages layer', () => {
  it('serves pre-rendered pages and hashed assets with the right caching', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Beranda');
    expect(home.headers['cache-control']).toContain('must-revalidate');
    const asset = await get('/_astro/app.abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/robots.txt')).headers['content-type']).toContain('text/plain');
  });

  it('answers every catalogue path with the portal page, deep links and parameters included', async () => {
    for (const url of ['/dashboard', '/editsekolah/12', '/kelas_room_detail/1/2/3', '/dashboard/', '/student?id=4']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('id="portal"');
    }
  });

  it('serves a school website page on the bare path', async () => {
    const res = await get('/head-speechs');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sambutan SMK');
  });

  it('answers a real 404 for unknown paths, files, stale assets and wrong parameter counts', async () => {
    for (const url of ['/tidak-ada', '/favicon-lama.ico', '/_astro/app.old999.js', '/editsekolah', '/editsekolah/1/2', '/Dashboard']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await get('/tidak-ada')).body).toContain('Halaman tidak ditemukan');
  });

  it('keeps /api typos as JSON 404s and refuses path tricks', async () => {
    const typo = await get('/api/menu3');
    expect(typo.statusCode).toBe(404);
    expect(typo.json()).toEqual({ message: 'Alamat API tidak ditemukan.' });
    expect((await get('/%E0%A4%A')).statusCode).toBe(400);
    expect((await get('/..%2f..%2fetc%2fpasswd')).statusCode).toBe(400);
  });
});

describe('compression', () => {
  it('sends text files brotli- or gzip-compressed when the browser accepts it', async () => {
    const br = await app.inject({ method: 'GET', url: '/_astro/app.abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const gz = await app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Beranda');
  });
});

describe('revalidation', () => {
  it('gives every file an ETag and answers 304 with no body when it still matches', async () => {
    for (const url of ['/', '/_astro/app.abc123.js', '/robots.txt']) {
      const first = await get(url);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^".+"$/);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag).toBe(etag);
      const weak = await app.inject({ method: 'GET', url, headers: { 'if-none-match': `"lama", W/${etag}` } });
      expect(weak.statusCode, url).toBe(304);
      const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"lama"' } });
      expect(stale.statusCode, url).toBe(200);
    }
  });

  it('never answers 304 for a 404 page', async () => {
    const missing = await get('/tidak-ada');
    const again = await app.inject({ method: 'GET', url: '/tidak-ada', headers: { 'if-none-match': String(missing.headers.etag) } });
    expect(again.statusCode).toBe(404);
  });
});

describe('JSON answers', () => {
  it('are compressed when large and the client accepts it, and left alone otherwise', async () => {
    const large = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['content-type']).toContain('application/json');
    const gz = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()).openapi).toBe('3.1.0');
    const plain = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toBe('3.1.0');
    const small = await app.inject({ method: 'GET', url: '/api/menu3', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
