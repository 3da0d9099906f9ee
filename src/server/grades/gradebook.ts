import { and, asc, eq, inArray } from 'drizzle-orm';
import { capaianFrom, effectiveScore, finalGrade, k13Description, type Aspect, type AssessmentKind, type RaporLayout } from '../../shared/grades/schemas.ts';
import type { Db } from '../db/client.ts';
import { gradeAssessments, gradeDescriptions, gradeScores } from '../db/schema/grades.ts';
import { examSchedules } from '../db/schema/exams.ts';
import { gradedSubmissionScores } from '../classroom/grade-feed.ts';
import { examFinalGrades } from './exam-scores.ts';

export interface Column {
  id: number;
  teachingAssignmentId: number;
  kind: AssessmentKind;
  aspect: Aspect;
  title: string;
  objective: string | null;
  objectiveId: number | null;
  examScheduleId: number | null;
  roomAssignmentId: number | null;
  source: string;
}

export interface Cell {
  score: number | null;
  remedial: number | null;
  revision: number;
}

export interface Book {
  columns: Column[];
  /** studentId → assessmentId → cell */
  cells: Map<number, Map<number, Cell>>;
  /** `${studentId}:${aspect}` → the teacher's own capaian/description */
  descriptions: Map<string, string>;
}

/** A column filled by another module (an exam's final results, a class room assignment's grades): read-only. */
export const isFed = (c: Pick<Column, 'examScheduleId' | 'roomAssignmentId'>) => c.examScheduleId !== null || c.roomAssignmentId !== null;

/**
 * The grade books of some teaching assignments in one semester: the columns, the typed scores and, for a
 * column taken from an exam or a class room assignment, that module's scores (read-only, revision 0).
 * One query per table, whatever the number of classes.
 */
export async function gradeBooks(db: Db, schoolId: number, assignmentIds: number[], semester: string): Promise<Map<number, Book>> {
  const books = new Map<number, Book>(assignmentIds.map((id) => [id, { columns: [], cells: new Map(), descriptions: new Map() }]));
  if (!assignmentIds.length) return books;
  const columns = await db
    .select({
      id: gradeAssessments.id,
      teachingAssignmentId: gradeAssessments.teachingAssignmentId,
      kind: gradeAssessments.kind,
      aspect: gradeAssessments.aspect,
      title: gradeAssessments.title,
      objective: gradeAssessments.objective,
      objectiveId: gradeAssessments.objectiveId,
      examScheduleId: gradeAssessments.examScheduleId,
      roomAssignmentId: gradeAssessments.roomAssignmentId,
      examTitle: examSchedules.title,
    })
    .from(gradeAssessments)
    .leftJoin(examSchedules, eq(examSchedules.id, gradeAssessments.examScheduleId))
    .where(and(eq(gradeAssessments.schoolId, schoolId), inArray(gradeAssessments.teachingAssignmentId, assignmentIds), eq(gradeAssessments.semester, semester)))
    .orderBy(asc(gradeAssessments.position), asc(gradeAssessments.id));
  const typed = columns.filter((c) => !isFed(c)).map((c) => c.id);
  const [scores, exams, rooms, descriptions] = await Promise.all([
    typed.length
      ? db
          .select({
            assessmentId: gradeScores.assessmentId,
            studentId: gradeScores.studentId,
            score: gradeScores.score,
            remedial: gradeScores.remedial,
            revision: gradeScores.revision,
          })
          .from(gradeScores)
          .where(and(eq(gradeScores.schoolId, schoolId), inArray(gradeScores.assessmentId, typed)))
      : [],
    examFinalGrades(
      db,
      schoolId,
      columns.flatMap((c) => (c.examScheduleId ? [c.examScheduleId] : [])),
    ),
    gradedSubmissionScores(
      db,
      schoolId,
      columns.flatMap((c) => (c.roomAssignmentId ? [c.roomAssignmentId] : [])),
    ),
    db
      .select({
        teachingAssignmentId: gradeDescriptions.teachingAssignmentId,
        studentId: gradeDescriptions.studentId,
        aspect: gradeDescriptions.aspect,
        description: gradeDescriptions.description,
      })
      .from(gradeDescriptions)
      .where(
        and(eq(gradeDescriptions.schoolId, schoolId), inArray(gradeDescriptions.teachingAssignmentId, assignmentIds), eq(gradeDescriptions.semester, semester)),
      ),
  ]);
  const bookOfColumn = new Map<number, Book>();
  for (const c of columns) {
    const book = books.get(c.teachingAssignmentId)!;
    bookOfColumn.set(c.id, book);
    book.columns.push({
      id: c.id,
      teachingAssignmentId: c.teachingAssignmentId,
      kind: c.kind as AssessmentKind,
      aspect: c.aspect as Aspect,
      title: c.title,
      objective: c.objective,
      objectiveId: c.objectiveId,
      examScheduleId: c.examScheduleId,
      roomAssignmentId: c.roomAssignmentId,
      source: c.examScheduleId
        ? `Hasil akhir ujian "${c.examTitle ?? '?'}" (remedial dibatasi KKM)`
        : c.roomAssignmentId
          ? 'Nilai tugas ruang kelas (skala 0–100)'
          : 'Diisi guru',
    });
    const fed = c.examScheduleId ? exams.get(c.examScheduleId) : c.roomAssignmentId ? rooms.get(c.roomAssignmentId) : undefined;
    for (const [studentId, score] of fed ?? []) put(book, studentId, c.id, { score, remedial: null, revision: 0 });
  }
  for (const s of scores) put(bookOfColumn.get(s.assessmentId)!, s.studentId, s.assessmentId, { score: s.score, remedial: s.remedial, revision: s.revision });
  for (const d of descriptions) books.get(d.teachingAssignmentId)!.descriptions.set(`${d.studentId}:${d.aspect}`, d.description);
  return books;
}

function put(book: Book, studentId: number, assessmentId: number, cell: Cell) {
  if (!book.cells.has(studentId)) book.cells.set(studentId, new Map());
  book.cells.get(studentId)!.set(assessmentId, cell);
}

export interface StudentResult {
  /** Kurikulum Merdeka's nilai akhir, or K13's knowledge (KI-3) grade. */
  finalGrade: number | null;
  capaian: string;
  capaianEdited: boolean;
  /** K13 skills (KI-4); null in Kurikulum Merdeka. */
  skillsGrade: number | null;
  skillsCapaian: string;
  skillsEdited: boolean;
}

/** One student's final grade(s) and capaian/description in one book (remedials counted, capped at the KKM). */
export function resultOf(book: Book, studentId: number, weights: Record<string, number>, kkm: number, layout: RaporLayout = 'merdeka'): StudentResult {
  const cells = book.cells.get(studentId);
  const of = (aspect: Aspect) => {
    const byKind: Partial<Record<AssessmentKind, number[]>> = {};
    const objectives: { objective: string; score: number }[] = [];
    for (const c of book.columns) {
      if (layout === 'k13' ? c.aspect !== aspect : aspect !== 'pengetahuan') continue;
      const cell = cells?.get(c.id);
      const score = effectiveScore(cell?.score, cell?.remedial, kkm);
      if (score === null) continue;
      (byKind[c.kind] ??= []).push(score);
      if (c.objective) objectives.push({ objective: c.objective, score });
    }
    const grade = finalGrade(byKind, weights);
    const own = book.descriptions.get(`${studentId}:${aspect}`);
    const generated = layout === 'k13' ? k13Description(grade, objectives, kkm) : capaianFrom(objectives, kkm);
    return { grade, text: own ?? generated, edited: own !== undefined };
  };
  const knowledge = of('pengetahuan');
  const skills = layout === 'k13' ? of('keterampilan') : { grade: null, text: '', edited: false };
  return {
    finalGrade: knowledge.grade,
    capaian: knowledge.text,
    capaianEdited: knowledge.edited,
    skillsGrade: skills.grade,
    skillsCapaian: skills.text,
    skillsEdited: skills.edited,
  };
}
