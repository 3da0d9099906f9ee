import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { academicYears, schools } from '../schema/schools.ts';
import { users } from '../schema/users.ts';
import { examRoomAllocations, examRooms, examSessionTimes } from '../schema/exam-rooms.ts';
import { examAttempts, examScheduleQuestions, examScheduleSections, examSchedules } from '../schema/exams.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

/**
 * Demo data of the "planning" exam family (issue 7), after seedDemoExams: the demo school's exam rooms, the
 * session times of the current year, the demo exam seated in "Lab Komputer 1" with guru@demo.sch.id as its
 * proctor, and a finished mid-term (PTS) where the demo student scored below the KKM, so a remedial can be
 * made at once. Idempotent: adds nothing when the school already has exam rooms.
 */
export async function seedDemoExamPlanning(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const [existing] = await db.select({ id: examRooms.id }).from(examRooms).where(eq(examRooms.schoolId, school.id)).limit(1);
  if (existing) return;
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, school.id), eq(academicYears.isCurrent, true)));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['siswa@demo.sch.id', 'guru@demo.sch.id']));
  const teacher = people.find((p) => p.email === 'guru@demo.sch.id');
  const student = people.find((p) => p.email === 'siswa@demo.sch.id');
  const [demoExam] = await db
    .select()
    .from(examSchedules)
    .where(and(eq(examSchedules.schoolId, school.id), eq(examSchedules.title, 'Ulangan Harian Matematika (Demo)')))
    .orderBy(asc(examSchedules.id))
    .limit(1);
  if (!year || !teacher || !student) return;

  await db.transaction(async (tx) => {
    const rooms = await tx
      .insert(examRooms)
      .values([
        { schoolId: school.id, name: 'Lab Komputer 1', code: 'LAB1', capacity: 36, location: 'Gedung B lantai 2' },
        { schoolId: school.id, name: 'Ruang 10.1', code: 'R101', capacity: 32, location: 'Gedung A lantai 1' },
      ])
      .returning({ id: examRooms.id });
    const sessions = await tx
      .insert(examSessionTimes)
      .values([
        { schoolId: school.id, academicYearId: year.id, name: 'Sesi 1', position: 1, startsAt: '07:30', endsAt: '09:00' },
        { schoolId: school.id, academicYearId: year.id, name: 'Sesi 2', position: 2, startsAt: '09:30', endsAt: '11:00' },
        { schoolId: school.id, academicYearId: year.id, name: 'Sesi 3', position: 3, startsAt: '12:30', endsAt: '14:00' },
      ])
      .returning({ id: examSessionTimes.id });
    if (!demoExam) return;
    const [allocation] = await tx
      .insert(examRoomAllocations)
      .values({ schoolId: school.id, scheduleId: demoExam.id, roomId: rooms[0].id, sessionTimeId: sessions[0].id, proctorUserId: teacher.id })
      .returning({ id: examRoomAllocations.id });
    await tx.update(examAttempts).set({ roomAllocationId: allocation.id }).where(eq(examAttempts.scheduleId, demoExam.id));

    // A finished PTS: the demo student sat it and scored 60, below the KKM (75 unless the course settings say otherwise).
    const day = 24 * 3600_000;
    const { id: _id, createdAt: _c, updatedAt: _u, ...settings } = demoExam;
    const [pts] = await tx
      .insert(examSchedules)
      .values({
        ...settings,
        title: 'PTS Matematika (Demo, selesai)',
        startsAt: new Date(Date.now() - 8 * day),
        endsAt: new Date(Date.now() - 8 * day + 2 * 3600_000),
        room: null,
      })
      .returning({ id: examSchedules.id });
    const copy = <T extends { scheduleId: number }>(rows: T[]) => rows.map((r) => ({ ...r, scheduleId: pts.id }));
    await tx.insert(examScheduleSections).values(copy(await tx.select().from(examScheduleSections).where(eq(examScheduleSections.scheduleId, demoExam.id))));
    await tx.insert(examScheduleQuestions).values(copy(await tx.select().from(examScheduleQuestions).where(eq(examScheduleQuestions.scheduleId, demoExam.id))));
    const started = new Date(Date.now() - 8 * day + 10 * 60_000);
    await tx.insert(examAttempts).values({
      schoolId: school.id,
      scheduleId: pts.id,
      userId: student.id,
      status: 'finished',
      startedAt: started,
      finishedAt: new Date(started.getTime() + 70 * 60_000),
      finishReason: 'submitted',
      score: 6,
      maxScore: 10,
      grade: 60,
    });
  });
}
