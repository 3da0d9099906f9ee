import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { classes, courses, sections, teachingAssignments } from '../db/schema/master.ts';

/** A teacher's subjects per grade level in a year (from their teaching assignments), with the rombel names. */
export async function teachingOf(db: Db | Tx, schoolId: number, yearId: number, teacherId: number) {
  const rows = await db
    .select({ courseId: courses.id, courseName: courses.name, classId: classes.id, className: classes.name, sectionName: sections.name })
    .from(teachingAssignments)
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .innerJoin(sections, eq(sections.id, teachingAssignments.sectionId))
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(eq(teachingAssignments.schoolId, schoolId), eq(teachingAssignments.academicYearId, yearId), eq(teachingAssignments.userId, teacherId)))
    .orderBy(asc(courses.name), asc(classes.grade), asc(sections.name));
  const out = new Map<string, { courseId: number; courseName: string; classId: number; className: string; sections: string[] }>();
  for (const r of rows) {
    const key = `${r.courseId}:${r.classId}`;
    const item = out.get(key) ?? { courseId: r.courseId, courseName: r.courseName, classId: r.classId, className: r.className, sections: [] };
    item.sections.push(r.sectionName);
    out.set(key, item);
  }
  return [...out.values()];
}
