import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { examAttempts } from '../../src/server/db/schema/exams.ts';
import { examAllowedApps } from '../../src/server/db/schema/exam-platform.ts';
import { sweepExpired } from '../../src/server/exams/attempts/grade-attempt.ts';
import { flushPresence } from '../../src/server/exams/attempts/presence.ts';
import { sebHash } from '../../src/server/exams/seb.ts';
import { client, hoursFromNow, makeUser, newKey } from './exam-api-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof client>;
let teacher: string;
let student: string;
let sectionId: number;
let questionIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  call = client(t);
  teacher = (await t.signIn('guru@demo.sch.id')).token;
  student = (await t.signIn('siswa@demo.sch.id')).token;
  const options = (await call('GET', '/api/exams/options', { token: teacher })).body;
  sectionId = options.sections[0].id;
  questionIds = (await call('GET', '/api/exams/questions?perPage=100', { token: teacher })).body.data
    .map((q: { id: number }) => q.id)
    .sort((a: number, b: number) => a - b);
});
afterAll(() => t.close());

function schedule(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'school',
    title: 'Ulangan Uji',
    startsAt: hoursFromNow(-1),
    endsAt: hoursFromNow(2),
    durationMinutes: 60,
    sectionIds: [sectionId],
    selection: { mode: 'fixed', questionIds },
    token: 'ABC123',
    shuffleQuestions: true,
    shuffleOptions: true,
    resultVisibility: 'after_finish',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/exams/schedules', { token: teacher, body: schedule(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mine = await call('GET', '/api/exams/mine', { token: student });
  const attempt = mine.body.data.find((e: { scheduleId: number }) => e.scheduleId === res.body.id);
  return { scheduleId: res.body.id as number, attemptId: attempt.attemptId as number };
}

const answer = (questionId: number, revision: number, value: unknown, key = newKey()) => ({ questionId, revision, key, value, flagged: false });

describe('schedules', () => {
  it('validates the form and refuses what a teacher may not do', async () => {
    const bad = await call('POST', '/api/exams/schedules', {
      token: teacher,
      body: schedule({ endsAt: hoursFromNow(-2), sectionIds: [], durationMinutes: 0 }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['durationMinutes', 'endsAt', 'sectionIds']);
    expect((await call('POST', '/api/exams/schedules', { token: teacher, body: schedule({ sectionIds: [999999] }) })).body.errors).toEqual({
      sectionIds: [expect.any(String)],
    });
    expect(
      (await call('POST', '/api/exams/schedules', { token: teacher, body: schedule({ selection: { mode: 'fixed', questionIds: [999999] } }) })).status,
    ).toBe(422);
    const draw = await call('POST', '/api/exams/schedules', {
      token: teacher,
      body: schedule({ selection: { mode: 'draw', rules: [{ type: 'essay', count: 50 }] } }),
    });
    expect(draw.body.errors['selection.rules.0.count'][0]).toMatch(/hanya punya/);
    // Safe Exam Browser without keys of its own: allowed only while the school whitelists an app with a key.
    await t.database.db.update(examAllowedApps).set({ active: false });
    expect((await call('POST', '/api/exams/schedules', { token: teacher, body: schedule({ sebRequired: true }) })).body.errors.sebConfigKeys[0]).toMatch(
      /Whitelist Aplikasi/,
    );
    await t.database.db.update(examAllowedApps).set({ active: true });
    expect((await call('POST', '/api/exams/schedules', { token: teacher, body: schedule({ sebRequired: true, title: 'Dengan kunci sekolah' }) })).status).toBe(
      200,
    );
    expect((await call('POST', '/api/exams/schedules', { token: student, body: schedule() })).status).toBe(403);
    expect((await call('GET', '/api/exams/schedules/999999', { token: teacher })).status).toBe(404);
  });

  it('draws a paper by type and count, and lists schedules with counts', async () => {
    const res = await call('POST', '/api/exams/schedules', {
      token: teacher,
      body: schedule({
        selection: {
          mode: 'draw',
          rules: [
            { type: 'single_choice', count: 1 },
            { type: 'essay', count: 1 },
          ],
        },
      }),
    });
    expect(res.status).toBe(200);
    const got = await call('GET', `/api/exams/schedules/${res.body.id}`, { token: teacher });
    expect(got.body.questionIds).toHaveLength(2);
    const list = await call('GET', '/api/exams/schedules?kinds=school', { token: teacher });
    expect(list.body.data.find((s: { id: number }) => s.id === res.body.id).participants).toBe(res.body.participants);
    expect(res.body.participants).toBeGreaterThanOrEqual(1);
    const tka = await call('GET', '/api/exams/schedules?kinds=tka,akm', { token: teacher });
    expect(tka.body.data.every((s: { kind: string }) => s.kind === 'tka' || s.kind === 'akm')).toBe(true);
  });
});

describe('taking an exam', () => {
  it('starts with the token, keeps its order on resume, and never sends keys', async () => {
    const { attemptId } = await create();
    const url = `/api/exams/attempts/${attemptId}`;
    expect((await call('POST', `${url}/answers`, { token: student, body: { answers: [answer(questionIds[0], 1, { choice: 'b' })] } })).status).toBe(409);
    expect((await call('POST', `${url}/start`, { token: student, body: {} })).body.errors.token).toBeDefined();
    expect((await call('POST', `${url}/start`, { token: student, body: { token: 'WRONG' } })).status).toBe(422);
    const started = await call('POST', `${url}/start`, { token: student, body: { token: 'abc123' } });
    expect(started.body).toMatchObject({ status: 'working', resumed: false });
    expect((await call('POST', `${url}/start`, { token: student, body: {} })).body.resumed).toBe(true);
    const first = await call('GET', url, { token: student });
    const second = await call('GET', url, { token: student });
    expect(first.body.pages).toEqual(second.body.pages);
    expect(Object.keys(first.body.questions)).toHaveLength(questionIds.length);
    expect(JSON.stringify(first.body.questions)).not.toMatch(/"key"|rubric|answers"|credit/);
    const stimulusPage = first.body.pages.find((p: { stimulus: unknown }) => p.stimulus);
    expect(stimulusPage.questionIds.length).toBe(3);
    expect(stimulusPage.stimulus.html).toMatch(/<math/);
    expect(new Date(first.body.deadline).getTime() - new Date(first.body.serverNow).getTime()).toBeGreaterThan(59 * 60_000);
  });

  it('acknowledges each save once, replays the same ack, and never lets an older revision win', async () => {
    const { attemptId } = await create();
    const url = `/api/exams/attempts/${attemptId}`;
    await call('POST', `${url}/start`, { token: student, body: { token: 'ABC123' } });
    const q = questionIds[0];
    const a1 = answer(q, 1, { choice: 'a' });
    const a2 = answer(q, 2, { choice: 'b' });
    const saved = await call('POST', `${url}/answers`, { token: student, body: { answers: [a1] } });
    expect(saved.body.acks[0]).toMatchObject({ questionId: q, revision: 1, status: 'saved' });
    const replay = await call('POST', `${url}/answers`, { token: student, body: { answers: [a1] } });
    expect(replay.body.acks[0]).toEqual(saved.body.acks[0]);
    expect((await call('POST', `${url}/answers`, { token: student, body: { answers: [a2] } })).body.acks[0].status).toBe('saved');
    const late = await call('POST', `${url}/answers`, { token: student, body: { answers: [a1] } });
    expect(late.body.acks[0]).toMatchObject({ status: 'superseded', current: 2 });
    const clash = await call('POST', `${url}/answers`, { token: student, body: { answers: [answer(q, 2, { choice: 'c' })] } });
    expect(clash.body.acks[0]).toMatchObject({ status: 'superseded', current: 2 });
    const state = await call('GET', url, { token: student });
    expect(state.body.answers[q]).toMatchObject({ value: { choice: 'b' }, revision: 2 });
    const rejected = await call('POST', `${url}/answers`, {
      token: student,
      body: { answers: [answer(999999, 1, { choice: 'a' }), answer(q, 3, { choices: ['a'] }), answer(q, 4, { choice: 'zz' })] },
    });
    expect(rejected.body.acks.map((a: { status: string }) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((await call('POST', `${url}/answers`, { token: student, body: { answers: [] } })).status).toBe(422);
    expect((await call('POST', `${url}/answers`, { token: student, body: { answers: [{ questionId: q, revision: 0, key: 'x', value: null }] } })).status).toBe(
      422,
    );
  });

  it('scores on submit, refuses answers after it, and submitting twice answers the same', async () => {
    const { attemptId } = await create({ resultVisibility: 'after_finish' });
    const url = `/api/exams/attempts/${attemptId}`;
    await call('POST', `${url}/start`, { token: student, body: { token: 'ABC123' } });
    const state = (await call('GET', url, { token: student })).body;
    const byType = (type: string) => Number(Object.entries(state.questions).find(([, q]) => (q as { view: { type: string } }).view.type === type)![0]);
    const answers = [
      answer(byType('single_choice'), 1, { choice: 'b' }),
      answer(byType('multiple_choice'), 1, { choices: ['a', 'c', 'e'] }),
      answer(byType('true_false'), 1, { categories: { s1: 0, s2: 0, s3: 1 } }),
      answer(byType('matching'), 1, { pairs: { p1: 'r1', p2: 'r2', p3: 'r4' } }),
    ];
    await call('POST', `${url}/answers`, { token: student, body: { answers } });
    const finish = await call('POST', `${url}/finish`, {
      token: student,
      body: { answers: [answer(byType('short_answer'), 1, { texts: { b1: '15.000' } }), answer(byType('essay'), 1, { text: 'Karena rutin.' })] },
    });
    expect(finish.body.status).toBe('finished');
    expect(finish.body.acks).toHaveLength(2);
    expect((await call('POST', `${url}/finish`, { token: student, body: {} })).body.status).toBe('finished');
    expect((await call('POST', `${url}/answers`, { token: student, body: { answers: [answer(byType('single_choice'), 5, { choice: 'a' })] } })).status).toBe(
      409,
    );
    const result = (await call('GET', url, { token: student })).body;
    expect(result.attempt.status).toBe('finished');
    // 1 + 2 + 3 + 2 (2 of 3 pairs, partial) + 2 = 10 of 15; the essay (4) waits for the teacher.
    expect(result.result).toMatchObject({ score: 10, maxScore: 15, pendingEssays: 1 });
    expect(result.questions).toBeUndefined();

    const review = await call('GET', `/api/exams/attempts/${attemptId}/review`, { token: teacher });
    const essay = review.body.questions.find((q: { content: { type: string } }) => q.content.type === 'essay');
    expect((await call('POST', `/api/exams/attempts/${attemptId}/essay-score`, { token: teacher, body: { questionId: essay.id, score: 9 } })).status).toBe(422);
    expect((await call('POST', `/api/exams/attempts/${attemptId}/essay-score`, { token: student, body: { questionId: essay.id, score: 3 } })).status).toBe(403);
    const scored = await call('POST', `/api/exams/attempts/${attemptId}/essay-score`, { token: teacher, body: { questionId: essay.id, score: 3 } });
    expect(scored.body).toMatchObject({ score: 13, pendingEssays: 0 });
    const analysis = await call('GET', `/api/exams/schedules/${result.schedule.id}/analysis`, { token: teacher });
    expect(analysis.body.attempts).toBe(1);
    expect(analysis.body.items).toHaveLength(6);
    expect(analysis.body.items.every((i: { parts: unknown[] }) => i.parts.length > 0)).toBe(true);
    const xlsx = await call('GET', `/api/exams/schedules/${result.schedule.id}/export.xlsx`, { token: teacher });
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect((await call('POST', `/api/exams/schedules/${result.schedule.id}/rescore`, { token: teacher })).body.rescored).toBe(1);
  });

  it('keeps other people out of an attempt', async () => {
    const { attemptId } = await create();
    const url = `/api/exams/attempts/${attemptId}`;
    expect((await call('GET', url)).status).toBe(401);
    expect((await call('GET', url, { token: teacher })).status).toBe(403);
    await makeUser(t, 'siswa2@demo.sch.id', '5', 'demo-smk');
    const other = (await t.signIn('siswa2@demo.sch.id')).token;
    expect((await call('GET', url, { token: other })).status).toBe(404);
    expect((await call('POST', `${url}/start`, { token: other, body: { token: 'ABC123' } })).status).toBe(404);
    expect((await call('GET', '/api/exams/mine', { token: teacher })).status).toBe(403);
  });

  it('opens by a signed link without a session, and refuses a forged or foreign one', async () => {
    const { attemptId, scheduleId } = await create();
    const url = `/api/exams/attempts/${attemptId}`;
    const link = (await call('POST', `${url}/link`, { token: student })).body;
    expect(link.path).toMatch(new RegExp(`^/webpageujian/${scheduleId}/${attemptId}/\\d+\\?exp=\\d+&sig=`));
    const header = `${link.expires}.${link.signature}`;
    expect((await call('GET', url, { headers: { 'x-exam-link': header } })).status).toBe(200);
    expect((await call('POST', `${url}/start`, { headers: { 'x-exam-link': header }, body: { token: 'ABC123' } })).status).toBe(200);
    expect((await call('POST', `${url}/link`, { headers: { 'x-exam-link': header } })).status).toBe(403);
    expect((await call('GET', url, { headers: { 'x-exam-link': `${link.expires + 1}.${link.signature}` } })).status).toBe(401);
    expect((await call('GET', url, { headers: { 'x-exam-link': `${Math.floor(Date.now() / 1000) - 5}.${link.signature}` } })).status).toBe(401);
    const other = await create();
    expect((await call('GET', `/api/exams/attempts/${other.attemptId}`, { headers: { 'x-exam-link': header } })).status).toBe(401);
    const staffLinks = await call('POST', `/api/exams/schedules/${scheduleId}/links`, { token: teacher });
    expect(staffLinks.body.data[0].path).toMatch(/^\/webpageujian\//);
  });

  it('requires Safe Exam Browser headers when the schedule asks for them', async () => {
    const configKey = 'a'.repeat(64);
    const { attemptId } = await create({ sebRequired: true, sebConfigKeys: [configKey] });
    const url = `/api/exams/attempts/${attemptId}`;
    expect((await call('GET', url, { token: student })).status).toBe(403);
    expect((await call('GET', url, { token: student, headers: { 'user-agent': 'SEB/3.5', 'x-safeexambrowser-configkeyhash': 'b'.repeat(64) } })).status).toBe(
      403,
    );
    const hash = sebHash(`http://localhost:80${url}`, configKey);
    expect((await call('GET', url, { token: student, headers: { 'x-safeexambrowser-configkeyhash': hash } })).status).toBe(200);
  });
});

describe('proctoring', () => {
  it('shows status live, blocks and unblocks without losing answers, extends, records leaving, resets', async () => {
    const { attemptId, scheduleId } = await create();
    const url = `/api/exams/attempts/${attemptId}`;
    const monitor = async () => {
      await new Promise((r) => setTimeout(r, 1100)); // one shared snapshot per second
      const body = (await call('GET', `/api/exams/schedules/${scheduleId}/monitor`, { token: teacher })).body;
      return { ...body, students: body.students.filter((s: { attemptId: number }) => s.attemptId === attemptId) };
    };
    expect((await monitor()).students[0]).toMatchObject({ status: 'not_started', answered: 0 });
    await call('POST', `${url}/start`, { token: student, body: { token: 'ABC123' } });
    await call('POST', `${url}/answers`, { token: student, body: { answers: [answer(questionIds[0], 1, { choice: 'a' })] } });
    await call('POST', `${url}/events`, { token: student, body: { kind: 'leave' } });
    await call('POST', `${url}/events`, { token: student, body: { kind: 'return' } });
    await flushPresence(t.database.db);
    let row = (await monitor()).students[0];
    expect(row).toMatchObject({ status: 'working', answered: 1, leaveCount: 1 });
    expect(row.lastSeenAt).not.toBeNull();

    expect((await call('POST', `${url}/block`, { token: student, body: {} })).status).toBe(403);
    await call('POST', `${url}/block`, { token: teacher, body: { reason: 'Membuka HP' } });
    const blocked = await call('POST', `${url}/answers`, { token: student, body: { answers: [answer(questionIds[0], 2, { choice: 'b' })] } });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toMatch(/Membuka HP/);
    expect((await call('GET', '/api/exams/blocked', { token: teacher })).body.data[0].reason).toBe('Membuka HP');
    expect((await monitor()).counts.blocked).toBe(1);
    await call('POST', `${url}/unblock`, { token: teacher });
    expect(
      (await call('POST', `${url}/answers`, { token: student, body: { answers: [answer(questionIds[0], 2, { choice: 'b' })] } })).body.acks[0].status,
    ).toBe('saved');

    const before = (await call('GET', url, { token: student })).body.deadline;
    expect((await call('POST', `${url}/extend`, { token: teacher, body: { minutes: 15 } })).body.extraMinutes).toBe(15);
    const after = (await call('GET', url, { token: student })).body.deadline;
    expect(new Date(after).getTime() - new Date(before).getTime()).toBe(15 * 60_000);
    const ackWithClock = await call('POST', `${url}/answers`, { token: student, body: { answers: [answer(questionIds[0], 3, { choice: 'c' })] } });
    expect(ackWithClock.body.deadline).toBe(after); // the screen learns of the extension at its next save

    await call('POST', `${url}/force-finish`, { token: teacher });
    row = (await monitor()).students[0];
    expect(row).toMatchObject({ status: 'finished', finishReason: 'forced' });
    expect((await call('POST', `${url}/force-finish`, { token: teacher })).status).toBe(409);
    expect((await call('POST', `${url}/extend`, { token: teacher, body: { minutes: 5 } })).status).toBe(409);
    await call('POST', `${url}/reset`, { token: teacher });
    expect((await monitor()).students[0]).toMatchObject({ status: 'not_started', answered: 0 });
    expect((await call('POST', '/api/exams/attempts/999999/block', { token: teacher, body: {} })).status).toBe(404);
  });

  it('finishes an abandoned attempt with its saved answers, on read and by the sweep', async () => {
    const a = await create();
    const b = await create();
    for (const { attemptId } of [a, b]) {
      await call('POST', `/api/exams/attempts/${attemptId}/start`, { token: student, body: { token: 'ABC123' } });
      await call('POST', `/api/exams/attempts/${attemptId}/answers`, { token: student, body: { answers: [answer(questionIds[0], 1, { choice: 'b' })] } });
      // Started 63 minutes ago: 60 minutes and the 2-minute grace are over.
      await t.database.db
        .update(examAttempts)
        .set({ startedAt: sql`now() - interval '63 minutes'` })
        .where(eq(examAttempts.id, attemptId));
    }
    const late = await call('POST', `/api/exams/attempts/${a.attemptId}/answers`, {
      token: student,
      body: { answers: [answer(questionIds[0], 2, { choice: 'a' })] },
    });
    expect(late.status).toBe(409);
    const state = (await call('GET', `/api/exams/attempts/${a.attemptId}`, { token: student })).body;
    expect(state.attempt).toMatchObject({ status: 'finished', finishReason: 'time_up' });
    expect(state.result.score).toBe(1);
    expect(await sweepExpired(t.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(examAttempts).where(eq(examAttempts.id, b.attemptId));
    expect(row).toMatchObject({ status: 'finished', finishReason: 'time_up', score: 1 });
  });

  it('accepts answers during the grace period', async () => {
    const { attemptId } = await create();
    await call('POST', `/api/exams/attempts/${attemptId}/start`, { token: student, body: { token: 'ABC123' } });
    await t.database.db
      .update(examAttempts)
      .set({ startedAt: sql`now() - interval '61 minutes'` })
      .where(eq(examAttempts.id, attemptId));
    const res = await call('POST', `/api/exams/attempts/${attemptId}/answers`, {
      token: student,
      body: { answers: [answer(questionIds[0], 1, { choice: 'b' })] },
    });
    expect(res.body.acks[0].status).toBe('saved');
  });

  it('refuses to change the paper once a student started, and refuses starts outside the window', async () => {
    const { scheduleId, attemptId } = await create();
    await call('POST', `/api/exams/attempts/${attemptId}/start`, { token: student, body: { token: 'ABC123' } });
    const change = await call('POST', '/api/exams/schedules', {
      token: teacher,
      body: schedule({ id: scheduleId, selection: { mode: 'fixed', questionIds: questionIds.slice(0, 2) } }),
    });
    expect(change.status).toBe(409);
    expect((await call('POST', '/api/exams/schedules', { token: teacher, body: schedule({ id: scheduleId, title: 'Judul baru' }) })).status).toBe(200);
    const future = await create({ startsAt: hoursFromNow(1), endsAt: hoursFromNow(3) });
    expect((await call('POST', `/api/exams/attempts/${future.attemptId}/start`, { token: student, body: { token: 'ABC123' } })).body.message).toMatch(
      /belum dibuka/,
    );
    const token = await call('POST', `/api/exams/schedules/${scheduleId}/token`, { token: teacher });
    expect(token.body.token).toMatch(/^[A-Z2-9]{6}$/);
    expect((await call('DELETE', `/api/exams/schedules/${future.scheduleId}`, { token: teacher })).status).toBe(200);
    expect((await call('GET', '/api/exams/mine', { token: student })).body.data.some((e: { scheduleId: number }) => e.scheduleId === future.scheduleId)).toBe(
      false,
    );
  });
});
