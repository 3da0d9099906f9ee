import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { hitWindow } from '../auth/rate-limits.ts';
import { hashPassword } from '../auth/password.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { registrationCodes } from '../db/schema/accounts.ts';
import { sections } from '../db/schema/master.ts';
import type { PublicContext, SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { SELF_SERVICE_TYPES, type codeRegistrationInput, type createCodeInput } from '../../shared/accounts/inputs.ts';
import { currentSections } from './account-requests.ts';
import { createAccount, loginOf } from './create-account.ts';
import { requireDesk } from './guard.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Guessing a 8-character code is hopeless, but a script may not even try more than this per address. */
const REGISTER_PER_ADDRESS = 10;
const WINDOW_MS = 15 * 60 * 1000;

type CodeRow = typeof registrationCodes.$inferSelect;

export function stateOf(c: Pick<CodeRow, 'active' | 'expiresAt' | 'usedCount' | 'maxUses'>, now = new Date()) {
  if (!c.active) return 'off' as const;
  if (c.expiresAt <= now) return 'expired' as const;
  if (c.usedCount >= c.maxUses) return 'used_up' as const;
  return 'active' as const;
}

export function newCode(): string {
  const pick = () => ALPHABET[randomInt(ALPHABET.length)];
  return `${Array.from({ length: 4 }, pick).join('')}-${Array.from({ length: 4 }, pick).join('')}`;
}

const view = (c: CodeRow, sectionName: string | null) => ({
  id: c.id,
  code: c.code,
  userTypeId: c.userTypeId,
  userType: SELF_SERVICE_TYPES[c.userTypeId],
  sectionName,
  label: c.label,
  maxUses: c.maxUses,
  usedCount: c.usedCount,
  expiresAt: c.expiresAt,
  active: c.active,
  state: stateOf(c),
});

/** GET /api/accounts/codes */
export async function listCodes({ ctx }: { ctx: SessionContext }) {
  requireDesk(ctx);
  const [rows, sectionRows] = await Promise.all([
    ctx.db
      .select({ c: registrationCodes, sectionName: sections.name })
      .from(registrationCodes)
      .leftJoin(sections, eq(sections.id, registrationCodes.sectionId))
      .where(eq(registrationCodes.schoolId, ctx.session.schoolId))
      .orderBy(desc(registrationCodes.createdAt))
      .limit(200),
    currentSections(ctx.db, ctx.session.schoolId),
  ]);
  return { codes: rows.map((r) => view(r.c, r.sectionName)), sections: sectionRows };
}

/** POST /api/accounts/codes: a new random code (a rombel only for students). */
export async function createCode({ ctx, input }: { ctx: SessionContext; input: z.output<typeof createCodeInput> }) {
  requireDesk(ctx);
  if (input.sectionId && input.userTypeId !== '5') throw validationError({ sectionId: ['Rombel hanya untuk kode siswa.'] });
  return ctx.db.transaction(async (tx) => {
    let sectionName: string | null = null;
    if (input.sectionId) {
      const [s] = await tx
        .select({ name: sections.name })
        .from(sections)
        .where(and(eq(sections.id, input.sectionId), eq(sections.schoolId, ctx.session.schoolId)));
      if (!s) throw validationError({ sectionId: ['Rombel tidak ditemukan.'] });
      sectionName = s.name;
    }
    const [row] = await tx
      .insert(registrationCodes)
      .values({
        schoolId: ctx.session.schoolId,
        code: newCode(),
        userTypeId: input.userTypeId,
        sectionId: input.sectionId ?? null,
        label: input.label ?? null,
        maxUses: input.maxUses,
        expiresAt: new Date(Date.now() + input.validDays * 24 * 3600 * 1000),
        createdBy: ctx.session.userId,
      })
      .returning();
    await recordAudit(tx, ctx, {
      resource: 'registration_code',
      recordId: row.id,
      action: 'create',
      after: { userTypeId: row.userTypeId, maxUses: row.maxUses },
    });
    return view(row, sectionName);
  });
}

/** POST /api/accounts/codes/:id/deactivate */
export async function deactivateCode({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireDesk(ctx);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(registrationCodes)
      .set({ active: false })
      .where(and(eq(registrationCodes.id, id), eq(registrationCodes.schoolId, ctx.session.schoolId)))
      .returning({ id: registrationCodes.id });
    if (!row) throw notFound('Kode tidak ditemukan.');
    await recordAudit(tx, ctx, { resource: 'registration_code', recordId: id, action: 'deactivate' });
  });
  return { status: true as const, message: 'Kode dinonaktifkan.' };
}

const REFUSAL = {
  off: 'Kode pendaftaran ini sudah dinonaktifkan sekolah.',
  expired: 'Kode pendaftaran ini sudah kedaluwarsa. Minta kode baru ke sekolah.',
  used_up: 'Kode pendaftaran ini sudah mencapai batas pemakaiannya. Minta kode baru ke sekolah.',
} as const;

/**
 * POST /api/account/register: the code is locked while the account is made, so its last use cannot be spent
 * twice by two people at once; the count and the account commit together.
 */
export async function registerWithCode({ ctx, input }: { ctx: PublicContext; input: z.output<typeof codeRegistrationInput> }) {
  const wait = await hitWindow(ctx.db, 'register-code', ctx.ip, REGISTER_PER_ADDRESS, WINDOW_MS);
  if (wait > 0)
    throw new AppError('too_many_requests', `Terlalu banyak percobaan pendaftaran. Coba lagi dalam ${Math.ceil(wait / 60)} menit.`, {
      retryAfterSeconds: wait,
    });
  const login = loginOf({ ...input, userTypeId: '5' });
  const problem = passwordProblem(input.password, login);
  if (problem) throw validationError({ password: [problem] });
  const passwordHash = await hashPassword(input.password);
  const result = await ctx.db.transaction(async (tx) => {
    const [code] = await tx
      .select()
      .from(registrationCodes)
      .where(eq(sql`upper(${registrationCodes.code})`, input.code))
      .for('update');
    if (!code) throw validationError({ code: ['Kode pendaftaran tidak dikenal. Periksa kembali hurufnya.'] });
    const state = stateOf(code);
    if (state !== 'active') throw validationError({ code: [REFUSAL[state]] });
    if (code.userTypeId !== '5' && !input.email) throw validationError({ email: ['Isi email untuk nama masuk Anda.'] });
    if (code.userTypeId === '6' && !input.nisn) throw validationError({ nisn: ['Isi NISN anak Anda agar akun terhubung.'] });
    const made = await createAccount(tx, {
      schoolId: code.schoolId,
      userTypeId: code.userTypeId,
      fullName: input.fullName,
      gender: input.gender,
      email: input.email ?? null,
      phone: input.phone ?? null,
      nisn: input.nisn ?? null,
      sectionId: code.sectionId,
      passwordHash,
      byUserId: null,
      how: 'registration_code',
    });
    await tx
      .update(registrationCodes)
      .set({ usedCount: sql`${registrationCodes.usedCount} + 1` })
      .where(eq(registrationCodes.id, code.id));
    return made;
  });
  return { status: true as const, message: `Akun dibuat. Masuk dengan nama ${result.login} dan password yang Anda buat.`, login: result.login };
}
