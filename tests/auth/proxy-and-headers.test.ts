import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { LoginThrottle } from '../../src/server/auth/throttle.ts';
import { parseTrustProxy } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/client.ts';
import { inlineScriptHashes } from '../../src/server/http/script-hashes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of proxy addresses, and never "trust everything"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/TRUST_PROXY/);
  });

  async function clientAddress(trustProxy: number | string[] | false, remoteAddress: string, forwardedFor?: string) {
    const app = await buildApp({ db: {} as Db, dbKind: 'pglite', throttle: new LoginThrottle({} as Db) }, { trustProxy });
    app.get('/whoami', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    const res = await app.inject({
      method: 'GET',
      url: '/whoami',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' } : {},
    });
    await app.close();
    return res.json() as { ip: string; protocol: string };
  }

  it('with one hop, takes the address the proxy appended, not the one the client wrote', async () => {
    expect((await clientAddress(1, '10.0.0.2', '6.6.6.6, 203.0.113.7')).ip).toBe('203.0.113.7');
  });

  it('with a list, believes only the listed proxies', async () => {
    expect((await clientAddress(['10.0.0.2'], '10.0.0.2', '6.6.6.6, 203.0.113.7')).ip).toBe('203.0.113.7');
    const direct = await clientAddress(['10.0.0.2'], '198.51.100.9', '6.6.6.6');
    expect(direct).toEqual({ ip: '198.51.100.9', protocol: 'http' });
  });

  it('without a proxy, ignores the headers', async () => {
    expect(await clientAddress(false, '198.51.100.9', '6.6.6.6')).toEqual({ ip: '198.51.100.9', protocol: 'http' });
  });
});

describe('sign-in behind one trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    try {
      t = await createTestApp();
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
  afterAll(() => t.close());

  it('counts wrong sign-ins per real address even when the client forges X-Forwarded-For', async () => {
    const attempt = (forged: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login_web',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${forged}, 203.0.113.50` },
        payload: { email: 'bendahara@demo.sch.id', password },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`6.6.6.${i}`, 'salah-sekali')).json().status).toBe(false);
    const blocked = await attempt('6.6.6.99', 'salah-lagi');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('security headers', () => {
  it('sends HSTS only over HTTPS (as told by a trusted proxy)', async () => {
    const app = await buildApp({ db: {} as Db, dbKind: 'pglite', throttle: new LoginThrottle({} as Db) }, { trustProxy: 1 });
    const plain = await app.inject({ method: 'GET', url: '/api/none', remoteAddress: '10.0.0.2' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await app.inject({
      method: 'GET',
      url: '/api/none',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.1' },
    });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    await app.close();
    // An untrusted client cannot claim HTTPS.
    const untrusted = await buildApp({ db: {} as Db, dbKind: 'pglite', throttle: new LoginThrottle({} as Db) }, { trustProxy: false });
    const forged = await untrusted.inject({ method: 'GET', url: '/api/none', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    await untrusted.close();
  });

  it("allows the build's inline scripts by hash, and no 'unsafe-inline' script", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    fs.mkdirSync(path.join(dir, 'a'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<script>window.a=1</script><script type="module" src="/x.js"></script>');
    fs.writeFileSync(path.join(dir, 'a', 'index.html'), '<script is:inline>window.a=1</script><script>\nwindow.b=2\n</script>');
    const hashes = inlineScriptHashes(dir);
    const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;
    expect(hashes).toEqual([sha('window.a=1'), sha('\nwindow.b=2\n')].sort());
    const app = await buildApp({ db: {} as Db, dbKind: 'pglite', throttle: new LoginThrottle({} as Db) }, { scriptHashes: hashes });
    const csp = String((await app.inject({ method: 'GET', url: '/api/none' })).headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).toBe(`script-src 'self' '${hashes[0]}' '${hashes[1]}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    await app.close();
    fs.rmSync(dir, { recursive: true });
  });
});
