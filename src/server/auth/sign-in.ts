import { and, eq, sql } from 'drizzle-orm';
import type { ParsedInput } from '../../shared/api/contract.ts';
import type { signInContract } from '../../shared/api/shell.ts';
import { accessTokens, users } from '../db/schema/users.ts';
import { AppError } from '../http/errors.ts';
import type { PublicContext } from '../http/context.ts';
import { hashPassword, needsRehash, verifyAccountPassword } from './password.ts';
import { isKnownDevice } from './known-device.ts';
import { newAccessToken, TOKEN_LIFETIME_MS } from './token.ts';
import { placementOf } from '../master/placement.ts';
import { academicYearsOf, curriculumList, currentYearOf, schoolById, selectableSchools } from '../shell/session-data.ts';

export const WRONG_CREDENTIALS = 'Email/Password Salah';

/**
 * POST /api/login_web. A wrong email and a wrong password answer alike, and take alike long: an unknown
 * email and an account without a password (imported, a guardian) are verified against the decoy hash.
 * While the throttle makes this account wait at this address, only a device that signed in to the account
 * before may try (`cookie`: the request's Cookie header, see known-device.ts).
 */
export async function signIn({ ctx, input, cookie }: { ctx: PublicContext; input: ParsedInput<typeof signInContract>; cookie?: string }) {
  const { db, deps, ip } = ctx;
  const [found, wait] = await Promise.all([
    db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
      .limit(1),
    deps.throttle.retryAfter(input.email, ip),
  ]);
  const user = found[0];
  if (wait > 0 && !(user && (await isKnownDevice(db, cookie, user.id)))) {
    throw new AppError('too_many_requests', `Terlalu banyak percobaan masuk. Coba lagi dalam ${wait} detik.`, {
      retryAfterSeconds: wait,
    });
  }
  const ok = await verifyAccountPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await deps.throttle.recordFailure(input.email, ip);
    return { status: false as const, message: WRONG_CREDENTIALS };
  }
  if (!user.isActive) {
    return { status: false as const, message: 'Akun Anda dinonaktifkan. Hubungi admin sekolah.' };
  }
  await deps.throttle.recordSuccess(input.email, ip);
  // A first password from an account card was hashed lighter (password.ts): now it gets the full settings.
  if (needsRehash(user.passwordHash)) {
    const upgraded = await hashPassword(input.password);
    await db
      .update(users)
      .set({ passwordHash: upgraded })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  }

  const [school, years, schoolList, curriculumOptions] = await Promise.all([
    schoolById(db, user.schoolId),
    academicYearsOf(db, user.schoolId),
    selectableSchools(db, user),
    curriculumList(db),
  ]);
  const year = currentYearOf(years);
  const { token, tokenHash } = newAccessToken();
  await db.insert(accessTokens).values({
    tokenHash,
    userId: user.id,
    schoolId: user.schoolId,
    academicYearId: year?.sd_academic_year_id ?? null,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
  });

  return {
    status: true as const,
    accessToken: token,
    data: {
      id: user.id,
      full_name: user.fullName,
      email: user.email,
      path_image_school: school?.pathImage ?? null,
      path_image_profile: user.pathProfile ?? null,
      sd_user_type_id: user.userTypeId,
      sd_school_id: user.schoolId,
      school_code: school?.code ?? null,
      sd_school_stage_id: school?.stageId ?? null,
      sd_academic_year_id: year?.sd_academic_year_id ?? null,
      // A student's class, rombel and class map in the year (null for everyone else).
      ...(await placementOf(db, user, year?.sd_academic_year_id)),
      data_academic: years,
      data_school: schoolList,
      sd_curriculum_id: year?.sd_curriculum_id ?? null,
      data_curriculum: curriculumOptions,
    },
  };
}
