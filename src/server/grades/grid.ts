import { roomAssignmentsOf } from '../classroom/grade-feed.ts';
import { listLearningObjectives } from '../curriculum/learning-objectives.ts';
import type { SessionContext } from '../http/context.ts';
import { finishedExamsOf } from './exam-scores.ts';
import { gradeBooks, resultOf } from './gradebook.ts';
import { requireGrades } from './guard.ts';
import { loadAssignment, studentsOf } from './roster.ts';
import { lockMessage, settingsOf } from './settings.ts';

/** GET /api/grades/classes/:id: the grid of one teaching class in the active semester. */
export async function getGrid({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireGrades(ctx, 'grades.read');
  const a = await loadAssignment(ctx, id, 'read');
  return gridOf(ctx, a);
}

export async function gridOf(ctx: SessionContext, a: Awaited<ReturnType<typeof loadAssignment>>) {
  const schoolId = ctx.session.schoolId;
  const settings = await settingsOf(ctx.db, schoolId, a.academicYearId);
  const [students, books, lock, exams, rooms, objectives] = await Promise.all([
    studentsOf(ctx.db, schoolId, a.sectionId),
    gradeBooks(ctx.db, schoolId, [a.id], settings.semester),
    lockMessage(ctx.db, schoolId, a.academicYearId, settings.semester),
    finishedExamsOf(ctx.db, schoolId, a.courseId, a.sectionId),
    roomAssignmentsOf(ctx.db, schoolId, a.id),
    listLearningObjectives(ctx.db, schoolId, { courseId: a.courseId, grade: a.grade }),
  ]);
  const book = books.get(a.id)!;
  const canWrite = ctx.session.userTypeId !== '4' && (a.own || ['1', '2'].includes(ctx.session.userTypeId));
  return {
    id: a.id,
    courseName: a.courseName,
    sectionId: a.sectionId,
    sectionName: a.sectionName,
    teacherName: a.teacherName,
    semester: settings.semester,
    layout: a.layout,
    kkm: a.kkm,
    kkmSet: a.kkmSet,
    weights: settings.weights,
    lock,
    canEdit: canWrite && !lock,
    assessments: book.columns.map(({ teachingAssignmentId: _t, ...c }) => c),
    students: students.map((s) => {
      const cells = Object.fromEntries([...(book.cells.get(s.id) ?? new Map())].map(([k, v]) => [String(k), v]));
      return { id: s.id, name: s.name, nis: s.nis, cells, ...resultOf(book, s.id, settings.weights, a.kkm, a.layout) };
    }),
    exams,
    rooms: rooms.map((r) => ({ id: r.id, title: r.title })),
    objectives: objectives.map((o) => ({ id: o.id, code: o.code, description: o.description, semester: o.semester })),
  };
}
