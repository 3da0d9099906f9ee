import { eq } from 'drizzle-orm';
import { guardianProfiles, staffProfiles, studentProfiles, classes, courseSettings, courses, sections, teachingAssignments } from '../db/schema/master.ts';
import type { Queryable } from '../resources/binding.ts';
import { insertClassMaps, insertGuardianLinks, insertPeople } from './bulk-people.ts';
import type { DemoSchool } from './demo-data.ts';

export interface WrittenSchool {
  classIds: Map<string, number>;
  courseIds: Map<string, number>;
  sectionIds: number[];
  teacherIds: number[];
  studentIds: number[];
  guardianIds: number[];
}

/** Writes a generated school into one school and academic year, in bulk. Accounts share one password hash. */
export async function writeDemoSchool(db: Queryable, schoolId: number, yearId: number, data: DemoSchool, passwordHash: string): Promise<WrittenSchool> {
  // Existing classes, courses and rombel of the same name are reused: the benchmark adds a big school on top
  // of the demo school.
  await db
    .insert(classes)
    .values(data.classes.map((c) => ({ schoolId, name: c.name, grade: c.grade, phase: c.phase })))
    .onConflictDoNothing();
  const classRows = await db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.schoolId, schoolId));
  const classIds = new Map(classRows.map((r) => [r.name, r.id]));
  await db
    .insert(courses)
    .values(data.courses.map((c, i) => ({ schoolId, code: c.code, name: c.name, courseGroup: c.group, sortOrder: i + 1 })))
    .onConflictDoNothing();
  const courseRows = await db.select({ id: courses.id, code: courses.code }).from(courses).where(eq(courses.schoolId, schoolId));
  const courseIds = new Map(courseRows.map((r) => [r.code, r.id]));

  const teacherIds = await insertPeople(db, { schoolId, userTypeId: '3', profile: staffProfiles, passwordHash }, data.teachers);
  for (let i = 0; i < data.sections.length; i += 500) {
    await db
      .insert(sections)
      .values(
        data.sections.slice(i, i + 500).map((s) => ({
          schoolId,
          academicYearId: yearId,
          classId: classIds.get(s.className)!,
          name: s.name,
          major: s.major,
          homeroomTeacherId: teacherIds[s.homeroom],
          room: s.room,
          capacity: 36,
        })),
      )
      .onConflictDoNothing();
  }
  const sectionRows = await db.select({ id: sections.id, name: sections.name }).from(sections).where(eq(sections.academicYearId, yearId));
  const sectionByName = new Map(sectionRows.map((r) => [r.name, r.id]));
  const sectionIds = data.sections.map((s) => sectionByName.get(s.name)!);

  const studentIds = await insertPeople(
    db,
    { schoolId, userTypeId: '5', profile: studentProfiles, passwordHash },
    data.students.map((s) => ({ email: String(s.profile.nisn), fullName: s.fullName, profile: s.profile })),
  );
  await insertClassMaps(
    db,
    schoolId,
    yearId,
    data.students.map((s, i) => ({ userId: studentIds[i], sectionId: sectionIds[s.section] })),
  );
  const guardianIds = await insertPeople(db, { schoolId, userTypeId: '6', profile: guardianProfiles, passwordHash }, data.guardians);
  await insertGuardianLinks(
    db,
    schoolId,
    data.guardians.flatMap((g, i) => g.students.map((s) => ({ guardianId: guardianIds[i], studentId: studentIds[s] }))),
  );

  for (let i = 0; i < data.assignments.length; i += 500) {
    await db
      .insert(teachingAssignments)
      .values(
        data.assignments.slice(i, i + 500).map((a) => ({
          schoolId,
          academicYearId: yearId,
          userId: teacherIds[a.teacher],
          courseId: courseIds.get(a.course)!,
          sectionId: sectionIds[a.section],
          hoursPerWeek: a.hours,
        })),
      )
      .onConflictDoNothing();
  }
  await db
    .insert(courseSettings)
    .values(
      data.classes.flatMap((c) =>
        data.courses.map((course) => ({
          schoolId,
          academicYearId: yearId,
          courseId: courseIds.get(course.code)!,
          classId: classIds.get(c.name)!,
          kkm: 75,
          hoursPerWeek: course.hours,
        })),
      ),
    )
    .onConflictDoNothing();
  return { classIds, courseIds, sectionIds, teacherIds, studentIds, guardianIds };
}
