import { and, eq } from 'drizzle-orm';
import { ppdbPeriods, ppdbRegistrations } from '../db/schema/ppdb.ts';
import { schools } from '../db/schema/schools.ts';
import type { PublicContext } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { hitWindow } from '../auth/rate-limits.ts';
import { PPDB_PATHWAY_LABELS } from '../../shared/tenant-schema.ts';
import { publicStatusLabel } from '../../shared/ppdb/statuses.ts';
import type { CheckInput } from '../../shared/tenant-ppdb-form.ts';

export { checkInputSchema as checkRegistrationInput } from '../../shared/tenant-ppdb-form.ts';

/** Guessing numbers and birth dates is slow: 30 look-ups per address per 10 minutes, counted in the database. */
const LOOKUP_LIMIT = 30;
const LOOKUP_WINDOW_MS = 10 * 60 * 1000;

/** POST /api/ppdb/check: the status of one registration, found by its number and the applicant's birth date. */
export async function checkRegistration({ ctx, input }: { ctx: PublicContext; input: CheckInput }) {
  const wait = await hitWindow(ctx.db, 'ppdb-check', ctx.ip, LOOKUP_LIMIT, LOOKUP_WINDOW_MS);
  if (wait) throw new AppError('too_many_requests', 'Terlalu banyak pencarian. Silakan coba lagi beberapa menit lagi.', { retryAfterSeconds: wait });
  const [row] = await ctx.db
    .select({ r: ppdbRegistrations, schoolName: schools.name, periodName: ppdbPeriods.name, announcedAt: ppdbPeriods.announcedAt })
    .from(ppdbRegistrations)
    .innerJoin(schools, eq(schools.id, ppdbRegistrations.schoolId))
    .leftJoin(ppdbPeriods, eq(ppdbPeriods.id, ppdbRegistrations.periodId))
    .where(and(eq(ppdbRegistrations.registrationNumber, input.registrationNumber), eq(ppdbRegistrations.birthDate, input.birthDate)))
    .limit(1);
  if (!row) throw notFound('Pendaftaran tidak ditemukan. Periksa nomor pendaftaran dan tanggal lahir.');
  return {
    status: true as const,
    registrationNumber: row.r.registrationNumber,
    studentName: row.r.fullName,
    schoolName: row.schoolName,
    periodName: row.periodName ? `${row.periodName} (TA ${row.r.academicYear})` : row.r.academicYear,
    pathwayLabel: PPDB_PATHWAY_LABELS[row.r.pathway as keyof typeof PPDB_PATHWAY_LABELS] ?? row.r.pathway,
    statusLabel: publicStatusLabel(row.r.status, row.announcedAt !== null),
    submittedAt: row.r.createdAt.toISOString(),
  };
}
