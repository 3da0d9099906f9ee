import { and, eq, gte, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lessonAttendance, lessonHours, lessonMeetings, studentDays, timetableSlots } from '../db/schema/attendance.ts';
import { classMaps } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import { weekday } from '../../shared/attendance/school-days.ts';

const TOPICS = ['Pembahasan soal latihan', 'Materi baru dan contoh', 'Diskusi kelompok', 'Praktik', 'Ulangan harian', 'Presentasi tugas'];

/**
 * Two weeks of per-lesson attendance for guru@'s lessons and siswa@'s rombel: a meeting for each of their slots on
 * each past school day, each student as on their daily sheet (absent all day, absent from the lesson).
 */
export async function seedDemoLessons(db: Db, schoolId: number, yearId: number, days: readonly string[]): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['guru@demo.sch.id', 'siswa@demo.sch.id']));
  const teacher = people.find((p) => p.email === 'guru@demo.sch.id');
  const student = people.find((p) => p.email === 'siswa@demo.sch.id');
  const [map] = student
    ? await db
        .select({ sectionId: classMaps.sectionId })
        .from(classMaps)
        .where(and(eq(classMaps.userId, student.id), eq(classMaps.academicYearId, yearId)))
    : [];
  const mine = [...(teacher ? [eq(timetableSlots.teacherId, teacher.id)] : []), ...(map ? [eq(timetableSlots.sectionId, map.sectionId)] : [])];
  if (!mine.length) return;
  const slots = await db
    .select({ id: timetableSlots.id, sectionId: timetableSlots.sectionId, teacherId: timetableSlots.teacherId, day: lessonHours.day })
    .from(timetableSlots)
    .innerJoin(lessonHours, eq(lessonHours.id, timetableSlots.lessonHourId))
    .where(and(eq(timetableSlots.schoolId, schoolId), eq(timetableSlots.academicYearId, yearId), or(...mine)));
  const recent = days.slice(-10);
  if (!slots.length || !recent.length) return;
  const sectionIds = [...new Set(slots.map((s) => s.sectionId))];
  const [members, daily] = await Promise.all([
    db.select({ userId: classMaps.userId, sectionId: classMaps.sectionId }).from(classMaps).where(inArray(classMaps.sectionId, sectionIds)),
    db
      .select({ studentId: studentDays.studentId, date: studentDays.date, status: studentDays.status })
      .from(studentDays)
      .where(and(inArray(studentDays.sectionId, sectionIds), gte(studentDays.date, recent[0]))),
  ]);
  const statusOf = new Map(daily.map((d) => [`${d.studentId}|${d.date}`, d.status]));
  const meetings: (typeof lessonMeetings.$inferInsert)[] = [];
  const rows: (typeof lessonAttendance.$inferInsert)[] = [];
  for (const date of recent) {
    for (const slot of slots.filter((s) => s.day === weekday(date))) {
      meetings.push({ schoolId, slotId: slot.id, date, topic: TOPICS[(slot.id + date.charCodeAt(9)) % TOPICS.length], revision: 1, takenBy: slot.teacherId });
      for (const m of members.filter((x) => x.sectionId === slot.sectionId))
        rows.push({ schoolId, slotId: slot.id, studentId: m.userId, date, status: statusOf.get(`${m.userId}|${date}`) ?? 'H', updatedBy: slot.teacherId });
    }
  }
  for (let i = 0; i < meetings.length; i += 1000) await db.insert(lessonMeetings).values(meetings.slice(i, i + 1000));
  for (let i = 0; i < rows.length; i += 2000) await db.insert(lessonAttendance).values(rows.slice(i, i + 2000));
}
