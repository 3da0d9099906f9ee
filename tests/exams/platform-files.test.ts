import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { schools } from '../../src/server/db/schema/schools.ts';
import { simplePdf } from '../../src/server/exams/platform/simple-pdf.ts';
import { examFileType } from '../../src/shared/exams/platform/exam-file-types.ts';
import { client } from './exam-api-helpers.ts';

/** Exam files: the super admin publishes to every school or one; staff of those schools download. */
let t: TestApp;
let call: ReturnType<typeof client>;
let superadmin: string;
let admin: string;
let teacher: string;
let student: string;
let otherAdmin: string;
let smpId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = client(t);
  superadmin = (await t.signIn('superadmin@demo.sch.id')).token;
  admin = (await t.signIn('admin@demo.sch.id')).token;
  teacher = (await t.signIn('guru@demo.sch.id')).token;
  student = (await t.signIn('siswa@demo.sch.id')).token;
  otherAdmin = (await t.signIn('admin.smp@demo.sch.id')).token;
  [{ id: smpId }] = await t.database.db.select({ id: schools.id }).from(schools).where(eq(schools.slug, 'demo-smp'));
});
afterAll(() => t.close());

const upload = (token: string | undefined, fileName: string, bytes: Buffer, schoolId: number | null = null, title = 'Kisi-kisi PAS') =>
  call('POST', '/api/exams/platform/files', { token, body: { title, schoolId, fileName, content: bytes.toString('base64') } });

describe('exam files', () => {
  it('serves the seeded guide, a real PDF, to every school as an attachment', async () => {
    const list = await call('GET', '/api/exams/platform/files', { token: otherAdmin });
    const guide = list.body.data.find((f: { fileName: string }) => f.fileName === 'panduan-pengawas-ujian.pdf');
    expect(guide).toMatchObject({ schoolId: null, mimeType: 'application/pdf' });
    expect(list.body).toMatchObject({ canPublish: false, schools: [] });
    const file = await call('GET', `/api/exams/platform/files/${guide.id}/download`, { token: teacher });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="panduan-pengawas-ujian.pdf"; filename*=UTF-8''panduan-pengawas-ujian.pdf`);
    const pdf = Buffer.from(file.body as Buffer);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Every cross-reference offset points at its object, as PDF readers check.
    const text = pdf.toString('latin1');
    const offsets = [...text.matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
    expect(offsets.length).toBe(6);
    offsets.forEach((o, i) => expect(text.slice(o, o + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(text.slice(Number(/startxref\n(\d+)/.exec(text)![1])).startsWith('xref')).toBe(true);
  });

  it('lets only the super admin upload and delete, and checks type by the first bytes', async () => {
    const pdf = simplePdf('Kisi-kisi', ['Bab 1']);
    expect((await upload(admin, 'kisi.pdf', pdf)).status).toBe(403);
    expect((await upload(undefined, 'kisi.pdf', pdf)).status).toBe(401);
    const renamed = await upload(superadmin, 'virus.pdf', Buffer.from('MZ\x90\x00 this is a program'));
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors.file).toEqual(['Jenis berkas tidak diizinkan. Unggah PDF, .seb, .xlsx, .docx, PNG, atau JPEG.']);
    expect((await upload(superadmin, 'catatan.txt', Buffer.from('%PDF-1.4 tapi namanya txt'))).status).toBe(422);
    const empty = await call('POST', '/api/exams/platform/files', { token: superadmin, body: { title: '', schoolId: null, fileName: '', content: '' } });
    expect(Object.keys(empty.body.errors).sort()).toEqual(['content', 'fileName', 'title']);
    expect((await upload(superadmin, 'kisi.pdf', pdf, 999999)).body.errors.schoolId).toEqual(['Sekolah tidak ditemukan.']);

    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(superadmin, 'besar.pdf', big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Berkas terlalu besar. Ukuran maksimal 10 MB.');

    const forSmp = await upload(superadmin, 'kisi smp.pdf', pdf, smpId, 'Kisi-kisi SMP');
    expect(forSmp.status).toBe(200);
    const staffList = async (token: string) => (await call('GET', '/api/exams/platform/files', { token })).body.data.map((f: { id: number }) => f.id);
    expect(await staffList(otherAdmin)).toContain(forSmp.body.id);
    expect(await staffList(admin)).not.toContain(forSmp.body.id);
    expect((await call('GET', `/api/exams/platform/files/${forSmp.body.id}/download`, { token: admin })).status).toBe(404);
    expect((await call('GET', `/api/exams/platform/files/${forSmp.body.id}/download`, { token: otherAdmin })).status).toBe(200);
    expect((await call('GET', '/api/exams/platform/files', { token: student })).status).toBe(403);
    const mine = (await call('GET', '/api/exams/platform/files', { token: superadmin })).body;
    expect(mine.canPublish).toBe(true);
    expect(mine.schools.map((s: { id: number }) => s.id)).toContain(smpId);
    expect(mine.data.find((f: { id: number }) => f.id === forSmp.body.id).schoolName).toBeTruthy();

    expect((await call('DELETE', `/api/exams/platform/files/${forSmp.body.id}`, { token: otherAdmin })).status).toBe(403);
    expect((await call('DELETE', `/api/exams/platform/files/${forSmp.body.id}`, { token: superadmin })).status).toBe(200);
    expect((await call('GET', `/api/exams/platform/files/${forSmp.body.id}/download`, { token: otherAdmin })).status).toBe(404);
    expect((await call('DELETE', `/api/exams/platform/files/${forSmp.body.id}`, { token: superadmin })).status).toBe(404);
  });

  it('accepts each allowed type with its MIME type, and names a non-ASCII file safely', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Nilai').addRow(['Nama', 'Nilai']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const seb = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist><plist version="1.0"><dict></dict></plist>');
    expect(examFileType('nilai.xlsx', xlsx)?.mimeType).toMatch(/spreadsheetml/);
    expect(examFileType('nilai.docx', xlsx)).toBeNull();
    expect(examFileType('ujian.seb', seb)?.mimeType).toBe('application/seb');
    expect(examFileType('foto.JPG', Buffer.from('ffd8ffe000104a464946', 'hex'))?.mimeType).toBe('image/jpeg');
    const saved = await upload(superadmin, 'denah ruang ujian – lab.png', png, null, 'Denah');
    expect(saved.status).toBe(200);
    const file = await call('GET', `/api/exams/platform/files/${saved.body.id}/download`, { token: admin });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="denah ruang ujian _ lab.png"; filename*=UTF-8''${encodeURIComponent('denah ruang ujian – lab.png')}`,
    );
  });
});
