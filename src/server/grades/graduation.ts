import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { gradesAllow, SCHOOL_WIDE } from '../../shared/grades/permissions.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { gradeSettings, raporEntries } from '../db/schema/grades.ts';
import { classes, classMaps, sections } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, validationError } from '../http/errors.ts';
import { DEFAULT_WEIGHTS, roundScore } from '../../shared/grades/schemas.ts';
import { finalExamCells } from './final-exams.ts';
import { loadFinalSection } from './final-section.ts';
import { requireGrades, yearOf } from './guard.ts';
import { raporHistory } from './rapor-history.ts';
import { studentsOf } from './roster.ts';
import { sectionSubjects } from './section-results.ts';
import { assertOpen, lockMessage, settingsOf } from './settings.ts';
import { sheetFile } from './xlsx.ts';
import { DEFAULT_KKM } from './roster.ts';

export const DEFAULT_GRADUATION = { rapor: 60, exam: 40 };
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/** GET /api/grades/graduation: the final-grade rombel this person may open, and the weights. */
export async function finalSections({ ctx }: { ctx: SessionContext }) {
  requireGrades(ctx, 'rapor.read');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx);
  const [top] = await ctx.db
    .select({ grade: max(classes.grade) })
    .from(classes)
    .where(eq(classes.schoolId, schoolId));
  const wide = SCHOOL_WIDE.includes(ctx.session.userTypeId);
  const rows = await ctx.db
    .select({ id: sections.id, name: sections.name, students: count(classMaps.id) })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .leftJoin(classMaps, eq(classMaps.sectionId, sections.id))
    .where(
      and(
        eq(sections.schoolId, schoolId),
        eq(sections.academicYearId, year.id),
        eq(classes.grade, top?.grade ?? -1),
        wide ? undefined : eq(sections.homeroomTeacherId, ctx.session.userId),
      ),
    )
    .groupBy(sections.id, sections.name)
    .orderBy(asc(sections.name));
  const settings = await settingsOf(ctx.db, schoolId, year.id);
  return {
    yearLabel: year.description,
    weights: settings.graduation ?? DEFAULT_GRADUATION,
    canEditWeights: gradesAllow('settings.write', ctx.session.userTypeId),
    sections: rows.map((r) => ({ ...r, students: Number(r.students) })),
  };
}

/** PUT /api/grades/graduation/weights */
export async function saveGraduationWeights({ ctx, input }: { ctx: SessionContext; input: { rapor: number; exam: number } }) {
  requireGrades(ctx, 'settings.write');
  if (input.rapor + input.exam !== 100) throw validationError({ exam: [`Jumlah bobot harus 100 (sekarang ${input.rapor + input.exam}).`] });
  const year = await yearOf(ctx);
  const schoolId = ctx.session.schoolId;
  await ctx.db.transaction(async (tx) => {
    const before = await settingsOf(tx, schoolId, year.id);
    await tx
      .insert(gradeSettings)
      .values({ schoolId, academicYearId: year.id, semester: before.semester, weights: before.weights ?? DEFAULT_WEIGHTS, graduation: input })
      .onConflictDoUpdate({ target: [gradeSettings.schoolId, gradeSettings.academicYearId], set: { graduation: input, updatedAt: sql`now()` } });
    await recordAudit(tx, ctx, { resource: 'grade_settings', recordId: year.id, action: 'graduation_weights', before: before.graduation, after: input });
  });
  return input;
}

/**
 * GET /api/grades/graduation/:id: per subject the average of every rapor final grade the student got at the
 * school, the ujian sekolah score, and the nilai kelulusan = rapor × w + US × (100 − w), rounded half up.
 * Recommended "lulus" when every subject reaches its KKM, "belum lengkap" while a score is missing.
 */
export async function graduation({ ctx, id }: { ctx: SessionContext; id: number }) {
  const section = await loadFinalSection(ctx, id, 'read');
  const schoolId = ctx.session.schoolId;
  const settings = await settingsOf(ctx.db, schoolId, section.year.id);
  const weights = settings.graduation ?? DEFAULT_GRADUATION;
  const [students, subjects, lock] = await Promise.all([
    studentsOf(ctx.db, schoolId, id),
    sectionSubjects(ctx.db, schoolId, id),
    lockMessage(ctx.db, schoolId, section.year.id, '2'),
  ]);
  const ids = students.map((s) => s.id);
  const [history, exams, entries] = await Promise.all([
    raporHistory(ctx.db, schoolId, ids, section.year.startDate),
    finalExamCells(ctx, section.year.id, ids),
    ids.length
      ? ctx.db
          .select({ studentId: raporEntries.studentId, promotion: raporEntries.promotion, revision: raporEntries.revision })
          .from(raporEntries)
          .where(
            and(
              eq(raporEntries.schoolId, schoolId),
              eq(raporEntries.academicYearId, section.year.id),
              eq(raporEntries.semester, '2'),
              inArray(raporEntries.studentId, ids),
            ),
          )
      : [],
  ]);
  const entry = new Map(entries.map((e) => [e.studentId, e]));
  return {
    section: { id: section.id, name: section.name },
    weights,
    canEdit: gradesAllow('rapor.write', ctx.session.userTypeId) && !lock,
    lock,
    semestersCounted: history.semesters,
    subjects: subjects.map((s) => ({ courseId: s.courseId, name: s.courseName, kkm: s.kkm ?? DEFAULT_KKM })),
    rows: students.map((st) => {
      const cells = subjects.map((s) => {
        const raporAvg = mean(history.grades.get(st.id)?.get(s.courseId) ?? []);
        const exam = exams.get(st.id)?.get(s.courseId)?.score ?? null;
        const final = raporAvg !== null && exam !== null ? roundScore((raporAvg * weights.rapor + exam * weights.exam) / 100) : null;
        return { rapor: raporAvg === null ? null : Math.round(raporAvg * 100) / 100, exam, final, kkm: s.kkm ?? DEFAULT_KKM };
      });
      const finals = cells.flatMap((c) => (c.final === null ? [] : [c.final]));
      const complete = finals.length === cells.length && cells.length > 0;
      const e = entry.get(st.id);
      const decision = e?.promotion === 'lulus' || e?.promotion === 'tidak_lulus' ? e.promotion : null;
      return {
        studentId: st.id,
        name: st.name,
        nis: st.nis,
        nisn: st.nisn,
        subjects: cells.map(({ kkm: _k, ...c }) => c),
        average: finals.length ? Math.round(mean(finals)! * 100) / 100 : null,
        recommended: !complete ? ('belum_lengkap' as const) : cells.every((c) => c.final! >= c.kkm) ? ('lulus' as const) : ('tidak_lulus' as const),
        decision: decision as 'lulus' | 'tidak_lulus' | null,
        revision: e?.revision ?? 0,
      };
    }),
  };
}

/** PUT /api/grades/graduation/:id/decisions: the semester-2 rapor decision of each student, with revisions. */
export async function graduationDecisions({
  ctx,
  id,
  input,
}: {
  ctx: SessionContext;
  id: number;
  input: { decisions: { studentId: number; decision: 'lulus' | 'tidak_lulus' | null; revision: number }[] };
}) {
  const section = await loadFinalSection(ctx, id, 'write');
  const schoolId = ctx.session.schoolId;
  const students = new Map((await studentsOf(ctx.db, schoolId, id)).map((s) => [s.id, s.name]));
  const errors: Record<string, string[]> = {};
  input.decisions.forEach((d, i) => {
    if (!students.has(d.studentId)) errors[`decisions.${i}.studentId`] = ['Siswa ini bukan anggota rombel.'];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  await ctx.db.transaction(async (tx) => {
    await assertOpen(tx, schoolId, section.year.id, '2');
    for (const d of input.decisions) {
      const key = and(
        eq(raporEntries.schoolId, schoolId),
        eq(raporEntries.academicYearId, section.year.id),
        eq(raporEntries.semester, '2'),
        eq(raporEntries.studentId, d.studentId),
      );
      const [before] = await tx.select({ revision: raporEntries.revision, promotion: raporEntries.promotion }).from(raporEntries).where(key).for('update');
      if ((before?.revision ?? 0) !== d.revision)
        throw new AppError('conflict', `Rapor ${students.get(d.studentId)} baru saja diubah oleh pengguna lain. Muat ulang, lalu simpan lagi.`);
      if (before)
        await tx
          .update(raporEntries)
          .set({ promotion: d.decision, revision: before.revision + 1, updatedAt: sql`now()` })
          .where(key);
      else await tx.insert(raporEntries).values({ schoolId, academicYearId: section.year.id, semester: '2', studentId: d.studentId, promotion: d.decision });
    }
    await recordAudit(tx, ctx, { resource: 'graduation', recordId: id, action: 'decide', after: input.decisions });
  });
  return graduation({ ctx, id });
}

/** GET /api/grades/graduation/:id/nilai-kelulusan.xlsx */
export async function graduationXlsx({ ctx, id }: { ctx: SessionContext; id: number }) {
  const g = await graduation({ ctx, id });
  const word = { lulus: 'Lulus', tidak_lulus: 'Tidak lulus', belum_lengkap: 'Belum lengkap' } as const;
  return sheetFile({
    name: `nilai-kelulusan-${g.section.name}`,
    title: `NILAI KELULUSAN ${g.section.name}`,
    subtitle: [`Nilai = rata-rata rapor × ${g.weights.rapor}% + ujian sekolah × ${g.weights.exam}%`],
    columns: [
      { header: 'No', width: 5 },
      { header: 'NISN', width: 14 },
      { header: 'Nama', width: 30 },
      ...g.subjects.map((s) => ({ header: s.name, width: 12 })),
      { header: 'Rata-rata', width: 10 },
      { header: 'Keputusan', width: 14 },
    ],
    rows: g.rows.map((r, i) => [
      i + 1,
      r.nisn ?? '',
      r.name,
      ...r.subjects.map((c) => c.final ?? ''),
      r.average ?? '',
      r.decision ? word[r.decision] : `(${word[r.recommended]})`,
    ]),
  });
}
