import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { academicYears, schools } from '../../src/server/db/schema/schools.ts';
import { users } from '../../src/server/db/schema/users.ts';
import { classes, classMaps, sections } from '../../src/server/db/schema/master.ts';
import { examQuestions, examScheduleQuestions, examScheduleSections, examSchedules } from '../../src/server/db/schema/exams.ts';
import { enrolParticipants } from '../../src/server/exams/participants.ts';

/**
 * The exam of the benchmark: the bench students in rombel of 36, and a paper of `questions` questions cloned
 * from the demo bank (every item type, with its stimulus group), open now for two hours, with a token.
 */
export const BENCH_TOKEN = 'BENCH1';

export async function createBenchExam(db: Db, emails: string[], questionCount: number): Promise<number> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, 'demo-smk'));
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, school.id), eq(academicYears.isCurrent, true)));
  await db.insert(classes).values({ schoolId: school.id, name: 'BENCH', grade: 10 }).onConflictDoNothing();
  const [cls] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, school.id), eq(classes.name, 'BENCH')));
  const userRows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} like 'bench-%@bench.sch.id'`)
    .orderBy(users.email);
  const ids = userRows.slice(0, emails.length).map((u) => u.id);
  const sectionIds: number[] = [];
  for (let i = 0; i * 36 < ids.length; i++) {
    const name = `BENCH ${String(i + 1).padStart(3, '0')}`;
    await db.insert(sections).values({ schoolId: school.id, academicYearId: year.id, classId: cls.id, name }).onConflictDoNothing();
    const [section] = await db
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.academicYearId, year.id), eq(sections.name, name)));
    sectionIds.push(section.id);
    await db
      .insert(classMaps)
      .values(ids.slice(i * 36, i * 36 + 36).map((userId) => ({ schoolId: school.id, academicYearId: year.id, sectionId: section.id, userId })))
      .onConflictDoNothing();
  }
  const demo = await db.select().from(examQuestions).where(eq(examQuestions.schoolId, school.id)).orderBy(examQuestions.id);
  const paper: number[] = [];
  for (let i = 0; paper.length < questionCount; i++) {
    const q = demo[i % demo.length];
    const [row] = await db
      .insert(examQuestions)
      .values({
        schoolId: school.id,
        courseId: q.courseId,
        grade: q.grade,
        stimulusId: q.stimulusId,
        position: i,
        type: q.type,
        content: q.content,
        summary: q.summary,
      })
      .returning({ id: examQuestions.id });
    paper.push(row.id);
  }
  return db.transaction(async (tx) => {
    const [schedule] = await tx
      .insert(examSchedules)
      .values({
        schoolId: school.id,
        academicYearId: year.id,
        kind: 'school',
        title: 'Ujian Beban (bench)',
        grade: 10,
        startsAt: new Date(Date.now() - 600_000),
        endsAt: new Date(Date.now() + 2 * 3600_000),
        durationMinutes: 120,
        token: BENCH_TOKEN,
        selection: { mode: 'fixed', questionIds: paper },
      })
      .returning({ id: examSchedules.id });
    await tx.insert(examScheduleSections).values(sectionIds.map((sectionId) => ({ schoolId: school.id, scheduleId: schedule.id, sectionId })));
    await tx
      .insert(examScheduleQuestions)
      .values(paper.map((questionId, position) => ({ schoolId: school.id, scheduleId: schedule.id, questionId, position })));
    await enrolParticipants(tx, school.id, schedule.id, year.id, sectionIds);
    return schedule.id;
  });
}
