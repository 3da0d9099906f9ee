import { eq } from 'drizzle-orm';
import { schools } from '../db/schema/schools.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { lastPasswordSetByOther } from '../resources/password-notice.ts';
import { USER_TYPES, isUserTypeId } from '../../shared/user-types.ts';

/** GET /api/profile: the signed-in user's own account (never another's: the id comes from the session). */
export async function getProfile({ ctx }: { ctx: SessionContext }) {
  const rows = await ctx.db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      userTypeId: users.userTypeId,
      pathProfile: users.pathProfile,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      schoolName: schools.name,
    })
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, ctx.session.userId))
    .limit(1);
  const user = rows[0];
  if (!user) throw notFound('Akun tidak ditemukan.');
  const passwordSetByAdmin = await lastPasswordSetByOther(ctx.db, user.id);
  return {
    status: true,
    data: {
      id: user.id,
      full_name: user.fullName,
      email: user.email,
      sd_user_type_id: user.userTypeId,
      user_type_name: isUserTypeId(user.userTypeId) ? USER_TYPES[user.userTypeId].name : user.userTypeId,
      school_name: user.schoolName,
      path_profile: user.pathProfile,
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
      // The person is told when an admin set their password (issue 11.5); the profile shows it.
      password_set_by_admin_at: passwordSetByAdmin?.toISOString() ?? null,
    },
  };
}
