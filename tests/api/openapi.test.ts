import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { apiRoutes } from '../../src/server/http/route-list.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every /api route the server serves, and nothing it does not', async () => {
    const doc = (await get('/api/openapi.json')).json();
    const described = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(methods)) described.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
    const served = new Set(
      apiRoutes(t.app)
        .filter((r) => r.url.startsWith('/api/'))
        .map((r) => `${r.method} ${r.url}`),
    );
    expect([...served].filter((r) => !described.has(r))).toEqual([]);
    expect([...described].filter((r) => !served.has(r))).toEqual([]);
  });

  it('has one contract behind every /api route (no call is registered around the contracts)', () => {
    const without = apiRoutes(t.app)
      .filter((r) => r.url.startsWith('/api/') && !r.contract)
      .map((r) => `${r.method} ${r.url}`);
    expect(without).toEqual([]);
  });

  it('carries bearer auth, the error shape and the sign-in example', async () => {
    const doc = (await get('/api/openapi.json')).json();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.Error.required).toContain('message');
    const login = doc.paths['/api/login_web'].post;
    expect(login.security).toEqual([]);
    expect(login.requestBody.content['application/json'].example).toEqual({ email: 'guru@demo.sch.id', password: 'rahasia123' });
    expect(login.responses['422'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(doc.paths['/api/menu2'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('GET /api/docs', () => {
  it('is a readable page listing the calls, with no script', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Referensi API Platform Sekolah');
    expect(res.body).toContain('/api/login_web');
    expect(res.body).toContain('Perlu token bearer.');
    expect(res.body).not.toContain('<script');
  });
});
