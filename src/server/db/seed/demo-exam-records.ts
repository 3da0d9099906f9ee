import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { academicYears, schools } from '../schema/schools.ts';
import { users } from '../schema/users.ts';
import { classMaps, courses } from '../schema/master.ts';
import { examAnswers, examAttempts, examQuestions, examScheduleQuestions, examScheduleSections, examSchedules } from '../schema/exams.ts';
import { examAttemptHistory } from '../schema/exam-records.ts';
import type { ItemContent } from '../../../shared/exams/item-schema.ts';
import { writeTotals } from '../../exams/attempts/grade-attempt.ts';
import { loadPaper } from '../../exams/paper-cache.ts';
import { enrolParticipants } from '../../exams/participants.ts';
import { processFinalResults } from '../../exams/records/process-final-results.ts';
import type { SessionContext } from '../../http/context.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

const BAB1 = 'Ulangan Bab 1 Matematika (Demo)';
const BAB2 = 'Ulangan Bab 2 Matematika (Demo)';
const REMEDIAL2 = 'Remedial Bab 2 Matematika (Demo)';
const DAY = 24 * 3600_000;

/**
 * Demo data of the "records" exam family (issue 7), after seedDemoExams: two finished Matematika exams of the
 * demo rombel with real answers and scores (some below the KKM). Bab 1 is processed and siswa@'s first try
 * was reset by the proctor (kept in the history); Bab 2 has a remedial for those below the KKM, waiting to be
 * processed. Deterministic; adds nothing when Bab 1 is already there.
 */
export async function seedDemoExamRecords(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const [done] = await db
    .select({ id: examSchedules.id })
    .from(examSchedules)
    .where(and(eq(examSchedules.schoolId, school.id), eq(examSchedules.title, BAB1)));
  if (done) return;
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, school.id), eq(academicYears.isCurrent, true)));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['siswa@demo.sch.id', 'guru@demo.sch.id']));
  const student = people.find((p) => p.email === 'siswa@demo.sch.id');
  const teacher = people.find((p) => p.email === 'guru@demo.sch.id');
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.schoolId, school.id), eq(courses.code, 'MTK')));
  if (!year || !student || !teacher || !course) return;
  const [map] = await db
    .select({ sectionId: classMaps.sectionId })
    .from(classMaps)
    .where(and(eq(classMaps.academicYearId, year.id), eq(classMaps.userId, student.id)));
  const questions = await db
    .select({ id: examQuestions.id })
    .from(examQuestions)
    .where(and(eq(examQuestions.schoolId, school.id), eq(examQuestions.courseId, course.id), isNull(examQuestions.deletedAt)))
    .orderBy(asc(examQuestions.id))
    .limit(6);
  if (!map || !questions.length) return;
  const ids = questions.map((q) => q.id);
  const base = {
    schoolId: school.id,
    academicYearId: year.id,
    courseId: course.id,
    grade: 10,
    createdBy: teacher.id,
    durationMinutes: 60,
    token: null,
    selection: { mode: 'fixed', questionIds: ids },
  };
  const at = (daysAgo: number) => new Date(Math.floor((Date.now() - daysAgo * DAY) / DAY) * DAY + 1 * 3600_000);

  const [bab1, bab2, remedial] = await db.transaction(async (tx) => {
    const made: number[] = [];
    const plan = [
      { ...base, kind: 'school' as const, title: BAB1, startsAt: at(21), endsAt: new Date(at(21).getTime() + 2 * 3600_000), parentId: null },
      { ...base, kind: 'school' as const, title: BAB2, startsAt: at(7), endsAt: new Date(at(7).getTime() + 2 * 3600_000), parentId: null },
    ];
    for (const values of plan) {
      const [s] = await tx.insert(examSchedules).values(values).returning({ id: examSchedules.id });
      await tx.insert(examScheduleSections).values({ schoolId: school.id, scheduleId: s.id, sectionId: map.sectionId });
      await tx.insert(examScheduleQuestions).values(ids.map((questionId, position) => ({ schoolId: school.id, scheduleId: s.id, questionId, position })));
      await enrolParticipants(tx, school.id, s.id, year.id, [map.sectionId]);
      made.push(s.id);
    }
    const [r] = await tx
      .insert(examSchedules)
      .values({ ...base, kind: 'remedial', title: REMEDIAL2, startsAt: at(3), endsAt: new Date(at(3).getTime() + 2 * 3600_000), parentId: made[1] })
      .returning({ id: examSchedules.id });
    await tx.insert(examScheduleSections).values({ schoolId: school.id, scheduleId: r.id, sectionId: map.sectionId });
    await tx.insert(examScheduleQuestions).values(ids.map((questionId, position) => ({ schoolId: school.id, scheduleId: r.id, questionId, position })));
    return [...made, r.id];
  });

  const paper = await loadPaper(db, bab1);
  const attemptsOf = (scheduleId: number) =>
    db
      .select({ id: examAttempts.id, userId: examAttempts.userId })
      .from(examAttempts)
      .where(eq(examAttempts.scheduleId, scheduleId))
      .orderBy(asc(examAttempts.userId));
  const sit = async (tx: Db, attemptId: number, startsAt: Date, minutes: number, right: (q: number) => boolean) => {
    await tx.insert(examAnswers).values(
      paper.questions.map((q, i) => ({
        schoolId: school.id,
        attemptId,
        questionId: q.id,
        value: answerOf(q.content, right(i)),
        answered: true,
        flagged: false,
        revision: 1,
        idempotencyKey: `demo-${attemptId}-${q.id}`,
        score: q.content.type === 'essay' ? (right(i) ? q.content.weight : 1) : null,
        scoredBy: q.content.type === 'essay' ? teacher.id : null,
        savedAt: new Date(startsAt.getTime() + (i + 1) * 5 * 60_000),
      })),
    );
    await tx
      .update(examAttempts)
      .set({
        status: 'finished',
        startedAt: startsAt,
        finishedAt: new Date(startsAt.getTime() + minutes * 60_000),
        finishReason: 'submitted',
        leaveCount: minutes % 3,
      })
      .where(eq(examAttempts.id, attemptId));
    await writeTotals(tx, paper, attemptId);
  };
  // A student's answers follow their place in the list, so the grades spread over every band the same way each time.
  const rightFor = (n: number, shift: number) => (q: number) => (n * 5 + q * 3 + shift) % 7 < 4 + (n % 3);

  const first = await attemptsOf(bab1);
  const second = await attemptsOf(bab2);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const [n, a] of first.entries()) {
      if (n % 11 === 10) continue; // absent
      await sit(t, a.id, new Date(at(21).getTime() + 5 * 60_000), 35 + (n % 20), a.userId === student.id ? () => true : rightFor(n, 0));
    }
    const mine = first.find((a) => a.userId === student.id);
    if (mine) {
      // The proctor reset siswa@'s first try (a frozen tablet); the history keeps it with its answers.
      const started = new Date(at(21).getTime() + 3 * 60_000);
      await tx.insert(examAttemptHistory).values({
        schoolId: school.id,
        scheduleId: bab1,
        attemptId: mine.id,
        userId: student.id,
        attemptNo: 1,
        reason: 'reset',
        status: 'working',
        startedAt: started,
        score: 3,
        maxScore: 15,
        grade: 20,
        byUserId: teacher.id,
        answers: paper.questions.slice(0, 2).map((q, i) => ({
          questionId: q.id,
          value: answerOf(q.content, i === 0),
          answered: true,
          flagged: i === 1,
          revision: 1,
          score: null,
          savedAt: new Date(started.getTime() + (i + 1) * 60_000).toISOString(),
        })),
      });
    }
    const below: number[] = [];
    for (const [n, a] of second.entries()) {
      const right = a.userId === student.id ? (q: number) => q < 2 : rightFor(n, 2);
      await sit(t, a.id, new Date(at(7).getTime() + 5 * 60_000), 40 + (n % 15), right);
      if (paper.questions.filter((_, q) => right(q)).length < 5) below.push(a.userId);
    }
    // The remedial is sat by those who did not pass Bab 2; most now answer everything right.
    const rows = await tx
      .insert(examAttempts)
      .values(below.map((userId) => ({ schoolId: school.id, scheduleId: remedial, userId })))
      .returning({ id: examAttempts.id, userId: examAttempts.userId });
    for (const [n, a] of rows.entries())
      await sit(t, a.id, new Date(at(3).getTime() + 5 * 60_000), 30 + n, a.userId === student.id || n % 4 !== 3 ? () => true : (q) => q % 2 === 0);
  });
  const ctx = {
    db,
    deps: undefined,
    ip: 'seed',
    session: { tokenHash: '', userId: teacher.id, userTypeId: '3', foundationId: null, schoolId: school.id, academicYearId: year.id },
  };
  await processFinalResults({ ctx: ctx as unknown as SessionContext, input: { id: bab1 } });
}

/** An answer that is right (the key) or wrong (another choice) for a demo question. */
function answerOf(item: ItemContent, right: boolean): unknown {
  switch (item.type) {
    case 'single_choice':
      return { choice: right ? item.key : item.options.find((o) => o.id !== item.key)!.id };
    case 'multiple_choice':
      return { choices: right ? item.key : [item.options.find((o) => !item.key.includes(o.id))!.id] };
    case 'true_false':
      return { categories: Object.fromEntries(Object.entries(item.key).map(([k, v]) => [k, right ? v : 1 - v])) };
    case 'matching': {
      const keys = Object.keys(item.key);
      return { pairs: Object.fromEntries(keys.map((k, i) => [k, right ? item.key[k] : item.key[keys[(i + 1) % keys.length]]])) };
    }
    case 'short_answer':
      return { texts: Object.fromEntries(item.blanks.map((b) => [b.id, right ? b.answers[0] : '0'])) };
    case 'essay':
      return {
        text: right ? 'Menabung rutin membuat uang terkumpul sedikit demi sedikit dan melatih disiplin, misalnya Rp10.000 tiap minggu.' : 'Supaya banyak.',
      };
  }
}
