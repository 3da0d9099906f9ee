import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { kkAssessments, kkNotes, kkProjectTargets } from '../db/schema/kokurikuler.ts';
import { classMaps, studentProfiles } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import { subelementRows } from './framework-rows.ts';

/** The students of a rombel in a year, by name. */
export function sectionStudents(db: Db | Tx, schoolId: number, yearId: number, sectionId: number) {
  return db
    .select({ id: users.id, name: users.fullName, nis: studentProfiles.nis })
    .from(classMaps)
    .innerJoin(users, eq(users.id, classMaps.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(eq(classMaps.schoolId, schoolId), eq(classMaps.academicYearId, yearId), eq(classMaps.sectionId, sectionId)))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** A project's target sub-elements in column order, with their element and dimension. */
export async function projectColumns(db: Db | Tx, projectId: number) {
  const [targets, subs] = await Promise.all([
    db
      .select({ subelementId: kkProjectTargets.subelementId })
      .from(kkProjectTargets)
      .where(eq(kkProjectTargets.projectId, projectId))
      .orderBy(asc(kkProjectTargets.position)),
    subelementRows(db),
  ]);
  const byId = new Map(subs.map((s) => [s.id, s]));
  return targets
    .map((t) => byId.get(t.subelementId))
    .filter((s) => !!s)
    .map((s) => ({
      subelementId: s.id,
      code: s.code,
      name: s.name,
      elementId: s.elementId,
      elementName: s.elementName,
      dimensionId: s.dimensionId,
      dimensionName: s.dimensionName,
    }));
}

/** The cells and notes of some students in a project: two statements, whatever the number of students. */
export async function projectMarks(db: Db | Tx, projectId: number, studentIds: readonly number[]) {
  if (studentIds.length === 0) return { cells: [], notes: [] };
  const [cells, notes] = await Promise.all([
    db
      .select({ studentId: kkAssessments.studentId, subelementId: kkAssessments.subelementId, level: kkAssessments.level, revision: kkAssessments.revision })
      .from(kkAssessments)
      .where(and(eq(kkAssessments.projectId, projectId), inArray(kkAssessments.studentId, [...studentIds]))),
    db
      .select({ studentId: kkNotes.studentId, note: kkNotes.note, revision: kkNotes.revision })
      .from(kkNotes)
      .where(and(eq(kkNotes.projectId, projectId), inArray(kkNotes.studentId, [...studentIds]))),
  ]);
  return { cells, notes };
}
