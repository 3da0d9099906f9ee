import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { academicYears, schools } from '../schema/schools.ts';
import { users } from '../schema/users.ts';
import { classMaps, courses, teachingAssignments } from '../schema/master.ts';
import { examSchedules } from '../schema/exams.ts';
import { gradeAssessments, gradeDescriptions, gradeScores, gradeSettings, raporEntries, raporReleases } from '../schema/grades.ts';
import { DEFAULT_WEIGHTS } from '../../../shared/grades/schemas.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

/** Two learning objectives per course: generic wording a teacher would replace with the course's own TPs. */
const OBJECTIVES = [
  'memahami konsep dasar dan istilah pokok materi',
  'menerapkan konsep pada soal dan situasi sehari-hari',
  'menganalisis dan menyajikan hasil kerja secara runtut',
];
const EXTRAS = [
  { name: 'Pramuka', grade: 'Baik', note: 'Aktif mengikuti latihan mingguan dan perkemahan.' },
  { name: 'Futsal', grade: 'Sangat Baik', note: 'Menjadi pemain inti tim sekolah.' },
];

/** A deterministic score 58..97 for a student and a column: the demo looks the same on every start. */
const scoreOf = (studentId: number, columnId: number) => 58 + ((studentId * 37 + columnId * 11 + ((studentId * columnId) % 7)) % 40);

/**
 * SMK Demo's grades (issue 14): every course of siswa@'s rombel has a full semester 1 (formatif, two sumatif
 * with their TPs, STS, SAS) and semester 1's rapor is released, so siswa@ and ortu@ can download it; semester 2
 * is the active one, open for entry, where guru@'s Matematika takes its Bab 1 column from the finished demo exam.
 */
export async function seedDemoGrades(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const schoolId = school.id;
  const [{ n }] = await db.select({ n: count() }).from(gradeSettings).where(eq(gradeSettings.schoolId, schoolId));
  if (n > 0) return;
  const [year] = await db.select({ id: academicYears.id, description: academicYears.description }).from(academicYears).where(and(eq(academicYears.schoolId, schoolId), eq(academicYears.isCurrent, true)));
  const [siswa] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'siswa@demo.sch.id'));
  if (!year || !siswa) return;
  const [map] = await db.select({ sectionId: classMaps.sectionId }).from(classMaps).where(and(eq(classMaps.academicYearId, year.id), eq(classMaps.userId, siswa.id)));
  if (!map) return;
  const students = (await db.select({ id: classMaps.userId }).from(classMaps).where(eq(classMaps.sectionId, map.sectionId))).map((s) => s.id);
  const assignments = await db
    .select({ id: teachingAssignments.id, code: courses.code, courseId: courses.id })
    .from(teachingAssignments)
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .where(and(eq(teachingAssignments.schoolId, schoolId), eq(teachingAssignments.sectionId, map.sectionId)))
    .orderBy(asc(teachingAssignments.id));
  const start = Number(year.description.slice(0, 4));
  const [bab1] = await db.select({ id: examSchedules.id }).from(examSchedules).where(and(eq(examSchedules.schoolId, schoolId), eq(examSchedules.title, 'Ulangan Bab 1 Matematika (Demo)')));

  await db.transaction(async (tx) => {
    await tx.insert(gradeSettings).values({ schoolId, academicYearId: year.id, semester: '2', weights: { ...DEFAULT_WEIGHTS }, reportDate: `${start}-12-19` });
    const plan = assignments.flatMap((a) => [
      { a, semester: '1', kind: 'formatif', title: 'Formatif 1', objective: null, position: 1 },
      { a, semester: '1', kind: 'sumatif', title: 'Sumatif Lingkup Materi 1', objective: OBJECTIVES[0], position: 2 },
      { a, semester: '1', kind: 'sumatif', title: 'Sumatif Lingkup Materi 2', objective: OBJECTIVES[(a.id % 2) + 1], position: 3 },
      { a, semester: '1', kind: 'sts', title: 'STS Ganjil', objective: null, position: 4 },
      { a, semester: '1', kind: 'sas', title: 'SAS Ganjil', objective: null, position: 5 },
      { a, semester: '2', kind: 'formatif', title: 'Formatif 1', objective: null, position: 1 },
    ]);
    const columns = await tx
      .insert(gradeAssessments)
      .values(plan.map((p) => ({ schoolId, teachingAssignmentId: p.a.id, semester: p.semester, kind: p.kind, title: p.title, objective: p.objective, position: p.position })))
      .returning({ id: gradeAssessments.id });
    const rows = columns.flatMap((c) => students.map((studentId) => ({ schoolId, assessmentId: c.id, studentId, score: scoreOf(studentId, c.id) })));
    for (let i = 0; i < rows.length; i += 2000) await tx.insert(gradeScores).values(rows.slice(i, i + 2000));
    const mtk = assignments.find((a) => a.code === 'MTK');
    if (mtk && bab1) {
      await tx.insert(gradeAssessments).values({ schoolId, teachingAssignmentId: mtk.id, semester: '2', kind: 'sumatif', title: 'Ulangan Bab 1', objective: 'menyelesaikan persamaan dan pertidaksamaan linear', examScheduleId: bab1.id, position: 2 });
      await tx.insert(gradeDescriptions).values({ schoolId, teachingAssignmentId: mtk.id, semester: '1', studentId: siswa.id, description: 'Menunjukkan penguasaan yang sangat baik dalam operasi aljabar dan persamaan linear. Perlu latihan lebih dalam menyajikan data statistika.' });
    }
    await tx.insert(raporEntries).values(
      students.map((studentId, i) => ({
        schoolId,
        academicYearId: year.id,
        semester: '1',
        studentId,
        sick: i % 3,
        permit: i % 2,
        absent: i % 5 === 0 ? 1 : 0,
        kokurikuler: 'Projek "Gaya Hidup Berkelanjutan": aktif merancang kampanye pengurangan sampah plastik di sekolah.',
        extracurriculars: [EXTRAS[i % EXTRAS.length]],
        homeroomNote: studentId === siswa.id ? 'Andi rajin dan bertanggung jawab. Tingkatkan ketelitian dalam mengerjakan tugas.' : 'Pertahankan semangat belajar dan kedisiplinan.',
      })),
    );
    await tx.insert(raporReleases).values({ schoolId, academicYearId: year.id, semester: '1', releaseDate: `${start}-12-19`, locked: true });
  });
}

