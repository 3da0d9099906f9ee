import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { activateInput } from '../../shared/api/master.ts';
import { INITIAL_PASSWORD_ALPHABET } from '../../shared/api/documents.ts';
import { users } from '../db/schema/users.ts';
import { classMaps } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, validationError } from '../http/errors.ts';
import { canSetPasswords } from '../../shared/resources/access.ts';
import { hashPassword } from '../auth/password.ts';
import { STUDENTS } from '../../shared/resources/definitions/students.ts';
import { audit } from '../resources/audit.ts';
import { NO_PASSWORD } from '../resources/person-binding.ts';
import { authorize, scopeOf } from '../resources/scope.ts';
import { checkReferences } from '../resources/write-support.ts';

/** Most accounts one request activates: a rombel, at ~30 ms of argon2 per account. */
export const ACTIVATE_MAX = 60;

export { activateInput } from '../../shared/api/master.ts';

export function initialPassword(): string {
  return Array.from({ length: 8 }, () => INITIAL_PASSWORD_ALPHABET[randomInt(INITIAL_PASSWORD_ALPHABET.length)]).join('');
}

/**
 * POST /api/master/students/activate: the students of a rombel (in the chosen year) who have no password yet
 * (imported ones) get a random one, returned once for the admin to print as account cards; only the hash is
 * kept. Hashing happens before the transaction, a rombel at a time, so a school activates 600 students in a
 * few calls instead of a minute-long request.
 */
export async function activateStudents({ ctx, input }: { ctx: SessionContext; input: z.output<typeof activateInput> }) {
  const scope = scopeOf(ctx.session);
  authorize(STUDENTS, scope, 'write');
  if (!canSetPasswords(scope.userTypeId)) throw forbidden('Hanya admin sekolah yang dapat mengatur password siswa.');
  if (scope.yearId === null) throw validationError({ sd_section_id: ['Pilih tahun ajaran terlebih dahulu.'] });
  await ctx.db.transaction((tx) => checkReferences(tx, STUDENTS, { sd_section_id: input.sd_section_id }, scope));
  const waiting = await ctx.db
    .select({ id: users.id, full_name: users.fullName, username: users.email })
    .from(classMaps)
    .innerJoin(users, eq(users.id, classMaps.userId))
    .where(
      and(
        eq(classMaps.sectionId, input.sd_section_id),
        eq(classMaps.academicYearId, scope.yearId),
        eq(users.schoolId, scope.schoolId),
        eq(users.userTypeId, '5'),
        eq(users.passwordHash, NO_PASSWORD),
      ),
    )
    .orderBy(asc(users.fullName))
    .limit(ACTIVATE_MAX);
  const cards = waiting.map((s) => ({ ...s, password: initialPassword() }));
  const hashes = await Promise.all(cards.map((c) => hashPassword(c.password)));
  await ctx.db.transaction(async (tx) => {
    for (const [i, card] of cards.entries()) {
      await tx
        .update(users)
        .set({ passwordHash: hashes[i], updatedAt: new Date() })
        .where(and(eq(users.id, card.id), eq(users.passwordHash, NO_PASSWORD)));
    }
    if (cards.length) {
      await audit(
        tx,
        scope,
        STUDENTS,
        cards.map((c) => ({ id: c.id, action: 'update', before: { has_password: false }, after: { has_password: true } })),
      );
    }
  });
  const remaining = waiting.length < ACTIVATE_MAX ? 0 : await countWaiting(ctx, input.sd_section_id, scope.yearId);
  return { data: cards, remaining };
}

async function countWaiting(ctx: SessionContext, sectionId: number, yearId: number): Promise<number> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(classMaps)
    .innerJoin(users, eq(users.id, classMaps.userId))
    .where(and(eq(classMaps.sectionId, sectionId), eq(classMaps.academicYearId, yearId), eq(users.userTypeId, '5'), eq(users.passwordHash, NO_PASSWORD)));
  return rows.length;
}
