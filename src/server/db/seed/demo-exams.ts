import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { academicYears, schools } from '../schema/schools.ts';
import { users } from '../schema/users.ts';
import { classes, classMaps, courses, sections } from '../schema/master.ts';
import { examQuestions, examScheduleQuestions, examScheduleSections, examSchedules, examStimuli } from '../schema/exams.ts';
import { itemContentSchema, type ItemContentInput } from '../../../shared/exams/item-schema.ts';
import { cleanContent, summaryOf } from '../../exams/clean-content.ts';
import { cleanRichText } from '../../exams/rich-text.ts';
import { enrolParticipants } from '../../exams/participants.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

/**
 * The demo school's exams: a Bank Soal with every item type and a stimulus group, an exam open now and a TKA
 * tryout for the demo student's class, so siswa@demo.sch.id can sit one at once and guru@demo.sch.id can
 * watch it. Runs after the master-data demo seed; creates the class and course it needs when that seed has
 * not. Adds nothing when the demo school already has questions.
 */
export async function seedDemoExams(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(examQuestions)
    .where(eq(examQuestions.schoolId, school.id));
  if (existing.n > 0) return;
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, school.id), eq(academicYears.isCurrent, true)));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`${users.email} in ('siswa@demo.sch.id', 'guru@demo.sch.id')`);
  const student = people.find((p) => p.email === 'siswa@demo.sch.id');
  const teacher = people.find((p) => p.email === 'guru@demo.sch.id');
  if (!year || !student || !teacher) return;
  const sectionId = await studentSection(db, school.id, year.id, student.id);
  const courseId = await demoCourse(db, school.id);

  await db.transaction(async (tx) => {
    const [stimulus] = await tx
      .insert(examStimuli)
      .values({
        schoolId: school.id,
        courseId,
        grade: 10,
        createdBy: teacher.id,
        title: 'Tabungan Koperasi Sekolah',
        html: cleanRichText(STIMULUS),
      })
      .returning({ id: examStimuli.id });
    const ids: number[] = [];
    for (const [i, q] of QUESTIONS.entries()) {
      const content = cleanContent(itemContentSchema.parse(q.content));
      const [row] = await tx
        .insert(examQuestions)
        .values({
          schoolId: school.id,
          courseId,
          grade: 10,
          stimulusId: q.stimulus ? stimulus.id : null,
          position: i,
          type: content.type,
          content,
          summary: summaryOf(content),
          createdBy: teacher.id,
        })
        .returning({ id: examQuestions.id });
      ids.push(row.id);
    }
    const now = Date.now();
    const day = 24 * 3600_000;
    const common = {
      schoolId: school.id,
      academicYearId: year.id,
      courseId,
      grade: 10,
      createdBy: teacher.id,
      startsAt: new Date(now - day),
      endsAt: new Date(now + 365 * day),
      shuffleQuestions: true,
      shuffleOptions: true,
      resultVisibility: 'after_finish',
      recordLeave: true,
      token: null,
      session: 'Sesi 1',
      room: 'Lab Komputer 1',
    };
    const schedules = [
      { ...common, kind: 'school' as const, title: 'Ulangan Harian Matematika (Demo)', durationMinutes: 90, selection: { mode: 'fixed', questionIds: ids } },
      { ...common, kind: 'tka' as const, title: 'Tryout TKA Matematika (Demo)', durationMinutes: 75, selection: { mode: 'fixed', questionIds: ids } },
    ];
    for (const values of schedules) {
      const [s] = await tx.insert(examSchedules).values(values).returning({ id: examSchedules.id });
      await tx.insert(examScheduleSections).values({ schoolId: school.id, scheduleId: s.id, sectionId });
      await tx.insert(examScheduleQuestions).values(ids.map((questionId, position) => ({ schoolId: school.id, scheduleId: s.id, questionId, position })));
      await enrolParticipants(tx, school.id, s.id, year.id, [sectionId]);
    }
  });
}

async function studentSection(db: Db, schoolId: number, yearId: number, studentId: number): Promise<number> {
  const [map] = await db
    .select({ sectionId: classMaps.sectionId })
    .from(classMaps)
    .where(and(eq(classMaps.academicYearId, yearId), eq(classMaps.userId, studentId)));
  if (map) return map.sectionId;
  await db.insert(classes).values({ schoolId, name: 'X', grade: 10, phase: 'E' }).onConflictDoNothing();
  const [cls] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.name, 'X')));
  await db
    .insert(sections)
    .values({ schoolId, academicYearId: yearId, classId: cls.id, name: 'X TKJ 1', major: 'Teknik Komputer dan Jaringan' })
    .onConflictDoNothing();
  const [section] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.academicYearId, yearId), eq(sections.name, 'X TKJ 1')));
  await db.insert(classMaps).values({ schoolId, academicYearId: yearId, sectionId: section.id, userId: studentId }).onConflictDoNothing();
  return section.id;
}

async function demoCourse(db: Db, schoolId: number): Promise<number> {
  await db.insert(courses).values({ schoolId, code: 'MTK', name: 'Matematika', courseGroup: 'A' }).onConflictDoNothing();
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.schoolId, schoolId), eq(courses.code, 'MTK')));
  return course.id;
}

const STIMULUS = `<p>Koperasi sekolah mencatat tabungan empat siswa selama satu bulan.</p>
<table><thead><tr><th>Nama</th><th>Minggu 1</th><th>Minggu 2</th><th>Minggu 3</th><th>Minggu 4</th></tr></thead>
<tbody><tr><td>Ani</td><td>10.000</td><td>15.000</td><td>10.000</td><td>25.000</td></tr>
<tr><td>Budi</td><td>20.000</td><td>5.000</td><td>15.000</td><td>10.000</td></tr>
<tr><td>Citra</td><td>5.000</td><td>10.000</td><td>20.000</td><td>25.000</td></tr>
<tr><td>Dedi</td><td>10.000</td><td>10.000</td><td>10.000</td><td>10.000</td></tr></tbody></table>
<p>Bunga tabungan dihitung dengan rumus \\(B = \\frac{p \\times r \\times t}{100}\\).</p>`;

const o = (id: string, html: string) => ({ id, html });
const QUESTIONS: { stimulus: boolean; content: ItemContentInput }[] = [
  {
    stimulus: false,
    content: {
      type: 'single_choice',
      prompt: '<p>Hasil dari \\(2^3 + \\sqrt{16}\\) adalah …</p>',
      weight: 1,
      options: [o('a', '10'), o('b', '12'), o('c', '14'), o('d', '16')],
      key: 'b',
    },
  },
  {
    stimulus: false,
    content: {
      type: 'multiple_choice',
      prompt: '<p>Pilih <b>semua</b> bilangan prima.</p>',
      weight: 2,
      scoring: 'partial',
      options: [o('a', '2'), o('b', '9'), o('c', '11'), o('d', '15'), o('e', '17')],
      key: ['a', 'c', 'e'],
    },
  },
  {
    stimulus: true,
    content: {
      type: 'true_false',
      prompt: '<p>Berdasarkan tabel, tentukan benar atau salah setiap pernyataan.</p>',
      weight: 3,
      scoring: 'partial',
      statements: [
        o('s1', 'Tabungan Dedi sama setiap minggu.'),
        o('s2', 'Total tabungan Ani lebih besar daripada Budi.'),
        o('s3', 'Citra menabung paling sedikit pada minggu 4.'),
      ],
      key: { s1: 0, s2: 0, s3: 1 },
    },
  },
  {
    stimulus: true,
    content: {
      type: 'matching',
      prompt: '<p>Jodohkan nama siswa dengan total tabungannya selama satu bulan.</p>',
      weight: 3,
      scoring: 'partial',
      premises: [o('p1', 'Ani'), o('p2', 'Budi'), o('p3', 'Dedi')],
      responses: [o('r1', 'Rp60.000'), o('r2', 'Rp50.000'), o('r3', 'Rp40.000'), o('r4', 'Rp45.000')],
      key: { p1: 'r1', p2: 'r2', p3: 'r3' },
    },
  },
  {
    stimulus: true,
    content: {
      type: 'short_answer',
      prompt: '<p>Berapa rupiah rata-rata tabungan Citra per minggu? (tulis angkanya saja)</p>',
      weight: 2,
      blanks: [{ id: 'b1', answers: ['15000', '15.000'], match: 'number' }],
    },
  },
  {
    stimulus: false,
    content: {
      type: 'essay',
      prompt: '<p>Jelaskan dengan kata-katamu mengapa menabung secara rutin lebih baik daripada menabung sekaligus di akhir bulan.</p>',
      weight: 4,
      scoring: 'partial',
      rubric: '<p>4: dua alasan jelas dengan contoh; 2: satu alasan; 0: tidak relevan.</p>',
    },
  },
];
