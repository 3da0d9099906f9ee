import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { raporEntryInput } from '../../shared/api/grades/rapor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { raporEntries } from '../db/schema/grades.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { getRapor } from './rapor.ts';
import { loadSection, studentPlacement } from './rapor-access.ts';
import { assertOpen, settingsOf } from './settings.ts';

/**
 * PUT /api/grades/rapor/students/:id/entry: the homeroom teacher's part of one rapor, with the revision they saw
 * (a save over someone else's newer one is a 409), refused (409) once the semester is released and locked.
 */
export async function saveRaporEntry({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof raporEntryInput> }) {
  const placement = await studentPlacement(ctx, id);
  if (placement.family) throw notFound('Rapor tidak ditemukan.');
  const section = await loadSection(ctx, placement.sectionId, 'write');
  const schoolId = ctx.session.schoolId;
  const semester = input.semester ?? (await settingsOf(ctx.db, schoolId, section.year.id)).semester;
  const { revision, semester: _s, absenceManual, ...rest } = input;
  const values = { ...rest, absenceFrom: absenceManual ? 'entered' : null };
  await ctx.db.transaction(async (tx) => {
    await assertOpen(tx, schoolId, section.year.id, semester);
    const key = and(
      eq(raporEntries.schoolId, schoolId),
      eq(raporEntries.academicYearId, section.year.id),
      eq(raporEntries.semester, semester),
      eq(raporEntries.studentId, id),
    );
    const [before] = await tx.select().from(raporEntries).where(key).for('update');
    if ((before?.revision ?? 0) !== revision) {
      throw new AppError('conflict', 'Rapor siswa ini baru saja diubah oleh pengguna lain. Muat ulang untuk melihat perubahannya, lalu simpan lagi.');
    }
    if (before)
      await tx
        .update(raporEntries)
        .set({ ...values, revision: before.revision + 1, updatedAt: sql`now()` })
        .where(key);
    else await tx.insert(raporEntries).values({ ...values, schoolId, academicYearId: section.year.id, semester, studentId: id });
    await recordAudit(tx, ctx, {
      resource: 'rapor_entry',
      recordId: id,
      action: before ? 'update' : 'create',
      before: before ?? null,
      after: { semester, ...values },
    });
  });
  return getRapor({ ctx, id, semester });
}
