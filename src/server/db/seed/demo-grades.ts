import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { academicYears, schools } from '../schema/schools.ts';
import { users } from '../schema/users.ts';
import { classes, classMaps, courses, sections, teachingAssignments } from '../schema/master.ts';
import { examSchedules } from '../schema/exams.ts';
import {
  finalExamScores,
  gradeAssessments,
  gradeDescriptions,
  gradeScores,
  gradeSettings,
  raporEntries,
  raporReleases,
  classRequests,
  teachingEvaluations,
} from '../schema/grades.ts';
import { DEFAULT_WEIGHTS } from '../../../shared/grades/schemas.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';
import { CURRICULUM_IDS } from './reference.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Two learning objectives per course: generic wording a teacher would replace with the course's own TPs. */
const OBJECTIVES = [
  'memahami konsep dasar dan istilah pokok materi',
  'menerapkan konsep pada soal dan situasi sehari-hari',
  'menganalisis dan menyajikan hasil kerja secara runtut',
];
/** K13: knowledge KDs (KI-3) and skills KDs (KI-4). */
const KD_KNOWLEDGE = ['memahami konsep dan prinsip materi pokok', 'menganalisis permasalahan yang berkaitan dengan materi'];
const KD_SKILLS = ['menyajikan hasil pengamatan secara lisan dan tertulis', 'mempraktikkan prosedur sesuai langkah kerja'];
const EXTRAS = [
  { name: 'Pramuka', grade: 'Baik', note: 'Aktif mengikuti latihan mingguan dan perkemahan.' },
  { name: 'Futsal', grade: 'Sangat Baik', note: 'Menjadi pemain inti tim sekolah.' },
];

/** A deterministic score 58..97 for a student and a column: the demo looks the same on every start. */
const scoreOf = (studentId: number, columnId: number) => 58 + ((studentId * 37 + columnId * 11 + ((studentId * columnId) % 7)) % 40);

interface Column {
  assignmentId: number;
  semester: string;
  kind: string;
  aspect?: string;
  title: string;
  objective: string | null;
  position: number;
}

/** Writes columns and a score for every student in each, in bulk. */
async function writeColumns(tx: Tx, schoolId: number, plan: Column[], students: number[]) {
  if (!plan.length) return;
  const columns = await tx
    .insert(gradeAssessments)
    .values(
      plan.map((p) => ({
        schoolId,
        teachingAssignmentId: p.assignmentId,
        semester: p.semester,
        kind: p.kind,
        aspect: p.aspect ?? 'pengetahuan',
        title: p.title,
        objective: p.objective,
        position: p.position,
      })),
    )
    .returning({ id: gradeAssessments.id });
  const rows = columns.flatMap((c) => students.map((studentId) => ({ schoolId, assessmentId: c.id, studentId, score: scoreOf(studentId, c.id) })));
  for (let i = 0; i < rows.length; i += 2000) await tx.insert(gradeScores).values(rows.slice(i, i + 2000));
}

const merdekaSemester = (assignmentId: number, semester: string): Column[] => [
  { assignmentId, semester, kind: 'formatif', title: 'Formatif 1', objective: null, position: 1 },
  { assignmentId, semester, kind: 'sumatif', title: 'Sumatif Lingkup Materi 1', objective: OBJECTIVES[0], position: 2 },
  { assignmentId, semester, kind: 'sumatif', title: 'Sumatif Lingkup Materi 2', objective: OBJECTIVES[(assignmentId % 2) + 1], position: 3 },
  { assignmentId, semester, kind: 'sts', title: 'STS Ganjil', objective: null, position: 4 },
  { assignmentId, semester, kind: 'sas', title: 'SAS Ganjil', objective: null, position: 5 },
];

const k13Semester = (assignmentId: number, semester: string): Column[] => [
  { assignmentId, semester, kind: 'formatif', title: 'Tugas 1', objective: null, position: 1 },
  { assignmentId, semester, kind: 'sumatif', title: 'PH 1', objective: KD_KNOWLEDGE[0], position: 2 },
  { assignmentId, semester, kind: 'sumatif', title: 'PH 2', objective: KD_KNOWLEDGE[1], position: 3 },
  { assignmentId, semester, kind: 'sts', title: 'PTS', objective: null, position: 4 },
  { assignmentId, semester, kind: 'sas', title: 'PAS', objective: null, position: 5 },
  { assignmentId, semester, kind: 'sumatif', aspect: 'keterampilan', title: 'Praktik', objective: KD_SKILLS[1], position: 6 },
  { assignmentId, semester, kind: 'sumatif', aspect: 'keterampilan', title: 'Proyek', objective: KD_SKILLS[0], position: 7 },
];

async function currentYear(db: Db, schoolId: number) {
  const [year] = await db
    .select({ id: academicYears.id, description: academicYears.description })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), eq(academicYears.isCurrent, true)));
  return year ?? null;
}

async function assignmentsOf(db: Db, schoolId: number, sectionId: number) {
  return db
    .select({ id: teachingAssignments.id, code: courses.code, courseId: courses.id })
    .from(teachingAssignments)
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .where(and(eq(teachingAssignments.schoolId, schoolId), eq(teachingAssignments.sectionId, sectionId)))
    .orderBy(asc(teachingAssignments.id));
}

const membersOf = async (db: Db, sectionId: number) =>
  (await db.select({ id: classMaps.userId }).from(classMaps).where(eq(classMaps.sectionId, sectionId)).orderBy(asc(classMaps.userId))).map((s) => s.id);

/**
 * SMK Demo's grades (issue 14): every course of siswa@'s rombel has a full semester 1 (formatif, two sumatif
 * with their TPs, STS, SAS) and semester 1's rapor is released, so siswa@ and ortu@ can download it; semester 2
 * is the active one, open for entry, where guru@'s Matematika takes its Bab 1 column from the finished demo exam.
 * Then the K13 school (the demo SMP, see seedDemoK13).
 */
export async function seedDemoGrades(db: Db): Promise<void> {
  await seedDemoSmk(db);
  await seedDemoK13(db);
  await seedDemoSupervision(db);
  await seedDemoClassRequest(db);
  await seedDemoMentorClass(db);
}

/**
 * mentor@ (a Guru Pendamping) teaches one class in SMK Demo: the last teaching class of the last rombel by name,
 * taken over from its generated teacher, so /Laporanperformamentor has a row right after npm start.
 */
async function seedDemoMentorClass(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const year = await currentYear(db, school.id);
  const [mentor] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'mentor@demo.sch.id'));
  if (!year || !mentor) return;
  const inYear = and(eq(teachingAssignments.schoolId, school.id), eq(teachingAssignments.academicYearId, year.id));
  const [{ n }] = await db
    .select({ n: count() })
    .from(teachingAssignments)
    .where(and(inYear, eq(teachingAssignments.userId, mentor.id)));
  if (n > 0) return;
  const [last] = await db
    .select({ id: teachingAssignments.id })
    .from(teachingAssignments)
    .innerJoin(sections, eq(sections.id, teachingAssignments.sectionId))
    .where(inYear)
    .orderBy(desc(sections.name), desc(teachingAssignments.id))
    .limit(1);
  if (last) await db.update(teachingAssignments).set({ userId: mentor.id }).where(eq(teachingAssignments.id, last.id));
}

/** One pending request by guru@ (wali kelas) to move a classmate of siswa@ to another rombel, for the office to decide. */
async function seedDemoClassRequest(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const [{ n }] = await db.select({ n: count() }).from(classRequests).where(eq(classRequests.schoolId, school.id));
  const year = await currentYear(db, school.id);
  const [guru] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'guru@demo.sch.id'));
  const [siswa] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'siswa@demo.sch.id'));
  if (n > 0 || !year || !guru || !siswa) return;
  const [map] = await db
    .select({ sectionId: classMaps.sectionId })
    .from(classMaps)
    .where(and(eq(classMaps.academicYearId, year.id), eq(classMaps.userId, siswa.id)));
  if (!map) return;
  const others = (await membersOf(db, map.sectionId)).filter((id) => id !== siswa.id);
  const [target] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.schoolId, school.id), eq(sections.academicYearId, year.id)))
    .orderBy(asc(sections.name))
    .then((rows) => rows.filter((r) => r.id !== map.sectionId));
  if (!others.length || !target) return;
  await db.insert(classRequests).values({
    schoolId: school.id,
    academicYearId: year.id,
    studentId: others[others.length - 1],
    fromSectionId: map.sectionId,
    toSectionId: target.id,
    reason: 'Orang tua meminta siswa pindah rombel agar satu jadwal dengan kegiatan PKL kakaknya.',
    requestedBy: guru.id,
  });
}

/** One lesson observation of guru@'s Matematika by kepsek@ in SMK Demo (/evaluation_teach), so both can open it. */
async function seedDemoSupervision(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const [{ n }] = await db.select({ n: count() }).from(teachingEvaluations).where(eq(teachingEvaluations.schoolId, school.id));
  if (n > 0) return;
  const year = await currentYear(db, school.id);
  const [guru] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'guru@demo.sch.id'));
  const [kepsek] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'kepsek@demo.sch.id'));
  if (!year || !guru || !kepsek) return;
  const [mtk] = await db
    .select({ id: teachingAssignments.id })
    .from(teachingAssignments)
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .where(
      and(
        eq(teachingAssignments.schoolId, school.id),
        eq(teachingAssignments.academicYearId, year.id),
        eq(teachingAssignments.userId, guru.id),
        eq(courses.code, 'MTK'),
      ),
    )
    .orderBy(asc(teachingAssignments.id));
  const start = Number(year.description.slice(0, 4));
  await db.insert(teachingEvaluations).values({
    schoolId: school.id,
    academicYearId: year.id,
    teacherId: guru.id,
    teachingAssignmentId: mtk?.id ?? null,
    observedOn: `${start}-10-14`,
    scores: { perencanaan: 4, pendahuluan: 3, materi: 4, metode: 3, media: 3, interaksi: 3, penilaian: 4, penutup: 2 },
    findings: 'Modul ajar lengkap dan tujuan pembelajaran jelas; diskusi kelompok berjalan baik, tetapi waktu refleksi di akhir pelajaran terpotong.',
    followUp: 'Sisihkan 10 menit terakhir untuk refleksi dan umpan balik; supervisi lanjutan pada semester 2.',
    observerId: kepsek.id,
  });
}

async function seedDemoSmk(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const schoolId = school.id;
  const [{ n }] = await db.select({ n: count() }).from(gradeSettings).where(eq(gradeSettings.schoolId, schoolId));
  if (n > 0) return;
  const year = await currentYear(db, schoolId);
  const [siswa] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'siswa@demo.sch.id'));
  if (!year || !siswa) return;
  const [map] = await db
    .select({ sectionId: classMaps.sectionId })
    .from(classMaps)
    .where(and(eq(classMaps.academicYearId, year.id), eq(classMaps.userId, siswa.id)));
  if (!map) return;
  const students = await membersOf(db, map.sectionId);
  const assignments = await assignmentsOf(db, schoolId, map.sectionId);
  const start = Number(year.description.slice(0, 4));
  const [bab1] = await db
    .select({ id: examSchedules.id })
    .from(examSchedules)
    .where(and(eq(examSchedules.schoolId, schoolId), eq(examSchedules.title, 'Ulangan Bab 1 Matematika (Demo)')));

  await db.transaction(async (tx) => {
    await tx.insert(gradeSettings).values({ schoolId, academicYearId: year.id, semester: '2', weights: { ...DEFAULT_WEIGHTS }, reportDate: `${start}-12-19` });
    const plan = assignments.flatMap((a) => [
      ...merdekaSemester(a.id, '1'),
      { assignmentId: a.id, semester: '2', kind: 'formatif', title: 'Formatif 1', objective: null, position: 1 },
    ]);
    await writeColumns(tx, schoolId, plan, students);
    const mtk = assignments.find((a) => a.code === 'MTK');
    if (mtk && bab1) {
      await tx.insert(gradeAssessments).values({
        schoolId,
        teachingAssignmentId: mtk.id,
        semester: '2',
        kind: 'sumatif',
        title: 'Ulangan Bab 1',
        objective: 'menyelesaikan persamaan dan pertidaksamaan linear',
        examScheduleId: bab1.id,
        position: 2,
      });
      await tx.insert(gradeDescriptions).values({
        schoolId,
        teachingAssignmentId: mtk.id,
        semester: '1',
        studentId: siswa.id,
        description:
          'Menunjukkan penguasaan yang sangat baik dalam operasi aljabar dan persamaan linear. Perlu latihan lebih dalam menyajikan data statistika.',
      });
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
        achievements: studentId === siswa.id ? [{ kind: 'Lomba Akuntansi', description: 'Juara 2 Lomba Kompetensi Siswa tingkat kota' }] : [],
        homeroomNote:
          studentId === siswa.id
            ? 'Andi rajin dan bertanggung jawab. Tingkatkan ketelitian dalam mengerjakan tugas.'
            : 'Pertahankan semangat belajar dan kedisiplinan.',
        absenceFrozenAt: new Date(`${start}-12-19T12:00:00Z`),
        absenceFrom: 'entered',
      })),
    );
    await tx.insert(raporReleases).values({ schoolId, academicYearId: year.id, semester: '1', releaseDate: `${start}-12-19`, locked: true });
  });
}

const ATTITUDES = [
  {
    spiritual: { predicate: 'SB' as const, description: 'Selalu berdoa sebelum dan sesudah kegiatan, taat beribadah dan bersyukur.' },
    social: { predicate: 'B' as const, description: 'Jujur, disiplin dan santun; kepedulian kepada teman perlu ditingkatkan.' },
  },
  {
    spiritual: { predicate: 'B' as const, description: 'Berdoa sebelum dan sesudah kegiatan; ketaatan beribadah mulai berkembang.' },
    social: { predicate: 'B' as const, description: 'Bertanggung jawab dan santun; kedisiplinan perlu ditingkatkan.' },
  },
];

/**
 * The K13 demo school: SMP Demo Nusantara keeps Kurikulum 2013 in the current year. Its IX A has a released
 * semester 1 (pengetahuan and keterampilan apart, sikap spiritual and sosial) and ujian sekolah scores for
 * /rekap_un_us and /nilaikelulusan; its VII A has semester 2 decisions (naik/tinggal kelas) for
 * /distribution_class. admin.smp@demo.sch.id opens them all.
 */
async function seedDemoK13(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, 'demo-smp'));
  if (!school) return;
  const schoolId = school.id;
  const [{ n }] = await db.select({ n: count() }).from(gradeSettings).where(eq(gradeSettings.schoolId, schoolId));
  if (n > 0) return;
  const year = await currentYear(db, schoolId);
  if (!year) return;
  const rombel = await db
    .select({ id: sections.id, name: sections.name, grade: classes.grade })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, year.id)))
    .orderBy(asc(classes.grade), asc(sections.name));
  const last = rombel.filter((r) => r.grade === 9)[0];
  const first = rombel.filter((r) => r.grade === 7)[0];
  if (!last || !first) return;
  const start = Number(year.description.slice(0, 4));
  const [lastStudents, firstStudents, lastAssignments] = await Promise.all([
    membersOf(db, last.id),
    membersOf(db, first.id),
    assignmentsOf(db, schoolId, last.id),
  ]);
  await db.transaction(async (tx) => {
    await tx.update(academicYears).set({ curriculumId: CURRICULUM_IDS.K13 }).where(eq(academicYears.id, year.id));
    await tx.insert(gradeSettings).values({
      schoolId,
      academicYearId: year.id,
      semester: '2',
      weights: { ...DEFAULT_WEIGHTS },
      reportDate: `${start}-12-19`,
      graduation: { rapor: 60, exam: 40 },
    });
    await writeColumns(
      tx,
      schoolId,
      lastAssignments.flatMap((a) => k13Semester(a.id, '1')),
      lastStudents,
    );
    await tx.insert(raporEntries).values(
      lastStudents.map((studentId, i) => ({
        schoolId,
        academicYearId: year.id,
        semester: '1',
        studentId,
        sick: i % 2,
        permit: i % 3 === 0 ? 1 : 0,
        absent: 0,
        attitude: ATTITUDES[i % 2],
        extracurriculars: [{ name: 'Pramuka', grade: i % 3 === 0 ? 'SB' : 'B', note: 'Mengikuti latihan rutin dengan baik.' }],
        achievements: i === 0 ? [{ kind: 'Olimpiade Sains', description: 'Juara 3 OSN IPA tingkat kabupaten' }] : [],
        homeroomNote: 'Pertahankan prestasi dan persiapkan diri untuk ujian sekolah.',
        absenceFrom: 'entered',
        absenceFrozenAt: new Date(`${start}-12-19T12:00:00Z`),
      })),
    );
    await tx.insert(raporReleases).values({ schoolId, academicYearId: year.id, semester: '1', releaseDate: `${start}-12-19`, locked: true });
    await tx.insert(finalExamScores).values(
      lastAssignments.flatMap((a) =>
        lastStudents.map((studentId) => ({
          schoolId,
          academicYearId: year.id,
          courseId: a.courseId,
          studentId,
          score: 62 + ((studentId * 13 + a.courseId * 7) % 36),
        })),
      ),
    );
    await tx.insert(raporEntries).values(
      firstStudents.map((studentId, i) => ({
        schoolId,
        academicYearId: year.id,
        semester: '2',
        studentId,
        promotion: i === firstStudents.length - 1 ? 'tinggal' : 'naik',
        homeroomNote: 'Tetap semangat belajar.',
      })),
    );
  });
}
