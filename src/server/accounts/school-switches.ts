import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { schoolSettings } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { studentChatOn } from '../content/chat.ts';
import { SWITCH_EDITORS } from '../../shared/accounts/permissions.ts';
import type { SchoolSwitch, saveSwitchesInput } from '../../shared/accounts/inputs.ts';
import { requireSwitchEditor, requireSwitchReader } from './guard.ts';

/** Defaults of a school without a settings row (the same as the columns' defaults). */
const DEFAULTS: Record<SchoolSwitch, boolean> = { lateSubmission: true, teacherProfileEdit: true, studentProfileEdit: false, guardianSeesGrades: true };

/** The school's switches; the one read every enforcing service uses. */
export async function schoolSwitches(db: Db | Tx, schoolId: number): Promise<Record<SchoolSwitch, boolean>> {
  const [row] = await db
    .select({
      lateSubmission: schoolSettings.lateSubmission,
      teacherProfileEdit: schoolSettings.teacherProfileEdit,
      studentProfileEdit: schoolSettings.studentProfileEdit,
      guardianSeesGrades: schoolSettings.guardianSeesGrades,
    })
    .from(schoolSettings)
    .where(eq(schoolSettings.schoolId, schoolId));
  return row ?? { ...DEFAULTS };
}

export async function schoolAllows(db: Db | Tx, schoolId: number, name: SchoolSwitch): Promise<boolean> {
  return (await schoolSwitches(db, schoolId))[name];
}

async function answer(ctx: SessionContext) {
  const [switches, studentChat] = await Promise.all([schoolSwitches(ctx.db, ctx.session.schoolId), studentChatOn(ctx.db, ctx.session.schoolId)]);
  return { switches, studentChat, canEdit: (SWITCH_EDITORS as readonly string[]).includes(ctx.session.userTypeId) };
}

/** GET /api/accounts/school-switches */
export async function getSwitches({ ctx }: { ctx: SessionContext }) {
  requireSwitchReader(ctx);
  return answer(ctx);
}

/** PUT /api/accounts/school-switches: only the switches sent change; audited with before and after. */
export async function saveSwitches({ ctx, input }: { ctx: SessionContext; input: z.output<typeof saveSwitchesInput> }) {
  requireSwitchEditor(ctx);
  const schoolId = ctx.session.schoolId;
  await ctx.db.transaction(async (tx) => {
    const before = await schoolSwitches(tx, schoolId);
    const set = Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'boolean'));
    await tx
      .insert(schoolSettings)
      .values({ schoolId, ...set })
      .onConflictDoUpdate({ target: schoolSettings.schoolId, set: { ...set, updatedAt: new Date() } });
    await recordAudit(tx, ctx, { resource: 'school_switches', recordId: schoolId, action: 'update', before, after: { ...before, ...set } });
  });
  return answer(ctx);
}
