import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { academicYears, schools } from '../schema/schools.ts';
import { users } from '../schema/users.ts';
import { examQuestions, examScheduleQuestions, examScheduleSections, examSchedules } from '../schema/exams.ts';
import { enrolParticipants } from '../../exams/participants.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

/**
 * Demo data of the "practice" exam family (issue 7), after seedDemoExams: one class exercise (Latihan) on the
 * rombel of the demo exams, open for 30 days, with the demo bank's automatically scored questions, so
 * siswa@demo.sch.id finds it on /exercises_class_view at once and sees the review with the key after
 * finishing. Idempotent: adds nothing when the demo school already has a practice.
 */
export async function seedDemoExamPractice(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const [existing] = await db
    .select({ id: examSchedules.id })
    .from(examSchedules)
    .where(and(eq(examSchedules.schoolId, school.id), eq(examSchedules.kind, 'practice')));
  if (existing) return;
  // The demo exams already chose the student's rombel, the course and the bank: reuse them.
  const [exam] = await db
    .select({ id: examSchedules.id, academicYearId: examSchedules.academicYearId, courseId: examSchedules.courseId })
    .from(examSchedules)
    .innerJoin(academicYears, eq(academicYears.id, examSchedules.academicYearId))
    .where(and(eq(examSchedules.schoolId, school.id), eq(examSchedules.kind, 'school'), eq(academicYears.isCurrent, true), isNull(examSchedules.deletedAt)))
    .orderBy(asc(examSchedules.id))
    .limit(1);
  const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'guru@demo.sch.id'));
  if (!exam || !teacher) return;
  const sectionIds = (
    await db.select({ id: examScheduleSections.sectionId }).from(examScheduleSections).where(eq(examScheduleSections.scheduleId, exam.id))
  ).map((s) => s.id);
  // Essays wait for a teacher's score; a practice is for checking oneself at once.
  const questionIds = (
    await db
      .select({ id: examQuestions.id })
      .from(examQuestions)
      .where(and(eq(examQuestions.schoolId, school.id), ne(examQuestions.type, 'essay'), isNull(examQuestions.deletedAt)))
      .orderBy(asc(examQuestions.position), asc(examQuestions.id))
      .limit(5)
  ).map((q) => q.id);
  if (!sectionIds.length || !questionIds.length) return;
  const day = 24 * 3600_000;
  await db.transaction(async (tx) => {
    const [s] = await tx
      .insert(examSchedules)
      .values({
        schoolId: school.id,
        academicYearId: exam.academicYearId,
        courseId: exam.courseId,
        grade: 10,
        createdBy: teacher.id,
        kind: 'practice',
        title: 'Latihan Bilangan dan Data (Demo)',
        startsAt: new Date(Date.now() - day),
        endsAt: new Date(Date.now() + 30 * day),
        durationMinutes: 30,
        token: null,
        shuffleQuestions: true,
        shuffleOptions: true,
        resultVisibility: 'after_finish',
        recordLeave: false,
        selection: { mode: 'fixed', questionIds },
      })
      .returning({ id: examSchedules.id });
    await tx.insert(examScheduleSections).values(sectionIds.map((sectionId) => ({ schoolId: school.id, scheduleId: s.id, sectionId })));
    await tx.insert(examScheduleQuestions).values(questionIds.map((questionId, position) => ({ schoolId: school.id, scheduleId: s.id, questionId, position })));
    await enrolParticipants(tx, school.id, s.id, exam.academicYearId, sectionIds);
  });
}
