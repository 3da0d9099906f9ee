import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examQuestions, examStimuli } from '../../src/server/db/schema/exams.ts';
import { files } from '../../src/server/db/schema/files.ts';
import { schools } from '../../src/server/db/schema/schools.ts';
import { users } from '../../src/server/db/schema/users.ts';
import { storedPath } from '../../src/server/files/storage.ts';
import { migrateQuestionImages } from '../../src/server/files/migrate-question-images.ts';
import { cleanRichText } from '../../src/server/exams/rich-text.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipart, PNG_1X1 } from './multipart.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin@demo.sch.id')).token;
});
afterAll(async () => t?.close());

const send = (url: string, bytes: Buffer, name: string, token: string | null = admin) => {
  const body = multipart(bytes, name, 'image/png');
  return t.app.inject({ method: 'POST', url, headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: body.payload });
};

describe('profile photos (Impor Foto Profil)', () => {
  it("sets a student's photo from a file named by the NISN, and the student's profile shows it", async () => {
    const res = await send('/api/people/photos/by-nisn', PNG_1X1, '9900000001.png');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Foto .* disimpan\.$/);
    const student = (await t.signIn('siswa@demo.sch.id')).token;
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${student}` } });
    expect(profile.json().data.path_profile).toBe(res.json().url);
    const photo = await t.app.inject({ method: 'GET', url: res.json().url, headers: { authorization: `Bearer ${student}` } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it('refuses a name that is no NISN or no student of the school, and keeps no file', async () => {
    const before = (await t.database.db.select({ id: files.id }).from(files)).length;
    const wrong = await send('/api/people/photos/by-nisn', PNG_1X1, 'foto-andi.png');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.file[0]).toMatch(/bukan NISN/);
    const unknown = await send('/api/people/photos/by-nisn', PNG_1X1, '1234567890.png');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.file[0]).toBe('Siswa dengan NISN 1234567890 tidak ditemukan.');
    expect((await t.database.db.select({ id: files.id }).from(files)).length).toBe(before);
  });

  it("sets one person's photo by id, only within the school and only by an admin", async () => {
    const [guru] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'guru@demo.sch.id'));
    expect((await send(`/api/people/${guru.id}/photo`, PNG_1X1, 'guru.png')).statusCode).toBe(200);
    const teacher = (await t.signIn('guru@demo.sch.id')).token;
    expect((await send(`/api/people/${guru.id}/photo`, PNG_1X1, 'guru.png', teacher)).statusCode).toBe(403);
    expect((await send('/api/people/99999999/photo', PNG_1X1, 'x.png')).statusCode).toBe(404);
  });
});

describe('moving question pictures from data: URLs into files', () => {
  it('replaces every data: URL in questions and stimuli by a file, once, and the sanitiser keeps the new address', async () => {
    const db = t.database.db;
    const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, 'demo-smk'));
    const dataUrl = `data:image/png;base64,${PNG_1X1.toString('base64')}`;
    const prompt = `<p>Perhatikan gambar.</p><img src="${dataUrl}" alt="">`;
    const [question] = await db
      .insert(examQuestions)
      .values({
        schoolId: school.id,
        type: 'single_choice',
        summary: 'Perhatikan gambar.',
        content: {
          type: 'single_choice',
          prompt,
          options: [
            { id: 'a', html: `<img src="${dataUrl}" alt="">` },
            { id: 'b', html: 'B' },
          ],
        },
      })
      .returning({ id: examQuestions.id });
    const [stimulus] = await db.insert(examStimuli).values({ schoolId: school.id, title: 'Peta', html: prompt }).returning({ id: examStimuli.id });

    const first = await migrateQuestionImages(db, t.filesDir);
    expect(first.rows).toBeGreaterThanOrEqual(2);
    expect(first.files).toBe(1); // the same picture three times in one school is one file
    const [after] = await db.select({ content: examQuestions.content }).from(examQuestions).where(eq(examQuestions.id, question.id));
    const text = JSON.stringify(after.content);
    expect(text).not.toContain('data:image');
    const url = text.match(/\/api\/files\/[0-9a-f-]{36}/)![0];
    const [{ html }] = await db.select({ html: examStimuli.html }).from(examStimuli).where(eq(examStimuli.id, stimulus.id));
    expect(html).toContain(`src="${url}"`);
    const [row] = await db
      .select()
      .from(files)
      .where(eq(files.id, url.slice('/api/files/'.length)));
    expect(row).toMatchObject({ kind: 'question_image', mime: 'image/png', schoolId: school.id });
    expect(existsSync(storedPath(t.filesDir, school.id, row.id))).toBe(true);
    // Public kind: the exam screen's <img> loads it with no token.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(cleanRichText(`<img src="${url}" alt="">`)).toContain(`src="${url}"`);
    expect(cleanRichText('<img src="/api/files/../../etc/passwd">')).not.toContain('img');

    expect(await migrateQuestionImages(db, t.filesDir)).toEqual({ rows: 0, files: 0 });
  });
});
