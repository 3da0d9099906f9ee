/**
 * "Buat Password Awal" for a grade or the whole school as a background job: progress, the Kartu Akun PDFs only
 * the admin who asked may download (and only for an hour), and the passwords printed on them are the ones set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { examSchedules } from '../../src/server/db/schema/exams.ts';
import { files } from '../../src/server/db/schema/files.ts';
import { jobs } from '../../src/server/db/schema/jobs.ts';
import { sections } from '../../src/server/db/schema/master.ts';
import { users } from '../../src/server/db/schema/users.ts';
import { needsRehash } from '../../src/server/auth/password.ts';
import { createJobWorker } from '../../src/server/jobs/worker.ts';
import type { JobHandler } from '../../src/server/jobs/handler.ts';
import { ACCOUNT_CARDS_JOB, accountCardsJob } from '../../src/server/master/account-cards-batch.ts';
import { ACCOUNT_CARDS_EXPIRE_JOB, accountCardsExpireJob } from '../../src/server/master/account-cards-expire.ts';
import { client, makeUser } from '../exams/exam-api-helpers.ts';
import { readPdf } from './pdf-text.ts';

let t: TestApp;
let call: ReturnType<typeof client>;
let admin: string;
let secondAdmin: string;
let teacher: string;
let other: string;
let sectionId: number;
let classId: number;
let fresh: number[];
const url = '/api/master/students/account-cards/batch';

beforeAll(async () => {
  t = await createTestApp();
  call = client(t);
  admin = (await t.signIn('admin@demo.sch.id')).token;
  teacher = (await t.signIn('guru@demo.sch.id')).token;
  await makeUser(t, 'admin.kedua@demo.sch.id', '2', 'demo-smk');
  secondAdmin = (await t.signIn('admin.kedua@demo.sch.id')).token;
  await makeUser(t, 'admin@lain-batch.sch.id', '2', 'demo-smp');
  other = (await t.signIn('admin@lain-batch.sch.id')).token;
  sectionId = (await call('GET', '/api/exams/options', { token: admin })).body.sections[0].id;
  [{ classId }] = await t.database.db.select({ classId: sections.classId }).from(sections).where(eq(sections.id, sectionId));
  const [{ yearId }] = await t.database.db.select({ yearId: examSchedules.academicYearId }).from(examSchedules).limit(1);
  // Twelve students as an Excel import leaves them: in a rombel of the grade, without a password.
  fresh = [];
  for (let i = 1; i <= 12; i++) fresh.push(await makeUser(t, `batch.${String(i).padStart(2, '0')}@demo.sch.id`, '5', 'demo-smk', { sectionId, yearId }));
  await t.database.db.update(users).set({ passwordHash: '' }).where(inArray(users.id, fresh));
});
afterAll(() => t.close());

/** Runs every due job of these kinds, as the server's worker would. */
async function runJobs(handlers: JobHandler<any>[]) {
  const worker = createJobWorker({ db: t.database.db, handlers });
  while (await worker.runOnce()) {
    /* until the queue of these kinds is empty */
  }
}

describe('Kartu Akun for a grade as a background job', () => {
  it('refuses a teacher, another school, an unknown scope and no session', async () => {
    expect((await call('POST', url, { token: teacher, body: { scope: 'school' } })).status).toBe(403);
    const foreignSection = await call('POST', url, { token: other, body: { scope: 'section', sd_section_id: sectionId } });
    expect(foreignSection.status).toBe(422);
    expect(foreignSection.body.errors.sd_section_id).toEqual(['Rombel tidak ditemukan di tahun ajaran ini.']);
    const foreignClass = await call('POST', url, { token: other, body: { scope: 'class', sd_class_id: classId } });
    expect(foreignClass.status).toBe(422);
    expect(foreignClass.body.errors.sd_class_id).toEqual(['Tingkat kelas tidak ditemukan di sekolah ini.']);
    expect((await call('POST', url, { token: admin, body: { scope: 'class' } })).body.errors.sd_class_id).toEqual(['Pilih tingkat kelas.']);
    expect((await call('POST', url, { token: admin, body: { scope: 'kota' } })).status).toBe(422);
    expect((await call('POST', url, { body: { scope: 'school' } })).status).toBe(401);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, ACCOUNT_CARDS_JOB))).toEqual([]);
  });

  it('sets first passwords with progress, and the PDF only its admin downloads holds the passwords that sign in', async () => {
    const started = await call('POST', url, { token: admin, body: { scope: 'class', sd_class_id: classId, paper: 'F4' } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.students).toBe(12);
    const jobId = started.body.jobId as number;
    expect((await call('GET', `/api/jobs/${jobId}`, { token: admin })).body).toMatchObject({ status: 'queued', progress: 0 });

    const seen: number[] = [];
    const watched: JobHandler<any> = { ...accountCardsJob, run: (r) => accountCardsJob.run({ ...r, progress: (p) => (seen.push(p), r.progress(p)) }) };
    await runJobs([watched]);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    const job = (await call('GET', `/api/jobs/${jobId}`, { token: admin })).body;
    expect(job).toMatchObject({ status: 'done', progress: 100 });
    expect(job.result.students).toBe(12);
    expect(job.result.files).toHaveLength(1);
    const file = job.result.files[0];
    expect(file).toMatchObject({ cards: 12, pages: 2 });
    // Only the admin who asked: not another admin of the school, not a teacher, not another school.
    for (const token of [secondAdmin, teacher, other]) expect((await call('GET', file.url, { token })).status).toBe(404);
    const pdfAnswer = await t.app.inject({ method: 'GET', url: file.url, headers: { authorization: `Bearer ${admin}` } });
    expect(pdfAnswer.statusCode).toBe(200);
    expect(pdfAnswer.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(pdfAnswer.rawPayload);
    expect(pdf.height).toBeCloseTo(935.43, 0);
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.all).toContain('KARTU AKUN SISWA');
    // Every fresh student's card, with a password that signs in, and that sign-in raises the hash's cost.
    const accounts = await t.database.db.select({ id: users.id, email: users.email, fullName: users.fullName }).from(users).where(inArray(users.id, fresh));
    const passwords: string[] = [];
    for (const a of accounts) {
      const password = new RegExp(`Nama pengguna ${a.email.replace(/\./g, '\\.')} Password awal ([a-z0-9]{8})`).exec(pdf.all)?.[1];
      expect(password, a.email).toBeDefined();
      passwords.push(password!);
      expect(pdf.all).toContain(a.fullName);
      if (a.id !== fresh[0]) continue;
      const [before] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, a.id));
      expect(needsRehash(before.hash)).toBe(true);
      const login = await t.app.inject({ method: 'POST', url: '/api/login_web', payload: { email: a.email, password } });
      expect(login.json().status).toBe(true);
      const [after] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, a.id));
      expect(needsRehash(after.hash)).toBe(false);
    }
    // No password reaches the job row (its payload and result are what the portal and the logs may see).
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    const stored = JSON.stringify([row.payload, row.result]);
    expect(passwords).toHaveLength(12);
    for (const p of passwords) expect(stored).not.toContain(p);

    // Everyone has a password now: asking again says so.
    const again = await call('POST', url, { token: admin, body: { scope: 'section', sd_section_id: sectionId } });
    expect(again.status).toBe(422);
    expect(again.body.errors.scope).toEqual(['Semua siswa pada pilihan ini sudah punya password.']);

    // An hour later the files are gone: the deletion was queued with the passwords.
    const [expiry] = await t.database.db.select().from(jobs).where(eq(jobs.kind, ACCOUNT_CARDS_EXPIRE_JOB));
    expect(expiry.runAt.getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, expiry.id));
    await runJobs([accountCardsExpireJob]);
    expect((await call('GET', file.url, { token: admin })).status).toBe(404);
    expect(await t.database.db.select().from(files).where(eq(files.kind, 'account_cards'))).toEqual([]);
  });

  it('sets no password and keeps no file when an account got a password meanwhile', async () => {
    const late = await makeUser(t, 'batch.telat@demo.sch.id', '5', 'demo-smk', {
      sectionId,
      yearId: (await t.database.db.select({ yearId: examSchedules.academicYearId }).from(examSchedules).limit(1))[0].yearId,
    });
    const another = await makeUser(t, 'batch.lain@demo.sch.id', '5', 'demo-smk', {
      sectionId,
      yearId: (await t.database.db.select({ yearId: examSchedules.academicYearId }).from(examSchedules).limit(1))[0].yearId,
    });
    await t.database.db
      .update(users)
      .set({ passwordHash: '' })
      .where(inArray(users.id, [late, another]));
    const started = await call('POST', url, { token: admin, body: { scope: 'section', sd_section_id: sectionId } });
    expect(started.body.students).toBe(2);
    // While the job hashes, another admin gives one of them a password.
    const racing: JobHandler<any> = {
      ...accountCardsJob,
      run: (r) =>
        accountCardsJob.run({
          ...r,
          isLastAttempt: true,
          progress: async (p) => {
            await t.database.db
              .update(users)
              .set({ passwordHash: 'x' })
              .where(and(eq(users.id, late), eq(users.passwordHash, '')));
            return r.progress(p);
          },
        }),
    };
    await createJobWorker({ db: t.database.db, handlers: [racing] }).runOnce();
    const job = (await call('GET', `/api/jobs/${started.body.jobId}`, { token: admin })).body;
    expect(job.error).toMatch(/password dari proses lain/);
    const [untouched] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, another));
    expect(untouched.hash).toBe('');
    expect(await t.database.db.select().from(files).where(eq(files.kind, 'account_cards'))).toEqual([]);
    expect(await t.database.db.select().from(users).where(like(users.email, 'batch.%'))).toHaveLength(14);
  });
});
