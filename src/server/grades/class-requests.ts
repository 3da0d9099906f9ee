/**
 * Requests to move a student to another rombel of the same year and grade (/class_requests). The homeroom
 * teacher asks for a student of their rombel, the office for any; the office decides. Approving moves the
 * student's class map in the same transaction (a student who is no longer in the rombel asked from is a 409);
 * every step is audited.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { gradesAllow, SCHOOL_WIDE } from '../../shared/grades/permissions.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { classRequests } from '../db/schema/grades.ts';
import { classes, classMaps, sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { requireGrades, yearOf } from './guard.ts';
import { studentsOf } from './roster.ts';

/** GET /api/grades/class-requests */
export async function listClassRequests({ ctx }: { ctx: SessionContext }) {
  requireGrades(ctx, 'rapor.read');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx);
  const wide = SCHOOL_WIDE.includes(ctx.session.userTypeId);
  const all = await ctx.db
    .select({ id: sections.id, name: sections.name, homeroom: sections.homeroomTeacherId })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, year.id)))
    .orderBy(asc(classes.grade), asc(sections.name));
  const mine = all.filter((s) => wide || s.homeroom === ctx.session.userId);
  const sources = await Promise.all(
    mine.map(async (s) => ({ id: s.id, name: s.name, students: (await studentsOf(ctx.db, schoolId, s.id)).map((st) => ({ id: st.id, name: st.name })) })),
  );
  const from = alias(sections, 'from_section');
  const to = alias(sections, 'to_section');
  const student = alias(users, 'student');
  const asker = alias(users, 'asker');
  const rows = await ctx.db
    .select({ r: classRequests, studentName: student.fullName, fromName: from.name, toName: to.name, requestedByName: asker.fullName })
    .from(classRequests)
    .innerJoin(student, eq(student.id, classRequests.studentId))
    .innerJoin(from, eq(from.id, classRequests.fromSectionId))
    .innerJoin(to, eq(to.id, classRequests.toSectionId))
    .leftJoin(asker, eq(asker.id, classRequests.requestedBy))
    .where(
      and(
        eq(classRequests.schoolId, schoolId),
        eq(classRequests.academicYearId, year.id),
        wide ? undefined : inArray(classRequests.fromSectionId, mine.length ? mine.map((s) => s.id) : [0]),
      ),
    )
    .orderBy(desc(classRequests.createdAt), desc(classRequests.id));
  return {
    canDecide: gradesAllow('promotion.write', ctx.session.userTypeId),
    sources,
    targets: all.map((s) => ({ id: s.id, name: s.name })),
    items: rows.map(({ r, ...names }) => ({ id: r.id, ...names, reason: r.reason, status: r.status, note: r.note, createdAt: r.createdAt })),
  };
}

/** POST /api/grades/class-requests */
export async function createClassRequest({ ctx, input }: { ctx: SessionContext; input: { studentId: number; toSectionId: number; reason: string } }) {
  requireGrades(ctx, 'rapor.write');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx);
  const [place] = await ctx.db
    .select({ sectionId: classMaps.sectionId, homeroom: sections.homeroomTeacherId, grade: classes.grade, className: classes.name })
    .from(classMaps)
    .innerJoin(sections, eq(sections.id, classMaps.sectionId))
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(eq(classMaps.schoolId, schoolId), eq(classMaps.academicYearId, year.id), eq(classMaps.userId, input.studentId)));
  if (!place || (!SCHOOL_WIDE.includes(ctx.session.userTypeId) && place.homeroom !== ctx.session.userId))
    throw validationError({ studentId: ['Pilih siswa rombel perwalian Anda.'] });
  const [target] = await ctx.db
    .select({ id: sections.id, grade: classes.grade })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, year.id), eq(sections.id, input.toSectionId)));
  if (!target) throw validationError({ toSectionId: ['Pilih rombel tujuan tahun ajaran ini.'] });
  if (target.id === place.sectionId) throw validationError({ toSectionId: ['Rombel tujuan sama dengan rombel siswa sekarang.'] });
  // A move within the year stays in the student's grade: a change of grade is promotion (/distribution_class).
  if (target.grade !== place.grade) throw validationError({ toSectionId: [`Pilih rombel tujuan di tingkat yang sama (kelas ${place.className}).`] });
  const [open] = await ctx.db
    .select({ id: classRequests.id })
    .from(classRequests)
    .where(and(eq(classRequests.schoolId, schoolId), eq(classRequests.studentId, input.studentId), eq(classRequests.status, 'pending')));
  if (open) throw validationError({ studentId: ['Siswa ini masih punya permintaan pindah yang belum diputuskan.'] });
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(classRequests)
      .values({
        schoolId,
        academicYearId: year.id,
        studentId: input.studentId,
        fromSectionId: place.sectionId,
        toSectionId: target.id,
        reason: input.reason,
        requestedBy: ctx.session.userId,
      })
      .returning();
    await recordAudit(tx, ctx, { resource: 'class_request', recordId: row.id, action: 'create', after: row });
  });
  return listClassRequests({ ctx });
}

/** POST /api/grades/class-requests/:id/decision */
export async function decideClassRequest({ ctx, id, input }: { ctx: SessionContext; id: number; input: { approve: boolean; note: string } }) {
  requireGrades(ctx, 'promotion.write');
  const schoolId = ctx.session.schoolId;
  await ctx.db.transaction(async (tx) => {
    const [req] = await tx
      .select()
      .from(classRequests)
      .where(and(eq(classRequests.schoolId, schoolId), eq(classRequests.id, id)));
    if (!req) throw notFound('Permintaan tidak ditemukan.');
    if (req.status !== 'pending') throw new AppError('conflict', 'Permintaan ini sudah diputuskan.');
    if (input.approve) {
      const moved = await tx
        .update(classMaps)
        .set({ sectionId: req.toSectionId })
        .where(
          and(
            eq(classMaps.schoolId, schoolId),
            eq(classMaps.academicYearId, req.academicYearId),
            eq(classMaps.userId, req.studentId),
            eq(classMaps.sectionId, req.fromSectionId),
          ),
        )
        .returning({ id: classMaps.id });
      if (!moved.length) throw new AppError('conflict', 'Siswa sudah tidak berada di rombel asal; permintaan tidak dapat disetujui.');
    }
    const status = input.approve ? ('approved' as const) : ('rejected' as const);
    await tx.update(classRequests).set({ status, note: input.note, decidedBy: ctx.session.userId, decidedAt: new Date() }).where(eq(classRequests.id, id));
    await recordAudit(tx, ctx, { resource: 'class_request', recordId: id, action: status, before: req, after: { status, note: input.note } });
  });
  return listClassRequests({ ctx });
}
