import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeUser } from '../exams/exam-api-helpers.ts';
import { multipart, PNG_1X1 } from './multipart.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin@demo.sch.id')).token;
});
afterAll(async () => t?.close());

const upload = (kind: string, bytes: Buffer, token: string | null = admin, name = 'gambar.png', type = 'image/png') => {
  const body = multipart(bytes, name, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/files?kind=${kind}`,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
};
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the one upload path', () => {
  it('stores a picture under the school and serves it with its sniffed type, nosniff and a long cache', async () => {
    const res = await upload('question_image', PNG_1X1, admin, 'foto.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(file).toMatchObject({ kind: 'question_image', mime: 'image/png', size: PNG_1X1.length, originalName: 'foto.jpg' });
    expect(file.url).toBe(`/api/files/${file.id}`);
    const served = await get(file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: file.url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a file over the kind limit with 413 and an Indonesian message', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload('question_image', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Berkas terlalu besar. Ukuran maksimal 5 MB.');
  });

  it('refuses bytes that are not the kind whatever the name and Content-Type say (422)', async () => {
    const res = await upload('question_image', Buffer.from('MZ\x90\x00 not a picture'), admin, 'gambar.png', 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/Jenis berkas tidak diizinkan/);
    expect((await upload('lainnya', PNG_1X1)).statusCode).toBe(422);
    const json = await t.app.inject({ method: 'POST', url: '/api/files?kind=document', headers: { authorization: `Bearer ${admin}` }, payload: { a: 1 } });
    expect(json.statusCode).toBe(422);
  });

  it('keeps a private file to its school: 401 without a session, 404 for another school', async () => {
    const res = await upload('document', Buffer.from('%PDF-1.4\n%%EOF\n'), admin, 'surat.pdf', 'application/pdf');
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect((await get(url)).statusCode).toBe(401);
    const mine = await get(url, admin);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(String(mine.headers['content-disposition'])).toMatch(/^attachment; filename="surat.pdf"/);
    await makeUser(t, 'admin-smp-berkas@demo.sch.id', '2', 'demo-smp');
    const other = (await t.signIn('admin-smp-berkas@demo.sch.id')).token;
    expect((await get(url, other)).statusCode).toBe(404);
    expect((await get('/api/files/bukan-uuid', admin)).statusCode).toBe(404);
  });

  it('asks for a session to upload, and refuses a user type that may not upload the kind', async () => {
    expect((await upload('question_image', PNG_1X1, null)).statusCode).toBe(401);
    const student = (await t.signIn('siswa@demo.sch.id')).token;
    expect((await upload('question_image', PNG_1X1, student)).statusCode).toBe(403);
  });
});
