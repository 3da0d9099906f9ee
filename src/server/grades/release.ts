import { and, asc, eq } from 'drizzle-orm';
import { gradesAllow } from '../../shared/grades/permissions.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { raporReleases } from '../db/schema/grades.ts';
import { classMaps } from '../db/schema/master.ts';
import { freezeAbsences } from './absences.ts';
import { freezeExtracurriculars } from './extracurriculars.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { requireGrades, yearOf } from './guard.ts';
import { settingsOf } from './settings.ts';

/** GET /api/grades/release: each semester's release of the year. */
export async function listReleases({ ctx }: { ctx: SessionContext }) {
  requireGrades(ctx, 'rapor.read');
  const year = await yearOf(ctx);
  const [settings, releases] = await Promise.all([
    settingsOf(ctx.db, ctx.session.schoolId, year.id),
    ctx.db
      .select({ id: raporReleases.id, semester: raporReleases.semester, releaseDate: raporReleases.releaseDate, locked: raporReleases.locked })
      .from(raporReleases)
      .where(and(eq(raporReleases.schoolId, ctx.session.schoolId), eq(raporReleases.academicYearId, year.id)))
      .orderBy(asc(raporReleases.semester)),
  ]);
  return {
    yearLabel: year.description,
    semester: settings.semester,
    releases,
    canRelease: gradesAllow('rapor.release', ctx.session.userTypeId),
    canUnlock: gradesAllow('rapor.unlock', ctx.session.userTypeId),
  };
}

/** POST /api/grades/release: publishes a semester's rapor on a date and locks its grades (again, after an unlock). */
export async function releaseSemester({ ctx, input }: { ctx: SessionContext; input: { semester: string; releaseDate: string } }) {
  requireGrades(ctx, 'rapor.release');
  const year = await yearOf(ctx);
  const schoolId = ctx.session.schoolId;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(raporReleases)
      .values({ schoolId, academicYearId: year.id, semester: input.semester, releaseDate: input.releaseDate, locked: true, releasedBy: ctx.session.userId })
      .onConflictDoUpdate({
        target: [raporReleases.schoolId, raporReleases.academicYearId, raporReleases.semester],
        set: { releaseDate: input.releaseDate, locked: true, releasedBy: ctx.session.userId },
      })
      .returning();
    const students = (
      await tx
        .select({ id: classMaps.userId })
        .from(classMaps)
        .where(and(eq(classMaps.schoolId, schoolId), eq(classMaps.academicYearId, year.id)))
    ).map((s) => s.id);
    const frozen = await freezeAbsences(tx, schoolId, year.id, input.semester, students);
    const clubs = await freezeExtracurriculars(tx, schoolId, year.id, input.semester, students);
    await recordAudit(tx, ctx, {
      resource: 'rapor_release',
      recordId: row.id,
      action: 'release',
      after: { ...row, frozenAbsences: frozen, frozenExtracurriculars: clubs },
    });
  });
  return listReleases({ ctx });
}

/** POST /api/grades/release/:id/unlock: the principal opens a released semester for corrections; audited with the reason. */
export async function unlockRelease({ ctx, id, input }: { ctx: SessionContext; id: number; input: { reason: string } }) {
  requireGrades(ctx, 'rapor.unlock');
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(raporReleases)
      .where(and(eq(raporReleases.schoolId, ctx.session.schoolId), eq(raporReleases.id, id)));
    if (!before) throw notFound('Rilis rapor tidak ditemukan.');
    await tx.update(raporReleases).set({ locked: false }).where(eq(raporReleases.id, id));
    await recordAudit(tx, ctx, { resource: 'rapor_release', recordId: id, action: 'unlock', before, after: { locked: false, reason: input.reason } });
  });
  return listReleases({ ctx });
}
