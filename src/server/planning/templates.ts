import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import type { Db } from '../db/client.ts';
import { planTemplates } from '../db/schema/planning.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { KIND_CURRICULUM, type PlanKind, type TemplateRole } from '../../shared/planning/model.ts';
import type { templateInput } from '../../shared/api/planning/templates.ts';
import { allows, requirePlanning } from './guard.ts';
import { cleanSections } from './sanitize.ts';

type Row = typeof planTemplates.$inferSelect;
type Input = z.output<typeof templateInput>;

const isPlatform = (role: TemplateRole) => role !== 'school';
const writeRight = (role: TemplateRole): 'templates.platform' | 'templates.school' => (isPlatform(role) ? 'templates.platform' : 'templates.school');

function view(ctx: SessionContext, t: Row) {
  return {
    id: t.id,
    kind: t.kind,
    role: t.role,
    curriculum: t.curriculum,
    format: t.format,
    title: t.title,
    description: t.description,
    subject: t.subject,
    phase: t.phase,
    sectionCount: t.sections.length,
    isActive: t.isActive,
    updatedAt: t.updatedAt,
    canEdit: allows(ctx, writeRight(t.role)),
    sections: t.sections,
  };
}

/** A template the session may read: the platform's, or its own school's (another school's is "not found"). */
export async function readableTemplate(db: Db | Tx, ctx: SessionContext, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(planTemplates)
    .where(and(eq(planTemplates.id, id), or(isNull(planTemplates.schoolId), eq(planTemplates.schoolId, ctx.session.schoolId))));
  if (!row) throw notFound('Templat tidak ditemukan.');
  return row;
}

/** GET /api/planning/templates?kind=&role= */
export async function listTemplates({ ctx, input }: { ctx: SessionContext; input: { kind: PlanKind; role: TemplateRole } }) {
  requirePlanning(ctx, 'templates.read');
  const owner = isPlatform(input.role) ? isNull(planTemplates.schoolId) : eq(planTemplates.schoolId, ctx.session.schoolId);
  const rows = await ctx.db
    .select()
    .from(planTemplates)
    .where(and(owner, eq(planTemplates.kind, input.kind), eq(planTemplates.role, input.role)))
    .orderBy(desc(planTemplates.isActive), asc(planTemplates.format), asc(planTemplates.title));
  return {
    templates: rows.map((r) => {
      const { sections: _s, ...summary } = view(ctx, r);
      return summary;
    }),
    canWrite: allows(ctx, writeRight(input.role)),
    canCopy: isPlatform(input.role) && allows(ctx, 'templates.school'),
  };
}

/** GET /api/planning/templates/:id */
export async function getTemplate({ ctx, id }: { ctx: SessionContext; id: number }) {
  requirePlanning(ctx, 'templates.read');
  return view(ctx, await readableTemplate(ctx.db, ctx, id));
}

/** POST /api/planning/templates: the platform's by the superadmin, the school's by its admin. */
export async function createTemplate({ ctx, input }: { ctx: SessionContext; input: Input }) {
  requirePlanning(ctx, writeRight(input.role));
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(planTemplates)
      .values({
        ...input,
        sections: cleanSections(input.sections),
        curriculum: KIND_CURRICULUM[input.kind],
        schoolId: isPlatform(input.role) ? null : ctx.session.schoolId,
        createdBy: ctx.session.userId,
      })
      .returning();
    await recordAudit(tx, ctx, { resource: 'planning_template', recordId: created.id, action: 'create', after: { ...input, sections: created.sections } });
    return created;
  });
  return view(ctx, row);
}

/** PUT /api/planning/templates/:id: a school changes only its own copy (a platform one is a 403). */
export async function updateTemplate({ ctx, id, input }: { ctx: SessionContext; id: number; input: Omit<Input, 'kind' | 'role'> }) {
  requirePlanning(ctx, 'templates.read');
  const row = await ctx.db.transaction(async (tx) => {
    const before = await readableTemplate(tx, ctx, id);
    requirePlanning(ctx, writeRight(before.role));
    const [after] = await tx
      .update(planTemplates)
      .set({ ...input, sections: cleanSections(input.sections), updatedAt: new Date() })
      .where(eq(planTemplates.id, id))
      .returning();
    await recordAudit(tx, ctx, { resource: 'planning_template', recordId: id, action: 'update', before, after });
    return after;
  });
  return view(ctx, row);
}

/** POST /api/planning/templates/:id/copy: a platform template becomes the school's own, to adapt. */
export async function copyTemplate({ ctx, id }: { ctx: SessionContext; id: number }) {
  requirePlanning(ctx, 'templates.school');
  const row = await ctx.db.transaction(async (tx) => {
    const source = await readableTemplate(tx, ctx, id);
    const [copy] = await tx
      .insert(planTemplates)
      .values({
        schoolId: ctx.session.schoolId,
        kind: source.kind,
        role: 'school',
        curriculum: source.curriculum,
        format: source.format,
        title: `${source.title} (salinan sekolah)`.slice(0, 150),
        description: source.description,
        subject: source.subject,
        phase: source.phase,
        sections: source.sections,
        createdBy: ctx.session.userId,
      })
      .returning();
    await recordAudit(tx, ctx, { resource: 'planning_template', recordId: copy.id, action: 'copy', after: { from: id, title: copy.title } });
    return copy;
  });
  return view(ctx, row);
}

/** DELETE /api/planning/templates/:id: documents written from it keep their text (the link is cleared). */
export async function deleteTemplate({ ctx, id }: { ctx: SessionContext; id: number }) {
  requirePlanning(ctx, 'templates.read');
  await ctx.db.transaction(async (tx) => {
    const before = await readableTemplate(tx, ctx, id);
    requirePlanning(ctx, writeRight(before.role));
    await tx.delete(planTemplates).where(eq(planTemplates.id, id));
    await recordAudit(tx, ctx, { resource: 'planning_template', recordId: id, action: 'delete', before });
  });
  return { message: 'Templat dihapus.' };
}
