import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { courses } from '../db/schema/master.ts';
import { curriculumAtps, curriculumCps, curriculumSubjects, curriculumTps } from '../db/schema/curriculum.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, validationError, type FieldErrors } from '../http/errors.ts';
import type { createAtpContract, saveAtpContract } from '../../shared/api/curriculum/atp.ts';
import type { ParsedInput } from '../../shared/api/contract.ts';
import type { Owner } from '../../shared/curriculum/permissions.ts';
import { PHASE_GRADES, type PhaseCode } from '../../shared/curriculum/types.ts';
import { ownerSchoolId, requireCurriculum, requireOwnerWrite } from './guard.ts';
import { readAtp, visibleAtp, visibleCps } from './atps.ts';
import { assertUnused } from './usage-registry.ts';

async function checkCourse(tx: Tx, ctx: SessionContext, owner: Owner, courseId: number | null | undefined): Promise<void> {
  if (!courseId) return;
  if (owner === 'platform') throw validationError({ courseId: ['ATP platform tidak terikat pada mapel sekolah.'] });
  const [found] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.schoolId, ctx.session.schoolId)));
  if (!found) throw validationError({ courseId: ['Mata pelajaran sekolah tidak ditemukan.'] });
}

/** POST /api/curriculum/atps */
export async function createAtp({ ctx, input }: { ctx: SessionContext; input: ParsedInput<typeof createAtpContract> }) {
  requireOwnerWrite(ctx, input.owner);
  return ctx.db.transaction(async (tx) => {
    const [subject] = await tx.select({ id: curriculumSubjects.id }).from(curriculumSubjects).where(eq(curriculumSubjects.id, input.subjectId));
    if (!subject) throw validationError({ subjectId: ['Mata pelajaran referensi tidak ditemukan.'] });
    await checkCourse(tx, ctx, input.owner, input.courseId);
    const [created] = await tx
      .insert(curriculumAtps)
      .values({
        schoolId: ownerSchoolId(ctx, input.owner),
        subjectId: input.subjectId,
        phase: input.phase,
        courseId: input.courseId ?? null,
        title: input.title,
        description: input.description || null,
        createdBy: ctx.session.userId,
      })
      .returning({ id: curriculumAtps.id });
    await recordAudit(tx, ctx, { resource: 'curriculum_atp', recordId: created.id, action: 'create', after: input });
    return { id: created.id };
  });
}

type TpInput = ParsedInput<typeof saveAtpContract>['tps'][number];

/** "10.1, 10.2 … 11.1": the order number within the grade (or the phase when not allocated yet). */
function autoCodes(tps: readonly TpInput[], phase: string): string[] {
  const counters = new Map<string, number>();
  return tps.map((t) => {
    const key = t.grade ? String(t.grade) : phase;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    return t.code || `${key}.${n}`;
  });
}

/** PUT /api/curriculum/atps/:id: the whole ATP at once (order = the array's order), one transaction, one audit row. */
export async function saveAtp({ ctx, id, input }: { ctx: SessionContext; id: number; input: ParsedInput<typeof saveAtpContract> }) {
  requireCurriculum(ctx, 'read');
  return ctx.db.transaction(async (tx) => {
    const atp = await visibleAtp(tx, ctx, id);
    const owner: Owner = atp.schoolId === null ? 'platform' : 'school';
    requireOwnerWrite(ctx, owner);
    await checkCourse(tx, ctx, owner, input.courseId);
    const errors: FieldErrors = {};
    const grades = PHASE_GRADES[atp.phase as PhaseCode];
    const existing = await tx.select({ id: curriculumTps.id }).from(curriculumTps).where(eq(curriculumTps.atpId, id));
    const existingIds = new Set(existing.map((t) => t.id));
    const cpIds = [...new Set(input.tps.map((t) => t.cpId).filter((c): c is number => !!c))];
    const allowedCps = cpIds.length
      ? new Set(
          (
            await tx
              .select({ id: curriculumCps.id })
              .from(curriculumCps)
              .where(
                and(inArray(curriculumCps.id, cpIds), eq(curriculumCps.subjectId, atp.subjectId), eq(curriculumCps.phase, atp.phase), visibleCps(atp.schoolId)),
              )
          ).map((c) => c.id),
        )
      : new Set<number>();
    const seen = new Set<number>();
    input.tps.forEach((t, i) => {
      if (t.id && (!existingIds.has(t.id) || seen.has(t.id))) errors[`tps.${i}.id`] = ['TP ini bukan bagian dari ATP ini.'];
      if (t.id) seen.add(t.id);
      if (t.grade && !grades.includes(t.grade)) errors[`tps.${i}.grade`] = [`Fase ${atp.phase} mencakup tingkat ${grades.join(', ')}.`];
      if (t.cpId && !allowedCps.has(t.cpId)) errors[`tps.${i}.cpId`] = ['Elemen CP ini bukan milik mapel dan fase ATP ini.'];
    });
    if (Object.keys(errors).length) throw validationError(errors);
    if (atp.revision !== input.revision)
      throw new AppError('conflict', 'ATP ini baru saja diubah oleh pengguna lain. Muat ulang halaman lalu ulangi perubahan Anda.');
    const removed = [...existingIds].filter((tpId) => !seen.has(tpId));
    if (removed.length && atp.schoolId !== null)
      await assertUnused(tx, atp.schoolId, 'tp', removed, removed.length === 1 ? 'TP yang dihapus' : 'TP yang dihapus');
    if (removed.length) await tx.delete(curriculumTps).where(and(eq(curriculumTps.atpId, id), inArray(curriculumTps.id, removed)));
    const codes = autoCodes(input.tps, atp.phase);
    const rows = input.tps.map((t, i) => ({
      code: codes[i],
      description: t.description,
      cpId: t.cpId ?? null,
      grade: t.grade ?? null,
      semester: t.semester ?? null,
      hours: t.hours ?? null,
      position: i + 1,
    }));
    for (const [i, t] of input.tps.entries()) {
      if (t.id) await tx.update(curriculumTps).set(rows[i]).where(eq(curriculumTps.id, t.id));
    }
    const fresh = input.tps.flatMap((t, i) => (t.id ? [] : [{ ...rows[i], atpId: id, schoolId: atp.schoolId }]));
    if (fresh.length) await tx.insert(curriculumTps).values(fresh);
    await tx
      .update(curriculumAtps)
      .set({
        title: input.title,
        description: input.description ?? null,
        courseId: owner === 'school' ? (input.courseId ?? null) : null,
        revision: sql`${curriculumAtps.revision} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(curriculumAtps.id, id));
    await recordAudit(tx, ctx, {
      resource: 'curriculum_atp',
      recordId: id,
      action: 'update',
      after: { title: input.title, tps: rows.map((r) => `${r.code} ${r.description}`), removed },
    });
    return readAtp(tx, ctx, id);
  });
}

/** DELETE /api/curriculum/atps/:id */
export async function deleteAtp({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireCurriculum(ctx, 'read');
  return ctx.db.transaction(async (tx) => {
    const atp = await visibleAtp(tx, ctx, id);
    requireOwnerWrite(ctx, atp.schoolId === null ? 'platform' : 'school');
    const tps = (await tx.select({ id: curriculumTps.id }).from(curriculumTps).where(eq(curriculumTps.atpId, id))).map((t) => t.id);
    if (atp.schoolId !== null) await assertUnused(tx, atp.schoolId, 'tp', tps, 'TP dalam ATP ini');
    await tx.delete(curriculumTps).where(eq(curriculumTps.atpId, id));
    await tx.delete(curriculumAtps).where(eq(curriculumAtps.id, id));
    await recordAudit(tx, ctx, { resource: 'curriculum_atp', recordId: id, action: 'delete', before: { title: atp.title, tps: tps.length } });
    return { message: 'ATP dihapus.' };
  });
}

/**
 * POST /api/curriculum/atps/:id/copy: a platform ATP becomes the school's, with its TPs in order; the CPs its TPs sit
 * under are copied too when the school has no copy of them yet, so the school's TPs point at the school's CPs.
 */
export async function copyAtp({ ctx, id, input }: { ctx: SessionContext; id: number; input: { courseId?: number | null } }) {
  requireCurriculum(ctx, 'school.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const atp = await visibleAtp(tx, ctx, id);
    if (atp.schoolId !== null) throw validationError({ id: ['Hanya ATP platform yang dapat disalin.'] });
    await checkCourse(tx, ctx, 'school', input.courseId);
    const tps = await tx.select().from(curriculumTps).where(eq(curriculumTps.atpId, id)).orderBy(curriculumTps.position, curriculumTps.id);
    const cpIds = [...new Set(tps.map((t) => t.cpId).filter((c): c is number => !!c))];
    const cpMap = new Map<number, number>();
    if (cpIds.length) {
      const copies = await tx
        .select({ id: curriculumCps.id, from: curriculumCps.copiedFromId })
        .from(curriculumCps)
        .where(and(eq(curriculumCps.schoolId, schoolId), inArray(curriculumCps.copiedFromId, cpIds)));
      for (const c of copies) if (c.from) cpMap.set(c.from, c.id);
      const missing = cpIds.filter((c) => !cpMap.has(c));
      if (missing.length) {
        const source = await tx
          .select()
          .from(curriculumCps)
          .where(and(isNull(curriculumCps.schoolId), inArray(curriculumCps.id, missing)));
        const made = await tx
          .insert(curriculumCps)
          .values(
            source.map((c) => ({
              schoolId,
              subjectId: c.subjectId,
              phase: c.phase,
              element: c.element,
              description: c.description,
              position: c.position,
              copiedFromId: c.id,
            })),
          )
          .returning({ id: curriculumCps.id, from: curriculumCps.copiedFromId });
        for (const c of made) cpMap.set(c.from!, c.id);
      }
    }
    const [created] = await tx
      .insert(curriculumAtps)
      .values({
        schoolId,
        subjectId: atp.subjectId,
        phase: atp.phase,
        courseId: input.courseId ?? null,
        title: atp.title,
        description: atp.description,
        copiedFromId: id,
        createdBy: ctx.session.userId,
      })
      .returning({ id: curriculumAtps.id });
    if (tps.length) {
      await tx.insert(curriculumTps).values(
        tps.map((t) => ({
          schoolId,
          atpId: created.id,
          cpId: t.cpId ? (cpMap.get(t.cpId) ?? null) : null,
          code: t.code,
          description: t.description,
          grade: t.grade,
          semester: t.semester,
          hours: t.hours,
          position: t.position,
          copiedFromId: t.id,
        })),
      );
    }
    await recordAudit(tx, ctx, { resource: 'curriculum_atp', recordId: created.id, action: 'copy', after: { from: id, tps: tps.length } });
    return { id: created.id, message: `ATP disalin ke sekolah dengan ${tps.length} TP.` };
  });
}
