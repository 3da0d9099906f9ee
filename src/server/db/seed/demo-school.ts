import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { academicYears } from '../schema/schools.ts';
import { users } from '../schema/users.ts';
import {
  classes,
  classMaps,
  examSettings,
  guardianProfiles,
  guardianStudents,
  schoolSettings,
  sections,
  staffProfiles,
  studentProfiles,
  tasks,
  teachingAssignments,
  teachingSettings,
  userRoles,
} from '../schema/master.ts';
import { hashPassword } from '../../auth/password.ts';
import { generateSchool, type GenerateOptions } from '../../master/demo-data.ts';
import { writeDemoSchool, type WrittenSchool } from '../../master/write-demo-school.ts';
import { DEMO_PASSWORD, DEMO_SCHOOL } from './demo-accounts.ts';

/** The seed of the demo generator: change it and every demo person changes. */
export const DEMO_SEED = 20250714;
/** A school admin of the SMP, so the demo foundation shows two schools' data apart. */
export const DEMO_SMP_ADMIN = 'admin.smp@demo.sch.id';
/** A teacher of the K13 school (Matematika in its lowest grade): writes silabus and RPP linked to the school's KDs. */
export const DEMO_SMP_TEACHER = 'guru.smp@demo.sch.id';
/** The wali kelas of the K13 school's first rombel (VII A): fills the rapor's sikap spiritual and sosial. */
export const DEMO_SMP_HOMEROOM = 'walikelas.smp@demo.sch.id';

const SMK_OPTIONS: Omit<GenerateOptions, 'yearStart'> = {
  stage: 'SMK',
  seed: DEMO_SEED,
  parallels: 1,
  studentsPerSection: 30,
  series: 1000,
  domain: 'demo.sch.id',
};
const SMP_OPTIONS: Omit<GenerateOptions, 'yearStart'> = {
  stage: 'SMP',
  seed: DEMO_SEED + 1,
  parallels: 2,
  studentsPerSection: 12,
  series: 500_000,
  domain: 'smp.demo.sch.id',
};

async function currentYear(db: Db, schoolId: number) {
  const [year] = await db
    .select({ id: academicYears.id, description: academicYears.description })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), eq(academicYears.isCurrent, true)));
  return year ?? null;
}

async function isEmpty(db: Db, schoolId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(classes)
    .where(eq(classes.schoolId, schoolId));
  return Number(row.n) === 0;
}

/**
 * The demo schools' master data: the SMK gets three grades with three majors, a homeroom teacher per rombel,
 * 30 students each with their guardians, the courses of the curriculum with their teachers and the settings;
 * the SMP a smaller school with its own admin. Fills an empty demo school only, so what a visitor changed stays.
 */
export async function seedDemoSchools(db: Db, schoolIds: Map<string, number>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const smk = schoolIds.get(DEMO_SCHOOL);
  if (smk !== undefined && (await isEmpty(db, smk))) {
    const year = await currentYear(db, smk);
    if (year) {
      const data = generateSchool({ ...SMK_OPTIONS, yearStart: Number(year.description.slice(0, 4)) });
      await db.transaction(async (tx) => {
        const written = await writeDemoSchool(tx as unknown as Db, smk, year.id, data, passwordHash);
        await wireDemoAccounts(tx as unknown as Db, smk, year.id, written);
      });
    }
  }
  const smp = schoolIds.get('demo-smp');
  if (smp !== undefined && (await isEmpty(db, smp))) {
    const year = await currentYear(db, smp);
    if (year) {
      const data = generateSchool({ ...SMP_OPTIONS, yearStart: Number(year.description.slice(0, 4)) });
      nameSmpTeacher(data);
      nameSmpHomeroom(data);
      await db.transaction(async (tx) => {
        await writeDemoSchool(tx as unknown as Db, smp, year.id, data, passwordHash);
        await tx
          .insert(users)
          .values({ schoolId: smp, userTypeId: '2', email: DEMO_SMP_ADMIN, fullName: 'Operator SMP (Demo)', passwordHash })
          .onConflictDoNothing();
      });
    }
  }
}

/** Gives the generated teacher of Matematika in the SMP's lowest grade the README's address (DEMO_SMP_TEACHER). */
function nameSmpTeacher(data: ReturnType<typeof generateSchool>) {
  const gradeOf = new Map(data.classes.map((c) => [c.name, c.grade]));
  const math = data.assignments
    .filter((a) => data.courses.find((c) => c.code === a.course)?.name === 'Matematika')
    .sort((x, y) => (gradeOf.get(data.sections[x.section].className) ?? 99) - (gradeOf.get(data.sections[y.section].className) ?? 99))[0];
  if (math) data.teachers[math.teacher].email = DEMO_SMP_TEACHER;
}

/**
 * Gives the generated wali kelas of the SMP's first rombel of its lowest grade (VII A) the README's address
 * (DEMO_SMP_HOMEROOM), so the K13 rapor's sikap can be tried as the person who fills it. Left alone if that teacher
 * is already guru.smp@ (one address per person).
 */
function nameSmpHomeroom(data: ReturnType<typeof generateSchool>) {
  const lowest = Math.min(...data.classes.map((c) => c.grade));
  const first = data.sections.find((s) => data.classes.find((c) => c.name === s.className)?.grade === lowest);
  const teacher = first && data.teachers[first.homeroom];
  if (teacher && teacher.email !== DEMO_SMP_TEACHER) teacher.email = DEMO_SMP_HOMEROOM;
}

/**
 * The demo accounts of the README get their place in the school: guru@ teaches Matematika to grade X and is
 * homeroom teacher of X AKL 1, siswa@ sits in X AKL 1, ortu@ is siswa@'s father, the staff have profiles.
 */
async function wireDemoAccounts(db: Db, schoolId: number, yearId: number, school: WrittenSchool) {
  const accounts = await db
    .select({ id: users.id, email: users.email, userTypeId: users.userTypeId, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), sql`${users.email} like '%@demo.sch.id'`, inArray(users.userTypeId, ['2', '3', '4', '5', '6', '7', '8', '9'])));
  const byEmail = new Map(accounts.map((a) => [a.email, a]));
  const guru = byEmail.get('guru@demo.sch.id');
  const siswa = byEmail.get('siswa@demo.sch.id');
  const ortu = byEmail.get('ortu@demo.sch.id');
  // X AKL 1, the first rombel of the list (by grade, then name) that teachers' pickers show.
  const firstSection = school.sectionIds[0];
  const [year] = await db.select({ description: academicYears.description }).from(academicYears).where(eq(academicYears.id, yearId));
  const start = Number(year.description.slice(0, 4));
  const positions: Record<string, string> = {
    '2': 'Tenaga Administrasi Sekolah',
    '3': 'Guru Mapel',
    '4': 'Kepala Sekolah',
    '7': 'Guru Pendamping',
    '8': 'Teknisi',
    '9': 'Tenaga Administrasi Sekolah',
  };
  const staff = accounts.filter((a) => positions[a.userTypeId] && !school.teacherIds.includes(a.id));
  const women = new Set(['admin', 'kepsek', 'mentor', 'staf']);
  if (staff.length) {
    await db
      .insert(staffProfiles)
      .values(
        staff.map((a, i) => ({
          userId: a.id,
          schoolId,
          gender: women.has(a.email.split('@')[0]) ? 'P' : 'L',
          position: positions[a.userTypeId],
          employmentStatus: a.userTypeId === '4' ? 'PNS' : 'GTY/PTY',
          nuptk: `99${String(900 + i).padStart(14, '0')}`,
          nip: a.userTypeId === '4' ? '196805121994032004' : null,
          religion: 'Islam',
        })),
      )
      .onConflictDoNothing();
  }
  if (guru) {
    await db.update(sections).set({ homeroomTeacherId: guru.id }).where(eq(sections.id, firstSection));
    const gradeX = await db
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.academicYearId, yearId), eq(sections.classId, school.classIds.get('X')!)));
    await db
      .update(teachingAssignments)
      .set({ userId: guru.id })
      .where(
        and(
          eq(teachingAssignments.courseId, school.courseIds.get('MTK')!),
          inArray(
            teachingAssignments.sectionId,
            gradeX.map((s) => s.id),
          ),
        ),
      );
    await db.insert(tasks).values(
      ['Latihan Persamaan Linear', 'Tugas Kelompok Statistika', 'Ringkasan Bab Barisan dan Deret'].map((title, i) => ({
        schoolId,
        academicYearId: yearId,
        sectionId: firstSection,
        courseId: school.courseIds.get('MTK')!,
        userId: guru.id,
        title,
        description: 'Kerjakan di buku latihan, lalu kumpulkan fotonya.',
        dueDate: `${start}-${9 + i}-15`,
        maxScore: 100,
      })),
    );
  }
  if (siswa) {
    await db.insert(studentProfiles).values({
      userId: siswa.id,
      schoolId,
      nisn: '9900000001',
      nis: '2025000001',
      gender: 'L',
      religion: 'Islam',
      birthPlace: 'Bandung',
      birthDate: '2009-05-17',
      city: 'Kota Bandung',
      fatherName: ortu?.fullName ?? null,
    });
    await db.insert(classMaps).values({ schoolId, academicYearId: yearId, sectionId: firstSection, userId: siswa.id });
    if (ortu) {
      await db.insert(guardianProfiles).values({ userId: ortu.id, schoolId, relation: 'Ayah', occupation: 'Karyawan Swasta', phone: '080012345678' });
      await db.insert(guardianStudents).values({ schoolId, guardianId: ortu.id, studentId: siswa.id });
    }
  }
  const principal = accounts.find((a) => a.userTypeId === '4');
  await db
    .insert(schoolSettings)
    .values({ schoolId, principalName: principal?.fullName ?? null, principalNip: '196805121994032004', reportPlace: 'Bandung' })
    .onConflictDoNothing();
  await db.insert(examSettings).values([
    { schoolId, academicYearId: yearId, name: 'Sumatif Harian', code: 'SH', weight: 30, durationMinutes: 60, showScore: true },
    { schoolId, academicYearId: yearId, name: 'Sumatif Tengah Semester', code: 'STS', weight: 30, durationMinutes: 90 },
    { schoolId, academicYearId: yearId, name: 'Sumatif Akhir Semester', code: 'SAS', weight: 40, durationMinutes: 120 },
  ]);
  await db.insert(teachingSettings).values([
    {
      schoolId,
      academicYearId: yearId,
      semester: '1',
      startDate: `${start}-07-14`,
      endDate: `${start}-12-19`,
      minutesPerPeriod: 45,
      effectiveWeeks: 18,
      schoolDays: '5',
    },
    {
      schoolId,
      academicYearId: yearId,
      semester: '2',
      startDate: `${start + 1}-01-05`,
      endDate: `${start + 1}-06-19`,
      minutesPerPeriod: 45,
      effectiveWeeks: 18,
      schoolDays: '5',
    },
  ]);
  const roles = ['Wakasek Kurikulum', 'Wakasek Kesiswaan', 'Kepala Program Keahlian', 'Operator Dapodik'];
  await db.insert(userRoles).values(
    roles.map((role, i) => ({
      schoolId,
      userId: school.teacherIds[i * 3],
      role,
      decreeNumber: `421.3/${String(100 + i)}/SMKDEMO/${start}`,
      startDate: `${start}-07-14`,
    })),
  );
}
