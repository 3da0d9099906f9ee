import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { multipart, PNG_1X1 } from '../files/multipart.ts';
import { openSse, type SseStream } from '../../scripts/bench/sse.ts';

/**
 * Live chat (issue 20, item 4): the event stream reaches only the two people of a conversation in their school,
 * opens only with a valid ticket, catches up from Last-Event-ID; attachments are read by those two only.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let base: string;
let teacher: string;
let parent: string;
let student: string;
let otherAdmin: string;
let admin: string;
let demoId: number;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [teacher, parent, student, otherAdmin, admin] = await Promise.all(
    ['guru@demo.sch.id', 'ortu@demo.sch.id', 'siswa@demo.sch.id', 'admin.smp@demo.sch.id', 'admin@demo.sch.id'].map(async (e) => (await t.signIn(e)).token),
  );
  demoId = (await call('GET', '/api/content/chat', parent)).body.conversations[0].id;
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

async function stream(token: string, query = '', headers: Record<string, string> = {}) {
  const ticket = await call('POST', '/api/content/chat/stream-ticket', token);
  expect(ticket.status).toBe(200);
  const s = await openSse(`${base}/api/content/chat/events?ticket=${encodeURIComponent(ticket.body.ticket)}${query}`, headers);
  streams.push(s);
  expect(s.status).toBe(200);
  await s.find('ready');
  return s;
}

describe('the chat event stream', () => {
  it('streams a message to both people of the conversation only, not to others of the school or another school', async () => {
    const [parentStream, teacherStream, studentStream, strangerStream] = await Promise.all([
      stream(parent),
      stream(teacher),
      stream(student),
      stream(otherAdmin),
    ]);
    const sent = await call('POST', `/api/content/chat/${demoId}/messages`, teacher, { body: 'Besok rapat wali murid.' });
    expect(sent.status).toBe(201);
    const got = await parentStream.find('message', (e) => e.id === String(sent.body.id));
    expect(JSON.parse(got.data)).toMatchObject({
      conversationId: demoId,
      message: { id: sent.body.id, body: 'Besok rapat wali murid.', mine: false, attachment: null },
    });
    const echo = await teacherStream.find('message', (e) => e.id === String(sent.body.id));
    expect(JSON.parse(echo.data).message.mine).toBe(true);
    // A later message on the student's own conversation proves the student's stream was live while it saw nothing.
    const andi = (await call('GET', '/api/content/chat/contacts?q=Andi', teacher)).body.data.find((p: { fullName: string }) =>
      p.fullName.startsWith('Andi Pratama'),
    );
    const own = await call('POST', '/api/content/chat', teacher, { userId: andi.id });
    const toStudent = await call('POST', `/api/content/chat/${own.body.id}/messages`, teacher, { body: 'Tugas dikumpulkan Jumat.' });
    await studentStream.find('message', (e) => e.id === String(toStudent.body.id));
    expect(studentStream.events.some((e) => e.id === String(sent.body.id))).toBe(false);
    expect(strangerStream.events.filter((e) => e.event === 'message')).toEqual([]);
    expect(parentStream.events.some((e) => e.id === String(toStudent.body.id))).toBe(false);
  });

  it('streams a message too long for one NOTIFY by its ids, read back once', async () => {
    const parentStream = await stream(parent);
    // Each control character is six bytes in JSON: 1,500 of them are over the bus's 7,900-byte payload.
    const body = `Lampiran teks:${'\u0001'.repeat(1500)}selesai`;
    const sent = await call('POST', `/api/content/chat/${demoId}/messages`, teacher, { body });
    expect(sent.status).toBe(201);
    const got = await parentStream.find('message', (e) => e.id === String(sent.body.id));
    expect(JSON.parse(got.data).message.body).toBe(body);
  });

  it('sends what was missed after Last-Event-ID (or after=) before the live events', async () => {
    const first = await call('POST', `/api/content/chat/${demoId}/messages`, teacher, { body: 'Pesan satu.' });
    const second = await call('POST', `/api/content/chat/${demoId}/messages`, parent, { body: 'Pesan dua.' });
    const resumed = await stream(parent, '', { 'last-event-id': String(first.body.id - 1) });
    const ids = resumed.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
    expect(ids).toEqual([first.body.id, second.body.id]);
    const byQuery = await stream(parent, `&after=${first.body.id}`);
    expect(byQuery.events.filter((e) => e.event === 'message').map((e) => Number(e.id))).toEqual([second.body.id]);
  });

  it('opens only with a valid ticket of a chatting session', async () => {
    const get = (url: string) => fetch(`${base}${url}`).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect((await get('/api/content/chat/events')).status).toBe(422);
    const forged = await get(`/api/content/chat/events?ticket=${'a'.repeat(64)}.${Date.now() + 60_000}.xyz`);
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('Tiket aliran obrolan tidak berlaku lagi. Minta tiket baru.');
    const ticket = (await call('POST', '/api/content/chat/stream-ticket', parent)).body.ticket as string;
    const [hash, , mac] = ticket.split('.');
    expect((await get(`/api/content/chat/events?ticket=${hash}.${Date.now() + 3_600_000}.${mac}`)).status).toBe(401);
    expect((await call('POST', '/api/content/chat/stream-ticket', null)).status).toBe(401);
    // A signed-out session's ticket opens nothing.
    const again = await t.signIn('ortu@demo.sch.id');
    const late = (await call('POST', '/api/content/chat/stream-ticket', again.token)).body.ticket as string;
    expect((await call('POST', '/api/logout', again.token)).status).toBeLessThan(300);
    expect((await get(`/api/content/chat/events?ticket=${encodeURIComponent(late)}`)).status).toBe(401);
  });

  it('refuses a student a stream while the school has chat off for students', async () => {
    expect((await call('PUT', '/api/content/chat/settings', admin, { studentChat: false })).status).toBe(200);
    try {
      const refused = await call('POST', '/api/content/chat/stream-ticket', student);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Obrolan untuk siswa dimatikan oleh sekolah.');
    } finally {
      await call('PUT', '/api/content/chat/settings', admin, { studentChat: true });
    }
  });
});

const upload = async (token: string, bytes: Buffer, name = 'foto.png', kind = 'chat_attachment') => {
  const body = multipart(bytes, name, 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/files?kind=${kind}`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
};

describe('chat attachments', () => {
  it('go through the upload path and are read by the two people of the conversation only', async () => {
    const file = await upload(teacher, PNG_1X1, 'denah.png');
    expect(file.status).toBe(200);
    expect(file.body.kind).toBe('chat_attachment');
    // Before it is sent, only its uploader reads it.
    expect((await call('GET', file.body.url, parent)).status).toBe(404);
    const sent = await call('POST', `/api/content/chat/${demoId}/messages`, teacher, { body: '', fileId: file.body.id });
    expect(sent.status).toBe(201);
    expect(sent.body.attachment).toMatchObject({ id: file.body.id, url: file.body.url, name: 'denah.png', mime: 'image/png' });
    const read = await call('GET', file.body.url, parent);
    expect(read.status).toBe(200);
    expect(Buffer.compare(read.raw, PNG_1X1)).toBe(0);
    expect((await call('GET', file.body.url, teacher)).status).toBe(200);
    expect((await call('GET', file.body.url, student)).status).toBe(404);
    expect((await call('GET', file.body.url, admin)).status).toBe(404);
    expect((await call('GET', file.body.url, otherAdmin)).status).toBe(404);
    expect((await call('GET', file.body.url, null)).status).toBe(401);
    const list = (await call('GET', '/api/content/chat', parent)).body.conversations.find((c: { id: number }) => c.id === demoId);
    expect(list.lastMessage).toBe('Lampiran');
  });

  it('refuses a file the sender did not upload, of another kind, or unknown, and a message with neither text nor file', async () => {
    const teachers = await upload(teacher, PNG_1X1);
    const notMine = await call('POST', `/api/content/chat/${demoId}/messages`, parent, { body: 'lihat', fileId: teachers.body.id });
    expect(notMine.status).toBe(422);
    expect(notMine.body.errors.fileId[0]).toBe('Lampiran tidak ditemukan. Unggah berkasnya lagi.');
    const question = await upload(teacher, PNG_1X1, 'soal.png', 'question_image');
    expect((await call('POST', `/api/content/chat/${demoId}/messages`, teacher, { body: 'x', fileId: question.body.id })).status).toBe(422);
    expect((await call('POST', `/api/content/chat/${demoId}/messages`, teacher, { body: 'x', fileId: 'bukan-uuid' })).body.errors.fileId[0]).toBe(
      'Lampiran tidak dikenal.',
    );
    const empty = await call('POST', `/api/content/chat/${demoId}/messages`, teacher, { body: '  ' });
    expect(empty.body.errors.body[0]).toBe('Pesan wajib diisi.');
    // A foundation account cannot chat, so it cannot upload an attachment either.
    const foundation = (await t.signIn('yayasan@demo.sch.id')).token;
    expect((await upload(foundation, PNG_1X1)).status).toBe(403);
  });
});
