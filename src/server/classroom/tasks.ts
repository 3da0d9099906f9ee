/**
 * The student side of /tugas: the tasks a teacher set for a rombel in master data (sd_tasks), for its students and
 * their guardians. Handing in and grading happen in the class rooms (/kelas_room_data_tugas).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { classMaps, courses, guardianStudents, tasks } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { schoolTimeZone } from '../school/time-zone.ts';
import { toZonedInput } from '../../shared/time/school-time.ts';
import { GUARDIAN, STUDENT } from '../../shared/classroom/permissions.ts';

const teacher = alias(users, 'teacher');
const student = alias(users, 'student');

export async function myTasks({ ctx }: { ctx: SessionContext }) {
  const { db, session } = ctx;
  if (session.userTypeId !== STUDENT && session.userTypeId !== GUARDIAN)
    throw forbidden('Daftar ini untuk siswa dan orang tua; guru mengelola tugas di Data Tugas.');
  const year = session.academicYearId ?? 0;
  const studentIds =
    session.userTypeId === STUDENT
      ? [session.userId]
      : (
          await db
            .select({ id: guardianStudents.studentId })
            .from(guardianStudents)
            .where(and(eq(guardianStudents.guardianId, session.userId), eq(guardianStudents.schoolId, session.schoolId)))
        ).map((r) => r.id);
  if (!studentIds.length) return { data: [] };
  const rows = await db
    .select({ t: tasks, courseName: courses.name, teacherName: teacher.fullName, studentName: student.fullName })
    .from(classMaps)
    .innerJoin(student, eq(student.id, classMaps.userId))
    .innerJoin(tasks, and(eq(tasks.sectionId, classMaps.sectionId), eq(tasks.academicYearId, classMaps.academicYearId)))
    .innerJoin(courses, eq(courses.id, tasks.courseId))
    .innerJoin(teacher, eq(teacher.id, tasks.userId))
    .where(and(inArray(classMaps.userId, studentIds), eq(classMaps.academicYearId, year), eq(classMaps.schoolId, session.schoolId)))
    .orderBy(asc(tasks.dueDate), asc(tasks.id));
  const today = toZonedInput(new Date(), await schoolTimeZone(db, session.schoolId)).slice(0, 10);
  return {
    data: rows.map(({ t, courseName, teacherName, studentName }) => ({
      id: t.id,
      title: t.title,
      courseName,
      teacherName,
      dueDate: String(t.dueDate),
      maxScore: t.maxScore,
      description: t.description,
      studentName,
      overdue: String(t.dueDate) < today,
    })),
  };
}
