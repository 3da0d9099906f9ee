import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { client, makeUser } from './exam-api-helpers.ts';
import { ALL_TYPES } from './fixtures.ts';

let t: TestApp;
let call: ReturnType<typeof client>;
let teacher: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  call = client(t);
  teacher = (await t.signIn('guru@demo.sch.id')).token;
  student = (await t.signIn('siswa@demo.sch.id')).token;
});
afterAll(() => t.close());

describe('Bank Soal API', () => {
  it('creates, lists, reads, updates and deletes a question of every type', async () => {
    const { body: options } = await call('GET', '/api/exams/options', { token: teacher });
    const courseId = options.courses[0].id;
    const stim = await call('POST', '/api/exams/stimuli', {
      token: teacher,
      body: { title: 'Teks Uji', html: '<p>Bacaan <script>x()</script>singkat</p>', courseId, grade: 10 },
    });
    expect(stim.status).toBe(200);
    const ids: number[] = [];
    for (const content of ALL_TYPES) {
      const res = await call('POST', '/api/exams/questions', {
        token: teacher,
        body: { courseId, grade: 10, stimulusId: content.type === 'true_false' ? stim.body.id : null, content },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.id);
    }
    const list = await call('GET', `/api/exams/questions?courseId=${courseId}&grade=10&perPage=100`, { token: teacher });
    expect(list.body.total).toBeGreaterThanOrEqual(6);
    expect(list.body.data.find((q: { id: number }) => q.id === ids[2]).stimulusTitle).toBe('Teks Uji');
    const search = await call('GET', '/api/exams/questions?search=fotosintesis', { token: teacher });
    expect(search.body.data.map((q: { id: number }) => q.id)).toContain(ids[5]);
    const one = await call('GET', `/api/exams/questions/${ids[0]}`, { token: teacher });
    expect(one.body.content.key).toBe('b');
    const updated = await call('POST', '/api/exams/questions', {
      token: teacher,
      body: { id: ids[0], courseId, grade: 10, content: { ...one.body.content, prompt: '<p onclick="x">3 + 3 = \\(x\\)?</p>' } },
    });
    expect(updated.status).toBe(200);
    const again = await call('GET', `/api/exams/questions/${ids[0]}`, { token: teacher });
    expect(again.body.content.prompt).toMatch(/^<p>3 \+ 3 = <span class="math" data-tex="x"/);
    expect(again.body.content.prompt).not.toMatch(/onclick/);
    // The list draws the formula as the exam does (MathML), never the raw TeX, and escapes the text around it.
    const listed = (await call('GET', `/api/exams/questions?courseId=${courseId}&perPage=100`, { token: teacher })).body.data.find(
      (q: { id: number }) => q.id === ids[0],
    );
    expect(listed.summaryHtml).toMatch(/^3 \+ 3 = <span class="math" data-tex="x" data-display="0"><math[^>]*>.*<\/math><\/span> \?$/);
    expect(listed).not.toHaveProperty('prompt');
    const stimRead = await call('GET', `/api/exams/stimuli/${stim.body.id}`, { token: teacher });
    expect(stimRead.body.html).toBe('<p>Bacaan singkat</p>');
    expect((await call('DELETE', `/api/exams/stimuli/${stim.body.id}`, { token: teacher })).status).toBe(409);
    expect((await call('DELETE', `/api/exams/questions/${ids[5]}`, { token: teacher })).status).toBe(200);
    expect((await call('GET', `/api/exams/questions/${ids[5]}`, { token: teacher })).status).toBe(404);
    expect((await call('DELETE', `/api/exams/questions/${ids[5]}`, { token: teacher })).status).toBe(404);
  });

  it('answers 422 naming the field, 401 without a session, 403 to a student, 404 across schools', async () => {
    const bad = await call('POST', '/api/exams/questions', {
      token: teacher,
      body: { content: { type: 'single_choice', prompt: '', weight: 1, options: [], key: 'a' } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['content.prompt', 'content.options']));
    expect((await call('POST', '/api/exams/questions', { token: teacher, body: { courseId: 999999, content: ALL_TYPES[0] } })).body.errors).toEqual({
      courseId: ['Mata pelajaran tidak ditemukan.'],
    });
    expect((await call('POST', '/api/exams/questions', { token: teacher, body: { stimulusId: 999999, content: ALL_TYPES[0] } })).status).toBe(422);
    expect((await call('GET', '/api/exams/questions')).status).toBe(401);
    expect((await call('POST', '/api/exams/questions', { token: student, body: { content: ALL_TYPES[0] } })).status).toBe(403);
    expect((await call('GET', '/api/exams/questions', { token: student })).status).toBe(403);
    const mine = await call('POST', '/api/exams/questions', { token: teacher, body: { content: ALL_TYPES[0] } });
    await makeUser(t, 'guru@lain.sch.id', '3', 'demo-smp');
    const other = (await t.signIn('guru@lain.sch.id')).token;
    expect((await call('GET', `/api/exams/questions/${mine.body.id}`, { token: other })).status).toBe(404);
    expect((await call('POST', '/api/exams/questions', { token: other, body: { id: mine.body.id, content: ALL_TYPES[0] } })).status).toBe(404);
    expect((await call('DELETE', `/api/exams/questions/${mine.body.id}`, { token: other })).status).toBe(404);
    expect((await call('GET', '/api/exams/questions', { token: other })).body.total).toBe(0);
    expect((await call('GET', '/api/exams/questions/abc', { token: teacher })).status).toBe(422);
  });

  it('exports the bank and the template as .xlsx and imports them back, reporting errors by row', async () => {
    const template = await call('GET', '/api/exams/questions-template.xlsx', { token: teacher });
    expect(template.status).toBe(200);
    expect(template.headers['content-type']).toMatch(/spreadsheetml/);
    const dry = await call('POST', '/api/exams/questions-import', {
      token: teacher,
      body: { file: Buffer.from(template.body).toString('base64'), dryRun: true },
    });
    expect(dry.body).toEqual({ imported: 0, valid: 6, errors: [], errorCount: 0 });
    const before = (await call('GET', '/api/exams/questions', { token: teacher })).body.total;
    const real = await call('POST', '/api/exams/questions-import', {
      token: teacher,
      body: { file: Buffer.from(template.body).toString('base64'), grade: 10 },
    });
    expect(real.body.imported).toBe(6);
    expect((await call('GET', '/api/exams/questions', { token: teacher })).body.total).toBe(before + 6);
    const stimuli = await call('GET', '/api/exams/stimuli', { token: teacher });
    expect(stimuli.body.data.find((s: { title: string }) => s.title === 'Teks Hutan').questions).toBe(2);

    const exported = await call('GET', '/api/exams/questions-export.xlsx?grade=10', { token: teacher });
    const round = await call('POST', '/api/exams/questions-import', {
      token: teacher,
      body: { file: Buffer.from(exported.body).toString('base64'), dryRun: true },
    });
    expect(round.body.errors).toEqual([]);
    expect(round.body.valid).toBeGreaterThanOrEqual(6);

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Soal');
    sheet.addRow(['Jenis', 'Stimulus', 'Teks Stimulus', 'Soal', 'Opsi 1', 'Opsi 2', 'Opsi 3', 'Opsi 4', 'Opsi 5', 'Opsi 6', 'Kunci', 'Bobot', 'Penilaian']);
    sheet.addRow(['PG', '', '', 'Soal baik', 'A', 'B', '', '', '', '', 'A', 1, '']);
    sheet.addRow(['XX', '', '', 'Jenis salah']);
    sheet.addRow(['PG', '', '', '', 'A', 'B', '', '', '', '', 'Z', 0, '']);
    sheet.addRow(['BS', '', '', 'Kunci kurang', 'P1', 'P2', '', '', '', '', 'B', 1, '']);
    sheet.addRow(['JODOH', '', '', 'Tanpa panah', 'kiri kanan']);
    const file = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const report = await call('POST', '/api/exams/questions-import', { token: teacher, body: { file } });
    expect(report.body.imported).toBe(0);
    expect(report.body.valid).toBe(1);
    expect(report.body.errors).toEqual([
      { row: 3, field: 'Jenis', message: expect.stringMatching(/PG, PGK/) },
      { row: 4, field: 'Soal', message: expect.any(String) },
      { row: 4, field: 'Bobot', message: expect.any(String) },
      { row: 4, field: 'Kunci', message: expect.any(String) },
      { row: 5, field: 'Kunci', message: expect.stringMatching(/B atau S/) },
      { row: 6, field: 'Opsi 1', message: expect.stringMatching(/=>/) },
    ]);
    expect((await call('POST', '/api/exams/questions-import', { token: teacher, body: { file: Buffer.from('bukan xlsx').toString('base64') } })).status).toBe(
      422,
    );
  });
});
