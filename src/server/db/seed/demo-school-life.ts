import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { academicYears, schools } from '../schema/schools.ts';
import { users } from '../schema/users.ts';
import { classes, classMaps, courses, sections, staffProfiles, studentProfiles, teachingAssignments, userRoles } from '../schema/master.ts';
import { conductNotices, conductPoints, counselingCases, counselingEntries } from '../schema/counseling.ts';
import {
  dutyLogEntries,
  dutyLogs,
  dutyRosters,
  guestVisits,
  meetingAttendees,
  meetings,
  orgPositions,
  studentRegisters,
  teacherGroupActivities,
  teacherGroupMembers,
  teacherGroups,
} from '../schema/school-life.ts';
import { hashPassword } from '../../auth/password.ts';
import { DEMO_PASSWORD, DEMO_SCHOOL } from './demo-accounts.ts';
import { schoolDay } from '../../school/time-zone.ts';
import { DEFAULT_TIME_ZONE, toZonedInput } from '../../../shared/time/school-time.ts';

const DAY = 86_400_000;
export const DEMO_BK = 'bk@demo.sch.id';
/** A calendar day on the school's clock (the demo schools keep Jakarta time), as the screens count days. */
const isoDay = (ms: number) => toZonedInput(new Date(ms), DEFAULT_TIME_ZONE).slice(0, 10);

interface DemoSchool {
  id: number;
  yearId: number;
  yearStart: number;
  siswaId: number;
  guruId: number;
  sectionId: number;
  classmates: number[];
}

/** The demo SMK's people the school-life demo data hangs on; null before the master data exists. */
async function demoSchool(db: Db): Promise<DemoSchool | null> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return null;
  const [year] = await db
    .select({ id: academicYears.id, description: academicYears.description })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, school.id), eq(academicYears.isCurrent, true)));
  const [siswa] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'siswa@demo.sch.id'));
  const [guru] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'guru@demo.sch.id'));
  if (!year || !siswa || !guru) return null;
  const [map] = await db
    .select({ sectionId: classMaps.sectionId })
    .from(classMaps)
    .where(and(eq(classMaps.userId, siswa.id), eq(classMaps.academicYearId, year.id)));
  if (!map) return null;
  const classmates = (
    await db
      .select({ id: classMaps.userId })
      .from(classMaps)
      .where(and(eq(classMaps.sectionId, map.sectionId), ne(classMaps.userId, siswa.id)))
      .orderBy(asc(classMaps.userId))
  ).map((r) => r.id);
  return {
    id: school.id,
    yearId: year.id,
    yearStart: Number(year.description.slice(0, 4)),
    siswaId: siswa.id,
    guruId: guru.id,
    sectionId: map.sectionId,
    classmates,
  };
}

/**
 * School-life demo data of the demo SMK (issue 16): a BK teacher account (bk@, Guru BK) with one open case and
 * siswa@'s waiting request, conduct points. Each part only when the school has none of it yet.
 */
export async function seedDemoSchoolLife(db: Db): Promise<void> {
  const school = await demoSchool(db);
  if (!school) return;
  await seedCounseling(db, school);
  await seedDuty(db, school);
  await seedOffice(db, school);
  await seedMeetings(db, school);
  await seedTeacherGroups(db, school);
  await seedRegister(db, school);
}

/** The buku induk of every student of the year (number = NIS, entered in July in their grade), one moved away. */
async function seedRegister(db: Db, s: DemoSchool) {
  const [any] = await db.select({ id: studentRegisters.studentId }).from(studentRegisters).where(eq(studentRegisters.schoolId, s.id)).limit(1);
  if (any) return;
  const students = await db
    .select({ id: classMaps.userId, nis: studentProfiles.nis, className: classes.name, previous: studentProfiles.previousSchool })
    .from(classMaps)
    .innerJoin(sections, eq(sections.id, classMaps.sectionId))
    .innerJoin(classes, eq(classes.id, sections.classId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, classMaps.userId))
    .where(and(eq(classMaps.schoolId, s.id), eq(classMaps.academicYearId, s.yearId)))
    .orderBy(asc(classMaps.userId));
  if (!students.length) return;
  const moved = s.classmates.at(-1);
  await db.insert(studentRegisters).values(
    students.map((st, i) => ({
      studentId: st.id,
      schoolId: s.id,
      registerNumber: st.nis ?? `${s.yearStart}.${String(i + 1).padStart(4, '0')}`,
      enteredOn: `${s.yearStart - (st.className.startsWith('XII') ? 2 : st.className.startsWith('XI') ? 1 : 0)}-07-14`,
      entryGrade: 'X',
      entryBasis: 'baru',
      previousSchool: st.previous ?? `SMP Negeri ${(i % 40) + 1} Bandung`,
      ...(st.id === moved
        ? { exitOn: isoDay(Date.now() - 30 * DAY), exitReason: 'pindah', exitDestination: 'SMK Negeri 1 Cimahi', notes: 'Mengikuti orang tua pindah tugas.' }
        : {}),
    })),
  );
}

/** MGMP Matematika (guru@ coordinates; the teachers of the subject) with two meetings in its journal. */
async function seedTeacherGroups(db: Db, s: DemoSchool) {
  const [any] = await db.select({ id: teacherGroups.id }).from(teacherGroups).where(eq(teacherGroups.schoolId, s.id)).limit(1);
  if (any) return;
  const [math] = await db
    .select({ id: courses.id })
    .from(teachingAssignments)
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .where(and(eq(teachingAssignments.userId, s.guruId), eq(teachingAssignments.academicYearId, s.yearId)))
    .limit(1);
  if (!math) return;
  const teachers = [
    ...new Set(
      (
        await db
          .select({ id: teachingAssignments.userId })
          .from(teachingAssignments)
          .where(and(eq(teachingAssignments.courseId, math.id), eq(teachingAssignments.academicYearId, s.yearId)))
      ).map((r) => r.id),
    ),
  ];
  const now = Date.now();
  await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(teacherGroups)
      .values({
        schoolId: s.id,
        name: 'MGMP Matematika',
        kind: 'MGMP',
        courseId: math.id,
        coordinatorId: s.guruId,
        description: 'Musyawarah guru mata pelajaran Matematika sekolah.',
      })
      .returning({ id: teacherGroups.id });
    await tx.insert(teacherGroupMembers).values([...new Set([s.guruId, ...teachers])].map((userId) => ({ groupId: group.id, userId, schoolId: s.id })));
    await tx.insert(teacherGroupActivities).values([
      {
        schoolId: s.id,
        groupId: group.id,
        activityDate: isoDay(now - 20 * DAY),
        topic: 'Menyelaraskan ATP kelas X',
        notes: 'ATP bab persamaan linear dipecah menjadi tiga TP.',
        createdBy: s.guruId,
      },
      {
        schoolId: s.id,
        groupId: group.id,
        activityDate: isoDay(now - 5 * DAY),
        topic: 'Menyusun soal STS bersama',
        notes: 'Setiap guru menyumbang 10 soal ke bank soal; telaah soal pekan depan.',
        createdBy: s.guruId,
      },
    ]);
  });
}

/** A teachers' meeting held last week (attendance, minutes, decisions) and one next week. */
async function seedMeetings(db: Db, s: DemoSchool) {
  const [any] = await db.select({ id: meetings.id }).from(meetings).where(eq(meetings.schoolId, s.id)).limit(1);
  if (any) return;
  const staff = await db
    .select({ id: users.id, type: users.userTypeId, email: users.email })
    .from(users)
    .where(and(eq(users.schoolId, s.id), inArray(users.userTypeId, ['3', '4']), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  const principal = staff.find((p) => p.type === '4');
  const teachers = staff.filter((p) => p.type === '3');
  if (!principal || !teachers.length) return;
  const invited = [principal.id, ...teachers.map((t) => t.id)];
  const now = Date.now();
  await db.transaction(async (tx) => {
    const [held, next] = await tx
      .insert(meetings)
      .values([
        {
          schoolId: s.id,
          title: 'Rapat dewan guru: evaluasi tengah semester',
          kind: 'guru',
          meetingDate: isoDay(now - 6 * DAY),
          startTime: '13.30',
          place: 'Ruang guru',
          agenda: '1. Hasil sumatif tengah semester\n2. Siswa yang perlu pendampingan\n3. Persiapan pentas seni',
          leaderId: principal.id,
          secretaryId: s.guruId,
          minutes:
            'Rata-rata nilai STS naik dibanding tahun lalu. Wali kelas melaporkan 12 siswa dengan lebih dari tiga tugas belum dikumpulkan; BK diminta mendampingi. Pentas seni dilaksanakan akhir semester.',
          decisions: [
            'Wali kelas mengirim daftar siswa belum tuntas ke BK paling lambat Jumat.',
            'Remedial STS dilaksanakan pekan depan.',
            'Panitia pentas seni diketuai Wakasek Kesiswaan.',
          ],
          heldAt: new Date(now - 6 * DAY),
          createdBy: principal.id,
        },
        {
          schoolId: s.id,
          title: 'Rapat persiapan Sumatif Akhir Semester',
          kind: 'kurikulum',
          meetingDate: isoDay(now + 7 * DAY),
          startTime: '13.00',
          place: 'Aula',
          agenda: '1. Jadwal SAS\n2. Pembagian pengawas\n3. Kisi-kisi soal',
          leaderId: principal.id,
          secretaryId: s.guruId,
          createdBy: principal.id,
        },
      ])
      .returning({ id: meetings.id });
    await tx
      .insert(meetingAttendees)
      .values([
        ...invited.map((userId, i) => ({ meetingId: held.id, userId, schoolId: s.id, status: i % 9 === 4 ? 'excused' : i % 11 === 7 ? 'absent' : 'present' })),
        ...invited.map((userId) => ({ meetingId: next.id, userId, schoolId: s.id })),
      ]);
  });
}

/** The organisation chart under the principal, and three visitors today. */
async function seedOffice(db: Db, s: DemoSchool) {
  const [any] = await db.select({ id: orgPositions.id }).from(orgPositions).where(eq(orgPositions.schoolId, s.id)).limit(1);
  if (any) return;
  const people = await db
    .select({ id: users.id, name: users.fullName, type: users.userTypeId, email: users.email })
    .from(users)
    .where(and(eq(users.schoolId, s.id), inArray(users.userTypeId, ['3', '4', '9'])))
    .orderBy(asc(users.id));
  const principal = people.find((p) => p.type === '4');
  const teachers = people.filter((p) => p.type === '3' && p.email !== DEMO_BK);
  const tu = people.find((p) => p.type === '9');
  const bk = people.find((p) => p.email === DEMO_BK);
  const name = (i: number) => teachers[i % teachers.length]?.name ?? null;
  await db.transaction(async (tx) => {
    const add = async (title: string, holderName: string | null, parentId: number | null, sortOrder: number) =>
      (await tx.insert(orgPositions).values({ schoolId: s.id, title, holderName, parentId, sortOrder }).returning({ id: orgPositions.id }))[0].id;
    const head = await add('Kepala Sekolah', principal?.name ?? null, null, 1);
    await add('Komite Sekolah', 'H. Suryadi', head, 1);
    await add('Kepala Tata Usaha', tu?.name ?? null, head, 2);
    const curriculum = await add('Wakasek Kurikulum', name(0), head, 3);
    const affairs = await add('Wakasek Kesiswaan', name(3), head, 4);
    await add('Wakasek Sarana Prasarana', name(6), head, 5);
    await add('Wakasek Hubungan Masyarakat', name(9), head, 6);
    await add('Kepala Program Keahlian AKL', name(12), curriculum, 1);
    await add('Kepala Perpustakaan', name(15), curriculum, 2);
    await add('Koordinator BK', bk?.name ?? null, affairs, 1);
    await add('Pembina OSIS', name(18), affairs, 2);
    // Today's visitors arrive between the school's midnight and now (the guest book lists the school's today, so a
    // seed run just after midnight must not put two of them on yesterday): at 0.2, 0.5 and 0.9 of the day so far.
    const now = Date.now();
    const midnight = schoolDay(DEFAULT_TIME_ZONE, undefined).from.getTime();
    const at = (share: number) => new Date(midnight + (now - midnight) * share);
    await tx.insert(guestVisits).values([
      {
        schoolId: s.id,
        arrivedAt: at(0.2),
        leftAt: at(0.4),
        name: 'Dedi Kurniawan',
        institution: 'Dinas Pendidikan Provinsi',
        purpose: 'Monitoring pelaksanaan Kurikulum Merdeka',
        hostName: principal?.name ?? null,
        hostId: principal?.id ?? null,
        visitors: 2,
        recordedBy: tu?.id ?? s.guruId,
      },
      {
        schoolId: s.id,
        arrivedAt: at(0.5),
        name: 'Sri Handayani',
        institution: 'Orang tua siswa',
        phone: '081234500011',
        purpose: 'Mengambil surat keterangan aktif sekolah',
        visitors: 1,
        recordedBy: tu?.id ?? s.guruId,
      },
      {
        schoolId: s.id,
        arrivedAt: at(0.9),
        name: 'PT Maju Bersama',
        institution: 'Mitra DUDI',
        purpose: 'Koordinasi penempatan PKL kelas XI',
        hostName: name(12),
        visitors: 3,
        recordedBy: tu?.id ?? s.guruId,
      },
    ]);
  });
}

/** Two teachers on duty each weekday (guru@ on Senin and Kamis), siswa@'s class roster, a few days of the log. */
async function seedDuty(db: Db, s: DemoSchool) {
  const [any] = await db.select({ id: dutyRosters.id }).from(dutyRosters).where(eq(dutyRosters.schoolId, s.id)).limit(1);
  if (any) return;
  const teachers = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.schoolId, s.id), eq(users.userTypeId, '3'), ne(users.id, s.guruId), ne(users.email, DEMO_BK)))
      .orderBy(asc(users.id))
      .limit(8)
  ).map((t) => t.id);
  if (teachers.length < 8) return;
  const teacherDays = [1, 2, 3, 4, 5].flatMap((weekday, i) =>
    [teachers[i], weekday === 1 || weekday === 4 ? s.guruId : teachers[(i + 5) % 8]].map((userId) => ({ weekday, userId })),
  );
  const classDays = [s.siswaId, ...s.classmates.slice(0, 24)].map((userId, i) => ({ weekday: i === 0 ? 2 : (i % 5) + 1, userId }));
  await db.transaction(async (tx) => {
    await tx.insert(dutyRosters).values([
      ...teacherDays.map((d) => ({ schoolId: s.id, academicYearId: s.yearId, kind: 'teacher', weekday: d.weekday, userId: d.userId, task: 'Piket harian' })),
      ...classDays.map((d) => ({
        schoolId: s.id,
        academicYearId: s.yearId,
        kind: 'student',
        weekday: d.weekday,
        userId: d.userId,
        sectionId: s.sectionId,
        task: d.userId === s.siswaId ? 'Menyapu dan merapikan meja' : null,
      })),
    ]);
    const now = Date.now();
    for (const back of [1, 2, 3]) {
      const day = isoDay(now - back * DAY);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const officer = teacherDays.find((d) => d.weekday === weekday)!.userId;
      const [log] = await tx
        .insert(dutyLogs)
        .values({ schoolId: s.id, dutyDate: day, summary: back === 1 ? null : 'Kegiatan belajar berjalan tertib.', updatedBy: officer })
        .returning({ id: dutyLogs.id });
      await tx.insert(dutyLogEntries).values([
        {
          schoolId: s.id,
          logId: log.id,
          kind: 'late',
          personId: s.classmates[back],
          atTime: '07.20',
          description: 'Terlambat karena hujan; masuk setelah jam pertama.',
          recordedBy: officer,
        },
        {
          schoolId: s.id,
          logId: log.id,
          kind: 'teacher_absent',
          personId: teachers[(back + 2) % 8],
          atTime: '07.00',
          description: 'Sakit; tugas kelas diberikan lewat ruang kelas.',
          recordedBy: officer,
        },
      ]);
    }
  });
}

async function seedCounseling(db: Db, s: DemoSchool) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_BK));
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [bk] = await tx
      .insert(users)
      .values({ schoolId: s.id, userTypeId: '3', email: DEMO_BK, fullName: 'Ratna Kusuma, S.Psi. (Demo)', passwordHash })
      .returning({ id: users.id });
    await tx
      .insert(staffProfiles)
      .values({ userId: bk.id, schoolId: s.id, gender: 'P', position: 'Guru BK', employmentStatus: 'GTY/PTY', religion: 'Islam', nuptk: '9900000000000999' });
    await tx
      .insert(userRoles)
      .values({ schoolId: s.id, userId: bk.id, role: 'Guru BK', decreeNumber: `421.3/150/SMKDEMO/${s.yearStart}`, startDate: `${s.yearStart}-07-14` });
    const [subject, other] = s.classmates;
    if (!subject) return;
    const now = Date.now();
    const [open] = await tx
      .insert(counselingCases)
      .values({
        schoolId: s.id,
        academicYearId: s.yearId,
        studentId: subject,
        source: 'referral',
        status: 'open',
        category: 'belajar',
        title: 'Nilai turun dan sering tidak mengumpulkan tugas',
        requestNote: 'Tiga minggu terakhir tugas Matematika tidak dikumpulkan; tampak murung di kelas.',
        requestedBy: s.guruId,
        counselorId: bk.id,
        openedAt: new Date(now - 10 * DAY),
        createdAt: new Date(now - 12 * DAY),
      })
      .returning({ id: counselingCases.id });
    await tx.insert(counselingEntries).values([
      {
        schoolId: s.id,
        caseId: open.id,
        kind: 'session',
        happenedOn: isoDay(now - 9 * DAY),
        body: 'Sesi pertama: siswa bercerita harus menjaga adik sepulang sekolah sehingga waktu belajar berkurang. Disepakati jadwal belajar 19.00–20.30.',
        authorId: bk.id,
      },
      {
        schoolId: s.id,
        caseId: open.id,
        kind: 'follow_up',
        happenedOn: isoDay(now - 9 * DAY),
        body: 'Cek pengumpulan tugas bersama wali kelas dan panggil orang tua bila belum membaik.',
        followUpOn: isoDay(now + 5 * DAY),
        authorId: bk.id,
      },
    ]);
    await tx.insert(counselingCases).values({
      schoolId: s.id,
      academicYearId: s.yearId,
      studentId: s.siswaId,
      source: 'request',
      status: 'requested',
      category: 'karier',
      title: 'Bingung memilih kuliah atau langsung bekerja',
      preferredTime: 'Istirahat kedua',
      requestedBy: s.siswaId,
      createdAt: new Date(now - DAY),
    });
    const points = [
      { studentId: subject, rule: 'Terlambat masuk sekolah', points: 5, days: 8 },
      { studentId: subject, rule: 'Membolos (alpa) pada jam pelajaran', points: 15, days: 6 },
      { studentId: subject, rule: 'Atribut seragam tidak lengkap', points: 5, days: 2 },
      ...(other ? [{ studentId: other, rule: 'Terlambat masuk sekolah', points: 5, days: 3 }] : []),
    ];
    await tx.insert(conductPoints).values(
      points.map((p) => ({
        schoolId: s.id,
        academicYearId: s.yearId,
        studentId: p.studentId,
        occurredOn: isoDay(now - p.days * DAY),
        rule: p.rule,
        points: p.points,
        recordedBy: s.guruId,
      })),
    );
    await tx.insert(conductNotices).values({ schoolId: s.id, studentId: subject, academicYearId: s.yearId, threshold: 25, total: 25 });
  });
}
