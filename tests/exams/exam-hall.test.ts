import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { examAttempts, examEvents } from '../../src/server/db/schema/exams.ts';
import { sections } from '../../src/server/db/schema/master.ts';
import { client, hoursFromNow, makeUser, newKey } from './exam-api-helpers.ts';

/**
 * A hall at once: the start, the paper and the submit of many students arrive together and are batched
 * (src/server/db/batch.ts). Each student must still get exactly their own attempt, one 'start' and one
 * 'finish' event, and the score their answers earn — the same as when they come one by one.
 */
const STUDENTS = 12;
let t: TestApp;
let call: ReturnType<typeof client>;
let teacher: string;
const tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  call = client(t);
  teacher = (await t.signIn('guru@demo.sch.id')).token;
  const options = (await call('GET', '/api/exams/options', { token: teacher })).body;
  const sectionId = options.sections[0].id as number;
  const [section] = await t.database.db.select({ yearId: sections.academicYearId }).from(sections).where(eq(sections.id, sectionId));
  for (let i = 0; i < STUDENTS; i++) {
    await makeUser(t, `aula${i}@demo.sch.id`, '5', 'demo-smk', { sectionId, yearId: section.yearId });
    tokens.push((await t.signIn(`aula${i}@demo.sch.id`)).token);
  }
  const questions = (await call('GET', '/api/exams/questions?perPage=100&type=single_choice', { token: teacher })).body.data as { id: number }[];
  const res = await call('POST', '/api/exams/schedules', {
    token: teacher,
    body: {
      kind: 'school',
      title: 'Ujian Serentak',
      startsAt: hoursFromNow(-1),
      endsAt: hoursFromNow(2),
      durationMinutes: 60,
      sectionIds: [sectionId],
      selection: { mode: 'fixed', questionIds: [questions[0].id] },
      token: null,
      shuffleQuestions: false,
      shuffleOptions: false,
      resultVisibility: 'after_finish',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  scheduleId = res.body.id;
});
afterAll(() => t.close());

let scheduleId: number;

describe('a whole hall at the same moment', () => {
  it('starts, loads, saves and submits every student exactly once, each with their own score', async () => {
    const attempts = await Promise.all(
      tokens.map(async (token) => {
        const mine = await call('GET', '/api/exams/mine', { token });
        return mine.body.data.find((e: { scheduleId: number }) => e.scheduleId === scheduleId).attemptId as number;
      }),
    );
    // Everyone presses "Mulai" together, and the first student twice (two devices).
    const starts = await Promise.all([
      ...tokens.map((token, i) => call('POST', `/api/exams/attempts/${attempts[i]}/start`, { token, body: {} })),
      call('POST', `/api/exams/attempts/${attempts[0]}/start`, { token: tokens[0], body: {} }),
    ]);
    expect(starts.map((s) => s.status)).toEqual(starts.map(() => 200));
    const papers = await Promise.all(tokens.map((token, i) => call('GET', `/api/exams/attempts/${attempts[i]}`, { token })));
    expect(papers.every((p) => p.status === 200 && p.body.attempt.status === 'working')).toBe(true);
    expect(papers.map((p) => p.body.attempt.id)).toEqual(attempts);

    // Half answer with the key's option, half with another one.
    const questionId = Number(Object.keys(papers[0].body.questions)[0]);
    const content = (await call('GET', `/api/exams/questions/${questionId}`, { token: teacher })).body.content as {
      key: string;
      options: { id: string; credit?: number }[];
    };
    const rightChoice = content.key;
    const wrongChoice = content.options.find((o) => o.id !== rightChoice && !o.credit)!.id;
    // One request with the same question twice (a queue flushed after two changes): written in turn, the newer last.
    const twice = await call('POST', `/api/exams/attempts/${attempts[0]}/answers`, {
      token: tokens[0],
      body: { answers: [1, 2].map((revision) => ({ questionId, revision, key: `dua-kali-${revision}`, value: { choice: wrongChoice }, flagged: false })) },
    });
    expect(twice.body.acks.map((a: { revision: number; status: string }) => [a.revision, a.status])).toEqual([
      [1, 'saved'],
      [2, 'saved'],
    ]);
    const replay = await call('POST', `/api/exams/attempts/${attempts[0]}/answers`, {
      token: tokens[0],
      body: { answers: [2, 1].map((revision) => ({ questionId, revision, key: `dua-kali-${revision}`, value: { choice: wrongChoice }, flagged: false })) },
    });
    expect(replay.body.acks.map((a: { status: string; current?: number }) => [a.status, a.current])).toEqual([
      ['saved', undefined],
      ['superseded', 2],
    ]);

    const submits = await Promise.all(
      tokens.map((token, i) =>
        call('POST', `/api/exams/attempts/${attempts[i]}/finish`, {
          token,
          body: { answers: [{ questionId, revision: 3, key: newKey(), value: { choice: i % 2 ? wrongChoice : rightChoice }, flagged: false }] },
        }),
      ),
    );
    expect(submits.map((s) => s.status)).toEqual(submits.map(() => 200));
    // Pressing "Selesai" again (another device, a retry) answers the same and changes nothing.
    const again = await call('POST', `/api/exams/attempts/${attempts[1]}/finish`, { token: tokens[1], body: {} });
    expect(again).toMatchObject({ status: 200, body: { status: 'finished' } });

    const rows = await t.database.db.select().from(examAttempts).where(inArray(examAttempts.id, attempts));
    expect(rows.every((r) => r.status === 'finished' && r.finishReason === 'submitted' && r.maxScore !== null)).toBe(true);
    const scores = new Map(rows.map((r) => [r.id, r.score]));
    const full = Math.max(...rows.map((r) => r.maxScore!));
    expect(attempts.map((id) => scores.get(id))).toEqual(attempts.map((_, i) => (i % 2 ? 0 : full)));

    const events = await t.database.db
      .select({ kind: examEvents.kind, n: sql<number>`count(*)::int` })
      .from(examEvents)
      .where(eq(examEvents.scheduleId, scheduleId))
      .groupBy(examEvents.kind);
    expect(Object.fromEntries(events.map((e) => [e.kind, e.n]))).toEqual({ start: STUDENTS, finish: STUDENTS });
  });
});
