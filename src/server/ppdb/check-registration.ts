import { and, eq } from 'drizzle-orm';
import { ppdbRegistrations } from '../db/schema/ppdb.ts';
import { schools } from '../db/schema/schools.ts';
import type { PublicContext } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { hashAddress } from '../site/client-address.ts';
import { RateWindow } from '../site/rate-window.ts';
import { tenantRegistry } from '../site/tenant-registry.ts';
import { PPDB_PATHWAY_LABELS } from '../../shared/tenant-schema.ts';
import type { CheckInput } from '../../shared/tenant-ppdb-form.ts';

export { checkInputSchema as checkRegistrationInput } from '../../shared/tenant-ppdb-form.ts';

const STATUS_LABELS: Record<string, string> = {
  submitted: 'Terdaftar, menunggu verifikasi berkas',
  verified: 'Berkas terverifikasi',
  accepted: 'Diterima',
  rejected: 'Tidak diterima',
};

/** Guessing numbers and birth dates is slow: 30 look-ups per address per 10 minutes. */
const lookups = new RateWindow(30, 10 * 60 * 1000);

/** POST /api/ppdb/check: the status of one registration, found by its number and the applicant's birth date. */
export async function checkRegistration({ ctx, input }: { ctx: PublicContext; input: CheckInput }) {
  const wait = lookups.hit(hashAddress(ctx.ip));
  if (wait) throw new AppError('too_many_requests', 'Terlalu banyak pencarian. Silakan coba lagi beberapa menit lagi.', { retryAfterSeconds: wait });
  const [row] = await ctx.db
    .select({ r: ppdbRegistrations, slug: schools.slug, schoolName: schools.name })
    .from(ppdbRegistrations)
    .innerJoin(schools, eq(schools.id, ppdbRegistrations.schoolId))
    .where(and(eq(ppdbRegistrations.registrationNumber, input.registrationNumber), eq(ppdbRegistrations.birthDate, input.birthDate)))
    .limit(1);
  if (!row) throw notFound('Pendaftaran tidak ditemukan. Periksa nomor pendaftaran dan tanggal lahir.');
  const period = tenantRegistry().bySlug.get(row.slug)?.ppdb.periods.find((p) => p.id === row.r.periodKey);
  return {
    status: true,
    registrationNumber: row.r.registrationNumber,
    studentName: row.r.fullName,
    schoolName: row.schoolName,
    periodName: period ? `${period.name} (TA ${period.academicYear})` : row.r.academicYear,
    pathwayLabel: PPDB_PATHWAY_LABELS[row.r.pathway as keyof typeof PPDB_PATHWAY_LABELS] ?? row.r.pathway,
    statusLabel: STATUS_LABELS[row.r.status] ?? row.r.status,
    submittedAt: row.r.createdAt.toISOString(),
  };
}
