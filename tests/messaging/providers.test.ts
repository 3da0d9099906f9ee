import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { fonnteProvider } from '../../src/server/messaging/providers/fonnte.ts';
import { wablasProvider } from '../../src/server/messaging/providers/wablas.ts';
import { whatsAppCloudProvider } from '../../src/server/messaging/providers/whatsapp-cloud.ts';
import { smtpProvider } from '../../src/server/messaging/providers/smtp.ts';
import { startFakeProvider } from './fake-provider-server.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
const wa = { channel: 'whatsapp' as const, to: '6281234567890', body: 'Tagihan SPP bulan ini sudah terbit.' };

describe('Fonnte', () => {
  it('posts target and message as a form with the token as Authorization, and keeps the message id', async () => {
    const fake = await startFakeProvider(() => ({ json: { status: true, id: ['80367170'], process: 'pending', target: ['6281234567890'] } }));
    cleanups.push(fake.close);
    const outcome = await fonnteProvider({ token: 'tok-123', countryCode: '62', baseUrl: fake.baseUrl }).send(wa);
    expect(outcome).toEqual({ status: 'sent', providerMessageId: '80367170' });
    const [req] = fake.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/send' });
    expect(req.headers.authorization).toBe('tok-123');
    expect(req.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(req.body);
    expect([form.get('target'), form.get('message'), form.get('countryCode')]).toEqual([wa.to, wa.body, '62']);
  });

  it("turns a refusal (status false) into an error with Fonnte's reason", async () => {
    const fake = await startFakeProvider(() => ({ json: { status: false, reason: 'invalid token' } }));
    cleanups.push(fake.close);
    await expect(fonnteProvider({ token: 'x', countryCode: '62', baseUrl: fake.baseUrl }).send(wa)).rejects.toThrow('Fonnte menolak pesan: invalid token');
  });
});

describe('Wablas', () => {
  it('posts phone and message to /api/send-message with "token.secret_key" as Authorization', async () => {
    const fake = await startFakeProvider(() => ({
      json: {
        status: true,
        message: 'Message is pending and waiting to be processed',
        data: { device_id: 'D1', messages: [{ id: 'wb-9', phone: wa.to, status: 'pending' }] },
      },
    }));
    cleanups.push(fake.close);
    const outcome = await wablasProvider({ token: 'tok', secretKey: 'sec', baseUrl: fake.baseUrl }).send(wa);
    expect(outcome).toEqual({ status: 'sent', providerMessageId: 'wb-9' });
    const [req] = fake.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/api/send-message' });
    expect(req.headers.authorization).toBe('tok.sec');
    const form = new URLSearchParams(req.body);
    expect([form.get('phone'), form.get('message')]).toEqual([wa.to, wa.body]);
  });

  it("reports Wablas's message when it refuses", async () => {
    const fake = await startFakeProvider(() => ({ json: { status: false, message: 'token invalid' } }));
    cleanups.push(fake.close);
    await expect(wablasProvider({ token: 'x', baseUrl: fake.baseUrl }).send(wa)).rejects.toThrow('Wablas menolak pesan: token invalid');
  });
});

describe('WhatsApp Cloud API', () => {
  it('posts a JSON text message to /{version}/{phone-number-id}/messages with the Bearer token', async () => {
    const fake = await startFakeProvider(() => ({
      json: { messaging_product: 'whatsapp', contacts: [{ input: wa.to, wa_id: wa.to }], messages: [{ id: 'wamid.HBgM' }] },
    }));
    cleanups.push(fake.close);
    const outcome = await whatsAppCloudProvider({ accessToken: 'EAAG', phoneNumberId: '1055', apiVersion: 'v21.0', baseUrl: fake.baseUrl }).send(wa);
    expect(outcome).toEqual({ status: 'sent', providerMessageId: 'wamid.HBgM' });
    const [req] = fake.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/v21.0/1055/messages' });
    expect(req.headers.authorization).toBe('Bearer EAAG');
    expect(JSON.parse(req.body)).toMatchObject({ messaging_product: 'whatsapp', to: wa.to, type: 'text', text: { body: wa.body } });
  });

  it('reports the Graph API error message on a 4xx', async () => {
    const fake = await startFakeProvider(() => ({
      status: 401,
      json: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
    }));
    cleanups.push(fake.close);
    const provider = whatsAppCloudProvider({ accessToken: 'bad', phoneNumberId: '1055', apiVersion: 'v21.0', baseUrl: fake.baseUrl });
    await expect(provider.send(wa)).rejects.toThrow('Invalid OAuth access token.');
  });

  it('reports an unreachable server as a provider error', async () => {
    const provider = whatsAppCloudProvider({ accessToken: 't', phoneNumberId: '1', apiVersion: 'v21.0', baseUrl: 'http://127.0.0.1:1' });
    await expect(provider.send(wa)).rejects.toThrow('tidak dapat dihubungi');
  });
});

describe('SMTP', () => {
  async function startSmtp() {
    const received: { from: string; to: string[]; data: string; user?: string }[] = [];
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'tu@sekolah.sch.id' && auth.password === 'rahasia') return callback(null, { user: auth.username });
        callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.server.address() as AddressInfo).port;
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return { port, received };
  }

  it("delivers a message to the SMTP server with the school's login", async () => {
    const smtp = await startSmtp();
    const provider = smtpProvider({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: 'tu@sekolah.sch.id',
      password: 'rahasia',
      from: 'tu@sekolah.sch.id',
    });
    const outcome = await provider.send({ channel: 'email', to: 'wali@contoh.id', subject: 'Pengumuman', body: 'Libur semester dimulai Senin.' });
    expect(outcome.status).toBe('sent');
    expect(outcome.providerMessageId).toMatch(/@/);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'tu@sekolah.sch.id', to: ['wali@contoh.id'], user: 'tu@sekolah.sch.id' });
    expect(smtp.received[0].data).toContain('Subject: Pengumuman');
    expect(smtp.received[0].data).toContain('Libur semester dimulai Senin.');
  });

  it('reports a refused login as a provider error', async () => {
    const smtp = await startSmtp();
    const provider = smtpProvider({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: 'tu@sekolah.sch.id',
      password: 'salah',
      from: 'tu@sekolah.sch.id',
    });
    await expect(provider.send({ channel: 'email', to: 'wali@contoh.id', subject: 'x', body: 'y' })).rejects.toThrow('SMTP menolak pesan');
  });
});
