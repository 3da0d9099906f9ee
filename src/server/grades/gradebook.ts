import { and, asc, eq, inArray } from 'drizzle-orm';
import { capaianFrom, finalGrade, type AssessmentKind } from '../../shared/grades/schemas.ts';
import type { Db } from '../db/client.ts';
import { gradeAssessments, gradeDescriptions, gradeScores } from '../db/schema/grades.ts';
import { examSchedules } from '../db/schema/exams.ts';
import { examFinalGrades } from './exam-scores.ts';

export interface Column {
  id: number;
  teachingAssignmentId: number;
  kind: AssessmentKind;
  title: string;
  objective: string | null;
  examScheduleId: number | null;
  source: string;
}

export interface Book {
  columns: Column[];
  /** studentId → assessmentId → cell */
  cells: Map<number, Map<number, { score: number | null; revision: number }>>;
  /** studentId → the teacher's own capaian */
  descriptions: Map<number, string>;
}

/**
 * The grade books of some teaching assignments in one semester: the columns, the typed scores and, for a
 * column taken from an exam, the exam's final results (read-only, revision 0). One query per table.
 */
export async function gradeBooks(db: Db, schoolId: number, assignmentIds: number[], semester: string): Promise<Map<number, Book>> {
  const books = new Map<number, Book>(assignmentIds.map((id) => [id, { columns: [], cells: new Map(), descriptions: new Map() }]));
  if (!assignmentIds.length) return books;
  const columns = await db
    .select({
      id: gradeAssessments.id,
      teachingAssignmentId: gradeAssessments.teachingAssignmentId,
      kind: gradeAssessments.kind,
      title: gradeAssessments.title,
      objective: gradeAssessments.objective,
      examScheduleId: gradeAssessments.examScheduleId,
      examTitle: examSchedules.title,
    })
    .from(gradeAssessments)
    .leftJoin(examSchedules, eq(examSchedules.id, gradeAssessments.examScheduleId))
    .where(and(eq(gradeAssessments.schoolId, schoolId), inArray(gradeAssessments.teachingAssignmentId, assignmentIds), eq(gradeAssessments.semester, semester)))
    .orderBy(asc(gradeAssessments.position), asc(gradeAssessments.id));
  const ids = columns.map((c) => c.id);
  const [scores, exams, descriptions] = await Promise.all([
    ids.length
      ? db
          .select({ assessmentId: gradeScores.assessmentId, studentId: gradeScores.studentId, score: gradeScores.score, revision: gradeScores.revision })
          .from(gradeScores)
          .where(and(eq(gradeScores.schoolId, schoolId), inArray(gradeScores.assessmentId, ids)))
      : [],
    examFinalGrades(db, schoolId, columns.flatMap((c) => (c.examScheduleId ? [c.examScheduleId] : []))),
    db
      .select({ teachingAssignmentId: gradeDescriptions.teachingAssignmentId, studentId: gradeDescriptions.studentId, description: gradeDescriptions.description })
      .from(gradeDescriptions)
      .where(and(eq(gradeDescriptions.schoolId, schoolId), inArray(gradeDescriptions.teachingAssignmentId, assignmentIds), eq(gradeDescriptions.semester, semester))),
  ]);
  const bookOfColumn = new Map<number, Book>();
  for (const c of columns) {
    const book = books.get(c.teachingAssignmentId)!;
    bookOfColumn.set(c.id, book);
    book.columns.push({
      id: c.id,
      teachingAssignmentId: c.teachingAssignmentId,
      kind: c.kind as AssessmentKind,
      title: c.title,
      objective: c.objective,
      examScheduleId: c.examScheduleId,
      source: c.examScheduleId ? `Hasil akhir ujian "${c.examTitle ?? '?'}" (remedial dibatasi KKM)` : 'Diisi guru',
    });
    const fromExam = c.examScheduleId ? exams.get(c.examScheduleId) : undefined;
    for (const [studentId, score] of fromExam ?? []) put(book, studentId, c.id, { score, revision: 0 });
  }
  const examColumns = new Set(columns.filter((c) => c.examScheduleId).map((c) => c.id));
  for (const s of scores) {
    if (examColumns.has(s.assessmentId)) continue;
    put(bookOfColumn.get(s.assessmentId)!, s.studentId, s.assessmentId, { score: s.score, revision: s.revision });
  }
  for (const d of descriptions) books.get(d.teachingAssignmentId)!.descriptions.set(d.studentId, d.description);
  return books;
}

function put(book: Book, studentId: number, assessmentId: number, cell: { score: number | null; revision: number }) {
  if (!book.cells.has(studentId)) book.cells.set(studentId, new Map());
  book.cells.get(studentId)!.set(assessmentId, cell);
}

/** One student's final grade and capaian in one book. */
export function resultOf(book: Book, studentId: number, weights: Record<string, number>, kkm: number) {
  const cells = book.cells.get(studentId);
  const byKind: Partial<Record<AssessmentKind, number[]>> = {};
  const objectives: { objective: string; score: number }[] = [];
  for (const c of book.columns) {
    const score = cells?.get(c.id)?.score;
    if (score === null || score === undefined) continue;
    (byKind[c.kind] ??= []).push(score);
    if (c.objective) objectives.push({ objective: c.objective, score });
  }
  const own = book.descriptions.get(studentId);
  return { finalGrade: finalGrade(byKind, weights), capaian: own ?? capaianFrom(objectives, kkm), capaianEdited: own !== undefined };
}
