import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { staffProfiles, studentProfiles } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import type { ownDetailsInput } from '../../shared/accounts/inputs.ts';
import { schoolAllows } from './school-switches.ts';

/** Teachers and students correct their own contact details, when the school's switch allows it. */
const RULES = {
  '3': {
    table: staffProfiles,
    key: 'teacherProfileEdit',
    off: 'Sekolah tidak mengizinkan guru mengubah data profilnya sendiri. Hubungi admin sekolah untuk perubahan data.',
  },
  '5': {
    table: studentProfiles,
    key: 'studentProfileEdit',
    off: 'Sekolah tidak mengizinkan siswa mengubah data profilnya sendiri. Hubungi wali kelas atau TU untuk perubahan data.',
  },
} as const;

type Rule = (typeof RULES)[keyof typeof RULES];
const ruleOf = (type: string): Rule | null => (type === '3' || type === '5' ? RULES[type] : null);

async function read(ctx: SessionContext, rule: Rule | null) {
  if (!rule) return { applies: false, editable: false, notice: null, phone: null, address: null };
  const [row] = await ctx.db.select({ phone: rule.table.phone, address: rule.table.address }).from(rule.table).where(eq(rule.table.userId, ctx.session.userId));
  const editable = await schoolAllows(ctx.db, ctx.session.schoolId, rule.key);
  return { applies: true, editable, notice: editable ? null : rule.off, phone: row?.phone ?? null, address: row?.address ?? null };
}

/** GET /api/profile/details */
export async function getOwnDetails({ ctx }: { ctx: SessionContext }) {
  return read(ctx, ruleOf(ctx.session.userTypeId));
}

/** PUT /api/profile/details: 403 with the school's reason when its switch is off. */
export async function saveOwnDetails({ ctx, input }: { ctx: SessionContext; input: z.output<typeof ownDetailsInput> }) {
  const rule = ruleOf(ctx.session.userTypeId);
  if (!rule) throw forbidden('Data profil akun ini diubah oleh admin sekolah.');
  if (!(await schoolAllows(ctx.db, ctx.session.schoolId, rule.key))) throw forbidden(rule.off);
  const before = await read(ctx, rule);
  const set = { phone: input.phone ?? null, address: input.address ?? null };
  await ctx.db.transaction(async (tx) => {
    await tx.update(rule.table).set(set).where(eq(rule.table.userId, ctx.session.userId));
    await recordAudit(tx, ctx, {
      resource: 'own_profile',
      recordId: ctx.session.userId,
      action: 'update',
      before: { phone: before.phone, address: before.address },
      after: set,
    });
  });
  return read(ctx, rule);
}
