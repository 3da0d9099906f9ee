import { and, eq, inArray, sql } from 'drizzle-orm';
import { gradesAllow } from '../../shared/grades/permissions.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { finalExamScores } from '../db/schema/grades.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, validationError, type FieldErrors } from '../http/errors.ts';
import { examFinalGrades, finishedExamsOf } from './exam-scores.ts';
import { loadFinalSection } from './final-section.ts';
import { requireGrades } from './guard.ts';
import { studentsOf } from './roster.ts';
import { sectionSubjects } from './section-results.ts';
import { sheetFile } from './xlsx.ts';

const mean = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100 : null);

/** The US scores of a final-grade rombel: studentId → courseId → cell. */
export async function finalExamCells(ctx: SessionContext, yearId: number, studentIds: number[]) {
  const rows = studentIds.length
    ? await ctx.db
        .select()
        .from(finalExamScores)
        .where(
          and(eq(finalExamScores.schoolId, ctx.session.schoolId), eq(finalExamScores.academicYearId, yearId), inArray(finalExamScores.studentId, studentIds)),
        )
    : [];
  const out = new Map<number, Map<number, { score: number | null; revision: number; fromExam: boolean }>>();
  for (const r of rows) {
    if (!out.has(r.studentId)) out.set(r.studentId, new Map());
    out.get(r.studentId)!.set(r.courseId, { score: r.score, revision: r.revision, fromExam: r.examScheduleId !== null });
  }
  return out;
}

/** GET /api/grades/final-exams/:id (/rekap_un_us). Ujian Nasional ended in 2021: the recap is the ujian sekolah. */
export async function finalExams({ ctx, id }: { ctx: SessionContext; id: number }) {
  const section = await loadFinalSection(ctx, id, 'read');
  const schoolId = ctx.session.schoolId;
  const [students, taught] = await Promise.all([studentsOf(ctx.db, schoolId, id), sectionSubjects(ctx.db, schoolId, id)]);
  const cells = await finalExamCells(
    ctx,
    section.year.id,
    students.map((s) => s.id),
  );
  const subjects = await Promise.all(
    taught.map(async (s) => ({
      courseId: s.courseId,
      name: s.courseName,
      exams: (await finishedExamsOf(ctx.db, schoolId, s.courseId, id)).map((e) => ({ id: e.id, title: e.title })),
      average: mean(
        students.flatMap((st) => {
          const v = cells.get(st.id)?.get(s.courseId)?.score;
          return v === null || v === undefined ? [] : [v];
        }),
      ),
    })),
  );
  return {
    section: { id: section.id, name: section.name },
    canEdit: gradesAllow('promotion.write', ctx.session.userTypeId),
    subjects,
    rows: students.map((s) => {
      const mine = cells.get(s.id) ?? new Map();
      const scores = Object.fromEntries([...mine].map(([courseId, c]) => [String(courseId), c]));
      return { studentId: s.id, name: s.name, nis: s.nis, scores, average: mean([...mine.values()].flatMap((c) => (c.score === null ? [] : [c.score]))) };
    }),
  };
}

/** PUT /api/grades/final-exams/:id: typed US scores with a revision per cell, in one statement. */
export async function saveFinalExams({
  ctx,
  id,
  input,
}: {
  ctx: SessionContext;
  id: number;
  input: { cells: { courseId: number; studentId: number; score: number | null; revision: number }[] };
}) {
  requireGrades(ctx, 'promotion.write');
  const view = await finalExams({ ctx, id });
  const section = await loadFinalSection(ctx, id, 'read');
  const courses = new Set(view.subjects.map((s) => s.courseId));
  const students = new Map(view.rows.map((r) => [r.studentId, r.name]));
  const errors: FieldErrors = {};
  input.cells.forEach((c, i) => {
    if (!courses.has(c.courseId)) errors[`cells.${i}.courseId`] = ['Mapel ini tidak diajarkan di rombel ini.'];
    if (!students.has(c.studentId)) errors[`cells.${i}.studentId`] = ['Siswa ini bukan anggota rombel.'];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  const schoolId = ctx.session.schoolId;
  // One row per cell: a cell sent twice counts once (the last), as in the grade grid.
  const cells = [...new Map(input.cells.map((c) => [`${c.courseId}:${c.studentId}`, c])).values()];
  await ctx.db.transaction(async (tx) => {
    const saved = await tx
      .insert(finalExamScores)
      .values(
        cells.map((c) => ({
          schoolId,
          academicYearId: section.year.id,
          courseId: c.courseId,
          studentId: c.studentId,
          score: c.score,
          revision: c.revision + 1,
          examScheduleId: null,
        })),
      )
      .onConflictDoUpdate({
        target: [finalExamScores.academicYearId, finalExamScores.courseId, finalExamScores.studentId],
        set: { score: sql`excluded.score`, revision: sql`excluded.revision`, examScheduleId: sql`null`, updatedAt: sql`now()` },
        setWhere: sql`${finalExamScores.revision} = excluded.revision - 1`,
      })
      .returning({ courseId: finalExamScores.courseId, studentId: finalExamScores.studentId });
    if (saved.length !== cells.length) {
      const done = new Set(saved.map((s) => `${s.courseId}:${s.studentId}`));
      const lost = cells.find((c) => !done.has(`${c.courseId}:${c.studentId}`))!;
      throw new AppError('conflict', `Nilai US ${students.get(lost.studentId)} baru saja diubah oleh pengguna lain. Muat ulang, lalu simpan lagi.`);
    }
    await recordAudit(tx, ctx, { resource: 'final_exam_scores', recordId: id, action: 'save', after: cells });
  });
  return finalExams({ ctx, id });
}

/** POST /api/grades/final-exams/:id/import: one subject's US scores from a finished exam's final results. */
export async function importFinalExam({ ctx, id, input }: { ctx: SessionContext; id: number; input: { courseId: number; examScheduleId: number } }) {
  requireGrades(ctx, 'promotion.write');
  const view = await finalExams({ ctx, id });
  const section = await loadFinalSection(ctx, id, 'read');
  const subject = view.subjects.find((s) => s.courseId === input.courseId);
  if (!subject) throw validationError({ courseId: ['Mapel ini tidak diajarkan di rombel ini.'] });
  if (!subject.exams.some((e) => e.id === input.examScheduleId)) throw validationError({ examScheduleId: ['Pilih ujian selesai dari mapel dan rombel ini.'] });
  const schoolId = ctx.session.schoolId;
  const grades = (await examFinalGrades(ctx.db, schoolId, [input.examScheduleId])).get(input.examScheduleId) ?? new Map();
  const rows = view.rows.flatMap((r) =>
    grades.has(r.studentId)
      ? [
          {
            schoolId,
            academicYearId: section.year.id,
            courseId: input.courseId,
            studentId: r.studentId,
            score: grades.get(r.studentId)!,
            examScheduleId: input.examScheduleId,
          },
        ]
      : [],
  );
  if (!rows.length) throw validationError({ examScheduleId: ['Ujian ini belum punya hasil akhir untuk siswa rombel ini.'] });
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(finalExamScores)
      .values(rows)
      .onConflictDoUpdate({
        target: [finalExamScores.academicYearId, finalExamScores.courseId, finalExamScores.studentId],
        set: {
          score: sql`excluded.score`,
          examScheduleId: sql`excluded.sd_exam_schedule_id`,
          revision: sql`${finalExamScores.revision} + 1`,
          updatedAt: sql`now()`,
        },
      });
    await recordAudit(tx, ctx, { resource: 'final_exam_scores', recordId: id, action: 'import', after: { ...input, students: rows.length } });
  });
  return finalExams({ ctx, id });
}

/** GET /api/grades/final-exams/:id/rekap-us.xlsx */
export async function finalExamsXlsx({ ctx, id }: { ctx: SessionContext; id: number }) {
  const v = await finalExams({ ctx, id });
  return sheetFile({
    name: `rekap-us-${v.section.name}`,
    title: `REKAP NILAI UJIAN SEKOLAH ${v.section.name}`,
    columns: [
      { header: 'No', width: 5 },
      { header: 'NIS', width: 14 },
      { header: 'Nama', width: 30 },
      ...v.subjects.map((s) => ({ header: s.name, width: 12 })),
      { header: 'Rata-rata', width: 10 },
    ],
    rows: [
      ...v.rows.map((r, i) => [i + 1, r.nis ?? '', r.name, ...v.subjects.map((s) => r.scores[String(s.courseId)]?.score ?? ''), r.average ?? '']),
      ['', '', 'Rata-rata mapel', ...v.subjects.map((s) => s.average ?? ''), ''],
    ],
  });
}
