import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { gradesAllow } from '../../shared/grades/permissions.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { raporEntries } from '../db/schema/grades.ts';
import { classes, classMaps, sections } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError, type FieldErrors } from '../http/errors.ts';
import { requireGrades, yearOf } from './guard.ts';
import { layoutOf } from './layout.ts';
import { nextYearOf, sectionsOfYear, suffixOf } from './next-year.ts';
import { studentsOf } from './roster.ts';
import { sectionResults } from './section-results.ts';
import { settingsOf } from './settings.ts';

/**
 * Kenaikan kelas (docs/decisions/0016-grades.md, "Promotion"): the homeroom teacher decides naik, tinggal, lulus
 * or tidak lulus on the semester-2 rapor; the office then writes next year's rombel membership here: naik into
 * a rombel one grade up, tinggal into one of the same grade, lulus into none. The final grade of the school
 * graduates.
 */
const NO_NEXT_YEAR = 'Tahun ajaran berikutnya belum dibuat. Tambahkan di menu Tahun Ajaran.';

async function topGrade(ctx: SessionContext) {
  const rows = await ctx.db.select({ grade: classes.grade }).from(classes).where(eq(classes.schoolId, ctx.session.schoolId));
  return Math.max(0, ...rows.map((r) => r.grade));
}

/** GET /api/grades/promotion */
export async function promotionOverview({ ctx }: { ctx: SessionContext }) {
  requireGrades(ctx, 'school.read');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx);
  const [next, current, top] = await Promise.all([nextYearOf(ctx.db, schoolId, year.startDate), sectionsOfYear(ctx.db, schoolId, year.id), topGrade(ctx)]);
  const [members, decisions, placed, nextSections] = await Promise.all([
    ctx.db
      .select({ sectionId: classMaps.sectionId, n: count() })
      .from(classMaps)
      .where(and(eq(classMaps.schoolId, schoolId), eq(classMaps.academicYearId, year.id)))
      .groupBy(classMaps.sectionId),
    ctx.db
      .select({ sectionId: classMaps.sectionId, promotion: raporEntries.promotion, n: count() })
      .from(raporEntries)
      .innerJoin(classMaps, and(eq(classMaps.userId, raporEntries.studentId), eq(classMaps.academicYearId, raporEntries.academicYearId)))
      .where(
        and(eq(raporEntries.schoolId, schoolId), eq(raporEntries.academicYearId, year.id), eq(raporEntries.semester, '2'), isNotNull(raporEntries.promotion)),
      )
      .groupBy(classMaps.sectionId, raporEntries.promotion),
    next
      ? ctx.db
          .select({ sectionId: classMaps.sectionId, n: count() })
          .from(classMaps)
          .where(
            and(
              eq(classMaps.schoolId, schoolId),
              eq(classMaps.academicYearId, year.id),
              inArray(
                classMaps.userId,
                ctx.db
                  .select({ userId: classMaps.userId })
                  .from(classMaps)
                  .where(and(eq(classMaps.schoolId, schoolId), eq(classMaps.academicYearId, next.id))),
              ),
            ),
          )
          .groupBy(classMaps.sectionId)
      : [],
    next ? sectionsOfYear(ctx.db, schoolId, next.id) : [],
  ]);
  const size = new Map(members.map((m) => [m.sectionId, Number(m.n)]));
  const done = new Map(placed.map((p) => [p.sectionId, Number(p.n)]));
  return {
    yearLabel: year.description,
    nextYear: next ? { id: next.id, label: next.label, sections: nextSections.length } : null,
    canEdit: gradesAllow('promotion.write', ctx.session.userTypeId),
    sections: current.map((s) => {
      const of = (d: string) => decisions.filter((x) => x.sectionId === s.id && x.promotion === d).reduce((a, x) => a + Number(x.n), 0);
      const students = size.get(s.id) ?? 0;
      const naik = of('naik');
      const tinggal = of('tinggal');
      const lulus = of('lulus') + of('tidak_lulus');
      return {
        id: s.id,
        name: s.name,
        grade: s.grade,
        students,
        naik,
        tinggal,
        lulus,
        undecided: Math.max(0, students - naik - tinggal - lulus),
        placed: done.get(s.id) ?? 0,
        final: s.grade === top,
      };
    }),
  };
}

/** POST /api/grades/promotion/next-sections: next year's rombel, copied from this year's names and classes. */
export async function prepareNextYear({ ctx }: { ctx: SessionContext }) {
  requireGrades(ctx, 'promotion.write');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx);
  const next = await nextYearOf(ctx.db, schoolId, year.startDate);
  if (!next) throw new AppError('conflict', NO_NEXT_YEAR);
  await ctx.db.transaction(async (tx) => {
    const current = await sectionsOfYear(tx, schoolId, year.id);
    const created = await tx
      .insert(sections)
      .values(current.map((s) => ({ schoolId, academicYearId: next.id, classId: s.classId, name: s.name, major: s.major, room: s.room, capacity: s.capacity })))
      .onConflictDoNothing()
      .returning({ id: sections.id, name: sections.name });
    await recordAudit(tx, ctx, { resource: 'promotion', recordId: next.id, action: 'prepare_sections', after: { created: created.map((c) => c.name) } });
  });
  return promotionOverview({ ctx });
}

async function loadCurrentSection(ctx: SessionContext, id: number) {
  const year = await yearOf(ctx);
  const [section] = await ctx.db
    .select({ id: sections.id, name: sections.name, grade: classes.grade, className: classes.name, major: sections.major })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(eq(sections.schoolId, ctx.session.schoolId), eq(sections.id, id), eq(sections.academicYearId, year.id)));
  if (!section) throw notFound('Rombel tidak ditemukan.');
  return { section, year };
}

/** GET /api/grades/promotion/sections/:id */
export async function sectionPromotion({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireGrades(ctx, 'school.read');
  const schoolId = ctx.session.schoolId;
  const { section, year } = await loadCurrentSection(ctx, id);
  const settings = await settingsOf(ctx.db, schoolId, year.id);
  const [next, students, top] = await Promise.all([nextYearOf(ctx.db, schoolId, year.startDate), studentsOf(ctx.db, schoolId, id), topGrade(ctx)]);
  const ids = students.map((s) => s.id);
  const [entries, results, targets, placements] = await Promise.all([
    ids.length
      ? ctx.db
          .select({ studentId: raporEntries.studentId, promotion: raporEntries.promotion })
          .from(raporEntries)
          .where(
            and(
              eq(raporEntries.schoolId, schoolId),
              eq(raporEntries.academicYearId, year.id),
              eq(raporEntries.semester, '2'),
              inArray(raporEntries.studentId, ids),
            ),
          )
      : [],
    sectionResults(ctx.db, schoolId, id, '2', settings.weights, layoutOf(year.curriculumId)),
    next ? sectionsOfYear(ctx.db, schoolId, next.id) : [],
    next && ids.length
      ? ctx.db
          .select({ userId: classMaps.userId, sectionId: classMaps.sectionId })
          .from(classMaps)
          .where(and(eq(classMaps.academicYearId, next.id), inArray(classMaps.userId, ids)))
      : [],
  ]);
  const decision = new Map(entries.map((e) => [e.studentId, e.promotion]));
  const placedIn = new Map(placements.map((p) => [p.userId, p.sectionId]));
  const suffix = suffixOf(section.name, section.className);
  const pick = (grade: number) =>
    targets.find((t) => t.grade === grade && suffixOf(t.name, t.className) === suffix) ??
    targets.find((t) => t.grade === grade && t.major === section.major) ??
    targets.find((t) => t.grade === grade);
  return {
    section: { id: section.id, name: section.name, grade: section.grade, final: section.grade === top },
    nextYear: next,
    canEdit: gradesAllow('promotion.write', ctx.session.userTypeId) && !!next,
    targets: targets.map((t) => ({ id: t.id, name: t.name, grade: t.grade })),
    students: students.map((s) => {
      const d = (decision.get(s.id) ?? null) as 'naik' | 'tinggal' | 'lulus' | 'tidak_lulus' | null;
      const grades = results.of(s.id).flatMap((r) => (r.finalGrade === null ? [] : [r.finalGrade]));
      const proposed = d === 'naik' ? pick(section.grade + 1) : d === 'tinggal' || d === 'tidak_lulus' ? pick(section.grade) : undefined;
      return {
        id: s.id,
        name: s.name,
        nis: s.nis,
        decision: d,
        average: grades.length ? Math.round((grades.reduce((a, b) => a + b, 0) / grades.length) * 100) / 100 : null,
        placedIn: placedIn.get(s.id) ?? null,
        proposed: proposed?.id ?? null,
      };
    }),
  };
}

/** PUT /api/grades/promotion/sections/:id: next year's membership of the rombel's students, in one transaction. */
export async function savePlacements({
  ctx,
  id,
  input,
}: {
  ctx: SessionContext;
  id: number;
  input: { placements: { studentId: number; toSectionId: number | null }[] };
}) {
  requireGrades(ctx, 'promotion.write');
  const schoolId = ctx.session.schoolId;
  const view = await sectionPromotion({ ctx, id });
  if (!view.nextYear) throw new AppError('conflict', NO_NEXT_YEAR);
  const nextYearId = view.nextYear.id;
  const student = new Map(view.students.map((s) => [s.id, s]));
  const target = new Map(view.targets.map((t) => [t.id, t]));
  const errors: FieldErrors = {};
  input.placements.forEach((p, i) => {
    const s = student.get(p.studentId);
    const field = `placements.${i}.toSectionId`;
    if (!s) return void (errors[`placements.${i}.studentId`] = ['Siswa ini bukan anggota rombel.']);
    const to = p.toSectionId === null ? null : target.get(p.toSectionId);
    if (p.toSectionId !== null && !to) return void (errors[field] = ['Pilih rombel tahun ajaran berikutnya.']);
    if (!s.decision && to) return void (errors[field] = [`${s.name} belum mendapat keputusan kenaikan dari wali kelas.`]);
    if (s.decision === 'lulus' && to) return void (errors[field] = [`${s.name} lulus: tidak ditempatkan di rombel.`]);
    if (s.decision === 'naik' && to && to.grade !== view.section.grade + 1)
      errors[field] = [`${s.name} naik kelas: pilih rombel tingkat ${view.section.grade + 1}.`];
    if ((s.decision === 'tinggal' || s.decision === 'tidak_lulus') && to && to.grade !== view.section.grade)
      errors[field] = [`${s.name} tinggal kelas: pilih rombel tingkat ${view.section.grade}.`];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  // A student sent twice counts once (the last).
  const placements = [...new Map(input.placements.map((p) => [p.studentId, p])).values()];
  await ctx.db.transaction(async (tx) => {
    const place = placements.filter((p) => p.toSectionId !== null);
    const remove = placements.filter((p) => p.toSectionId === null).map((p) => p.studentId);
    if (remove.length) await tx.delete(classMaps).where(and(eq(classMaps.academicYearId, nextYearId), inArray(classMaps.userId, remove)));
    if (place.length) {
      await tx
        .insert(classMaps)
        .values(place.map((p) => ({ schoolId, academicYearId: nextYearId, sectionId: p.toSectionId!, userId: p.studentId })))
        .onConflictDoUpdate({ target: [classMaps.academicYearId, classMaps.userId], set: { sectionId: sql`excluded.sd_section_id` } });
    }
    await recordAudit(tx, ctx, { resource: 'promotion', recordId: id, action: 'place', after: { nextYearId, placements } });
  });
  return sectionPromotion({ ctx, id });
}
