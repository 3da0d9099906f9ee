import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { examAttemptHistory } from '../../src/server/db/schema/exam-records.ts';
import { examAnswers, examAttempts } from '../../src/server/db/schema/exams.ts';
import { auditLog } from '../../src/server/db/schema/audit.ts';
import { client, hoursFromNow, makeUser, newKey } from './exam-api-helpers.ts';

/** Class exercises (latihan): the lists, "Ulangi" with its archive, the student's review and AKM result, and the exam's page. */
let t: TestApp;
let call: ReturnType<typeof client>;
let teacher: string;
let student: string;
let sectionId: number;
let courseId: number;
let single: number;
let multiple: number;

beforeAll(async () => {
  t = await createTestApp();
  call = client(t);
  teacher = (await t.signIn('guru@demo.sch.id')).token;
  student = (await t.signIn('siswa@demo.sch.id')).token;
  const options = (await call('GET', '/api/exams/options', { token: teacher })).body;
  sectionId = options.sections[0].id;
  courseId = options.courses.find((c: { code: string }) => c.code === 'MTK').id;
  const bank = (await call('GET', '/api/exams/questions?perPage=100', { token: teacher })).body.data as { id: number; type: string }[];
  single = bank.find((q) => q.type === 'single_choice')!.id;
  multiple = bank.find((q) => q.type === 'multiple_choice')!.id;
});
afterAll(() => t.close());

async function create(overrides: Record<string, unknown> = {}) {
  const body = {
    kind: 'practice',
    title: 'Latihan Uji',
    courseId,
    startsAt: hoursFromNow(-1),
    endsAt: hoursFromNow(48),
    durationMinutes: 30,
    sectionIds: [sectionId],
    selection: { mode: 'fixed', questionIds: [single, multiple] },
    token: null,
    resultVisibility: 'never',
    ...overrides,
  };
  const res = await call('POST', '/api/exams/schedules', { token: teacher, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mine = await call('GET', '/api/exams/mine', { token: student });
  const practice = await call('GET', '/api/exams/practice/mine', { token: student });
  const row = [...mine.body.data, ...practice.body.data].find((e: { scheduleId: number }) => e.scheduleId === res.body.id);
  return { scheduleId: res.body.id as number, attemptId: row.attemptId as number };
}

const answer = (questionId: number, value: unknown) => ({ questionId, revision: 1, key: newKey(), value, flagged: false });

/** Starts, answers and hands in an attempt through the exam API the exam screen uses. */
async function sit(attemptId: number, answers: unknown[], token?: string) {
  const url = `/api/exams/attempts/${attemptId}`;
  expect((await call('POST', `${url}/start`, { token: student, body: token ? { token } : {} })).status).toBe(200);
  const finished = await call('POST', `${url}/finish`, { token: student, body: { answers } });
  expect(finished.status, JSON.stringify(finished.body)).toBe(200);
}

describe('class exercises', () => {
  it('lists the practice of the year for teachers, with takers and the average of the latest attempts', async () => {
    const { scheduleId, attemptId } = await create({ title: 'Latihan Rata-rata' });
    const listed = async () =>
      (await call('GET', '/api/exams/practice/schedules', { token: teacher })).body.data.find((s: { id: number }) => s.id === scheduleId);
    expect(await listed()).toMatchObject({ title: 'Latihan Rata-rata', takers: 0, attempts: 0, average: null, courseName: 'Matematika' });
    expect((await listed()).participants).toBeGreaterThanOrEqual(1);
    expect((await listed()).sections).not.toBe('');
    await sit(attemptId, [answer(single, { choice: 'b' }), answer(multiple, { choices: ['a', 'c', 'e'] })]);
    expect(await listed()).toMatchObject({ takers: 1, attempts: 1, average: 100 });
    // After "Ulangi" the student still counts, with their last finished result.
    expect((await call('POST', `/api/exams/mine/attempts/${attemptId}/retry`, { token: student })).status).toBe(200);
    expect(await listed()).toMatchObject({ takers: 1, attempts: 1, average: 100 });
    // A practice never appears among the school exams, and its result shows after each finish whatever was sent.
    const school = await call('GET', '/api/exams/schedules?kinds=school,remedial', { token: teacher });
    expect(school.body.data.some((s: { id: number }) => s.id === scheduleId)).toBe(false);
    expect((await call('GET', `/api/exams/schedules/${scheduleId}`, { token: teacher })).body.resultVisibility).toBe('after_finish');
  });

  it('refuses students, and asks for a session', async () => {
    expect((await call('GET', '/api/exams/practice/schedules', { token: student })).status).toBe(403);
    expect((await call('GET', '/api/exams/practice/schedules')).status).toBe(401);
    expect((await call('GET', '/api/exams/practice/mine')).status).toBe(401);
    expect((await call('GET', '/api/exams/practice/mine', { token: teacher })).status).toBe(403);
    expect((await call('POST', '/api/exams/mine/attempts/1/retry', { token: teacher })).status).toBe(403);
  });
});

describe("the student's exercises", () => {
  it('lists the demo practice and a new one, by course, with attempts and the best grade', async () => {
    const { scheduleId, attemptId } = await create({ title: 'Latihan Daftar' });
    const all = await call('GET', '/api/exams/practice/mine', { token: student });
    expect(all.status).toBe(200);
    expect(all.body.data.map((e: { title: string }) => e.title)).toEqual(expect.arrayContaining(['Latihan Bilangan dan Data (Demo)', 'Latihan Daftar']));
    const byCourse = await call('GET', `/api/exams/practice/mine?courseId=${courseId}`, { token: student });
    expect(byCourse.body.course.name).toBe('Matematika');
    expect(byCourse.body.data.every((e: { courseId: number }) => e.courseId === courseId)).toBe(true);
    expect((await call('GET', '/api/exams/practice/mine?courseId=999999', { token: student })).status).toBe(404);
    expect((await call('GET', '/api/exams/practice/mine?courseId=abc', { token: student })).status).toBe(422);

    await sit(attemptId, [answer(single, { choice: 'b' })]);
    await call('POST', `/api/exams/mine/attempts/${attemptId}/retry`, { token: student });
    await sit(attemptId, [answer(single, { choice: 'a' })]);
    const row = (await call('GET', '/api/exams/practice/mine', { token: student })).body.data.find((e: { scheduleId: number }) => e.scheduleId === scheduleId);
    expect(row).toMatchObject({ status: 'finished', attempts: 2, questionCount: 2 });
    expect(row.bestGrade).toBeGreaterThan(row.grade);
  });

  it('retries a finished practice in one step: the attempt is archived with every answer, then starts fresh', async () => {
    const { scheduleId, attemptId } = await create({ title: 'Latihan Ulang' });
    const retry = () => call('POST', `/api/exams/mine/attempts/${attemptId}/retry`, { token: student });
    expect((await retry()).status).toBe(409);
    await sit(attemptId, [answer(single, { choice: 'b' }), answer(multiple, { choices: ['a'] })]);

    const review = await call('GET', `/api/exams/mine/attempts/${attemptId}/review`, { token: student });
    expect(review.status).toBe(200);
    expect(review.body.questions[0].content.key).toBe('b');
    expect(review.body.questions[0].answer.value).toEqual({ choice: 'b' });
    expect(review.body.questions[0].score).toBe(review.body.questions[0].max);
    const firstGrade = review.body.attempt.grade;

    const done = await retry();
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/tetap tersimpan/);
    expect((await retry()).status).toBe(409);
    const [fresh] = await t.database.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
    expect(fresh).toMatchObject({ status: 'not_started', layout: null, score: null, grade: null, startedAt: null });
    expect(await t.database.db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId))).toHaveLength(0);
    const [history] = await t.database.db.select().from(examAttemptHistory).where(eq(examAttemptHistory.attemptId, attemptId));
    expect(history).toMatchObject({ reason: 'retry', attemptNo: 1, status: 'finished', grade: firstGrade, scheduleId });
    expect((history.answers as { questionId: number }[]).map((a) => a.questionId).sort()).toEqual([single, multiple].sort());
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'exam_attempt'), eq(auditLog.recordId, String(attemptId))));
    expect(audit.map((a) => a.action)).toEqual(['retry']);
    expect((await call('GET', `/api/exams/mine/attempts/${attemptId}/review`, { token: student })).status).toBe(409);

    await sit(attemptId, [answer(single, { choice: 'c' })]);
    const detail = await call('GET', `/api/exams/practice/mine/${scheduleId}`, { token: student });
    expect(detail.body.attempt).toMatchObject({ id: attemptId, attemptNo: 2, status: 'finished' });
    expect(detail.body.history).toHaveLength(1);
    expect(detail.body.history[0]).toMatchObject({ id: history.id, attemptNo: 1, grade: firstGrade });
    expect(detail.body.schedule).toMatchObject({ questionCount: 2, tokenRequired: false, courseName: 'Matematika' });

    const old = await call('GET', `/api/exams/mine/attempts/${attemptId}/review?riwayat=${history.id}`, { token: student });
    expect(old.body.attempt).toMatchObject({ historyId: history.id, attemptNo: 1, grade: firstGrade });
    expect(old.body.questions[0].answer.value).toEqual({ choice: 'b' });
    const now = await call('GET', `/api/exams/mine/attempts/${attemptId}/review`, { token: student });
    expect(now.body.questions[0].answer.value).toEqual({ choice: 'c' });
    expect((await call('GET', `/api/exams/mine/attempts/${attemptId}/review?riwayat=999999`, { token: student })).status).toBe(404);
    expect((await call('GET', `/api/exams/mine/attempts/${attemptId}/review?riwayat=x`, { token: student })).status).toBe(422);
  });

  it('never retries or reveals the key of a regular exam', async () => {
    const { attemptId } = await create({ kind: 'school', title: 'Ulangan Biasa', resultVisibility: 'after_finish', token: 'ABC123' });
    await sit(attemptId, [answer(single, { choice: 'b' })], 'ABC123');
    const retry = await call('POST', `/api/exams/mine/attempts/${attemptId}/retry`, { token: student });
    expect(retry.status).toBe(409);
    expect(retry.body.message).toMatch(/Hanya latihan/);
    expect((await call('GET', `/api/exams/mine/attempts/${attemptId}/review`, { token: student })).status).toBe(404);
    const schedule = (await call('GET', '/api/exams/mine', { token: student })).body.data.find((e: { attemptId: number }) => e.attemptId === attemptId);
    expect((await call('GET', `/api/exams/practice/mine/${schedule.scheduleId}`, { token: student })).status).toBe(404);
  });

  it("keeps another student's and another school's attempts out of reach", async () => {
    const { attemptId } = await create({ title: 'Latihan Pribadi' });
    await makeUser(t, 'siswa-lain@demo.sch.id', '5', 'demo-smk');
    await makeUser(t, 'siswa-smp@demo.sch.id', '5', 'demo-smp');
    for (const email of ['siswa-lain@demo.sch.id', 'siswa-smp@demo.sch.id']) {
      const other = (await t.signIn(email)).token;
      for (const path of ['', '/result', '/review'])
        expect((await call('GET', `/api/exams/mine/attempts/${attemptId}${path}`, { token: other })).status).toBe(404);
      expect((await call('POST', `/api/exams/mine/attempts/${attemptId}/retry`, { token: other })).status).toBe(404);
    }
    expect((await call('GET', '/api/exams/mine/attempts/abc', { token: student })).status).toBe(422);
    expect((await call('GET', `/api/exams/mine/attempts/${attemptId}`)).status).toBe(401);
  });
});

describe("the school's results switch", () => {
  it('hides the practice scores and the key while the school shows no results', async () => {
    const { scheduleId, attemptId } = await create({ title: 'Latihan Tersembunyi' });
    await sit(attemptId, [answer(single, { choice: 'b' })]);
    expect((await call('POST', `/api/exams/mine/attempts/${attemptId}/retry`, { token: student, body: {} })).status).toBe(200);
    await sit(attemptId, [answer(single, { choice: 'c' })]);
    const [archived] = await t.database.db.select().from(examAttemptHistory).where(eq(examAttemptHistory.attemptId, attemptId));
    const admin = (await t.signIn('admin@demo.sch.id')).token;
    const results = (shown: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/exams/platform/settings/results',
        headers: { authorization: `Bearer ${admin}` },
        payload: { resultsShown: shown },
      });
    expect((await results(false)).statusCode).toBe(200);
    try {
      const review = await call('GET', `/api/exams/mine/attempts/${attemptId}/review`, { token: student });
      expect(review.status).toBe(409);
      expect(review.body.message).toMatch(/tidak ditampilkan/);
      const earlier = await call('GET', `/api/exams/mine/attempts/${attemptId}/review?riwayat=${archived.id}`, { token: student });
      expect(earlier.status).toBe(409);
      expect(earlier.body.questions).toBeUndefined();
      const detail = await call('GET', `/api/exams/practice/mine/${scheduleId}`, { token: student });
      expect(detail.body).toMatchObject({ resultsShown: false, attempt: { status: 'finished', grade: null } });
      const row = (await call('GET', '/api/exams/practice/mine', { token: student })).body.data.find(
        (e: { scheduleId: number }) => e.scheduleId === scheduleId,
      );
      expect(row).toMatchObject({ grade: null, bestGrade: null, attempts: 2 });
    } finally {
      await results(true);
    }
    expect((await call('GET', `/api/exams/mine/attempts/${attemptId}/review`, { token: student })).status).toBe(200);
  });
});

describe("the exam's page and the AKM result", () => {
  it('describes the exam before the start and shows the result only when the schedule allows', async () => {
    const { attemptId } = await create({
      kind: 'school',
      title: 'Ulangan Halaman',
      token: 'XYZ789',
      resultVisibility: 'after_window',
      startsAt: hoursFromNow(-1),
    });
    const page = await call('GET', `/api/exams/mine/attempts/${attemptId}`, { token: student });
    expect(page.status).toBe(200);
    expect(page.body.schedule).toMatchObject({
      title: 'Ulangan Halaman',
      kind: 'school',
      questionCount: 2,
      tokenRequired: true,
      sebRequired: false,
      durationMinutes: 30,
    });
    expect(page.body.schedule.token).toBeUndefined();
    expect(page.body.attempt.status).toBe('not_started');
    const wrong = await call('POST', `/api/exams/attempts/${attemptId}/start`, { token: student, body: { token: 'SALAH1' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.token[0]).toMatch(/Token ujian salah/);
    await sit(attemptId, [answer(single, { choice: 'b' })], 'XYZ789');
    const after = await call('GET', `/api/exams/mine/attempts/${attemptId}`, { token: student });
    expect(after.body.attempt.status).toBe('finished');
    expect(after.body.result).toBeNull();
    expect((await call('GET', `/api/exams/mine/attempts/${attemptId}/result`, { token: student })).body.result).toBeNull();
  });

  it('places an AKM score on its level with the share per item type, without the key', async () => {
    const { attemptId } = await create({ kind: 'akm', title: 'AKM Latihan', resultVisibility: 'after_finish' });
    const before = await call('GET', `/api/exams/mine/attempts/${attemptId}/result`, { token: student });
    expect(before.body).toMatchObject({ result: null, reviewAvailable: false });
    await sit(attemptId, [answer(single, { choice: 'b' }), answer(multiple, { choices: ['b', 'd'] })]);
    const res = await call('GET', `/api/exams/mine/attempts/${attemptId}/result`, { token: student });
    expect(res.status).toBe(200);
    expect(res.body.reviewAvailable).toBe(false);
    expect(res.body.result.level).toMatchObject({ key: expect.any(String), label: expect.any(String) });
    const byType = Object.fromEntries(res.body.result.byType.map((b: { type: string; percent: number }) => [b.type, b.percent]));
    expect(byType).toEqual({ single_choice: 100, multiple_choice: 0 });
    expect(JSON.stringify(res.body)).not.toContain('"key":"b"');
  });
});

describe("the proctor's reset", () => {
  it('archives the attempt with its answers before the student starts again', async () => {
    const { attemptId } = await create({ kind: 'school', title: 'Ulangan Reset', token: 'RST123' });
    const url = `/api/exams/attempts/${attemptId}`;
    expect((await call('POST', `${url}/start`, { token: student, body: { token: 'RST123' } })).status).toBe(200);
    expect((await call('POST', `${url}/answers`, { token: student, body: { answers: [answer(single, { choice: 'd' })] } })).status).toBe(200);
    expect((await call('POST', `${url}/reset`, { token: student })).status).toBe(403);
    const reset = await call('POST', `${url}/reset`, { token: teacher });
    expect(reset.status).toBe(200);
    const history = await t.database.db.select().from(examAttemptHistory).where(eq(examAttemptHistory.attemptId, attemptId));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ reason: 'reset', status: 'working', attemptNo: 1 });
    expect(history[0].byUserId).not.toBeNull();
    expect((history[0].answers as { questionId: number; value: unknown }[])[0]).toMatchObject({ questionId: single, value: { choice: 'd' } });
    expect((await call('GET', url, { token: student })).body.attempt.status).toBe('not_started');
    // A second reset numbers the next archived attempt.
    await call('POST', `${url}/start`, { token: student, body: { token: 'RST123' } });
    await call('POST', `${url}/reset`, { token: teacher });
    const again = await t.database.db.select().from(examAttemptHistory).where(eq(examAttemptHistory.attemptId, attemptId));
    expect(again.map((h) => h.attemptNo).sort()).toEqual([1, 2]);
  });
});
