import { and, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users } from '../db/schema/users.ts';
import { revokeSessions } from '../auth/session-epoch.ts';
import { hashPassword } from '../auth/password.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { forbidden, validationError } from '../http/errors.ts';
import { canSetPasswords } from '../../shared/resources/access.ts';
import { recordPasswordSet } from './password-notice.ts';
import type { ResourceDef } from '../../shared/resources/types.ts';
import type { Binding, Expr, Hooks, Queryable, Row, Scope, Tx, UniqueRule, Values } from './binding.ts';
import { columnsOf, rowValues } from './table-binding.ts';
import { escapeLike } from './like.ts';

/**
 * An account without a usable password (imported, or waiting for an admin to set one): no argon2 hash
 * verifies against it, so it cannot sign in until a password is set.
 */
export const NO_PASSWORD = '';

interface PersonOptions {
  /** Joins for computed fields (a student's rombel of the year). */
  join?: (query: any, scope: Scope) => any;
  computed?: (scope: Scope) => Record<string, Expr>;
  filterSql?: Binding['filterSql'];
  unique?: Record<string, UniqueRule>;
  hooks?: Hooks;
  hint?: string;
}

/** Fields of the sd_users row itself: a page chosen by these alone needs no join. */
const ACCOUNT: ReadonlySet<string> = new Set(['id', 'full_name', 'email', 'is_active', 'has_password']);

/** A person: their sd_users account (of the definition's user type) and their profile row. */
export function personBinding(def: ResourceDef, profile: PgTable, options: PersonOptions = {}): Binding {
  const userType = def.userType;
  if (!userType) throw new Error(`Resource ${def.name} has no user type`);
  const profileColumns = columnsOf(profile);
  const profileUser = profileColumns.get('sd_user_id')!;
  const profileSchool = profileColumns.get('sd_school_id')!;
  const profileUserId = profileUser.column;
  const stored: Record<string, Expr> = {
    id: users.id,
    full_name: users.fullName,
    email: users.email,
    is_active: users.isActive,
    has_password: sql<boolean>`(${users.passwordHash} <> ${NO_PASSWORD})`,
  };
  for (const field of def.fields) {
    const target = profileColumns.get(field.name);
    if (target && !field.readOnly && !(field.name in stored)) stored[field.name] = target.column;
  }
  const where = (scope: Scope): SQL[] => [eq(users.schoolId, scope.schoolId), eq(users.userTypeId, userType)];
  // Identifiers a search of digits finds by their start (NISN, NIS, NUPTK, NIP, a telephone number).
  const identifiers = def.search.filter((name) => name !== 'full_name' && name !== 'email' && stored[name]);
  const hooks = options.hooks ?? {};

  async function writeProfile(tx: Tx, scope: Scope, id: number, values: Values) {
    const set = rowValues(profile, def, values);
    if (Object.keys(set).length === 0) return;
    await tx
      .insert(profile)
      .values({ ...set, [profileUser.key]: id, [profileSchool.key]: scope.schoolId })
      .onConflictDoUpdate({ target: profileUserId, set });
  }

  return {
    def,
    id: users.id,
    columns: (scope) => ({ ...stored, ...(options.computed?.(scope) ?? {}) }),
    select(db: Queryable, selection, scope) {
      const query = db.select(selection).from(users).leftJoin(profile, eq(profileUserId, users.id)).$dynamic();
      return options.join ? options.join(query, scope) : query;
    },
    where,
    filterSql: options.filterSql,
    selectLight(db, selection, used) {
      return [...used].every((field) => ACCOUNT.has(field)) ? db.select(selection).from(users).$dynamic() : null;
    },
    searchFields: (term) => (/^\d+$/.test(term) ? identifiers : /[^\p{L}]/u.test(term) ? ['full_name', 'email'] : ['full_name']),
    searchSql(term, scope) {
      // Digits are an identifier's start (names have none; matching both would defeat the indexes).
      // The profile's own school column leads its prefix indexes (sd_student_profiles_nisn_prefix_idx...).
      if (/^\d+$/.test(term)) {
        return and(eq(profileSchool.column, scope.schoolId), or(...identifiers.map((name) => like(stored[name] as PgColumn, `${escapeLike(term)}%`))));
      }
      // Part of an email or a username ("rina.op", "budi-s") is looked for in the sign-in name too.
      const email = /[^\p{L}]/u.test(term) ? ilike(users.email, `%${escapeLike(term)}%`) : undefined;
      return or(nameMatches(term), email);
    },
    hint: options.hint,
    unique: { sd_users_email_key: 'email', ...(options.unique ?? {}) },
    hooks: {
      ...hooks,
      async prepare(scope, values, existing) {
        await hooks.prepare?.(scope, values, existing);
        await preparePassword(scope, values, existing);
      },
      async afterWrite(tx, scope, id, values, existing) {
        await hooks.afterWrite?.(tx, scope, id, values, existing);
        // A password set by someone else, or a deactivation, ends the person's sessions on every instance.
        if (existing && (values.password_hash !== undefined || values.is_active === false)) await revokeSessions(tx, { userId: id });
        if (existing && values.password_hash !== undefined && id !== scope.userId) await recordPasswordSet(tx, scope, id);
      },
      async beforeDelete(tx, scope, existing) {
        if (existing.id === scope.userId) throw validationError({ _: ['Anda tidak dapat menghapus akun Anda sendiri.'] });
        await hooks.beforeDelete?.(tx, scope, existing);
      },
    },
    async create(tx, scope, values) {
      const [row] = await tx
        .insert(users)
        .values({
          schoolId: scope.schoolId,
          userTypeId: userType,
          email: String(values.email),
          fullName: String(values.full_name),
          isActive: (values.is_active as boolean | undefined) ?? true,
          passwordHash: (values.password_hash as string | undefined) ?? NO_PASSWORD,
        })
        .returning({ id: users.id });
      await writeProfile(tx, scope, row.id, values);
      return row.id;
    },
    async update(tx, scope, id, values) {
      const set: Record<string, unknown> = { updatedAt: new Date() };
      if ('email' in values) set.email = values.email;
      if ('full_name' in values) set.fullName = values.full_name;
      if ('is_active' in values) set.isActive = values.is_active;
      if (typeof values.password_hash === 'string') set.passwordHash = values.password_hash;
      await tx
        .update(users)
        .set(set)
        .where(and(eq(users.id, id), ...where(scope)));
      await writeProfile(tx, scope, id, values);
    },
    async remove(tx, scope, id) {
      await revokeSessions(tx, { userId: id }); // the tokens go with the row; cached sessions must go too
      await tx.delete(users).where(and(eq(users.id, id), ...where(scope)));
    },
  };
}

/**
 * A name matches when each word typed starts one of its words ("siti rah" finds "Siti Rahmawati"), through
 * the full-text index on sd_users (sd_users_name_search_idx): the expression must stay the index's.
 */
function nameMatches(term: string): SQL | undefined {
  const words = term
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return undefined;
  return sql`to_tsvector('simple', ${users.fullName}) @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
}

/** Hashes a new password before the transaction opens (argon2 takes ~30 ms; no lock is held meanwhile). */
async function preparePassword(scope: Scope, values: Values, existing: Row | null) {
  if (existing && existing.id === scope.userId && values.is_active === false) {
    throw validationError({ is_active: ['Anda tidak dapat menonaktifkan akun Anda sendiri.'] });
  }
  const password = values.password;
  delete values.password;
  if (typeof password !== 'string' || password === '') return;
  if (!canSetPasswords(scope.userTypeId)) throw forbidden('Hanya admin sekolah yang dapat mengatur password orang lain.');
  const problem = passwordProblem(password, (values.email ?? existing?.email) as string | undefined);
  if (problem) throw validationError({ password: [problem] });
  values.password_hash = await hashPassword(password);
}
