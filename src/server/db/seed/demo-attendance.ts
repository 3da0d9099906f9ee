import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { academicYears, schools } from '../schema/schools.ts';
import { classMaps, guardianStudents, sections, studentProfiles } from '../schema/master.ts';
import { absencePermits, cards, devices, schoolHours, sectionDays, staffDays, studentDays } from '../schema/attendance.ts';
import { loadSchoolWeek } from '../../attendance/calendar.ts';
import { addDays, schoolDaysBetween } from '../../../shared/attendance/school-days.ts';
import { DEFAULT_TIME_ZONE, fromZonedInput, toZonedInput } from '../../../shared/time/school-time.ts';
import { seedDemoTimetable } from '../../attendance/demo-timetable.ts';
import { seedDemoLessons } from '../../attendance/demo-lessons.ts';
import { seedDemoPkl } from '../../attendance/demo-pkl.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

/** A fixed, varied pattern: about 94 % Hadir, the rest Sakit, Izin, Alpa and the odd Dispensasi. */
function statusOf(studentIndex: number, dayIndex: number): string {
  const n = (studentIndex * 37 + dayIndex * 11) % 100;
  return n < 94 ? 'H' : n < 96 ? 'S' : n < 98 ? 'I' : n < 99 ? 'A' : 'D';
}

const at = (date: string, time: string) => new Date(fromZonedInput(`${date}T${time}`, DEFAULT_TIME_ZONE));

/**
 * SMK Demo's attendance (issue 13): school hours, the ADMS machine DEMO0001 and a QR gate, cards, four weeks of
 * daily attendance for every rombel and of staff attendance, one pending permit from ortu@ for siswa@, and the
 * lesson hours and timetable. Only when the school has no device yet.
 */
export async function seedDemoAttendance(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const schoolId = school.id;
  const [known] = await db.select({ id: devices.id }).from(devices).where(eq(devices.schoolId, schoolId)).limit(1);
  if (known) return;
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), eq(academicYears.isCurrent, true)));
  if (!year) return;
  const today = toZonedInput(new Date(), DEFAULT_TIME_ZONE).slice(0, 10);
  const week = await loadSchoolWeek(db, schoolId, year.id);
  const days = schoolDaysBetween(addDays(today, -28), addDays(today, -1), week);
  await db.transaction(async (tx) => {
    await tx.insert(schoolHours).values([
      { schoolId, audience: 'student', checkInFrom: '05:30', lateAfter: '07:00', checkOutFrom: '14:30' },
      { schoolId, audience: 'staff', checkInFrom: '05:30', lateAfter: '07:15', checkOutFrom: '15:00' },
    ]);
    await tx.insert(devices).values([
      { schoolId, serial: 'DEMO0001', name: 'Mesin sidik jari gerbang utama', kind: 'adms', deviceKey: 'demo-adms-key' },
      { schoolId, serial: 'DEMOQR01', name: 'Tablet QR lobi', kind: 'qr', deviceKey: 'demo-qr-key' },
    ]);
    const members = await tx
      .select({ studentId: classMaps.userId, sectionId: classMaps.sectionId, nis: studentProfiles.nis, email: users.email })
      .from(classMaps)
      .innerJoin(users, eq(users.id, classMaps.userId))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, classMaps.userId))
      .where(and(eq(classMaps.schoolId, schoolId), eq(classMaps.academicYearId, year.id)));
    const sectionIds = [...new Set(members.map((m) => m.sectionId))];
    const homerooms = sectionIds.length
      ? await tx.select({ id: sections.id, teacher: sections.homeroomTeacherId }).from(sections).where(inArray(sections.id, sectionIds))
      : [];
    const teacherOf = new Map(homerooms.map((s) => [s.id, s.teacher]));
    const rows = days.flatMap((date, d) =>
      members.map((m, i) => {
        const status = m.email === 'siswa@demo.sch.id' ? (d === 3 ? 'S' : d === 9 ? 'I' : d === 14 ? 'A' : 'H') : statusOf(i, d);
        return {
          schoolId,
          sectionId: m.sectionId,
          studentId: m.studentId,
          date,
          status,
          source: status === 'H' && i % 2 === 0 ? 'device' : 'manual',
          checkInAt: status === 'H' ? at(date, `06:${String(20 + ((i + d) % 45)).padStart(2, '0')}`) : null,
          lateMinutes: 0,
          revision: 1,
          updatedBy: teacherOf.get(m.sectionId) ?? null,
        };
      }),
    );
    for (let i = 0; i < rows.length; i += 2000) await tx.insert(studentDays).values(rows.slice(i, i + 2000));
    const taken = days.flatMap((date) =>
      sectionIds.map((sectionId) => ({ schoolId, sectionId, date, revision: 1, takenBy: teacherOf.get(sectionId) ?? null, takenAt: at(date, '07:30') })),
    );
    if (taken.length) await tx.insert(sectionDays).values(taken);
    const withNis = members.filter((m) => m.nis).slice(0, 40);
    if (withNis.length) await tx.insert(cards).values(withNis.map((m, i) => ({ schoolId, userId: m.studentId, cardNumber: `00${String(7_100_000 + i)}` })));
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), inArray(users.userTypeId, ['2', '3', '4', '9', '10', '11'])));
    const staffRows = days.flatMap((date, d) =>
      staff.map((p, i) => {
        const n = (i * 13 + d * 7) % 50;
        const status = n === 0 ? 'S' : n === 1 ? 'I' : n === 2 ? 'D' : 'H';
        const late = status === 'H' && n % 9 === 3 ? 5 + (n % 20) : 0;
        return {
          schoolId,
          userId: p.id,
          date,
          status,
          source: status === 'H' ? 'device' : 'manual',
          checkInAt: status === 'H' ? at(date, late ? `07:${String(15 + late).padStart(2, '0')}` : '06:50') : null,
          checkOutAt: status === 'H' ? at(date, '15:10') : null,
          lateMinutes: late,
          earlyLeaveMinutes: 0,
        };
      }),
    );
    for (let i = 0; i < staffRows.length; i += 2000) await tx.insert(staffDays).values(staffRows.slice(i, i + 2000));
    const [pair] = await tx
      .select({ guardianId: guardianStudents.guardianId, studentId: guardianStudents.studentId })
      .from(guardianStudents)
      .innerJoin(users, eq(users.id, guardianStudents.guardianId))
      .where(and(eq(guardianStudents.schoolId, schoolId), eq(users.email, 'ortu@demo.sch.id')));
    if (pair) {
      const next = schoolDaysBetween(today, addDays(today, 14), week)[0] ?? today;
      await tx.insert(absencePermits).values({
        schoolId,
        studentId: pair.studentId,
        requestedBy: pair.guardianId,
        dateFrom: next,
        dateTo: next,
        kind: 'S',
        reason: 'Demam sejak semalam, kontrol ke dokter pagi ini.',
      });
    }
    await seedDemoTimetable(tx as unknown as Db, schoolId, year.id);
    await seedDemoLessons(tx as unknown as Db, schoolId, year.id, days);
    await seedDemoPkl(tx as unknown as Db, schoolId, year.id, today);
  });
}
