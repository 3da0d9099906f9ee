import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditLog } from '../../src/server/db/schema/audit.ts';
import { examAttemptHistory, examFinalResults } from '../../src/server/db/schema/exam-records.ts';
import { examAttempts } from '../../src/server/db/schema/exams.ts';
import { users } from '../../src/server/db/schema/users.ts';
import { client, hoursFromNow } from './exam-api-helpers.ts';

/**
 * The "records" family against the real API: result history with archived attempts, final results with a
 * remedial capped at the KKM, the below-KKM list, the per-student and AKM reports, results per grade level and
 * teachers' readiness — each with its refusals (401, 403 for a user type, 404 for another school's record).
 */
let t: TestApp;
let call: ReturnType<typeof client>;
let teacher: string;
let admin: string;
let principal: string;
let student: string;
let otherSchool: string;
let sectionId: number;
let courseId: number;
let questionIds: number[];
let scheduleId: number;
let remedialId: number;
let attempts: { id: number; userId: number }[];
let studentAttempt: number;
let teacherUserId: number;

const base = '/api/exams/records';

async function createSchedule(overrides: Record<string, unknown>) {
  const body = {
    kind: 'school',
    title: 'Ulangan Bab 1',
    courseId,
    grade: 10,
    startsAt: hoursFromNow(-3),
    endsAt: hoursFromNow(-1),
    durationMinutes: 60,
    sectionIds: [sectionId],
    selection: { mode: 'fixed', questionIds },
    token: null,
    shuffleQuestions: false,
    shuffleOptions: false,
    resultVisibility: 'after_finish',
    ...overrides,
  };
  const res = await call('POST', '/api/exams/schedules', { token: teacher, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
}

async function attemptsOf(id: number) {
  return t.database.db
    .select({ id: examAttempts.id, userId: examAttempts.userId })
    .from(examAttempts)
    .where(eq(examAttempts.scheduleId, id))
    .orderBy(examAttempts.id);
}

/** Finishes an attempt with a grade, as the scoring would leave it. */
async function finish(attemptId: number, grade: number, pendingEssays = 0) {
  const startedAt = new Date(Date.now() - 2 * 3600_000);
  await t.database.db
    .update(examAttempts)
    .set({
      status: 'finished',
      startedAt,
      finishedAt: new Date(startedAt.getTime() + 42 * 60_000),
      finishReason: 'submitted',
      score: grade / 10,
      maxScore: 10,
      grade,
      pendingEssays,
    })
    .where(eq(examAttempts.id, attemptId));
}

beforeAll(async () => {
  t = await createTestApp();
  call = client(t);
  teacher = (await t.signIn('guru@demo.sch.id')).token;
  admin = (await t.signIn('admin@demo.sch.id')).token;
  principal = (await t.signIn('kepsek@demo.sch.id')).token;
  student = (await t.signIn('siswa@demo.sch.id')).token;
  otherSchool = (await t.signIn('admin.smp@demo.sch.id')).token;
  const options = (await call('GET', '/api/exams/options', { token: teacher })).body;
  sectionId = options.sections[0].id;
  courseId = options.courses.find((c: { code: string }) => c.code === 'MTK').id;
  questionIds = (await call('GET', '/api/exams/questions?perPage=100', { token: teacher })).body.data
    .map((q: { id: number }) => q.id)
    .sort((a: number, b: number) => a - b);
  [{ id: teacherUserId }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'guru@demo.sch.id'));
  const [{ id: studentUserId }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'siswa@demo.sch.id'));

  scheduleId = await createSchedule({});
  remedialId = await createSchedule({
    kind: 'remedial',
    title: 'Remedial Bab 1',
    parentId: scheduleId,
    startsAt: hoursFromNow(-0.9),
    endsAt: hoursFromNow(-0.5),
  });
  attempts = (await attemptsOf(scheduleId)).filter((a) => a.userId !== studentUserId).slice(0, 3);
  studentAttempt = (await attemptsOf(scheduleId)).find((a) => a.userId === studentUserId)!.id;
  // A remedial's participants are the students chosen for it; chosen here directly.
  const [{ schoolId }] = await t.database.db.select({ schoolId: examAttempts.schoolId }).from(examAttempts).where(eq(examAttempts.id, studentAttempt));
  await t.database.db
    .insert(examAttempts)
    .values([attempts[1].userId, attempts[2].userId].map((userId) => ({ schoolId, scheduleId: remedialId, userId })))
    .onConflictDoNothing();
  const remedial = new Map((await attemptsOf(remedialId)).map((a) => [a.userId, a.id]));
  // 90 passes; 60 + remedial 95 is capped at the KKM (75) and passes; 50 + remedial 70 stays below.
  await finish(attempts[0].id, 90);
  await finish(attempts[1].id, 60);
  await finish(attempts[2].id, 50);
  await finish(studentAttempt, 80);
  await finish(remedial.get(attempts[1].userId)!, 95);
  await finish(remedial.get(attempts[2].userId)!, 70);
});
afterAll(() => t.close());

describe('Olah Nilai Akhir', () => {
  it('refuses to process while essays wait for a score, saying how many', async () => {
    await finish(attempts[0].id, 90, 2);
    const res = await call('POST', `${base}/schedules/${scheduleId}/final-results`, { token: teacher });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/2 jawaban uraian/);
    await finish(attempts[0].id, 90, 0);
  });

  it('processes every participant: remedial counted up to the KKM, final = the better of both', async () => {
    const res = await call('POST', `${base}/schedules/${scheduleId}/final-results`, { token: teacher });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await call('GET', `${base}/schedules/${scheduleId}/final-results`, { token: teacher });
    expect(list.body.rows).toHaveLength(list.body.participants);
    expect(list.body.processedAt).not.toBeNull();
    expect(list.body.remedialSchedules).toEqual([{ id: remedialId, title: 'Remedial Bab 1' }]);
    const of = (userId: number) => list.body.rows.find((r: { userId: number }) => r.userId === userId);
    expect(of(attempts[0].userId)).toMatchObject({ originalGrade: 90, remedialGrade: null, finalGrade: 90, kkm: 75, kkmSet: true, passed: true });
    expect(of(attempts[1].userId)).toMatchObject({ originalGrade: 60, remedialGrade: 75, finalGrade: 75, passed: true });
    expect(of(attempts[2].userId)).toMatchObject({ originalGrade: 50, remedialGrade: 70, finalGrade: 70, passed: false });
    const absent = list.body.rows.find(
      (r: { originalGrade: number | null; remedialGrade: number | null }) => r.originalGrade === null && r.remedialGrade === null,
    );
    expect(absent).toMatchObject({ finalGrade: null, passed: false });
    expect(res.body.passed).toBe(3);

    // Processing again replaces, never duplicates, and leaves one audit row per run.
    await finish(attempts[2].id, 78);
    await call('POST', `${base}/schedules/${scheduleId}/final-results`, { token: admin });
    const rows = await t.database.db.select().from(examFinalResults).where(eq(examFinalResults.scheduleId, scheduleId));
    expect(rows).toHaveLength(list.body.participants);
    expect(rows.find((r) => r.userId === attempts[2].userId)).toMatchObject({ originalGrade: 78, finalGrade: 78, passed: true });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'exam_final_results'), eq(auditLog.recordId, String(scheduleId))));
    expect(audits).toHaveLength(2);
    await finish(attempts[2].id, 50);
    await call('POST', `${base}/schedules/${scheduleId}/final-results`, { token: teacher });
  });

  it('shows one result with both attempts, exports .xlsx, and refuses the wrong people', async () => {
    const list = (await call('GET', `${base}/schedules/${scheduleId}/final-results`, { token: principal })).body;
    const row = list.rows.find((r: { userId: number }) => r.userId === attempts[1].userId);
    const one = await call('GET', `${base}/final-results/${row.id}?scheduleId=${scheduleId}`, { token: teacher });
    expect(one.status).toBe(200);
    expect(one.body.original).toMatchObject({ attemptId: attempts[1].id, grade: 60 });
    expect(one.body.remedials).toEqual([expect.objectContaining({ scheduleId: remedialId, grade: 95, counted: true })]);
    expect((await call('GET', `${base}/final-results/${row.id}?scheduleId=${remedialId}`, { token: teacher })).status).toBe(404);

    const file = await call('GET', `${base}/schedules/${scheduleId}/final-results.xlsx`, { token: teacher });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Nilai Akhir')!;
    expect(sheet.getRow(1).getCell(6).value).toBe('Nilai akhir');
    expect(sheet.rowCount).toBe(list.rows.length + 1);

    expect((await call('POST', `${base}/schedules/${scheduleId}/final-results`, { token: principal })).status).toBe(403);
    expect((await call('GET', `${base}/schedules/${scheduleId}/final-results`, { token: student })).status).toBe(403);
    expect((await call('GET', `${base}/schedules/${scheduleId}/final-results`)).status).toBe(401);
    expect((await call('POST', `${base}/schedules/${scheduleId}/final-results`, { token: otherSchool })).status).toBe(404);
    expect((await call('GET', `${base}/final-results/${row.id}?scheduleId=${scheduleId}`, { token: otherSchool })).status).toBe(404);
    expect((await call('GET', `${base}/final-results/${row.id}`, { token: teacher })).status).toBe(422);
    expect((await call('POST', `${base}/schedules/${remedialId}/final-results`, { token: teacher })).status).toBe(409);
  });
});

describe('Belum Tuntas and the schedule lists', () => {
  it('lists who is below the KKM or absent, with the shortfall, by the final grade once processed', async () => {
    const res = await call('GET', `${base}/schedules/${scheduleId}/below-kkm`, { token: teacher });
    expect(res.body.basis).toBe('final');
    const ids = res.body.rows.map((r: { userId: number }) => r.userId);
    expect(ids).toContain(attempts[2].userId);
    expect(ids).not.toContain(attempts[0].userId);
    expect(ids).not.toContain(attempts[1].userId);
    expect(res.body.rows.find((r: { userId: number }) => r.userId === attempts[2].userId)).toMatchObject({ grade: 70, kkm: 75, shortfall: 5, sat: true });
    expect(res.body.rows.filter((r: { sat: boolean }) => !r.sat).every((r: { shortfall: number }) => r.shortfall === 75)).toBe(true);
    expect((await call('GET', `${base}/schedules/${scheduleId}/below-kkm`, { token: otherSchool })).status).toBe(404);
    expect((await call('GET', `${base}/schedules/${scheduleId}/below-kkm`, { token: student })).status).toBe(403);
  });

  it("lists a year's schedules with processing, below-KKM and archive counts; the history opens on last year", async () => {
    const res = await call('GET', `${base}/schedules?kinds=school`, { token: teacher });
    const row = res.body.data.find((s: { id: number }) => s.id === scheduleId);
    expect(row.processed).toBe(row.participants);
    expect(row.processedAt).not.toBeNull();
    const below = (await call('GET', `${base}/schedules/${scheduleId}/below-kkm`, { token: teacher })).body.rows.length;
    expect(row.below).toBe(below);
    expect(res.body.data.every((s: { kind: string }) => s.kind === 'school')).toBe(true);
    const previous = await call('GET', `${base}/schedules?start=previous`, { token: teacher });
    const current = res.body.years.findIndex((y: { id: number }) => y.id === res.body.yearId);
    expect(previous.body.yearId).toBe(res.body.years[current - 1].id);
    expect(previous.body.data.some((s: { id: number }) => s.id === scheduleId)).toBe(false);
    const otherYears = (await call('GET', `${base}/schedules`, { token: otherSchool })).body.years;
    expect((await call('GET', `${base}/schedules?yearId=${otherYears[0].id}`, { token: teacher })).status).toBe(404);
    expect((await call('GET', `${base}/schedules?yearId=abc`, { token: teacher })).status).toBe(422);
  });
});

describe('Riwayat Hasil', () => {
  it('shows the current attempt and archived ones with reason, who, score and their answers', async () => {
    const [{ schoolId }] = await t.database.db.select({ schoolId: examAttempts.schoolId }).from(examAttempts).where(eq(examAttempts.id, studentAttempt));
    const [{ userId }] = await t.database.db.select({ userId: examAttempts.userId }).from(examAttempts).where(eq(examAttempts.id, studentAttempt));
    await t.database.db.insert(examAttemptHistory).values({
      schoolId,
      scheduleId,
      attemptId: studentAttempt,
      userId,
      attemptNo: 1,
      reason: 'reset',
      status: 'working',
      startedAt: new Date(Date.now() - 3 * 3600_000),
      score: 1,
      maxScore: 15,
      grade: 6.67,
      byUserId: teacherUserId,
      answers: [{ questionId: questionIds[0], value: { choice: 'b' }, flagged: true, revision: 3, score: null, savedAt: new Date().toISOString() }],
    });
    const list = await call('GET', `${base}/schedules/${scheduleId}/history`, { token: teacher });
    const mine = list.body.students.find((s: { attemptId: number }) => s.attemptId === studentAttempt);
    expect(mine.current).toMatchObject({ status: 'finished', grade: 80 });
    expect(mine.archived).toEqual([expect.objectContaining({ reason: 'reset', attemptNo: 1, grade: 6.67, byName: expect.any(String) })]);
    expect(mine.archived[0].answers).toBeUndefined();

    const one = await call('GET', `${base}/attempts/${studentAttempt}/history?scheduleId=${scheduleId}`, { token: teacher });
    expect(one.body.current.attemptNo).toBe(2);
    const archivedFirst = one.body.archived[0].questions[0];
    expect(archivedFirst.answer).toMatchObject({ value: { choice: 'b' }, flagged: true });
    expect(archivedFirst.score).toBe(archivedFirst.max);
    expect(one.body.archived[0].questions[1].answer).toBeNull();
    expect((await call('GET', `${base}/attempts/${studentAttempt}/history?scheduleId=${remedialId}`, { token: teacher })).status).toBe(404);
    expect((await call('GET', `${base}/attempts/${studentAttempt}/history?scheduleId=${scheduleId}`, { token: otherSchool })).status).toBe(404);
    expect((await call('GET', `${base}/schedules/${scheduleId}/history`, { token: student })).status).toBe(403);
    expect((await call('GET', `${base}/schedules/${scheduleId}/history`)).status).toBe(401);
    const counted = (await call('GET', `${base}/schedules`, { token: teacher })).body.data.find((s: { id: number }) => s.id === scheduleId);
    expect(counted.archived).toBe(1);
  });
});

describe('per-student and AKM reports', () => {
  it('gives the header and every question of one attempt, and places an AKM score on its level', async () => {
    const res = await call('GET', `${base}/attempts/${studentAttempt}/detail?scheduleId=${scheduleId}`, { token: teacher });
    expect(res.status).toBe(200);
    expect(res.body.student.section).toBeTruthy();
    expect(res.body.attempt).toMatchObject({ usedMinutes: 42, grade: 80, leaveCount: 0 });
    expect(res.body.questions).toHaveLength(questionIds.length);
    const akm = await call('GET', `${base}/attempts/${studentAttempt}/akm?scheduleId=${scheduleId}`, { token: principal });
    expect(akm.body.level).toMatchObject({ key: 'mahir', label: 'Mahir' });
    expect(akm.body.byType.map((g: { key: string }) => g.key)).toContain('essay');
    expect(akm.body.byStimulus.some((g: { label: string }) => g.label === 'Tabungan Koperasi Sekolah')).toBe(true);
    expect((await call('GET', `${base}/attempts/${studentAttempt}/detail?scheduleId=${remedialId}`, { token: teacher })).status).toBe(404);
    expect((await call('GET', `${base}/attempts/${studentAttempt}/akm?scheduleId=${scheduleId}`, { token: otherSchool })).status).toBe(404);
    expect((await call('GET', `${base}/attempts/${studentAttempt}/detail?scheduleId=${scheduleId}`, { token: student })).status).toBe(403);
  });

  it('wants the schedule the route names, a session, and a reader for both reports', async () => {
    for (const report of ['detail', 'akm']) {
      const unnamed = await call('GET', `${base}/attempts/${studentAttempt}/${report}`, { token: teacher });
      expect(unnamed.status).toBe(422);
      expect(unnamed.body.errors.scheduleId).toBeDefined();
      expect((await call('GET', `${base}/attempts/${studentAttempt}/${report}?scheduleId=${scheduleId}`)).status).toBe(401);
      expect((await call('GET', `${base}/attempts/999999/${report}?scheduleId=${scheduleId}`, { token: teacher })).status).toBe(404);
    }
    expect((await call('GET', `${base}/attempts/${studentAttempt}/akm?scheduleId=${scheduleId}`, { token: student })).status).toBe(403);
    const detail = await call('GET', `${base}/attempts/${studentAttempt}/detail?scheduleId=${scheduleId}`, { token: principal });
    expect(detail.status).toBe(200);
    expect(detail.body.schedule).toMatchObject({ id: scheduleId, kind: 'school', durationMinutes: 60 });
  });
});

describe('results per grade level', () => {
  it('compares rombel of a grade with pass rate and a distribution, and exports it', async () => {
    const res = await call('GET', `${base}/grade-level?grade=10&kind=school&courseId=${courseId}&scheduleId=${scheduleId}`, { token: teacher });
    expect(res.status).toBe(200);
    expect(res.body.chosen).toEqual([scheduleId]);
    const section = res.body.sections[0];
    expect(section).toMatchObject({ sat: 4, min: 50, max: 90, average: 70, passed: 2, passRate: 50 });
    expect(section.distribution[5] + section.distribution[6] + section.distribution[8] + section.distribution[9]).toBe(4);
    expect((await call('GET', `${base}/grade-level`, { token: teacher })).body.errors.grade).toBeDefined();
    expect((await call('GET', `${base}/grade-level?grade=10`, { token: student })).status).toBe(403);
    const other = await call('GET', `${base}/grade-level?grade=10&scheduleId=${scheduleId}`, { token: otherSchool });
    expect(other.body.sections).toEqual([]);
    const file = await call('GET', `${base}/grade-level.xlsx?grade=10&scheduleId=${scheduleId}`, { token: teacher });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
  });

  it('refuses the grade-level results and their file without a session or to a student, and an unknown kind', async () => {
    expect((await call('GET', `${base}/grade-level?grade=10`)).status).toBe(401);
    expect((await call('GET', `${base}/grade-level.xlsx?grade=10`)).status).toBe(401);
    expect((await call('GET', `${base}/grade-level.xlsx?grade=10`, { token: student })).status).toBe(403);
    const kind = await call('GET', `${base}/grade-level?grade=10&kind=ulangan`, { token: teacher });
    expect(kind.status).toBe(422);
    expect(kind.body.errors.kind).toEqual(['Jenis ujian tidak dikenal.']);
    // Narrowed to a kind the grade has none of: no rombel to compare, not an error.
    const none = await call('GET', `${base}/grade-level?grade=10&kind=akm&courseId=${courseId}`, { token: principal });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ chosen: [], sections: [], overall: { participants: 0, average: null } });
  });
});

describe('Cek Kesiapan Ujian', () => {
  it('shows a teacher only themself, admins everyone, with bank counts, short papers and waiting essays', async () => {
    await createSchedule({
      title: 'PTS Matematika',
      startsAt: hoursFromNow(24),
      endsAt: hoursFromNow(26),
      selection: { mode: 'fixed', questionIds: questionIds.slice(0, 2) },
    });
    await finish(studentAttempt, 80, 1);
    const mine = await call('GET', `${base}/teacher-readiness?userId=999999`, { token: teacher });
    expect(mine.body.teachers.map((x: { userId: number }) => x.userId)).toEqual([teacherUserId]);
    const mtk = mine.body.teachers[0].courses.find((c: { courseId: number }) => c.courseId === courseId);
    expect(mtk.bank.total).toBeGreaterThanOrEqual(6);
    expect(mtk.bank.byType.essay).toBeGreaterThanOrEqual(1);
    expect(mtk.schedules.find((s: { title: string }) => s.title === 'PTS Matematika')).toMatchObject({ questions: 2, problem: 'few' });
    expect(mtk.pendingEssays).toBe(1);
    expect(mtk.ready).toBe(false);
    const all = await call('GET', `${base}/teacher-readiness`, { token: admin });
    expect(all.body.teachers.length).toBeGreaterThan(1);
    const one = await call('GET', `${base}/teacher-readiness?userId=${teacherUserId}`, { token: admin });
    expect(one.body.teachers).toHaveLength(1);
    expect((await call('GET', `${base}/teacher-readiness`, { token: student })).status).toBe(403);
    expect((await call('GET', `${base}/teacher-readiness`)).status).toBe(401);
    const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(examFinalResults);
    expect(n).toBeGreaterThan(0);
  });
});

describe('demo seed', () => {
  it('leaves a processed exam with grades below the KKM, an archived attempt and a remedial, once', async () => {
    const { seedDemoExamRecords } = await import('../../src/server/db/seed/demo-exam-records.ts');
    await seedDemoExamRecords(t.database.db);
    const list = (await call('GET', `${base}/schedules`, { token: teacher })).body.data;
    const bab1 = list.filter((s: { title: string }) => s.title === 'Ulangan Bab 1 Matematika (Demo)');
    expect(bab1).toHaveLength(1);
    expect(bab1[0]).toMatchObject({ archived: 1, processed: bab1[0].participants });
    expect(bab1[0].below).toBeGreaterThan(0);
    expect(bab1[0].below).toBeLessThan(bab1[0].participants);
    const bab2 = list.find((s: { title: string }) => s.title === 'Ulangan Bab 2 Matematika (Demo)');
    expect(bab2.processed).toBe(0);
    const remedial = list.find((s: { parentId: number | null }) => s.parentId === bab2.id);
    expect(remedial.finished).toBeGreaterThan(0);
    const processed = await call('POST', `${base}/schedules/${bab2.id}/final-results`, { token: teacher });
    expect(processed.status).toBe(200);
    const rows = (await call('GET', `${base}/schedules/${bab2.id}/final-results`, { token: teacher })).body.rows;
    expect(rows.find((r: { name: string }) => r.name === 'Andi Pratama (Demo)')).toMatchObject({ remedialGrade: 75, finalGrade: 75, passed: true });
  });
});
