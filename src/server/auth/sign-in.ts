import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accessTokens, users } from '../db/schema/users.ts';
import { AppError } from '../http/errors.ts';
import type { PublicContext } from '../http/context.ts';
import { decoyHash, verifyPassword } from './password.ts';
import { newAccessToken, TOKEN_LIFETIME_MS } from './token.ts';
import { placementOf } from '../master/placement.ts';
import { academicYearsOf, curriculumList, currentYearOf, schoolById, selectableSchools } from '../shell/session-data.ts';

export const signInInput = z.object({
  email: z.string({ error: 'Email wajib diisi.' }).trim().min(1, 'Email wajib diisi.').max(254, 'Email terlalu panjang.'),
  password: z.string({ error: 'Password wajib diisi.' }).min(1, 'Password wajib diisi.').max(1024, 'Password terlalu panjang.'),
});

export const WRONG_CREDENTIALS = 'Email/Password Salah';

/**
 * POST /api/login_web. A wrong email and a wrong password answer alike (and take alike long: the decoy hash),
 * so the answer never tells which one was wrong.
 */
export async function signIn({ ctx, input }: { ctx: PublicContext; input: z.output<typeof signInInput> }) {
  const { db, deps, ip } = ctx;
  const wait = deps.throttle.retryAfter(input.email, ip);
  if (wait > 0) {
    throw new AppError('too_many_requests', `Terlalu banyak percobaan masuk. Coba lagi dalam ${wait} detik.`, {
      retryAfterSeconds: wait,
    });
  }
  const found = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
    .limit(1);
  const user = found[0];
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  if (!user || !ok) {
    deps.throttle.recordFailure(input.email, ip);
    return { status: false as const, message: WRONG_CREDENTIALS };
  }
  if (!user.isActive) {
    return { status: false as const, message: 'Akun Anda dinonaktifkan. Hubungi admin sekolah.' };
  }
  deps.throttle.recordSuccess(input.email, ip);

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
