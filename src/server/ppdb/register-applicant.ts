import { randomInt } from 'node:crypto';
import { ppdbRegistrations } from '../db/schema/ppdb.ts';
import type { PublicContext } from '../http/context.ts';
import { AppError, validationError, type FieldErrors } from '../http/errors.ts';
import { and, count, eq, gt } from 'drizzle-orm';
import { hashAddress } from '../site/client-address.ts';
import type { RegistrationInput } from '../../shared/tenant-ppdb-form.ts';
import { openPeriod, todayInJakarta, type OpenPeriod } from './admission-period.ts';
import { notifyApplicant } from './notify-applicant.ts';

export { registrationInputSchema as registerApplicantInput } from '../../shared/tenant-ppdb-form.ts';

/** A school operator may register many applicants from one address; a script registering thousands may not. */
export const REGISTRATION_LIMIT = 60;
const WINDOW_MS = 60 * 60 * 1000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** POST /api/ppdb/registrations: one applicant for one open period; answers the registration number. */
export async function registerApplicant({ ctx, input }: { ctx: PublicContext; input: RegistrationInput }) {
  const open = await openPeriod(ctx.db, input.school, input.period);
  const { school, period } = open;
  checkChoices(open, input);
  const schoolId = school.id;
  const ipHash = await hashAddress(ctx.db, ctx.ip);
  return ctx.db.transaction(async (tx) => {
    const since = new Date(Date.now() - WINDOW_MS);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(ppdbRegistrations)
      .where(and(eq(ppdbRegistrations.ipHash, ipHash), gt(ppdbRegistrations.createdAt, since)));
    if (n >= REGISTRATION_LIMIT)
      throw new AppError('too_many_requests', 'Terlalu banyak pendaftaran dari alamat Anda. Silakan coba lagi nanti.', { retryAfterSeconds: 600 });
    const registrationNumber = newNumber(school.code, period.academicYear);
    const [row] = await tx
      .insert(ppdbRegistrations)
      .values({
        schoolId,
        registrationNumber,
        periodKey: period.key,
        periodId: period.id,
        academicYear: period.academicYear,
        pathway: input.pathway,
        major: input.major ?? null,
        fullName: input.fullName,
        nik: input.nik,
        nisn: input.nisn ?? null,
        gender: input.gender,
        birthPlace: input.birthPlace,
        birthDate: input.birthDate,
        religion: input.religion,
        address: input.address,
        previousSchool: input.previousSchool ?? null,
        guardianName: input.guardianName,
        guardianRelation: input.guardianRelation,
        guardianPhone: input.guardianPhone,
        guardianEmail: input.guardianEmail ?? null,
        consentAt: new Date(),
        ipHash,
      })
      .returning();
    await notifyApplicant(tx, row, 'submitted', { schoolName: school.name, periodName: period.name });
    return { status: true as const, registrationNumber, schoolName: school.name, periodName: period.name, academicYear: period.academicYear };
  });
}

/** Rules that depend on the school's settings rather than on the input alone. */
function checkChoices({ period, pathways }: OpenPeriod, input: RegistrationInput): void {
  const errors: FieldErrors = {};
  if (!pathways.includes(input.pathway)) errors.pathway = ['Jalur ini tidak dibuka pada gelombang yang dipilih.'];
  if (input.major && period.majors.length && !period.majors.includes(input.major)) errors.major = ['Jurusan tidak tersedia di sekolah ini.'];
  const age = ageOn(input.birthDate, todayInJakarta());
  if (age < 3 || age > 21) errors.birthDate = ['Tanggal lahir di luar rentang usia sekolah (3-21 tahun).'];
  if (Object.keys(errors).length) throw validationError(errors);
}

function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** e.g. SMKDEMO-27-7K4QX9: the school, the intake year, and six random characters (about 10^9 choices). */
function newNumber(code: string, academicYear: string): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${code}-${academicYear.slice(2, 4)}-${suffix}`;
}
