import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { messages, messagingSettings } from '../../src/server/db/schema/messaging.ts';
import { jobs } from '../../src/server/db/schema/jobs.ts';
import { JOB_HANDLERS } from '../../src/server/jobs/registry.ts';
import { createJobWorker } from '../../src/server/jobs/worker.ts';
import { queueMessage } from '../../src/server/messaging/queue-message.ts';
import { open, seal } from '../../src/server/messaging/secret-box.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startFakeProvider } from './fake-provider-server.ts';

process.env.CREDENTIALS_KEY = randomBytes(32).toString('base64');

describe('messaging', () => {
  let t: TestApp;
  let admin: string;
  let superadmin: string;
  let guru: string;
  let fake: Awaited<ReturnType<typeof startFakeProvider>>;
  let fonnteAnswer: { status: boolean; reason?: string; id?: string[] } = { status: true, id: ['f-1'] };
  const worker = () => createJobWorker({ db: t.database.db, handlers: JOB_HANDLERS });
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const messageRow = async (id: number) => (await t.database.db.select().from(messages).where(eq(messages.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    [admin, superadmin, guru] = [
      (await t.signIn('admin@demo.sch.id')).token,
      (await t.signIn('superadmin@demo.sch.id')).token,
      (await t.signIn('guru@demo.sch.id')).token,
    ];
    fake = await startFakeProvider(() => ({ json: fonnteAnswer }));
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
    // Files share their worker's process (vitest.config.ts, isolate: false): the next file starts without it.
    delete process.env.CREDENTIALS_KEY;
  });

  it('on a fresh install keeps every message in the outbox and sends nothing out', async () => {
    const { messageId, jobId } = await queueMessage(t.database.db, {
      schoolId: null,
      channel: 'email',
      to: 'wali@contoh.id',
      subject: 'Rapat',
      body: 'Rapat wali murid Sabtu.',
    });
    expect((await messageRow(messageId)).status).toBe('queued');
    expect(await worker().runOnce()).toBe(true);
    expect(await messageRow(messageId)).toMatchObject({ status: 'outbox', provider: 'outbox', jobId });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: 'done', result: { messageId, status: 'outbox' } });
  });

  it("stores a school's credentials sealed, never shows them back, and sends through its provider", async () => {
    const saved = await call('PUT', '/api/messaging/settings', admin, {
      channel: 'whatsapp',
      config: { provider: 'fonnte', token: 'token-rahasia-fonnte', baseUrl: fake.baseUrl },
    });
    expect(saved.status).toBe(200);
    const [row] = await t.database.db.select().from(messagingSettings);
    expect(row.provider).toBe('fonnte');
    expect(row.sealedConfig).not.toContain('token-rahasia-fonnte');
    expect(JSON.parse(open(Buffer.from(process.env.CREDENTIALS_KEY!, 'base64'), row.sealedConfig))).toMatchObject({ token: 'token-rahasia-fonnte' });
    const settings = await call('GET', '/api/messaging/settings', admin);
    expect(settings.body.channels).toEqual([
      { channel: 'whatsapp', provider: 'fonnte', updatedAt: expect.any(String) },
      { channel: 'email', provider: 'outbox', updatedAt: null },
    ]);
    expect(JSON.stringify(settings.body)).not.toContain('token-rahasia');

    const sent = await call('POST', '/api/messaging/test', admin, { channel: 'whatsapp', to: '0812-3456-7890', body: 'Uji pesan' });
    expect(sent.status).toBe(200);
    expect(await worker().runOnce()).toBe(true);
    const request = fake.requests.at(-1)!;
    expect(request.headers.authorization).toBe('token-rahasia-fonnte');
    expect(new URLSearchParams(request.body).get('target')).toBe('6281234567890');
    expect(await messageRow(sent.body.messageId)).toMatchObject({ status: 'sent', provider: 'fonnte', providerMessageId: 'f-1' });
    expect((await call('GET', `/api/jobs/${sent.body.jobId}`, admin)).body).toMatchObject({ status: 'done', progress: 100 });
  });

  it('retries a refused message with back-off, keeping the reason, and marks it failed after the last try', async () => {
    fonnteAnswer = { status: false, reason: 'device disconnected' };
    try {
      const sent = await call('POST', '/api/messaging/test', admin, { channel: 'whatsapp', to: '081200000000', body: 'Uji' });
      await t.database.db.update(jobs).set({ maxAttempts: 2 }).where(eq(jobs.id, sent.body.jobId));
      expect(await worker().runOnce()).toBe(true);
      expect(await messageRow(sent.body.messageId)).toMatchObject({ status: 'queued', error: 'Fonnte menolak pesan: device disconnected' });
      const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, sent.body.jobId));
      expect(job.status).toBe('queued');
      expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000); // 30 s back-off
      const later = createJobWorker({ db: t.database.db, handlers: JOB_HANDLERS, clock: () => new Date(Date.now() + 60_000) });
      expect(await later.runOnce()).toBe(true);
      expect(await messageRow(sent.body.messageId)).toMatchObject({ status: 'failed' });
      expect((await call('GET', `/api/jobs/${sent.body.jobId}`, admin)).body).toMatchObject({
        status: 'failed',
        error: expect.stringContaining('device disconnected'),
      });
    } finally {
      fonnteAnswer = { status: true, id: ['f-1'] };
    }
  });

  it('lists every message for the superadmin only', async () => {
    const list = await call('GET', '/api/messaging/outbox?per_page=2', superadmin);
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(3);
    expect(list.body.rows).toHaveLength(2);
    expect(list.body.rows[0]).toMatchObject({ channel: 'whatsapp', status: 'failed' });
    expect((await call('GET', '/api/messaging/outbox?channel=email', superadmin)).body.rows.every((r: { channel: string }) => r.channel === 'email')).toBe(
      true,
    );
    expect((await call('GET', '/api/messaging/outbox', admin)).status).toBe(403);
  });

  it('refuses other users, a provider of another channel, and a bad recipient with Indonesian messages', async () => {
    expect((await call('PUT', '/api/messaging/settings', guru, { channel: 'email', config: { provider: 'outbox' } })).status).toBe(403);
    const wrong = await call('PUT', '/api/messaging/settings', admin, { channel: 'email', config: { provider: 'fonnte', token: 'x' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors['config.provider'][0]).toContain('tidak dapat dipakai');
    const missing = await call('PUT', '/api/messaging/settings', admin, { channel: 'whatsapp', config: { provider: 'wablas', token: '' } });
    expect(missing.status).toBe(422);
    const badPhone = await call('POST', '/api/messaging/test', admin, { channel: 'whatsapp', to: 'abc', body: 'x' });
    expect(badPhone.status).toBe(422);
    expect(badPhone.body.errors.to[0]).toContain('Nomor WhatsApp tidak valid');
  });
});

describe('sealed credentials', () => {
  it('open only with the same key and untouched', () => {
    const key = randomBytes(32);
    const sealed = seal(key, '{"token":"abc"}');
    expect(open(key, sealed)).toBe('{"token":"abc"}');
    expect(seal(key, '{"token":"abc"}')).not.toBe(sealed); // a fresh IV each time
    expect(() => open(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('{"token":"abd"}').toString('base64url');
    expect(() => open(key, parts.join('.'))).toThrow();
  });
});
