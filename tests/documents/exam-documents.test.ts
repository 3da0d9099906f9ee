import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { examAttempts } from '../../src/server/db/schema/exams.ts';
import { schools } from '../../src/server/db/schema/schools.ts';
import { client, hoursFromNow, makeUser } from '../exams/exam-api-helpers.ts';
import { readPdf } from './pdf-text.ts';

let t: TestApp;
let call: ReturnType<typeof client>;
let admin: string;
let principal: string;
let student: string;
let other: string;
let scheduleId: number;
let schoolName: string;

beforeAll(async () => {
  t = await createTestApp();
  call = client(t);
  admin = (await t.signIn('admin@demo.sch.id')).token;
  principal = (await t.signIn('kepsek@demo.sch.id')).token;
  student = (await t.signIn('siswa@demo.sch.id')).token;
  await makeUser(t, 'admin@lain-dokumen.sch.id', '2', 'demo-smp');
  other = (await t.signIn('admin@lain-dokumen.sch.id')).token;
  [{ name: schoolName }] = await t.database.db.select({ name: schools.name }).from(schools).where(eq(schools.slug, 'demo-smk'));
  const options = (await call('GET', '/api/exams/options', { token: admin })).body;
  const questionIds = (await call('GET', '/api/exams/questions?perPage=100', { token: admin })).body.data.map((q: { id: number }) => q.id);
  const made = await call('POST', '/api/exams/schedules', {
    token: admin,
    body: {
      kind: 'school',
      title: 'PTS Dokumen',
      startsAt: hoursFromNow(-1),
      endsAt: hoursFromNow(1),
      durationMinutes: 60,
      sectionIds: [options.sections[0].id],
      selection: { mode: 'fixed', questionIds },
      token: '',
      resultVisibility: 'after_finish',
    },
  });
  scheduleId = made.body.id;
  const room = (await call('POST', '/api/resources/exam-rooms', { token: admin, body: { name: 'Ruang Dokumen', capacity: 40, location: 'Gedung A' } })).body
    .data.id;
  const proctors = (await call('GET', '/api/exams/proctors', { token: admin })).body.data;
  const proctor = proctors.find((p: { name: string }) => /Budi Santoso/.test(p.name)) ?? proctors[0];
  const allocated = await call('POST', '/api/exams/room-allocations', {
    token: admin,
    body: { scheduleId, rooms: [{ roomId: room, proctorUserId: proctor.id }] },
  });
  expect(allocated.status, JSON.stringify(allocated.body)).toBe(200);
  // One participant came and finished; the others never started.
  const [first] = await t.database.db.select({ id: examAttempts.id }).from(examAttempts).where(eq(examAttempts.scheduleId, scheduleId)).limit(1);
  await t.database.db.update(examAttempts).set({ status: 'finished' }).where(eq(examAttempts.id, first.id));
});
afterAll(() => t.close());

const url = (doc: string, query = '') => `/api/exams/schedules/${scheduleId}/${doc}.pdf${query}`;

async function download(doc: string, query = '', token = admin) {
  const res = await call('GET', url(doc, query), { token });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"$/);
  const bytes = res.body as Buffer;
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return readPdf(bytes);
}

describe('exam documents', () => {
  it('prints the Daftar Hadir with the kop, the seated students, page numbers and the proctor signing, on A4 and F4', async () => {
    const a4 = await download('attendance-list');
    expect(a4.width).toBeCloseTo(595.28, 0);
    expect(a4.height).toBeCloseTo(841.89, 0);
    expect(a4.all).toContain(schoolName.toUpperCase());
    expect(a4.all).toMatch(/NPSN: \d{8}/);
    expect(a4.all).toContain('DAFTAR HADIR PESERTA UJIAN');
    expect(a4.all).toContain('Andi Pratama (Demo)');
    expect(a4.all).toContain('Ruang Dokumen (Gedung A)');
    expect(a4.all).toMatch(/Halaman 1 dari \d/);
    expect(a4.all).toMatch(/Pengawas Ruang, .*Budi Santoso/);
    expect(a4.all).toMatch(/NIP\. /);
    // The place and the exam's day, in the school's long Indonesian form.
    expect(a4.all).toMatch(/\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}/);
    const f4 = await download('attendance-list', '?paper=F4');
    expect(f4.width).toBeCloseTo(609.45, 0);
    expect(f4.height).toBeCloseTo(935.43, 0);
    expect(f4.all).toContain('Andi Pratama (Demo)');
  });

  it('prints a Kartu Peserta per participant with login, room and exam', async () => {
    const cards = await download('participant-cards', '?paper=F4');
    expect(cards.all).toContain('KARTU PESERTA UJIAN');
    expect(cards.all).toContain('Andi Pratama (Demo)');
    expect(cards.all).toMatch(/Login siswa@demo\.sch\.id/);
    expect(cards.all).toMatch(/Ruang Ruang Dokumen/);
    expect(cards.all).toContain('PTS Dokumen');
    expect(cards.all).toMatch(/Halaman 1 dari \d/);
    expect(cards.height).toBeCloseTo(935.43, 0);
  });

  it('prints the Berita Acara with present and absent from the attempts, notes, and both signatures', async () => {
    const record = await download('exam-record', `?notes=${encodeURIComponent('Ujian berjalan tertib.')}`, principal);
    const expected = Number(/Peserta seharusnya : (\d+) orang/.exec(record.all)?.[1]);
    expect(expected).toBeGreaterThan(1);
    expect(record.all).toContain('BERITA ACARA PELAKSANAAN UJIAN');
    expect(record.all).toContain(schoolName.toUpperCase());
    expect(record.all).toMatch(/Hadir : 1 orang/);
    expect(record.all).toContain(`Tidak hadir : ${expected - 1} orang`);
    expect(record.all).toContain('Ujian berjalan tertib.');
    expect(record.all).toMatch(/Pengawas Ruang, .*Kepala Sekolah,/);
    expect(record.all).toMatch(/NIP\. 196805121994032004/);
    expect(record.all).toMatch(/Halaman 1 dari 1/);
  });

  it("lets only those who may read the schedule download, and hides another school's", async () => {
    for (const doc of ['attendance-list', 'participant-cards', 'exam-record']) {
      expect((await call('GET', url(doc))).status).toBe(401);
      expect((await call('GET', url(doc), { token: student })).status).toBe(403);
      expect((await call('GET', url(doc), { token: other })).status).toBe(404);
    }
    const bad = await call('GET', url('attendance-list', '?paper=A3'), { token: admin });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.paper[0]).toBe('Kertas harus A4 atau F4.');
    expect((await call('GET', '/api/exams/schedules/abc/exam-record.pdf', { token: admin })).status).toBe(422);
  });
});
