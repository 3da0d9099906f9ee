/**
 * What class rooms give the gradebook and the rapor (issue 14 seam): graded submissions of a room's
 * assignments as 0–100 scores, the assignments a grade column may take, each student's assignment record for
 * the reports, and the extracurricular predikat the coaches gave. Grades calls these; it never reads class room
 * tables itself.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { extracurricularMembers, extracurriculars, roomAssignments, roomSubmissions } from '../db/schema/classroom.ts';

/** A submission's score on the 0–100 scale of the gradebook (an assignment may be out of another maximum). */
const scaled = (score: number, maxScore: number) => Math.round((score / (maxScore || 100)) * 10000) / 100;

/** assignmentId → studentId → graded score (0–100). Ungraded submissions are absent. */
export async function gradedSubmissionScores(db: Db, schoolId: number, assignmentIds: readonly number[]): Promise<Map<number, Map<number, number>>> {
  const out = new Map<number, Map<number, number>>();
  if (!assignmentIds.length) return out;
  const rows = await db
    .select({
      assignmentId: roomSubmissions.assignmentId,
      studentId: roomSubmissions.studentId,
      score: roomSubmissions.score,
      maxScore: roomAssignments.maxScore,
    })
    .from(roomSubmissions)
    .innerJoin(roomAssignments, eq(roomAssignments.id, roomSubmissions.assignmentId))
    .where(
      and(
        eq(roomSubmissions.schoolId, schoolId),
        inArray(roomSubmissions.assignmentId, [...assignmentIds]),
        isNotNull(roomSubmissions.gradedAt),
        isNotNull(roomSubmissions.score),
      ),
    );
  for (const r of rows) {
    if (!out.has(r.assignmentId)) out.set(r.assignmentId, new Map());
    out.get(r.assignmentId)!.set(r.studentId, scaled(r.score!, r.maxScore));
  }
  return out;
}

/** The assignments of the class room of a teaching assignment (the room's id is the teaching assignment's), by due date. */
export async function roomAssignmentsOf(db: Db, schoolId: number, teachingAssignmentId: number) {
  return db
    .select({ id: roomAssignments.id, title: roomAssignments.title, dueAt: roomAssignments.dueAt })
    .from(roomAssignments)
    .where(and(eq(roomAssignments.schoolId, schoolId), eq(roomAssignments.roomId, teachingAssignmentId)))
    .orderBy(asc(roomAssignments.dueAt));
}

export interface AssignmentRecord {
  assignmentId: number;
  roomId: number;
  title: string;
  dueAt: Date;
  closed: boolean;
  /** studentId → what the student did: submitted (late or not), graded with a 0–100 score. */
  submissions: Map<number, { late: boolean; graded: boolean; score: number | null }>;
}

/** Every assignment of some rooms (teaching assignments) with each submission, for the assignment report. */
export async function assignmentRecords(db: Db, schoolId: number, roomIds: readonly number[]): Promise<AssignmentRecord[]> {
  if (!roomIds.length) return [];
  const assignments = await db
    .select({
      id: roomAssignments.id,
      roomId: roomAssignments.roomId,
      title: roomAssignments.title,
      dueAt: roomAssignments.dueAt,
      closedAt: roomAssignments.closedAt,
      maxScore: roomAssignments.maxScore,
    })
    .from(roomAssignments)
    .where(and(eq(roomAssignments.schoolId, schoolId), inArray(roomAssignments.roomId, [...roomIds])))
    .orderBy(asc(roomAssignments.dueAt));
  const subs = assignments.length
    ? await db
        .select({
          assignmentId: roomSubmissions.assignmentId,
          studentId: roomSubmissions.studentId,
          late: roomSubmissions.late,
          gradedAt: roomSubmissions.gradedAt,
          score: roomSubmissions.score,
        })
        .from(roomSubmissions)
        .where(
          and(
            eq(roomSubmissions.schoolId, schoolId),
            inArray(
              roomSubmissions.assignmentId,
              assignments.map((a) => a.id),
            ),
          ),
        )
    : [];
  const byId = new Map<number, AssignmentRecord>(
    assignments.map((a) => [a.id, { assignmentId: a.id, roomId: a.roomId, title: a.title, dueAt: a.dueAt, closed: !!a.closedAt, submissions: new Map() }]),
  );
  const max = new Map(assignments.map((a) => [a.id, a.maxScore]));
  for (const s of subs) {
    byId.get(s.assignmentId)!.submissions.set(s.studentId, {
      late: s.late,
      graded: !!s.gradedAt,
      score: s.gradedAt && s.score !== null ? scaled(s.score, max.get(s.assignmentId)!) : null,
    });
  }
  return [...byId.values()];
}

/** How many assignments each teacher's rooms hold and how many submissions wait for grading (teacher reports). */
export async function roomWorkload(db: Db, schoolId: number, roomIds: readonly number[]) {
  if (!roomIds.length) return new Map<number, { assignments: number; ungraded: number }>();
  const [given, waiting] = await Promise.all([
    db
      .select({ roomId: roomAssignments.roomId, n: count() })
      .from(roomAssignments)
      .where(and(eq(roomAssignments.schoolId, schoolId), inArray(roomAssignments.roomId, [...roomIds])))
      .groupBy(roomAssignments.roomId),
    db
      .select({ roomId: roomAssignments.roomId, n: count() })
      .from(roomSubmissions)
      .innerJoin(roomAssignments, eq(roomAssignments.id, roomSubmissions.assignmentId))
      .where(and(eq(roomSubmissions.schoolId, schoolId), inArray(roomAssignments.roomId, [...roomIds]), isNull(roomSubmissions.gradedAt)))
      .groupBy(roomAssignments.roomId),
  ]);
  const out = new Map<number, { assignments: number; ungraded: number }>();
  for (const g of given) out.set(g.roomId, { assignments: Number(g.n), ungraded: 0 });
  for (const w of waiting) out.set(w.roomId, { assignments: out.get(w.roomId)?.assignments ?? 0, ungraded: Number(w.n) });
  return out;
}

/** The extracurricular predikat and description coaches gave each student in a year (approved memberships). */
export async function extracurricularGrades(db: Db | Tx, schoolId: number, academicYearId: number, studentIds: readonly number[]) {
  const out = new Map<number, { name: string; grade: string; note: string }[]>();
  if (!studentIds.length) return out;
  const rows = await db
    .select({
      studentId: extracurricularMembers.studentId,
      name: extracurriculars.name,
      predicate: extracurricularMembers.predicate,
      description: extracurricularMembers.description,
    })
    .from(extracurricularMembers)
    .innerJoin(extracurriculars, eq(extracurriculars.id, extracurricularMembers.extracurricularId))
    .where(
      and(
        eq(extracurricularMembers.schoolId, schoolId),
        eq(extracurricularMembers.academicYearId, academicYearId),
        eq(extracurricularMembers.status, 'approved'),
        inArray(extracurricularMembers.studentId, [...studentIds]),
      ),
    )
    .orderBy(asc(extracurriculars.name));
  for (const r of rows) {
    if (!r.predicate) continue;
    const list = out.get(r.studentId) ?? [];
    list.push({ name: r.name, grade: r.predicate, note: r.description ?? '' });
    out.set(r.studentId, list);
  }
  return out;
}
