import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { planDocuments, planEvents, planLinks, planTemplates } from '../db/schema/planning.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, validationError } from '../http/errors.ts';
import { yearOf } from '../grades/guard.ts';
import { settingsOf } from '../grades/settings.ts';
import { KIND_CURRICULUM, type LinkKind, type PlanFormat, type PlanKind, type PlanSection, type PlanStatus } from '../../shared/planning/model.ts';
import { DEFAULT_TEMPLATES } from './default-templates.ts';
import { documentView, readableDocument, summaryQuery } from './document-view.ts';
import { allows, requirePlanning } from './guard.ts';
import { LINKABLE, linkOptions, resolveLinks } from './curriculum-refs.ts';
import { cleanSections } from './sanitize.ts';
import { teachingOf } from './teaching.ts';
import { readableTemplate } from './templates.ts';

/** GET /api/planning/documents?kind=&format=&status= */
export async function listDocuments({ ctx, input }: { ctx: SessionContext; input: { kind: PlanKind; format?: PlanFormat; status?: PlanStatus } }) {
  if (!allows(ctx, 'documents.write')) requirePlanning(ctx, 'documents.school');
  const year = await yearOf(ctx);
  const schoolWide = allows(ctx, 'documents.school');
  const documents = await summaryQuery(ctx.db)
    .where(
      and(
        eq(planDocuments.schoolId, ctx.session.schoolId),
        eq(planDocuments.academicYearId, year.id),
        eq(planDocuments.kind, input.kind),
        input.format ? eq(planDocuments.format, input.format) : undefined,
        input.status ? eq(planDocuments.status, input.status) : undefined,
        schoolWide ? undefined : eq(planDocuments.teacherId, ctx.session.userId),
      ),
    )
    .orderBy(desc(planDocuments.updatedAt), desc(planDocuments.id))
    .limit(500);
  const settings = await settingsOf(ctx.db, ctx.session.schoolId, year.id);
  return { yearLabel: year.description, semester: settings.semester, documents, canWrite: allows(ctx, 'documents.write'), schoolWide };
}

/** GET /api/planning/documents/options?kind=&format= */
export async function documentOptions({ ctx, input }: { ctx: SessionContext; input: { kind: PlanKind; format: PlanFormat } }) {
  requirePlanning(ctx, 'documents.write');
  const year = await yearOf(ctx);
  const [teaching, templates, settings] = await Promise.all([
    teachingOf(ctx.db, ctx.session.schoolId, year.id, ctx.session.userId),
    ctx.db
      .select({ id: planTemplates.id, role: planTemplates.role, title: planTemplates.title, format: planTemplates.format, schoolId: planTemplates.schoolId })
      .from(planTemplates)
      .where(
        and(
          eq(planTemplates.kind, input.kind),
          eq(planTemplates.format, input.format),
          eq(planTemplates.isActive, true),
          sql`(${planTemplates.schoolId} is null or ${planTemplates.schoolId} = ${ctx.session.schoolId})`,
        ),
      )
      .orderBy(sql`case ${planTemplates.role} when 'school' then 0 when 'default' then 1 else 2 end`, asc(planTemplates.title)),
    settingsOf(ctx.db, ctx.session.schoolId, year.id),
  ]);
  return { semester: settings.semester, teaching, templates: templates.map(({ schoolId: _s, ...t }) => t) };
}

/** GET /api/planning/documents/:id */
export async function getDocument({ ctx, id }: { ctx: SessionContext; id: number }) {
  return documentView(ctx.db, ctx, await readableDocument(ctx.db, ctx, id));
}

interface CreateInput {
  kind: PlanKind;
  format: PlanFormat;
  courseId: number;
  classId: number;
  semester: '1' | '2';
  templateId: number | null;
  title: string;
}

/** The sections a new document starts from: the chosen template, else the platform's default of that kind and format. */
async function startingSections(ctx: SessionContext, input: CreateInput): Promise<{ templateId: number | null; sections: PlanSection[] }> {
  if (input.templateId) {
    const t = await readableTemplate(ctx.db, ctx, input.templateId).catch(() => null);
    if (!t || t.kind !== input.kind || t.format !== input.format) throw validationError({ templateId: ['Templat ini bukan untuk jenis dokumen tersebut.'] });
    return { templateId: t.id, sections: t.sections };
  }
  const [platform] = await ctx.db
    .select({ id: planTemplates.id, sections: planTemplates.sections })
    .from(planTemplates)
    .where(
      and(
        isNull(planTemplates.schoolId),
        eq(planTemplates.role, 'default'),
        eq(planTemplates.kind, input.kind),
        eq(planTemplates.format, input.format),
        eq(planTemplates.isActive, true),
      ),
    )
    .orderBy(asc(planTemplates.id))
    .limit(1);
  if (platform) return { templateId: platform.id, sections: platform.sections };
  const fallback = DEFAULT_TEMPLATES.find((t) => t.role === 'default' && t.kind === input.kind && t.format === input.format) ?? DEFAULT_TEMPLATES[0];
  return { templateId: null, sections: fallback.sections };
}

/** POST /api/planning/documents: for a subject and grade level the teacher teaches this year. */
export async function createDocument({ ctx, input }: { ctx: SessionContext; input: CreateInput }) {
  requirePlanning(ctx, 'documents.write');
  const year = await yearOf(ctx);
  const teaching = await teachingOf(ctx.db, ctx.session.schoolId, year.id, ctx.session.userId);
  if (!teaching.some((t) => t.courseId === input.courseId && t.classId === input.classId)) {
    throw validationError({ courseId: ['Anda tidak mengajar mata pelajaran ini di tingkat tersebut tahun ini.'] });
  }
  const start = await startingSections(ctx, input);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(planDocuments)
      .values({
        schoolId: ctx.session.schoolId,
        academicYearId: year.id,
        semester: input.semester,
        kind: input.kind,
        format: input.format,
        curriculum: KIND_CURRICULUM[input.kind],
        teacherId: ctx.session.userId,
        courseId: input.courseId,
        classId: input.classId,
        templateId: start.templateId,
        title: input.title,
        sections: cleanSections(start.sections),
      })
      .returning({ id: planDocuments.id });
    await recordAudit(tx, ctx, { resource: 'planning_document', recordId: row.id, action: 'create', after: input });
    return row.id;
  });
  return getDocument({ ctx, id });
}

interface UpdateInput {
  title: string;
  sections: PlanSection[];
  links: { refKind: LinkKind; refId: number }[];
  revision: number;
}

/** PUT /api/planning/documents/:id: only its writer, only while a draft or returned. */
export async function updateDocument({ ctx, id, input }: { ctx: SessionContext; id: number; input: UpdateInput }) {
  requirePlanning(ctx, 'documents.write');
  await ctx.db.transaction(async (tx) => {
    const before = await readableDocument(tx, ctx, id);
    if (before.teacherId !== ctx.session.userId) throw new AppError('forbidden', 'Hanya guru penyusun yang dapat mengubah dokumen ini.');
    if (before.status !== 'draft' && before.status !== 'returned')
      throw new AppError('conflict', 'Dokumen yang sudah diajukan atau ditelaah tidak dapat diubah. Buka untuk revisi dahulu.');
    const links = await resolveLinks(tx, ctx, before, input.links);
    const sections = cleanSections(input.sections);
    const done = await tx
      .update(planDocuments)
      .set({ title: input.title, sections, revision: sql`${planDocuments.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(planDocuments.id, id), eq(planDocuments.revision, input.revision)))
      .returning({ id: planDocuments.id });
    if (done.length === 0) throw new AppError('conflict', 'Dokumen baru saja diubah di tempat lain. Muat ulang lalu ulangi perubahan Anda.');
    await tx.delete(planLinks).where(eq(planLinks.documentId, id));
    if (links.length) await tx.insert(planLinks).values(links.map((l, i) => ({ ...l, schoolId: before.schoolId, documentId: id, position: i + 1 })));
    await recordAudit(tx, ctx, {
      resource: 'planning_document',
      recordId: id,
      action: 'update',
      before: { title: before.title, sections: before.sections },
      after: { title: input.title, sections, links },
    });
  });
  return getDocument({ ctx, id });
}

/** DELETE /api/planning/documents/:id: a draft never submitted. */
export async function deleteDocument({ ctx, id }: { ctx: SessionContext; id: number }) {
  requirePlanning(ctx, 'documents.write');
  await ctx.db.transaction(async (tx) => {
    const before = await readableDocument(tx, ctx, id);
    if (before.teacherId !== ctx.session.userId) throw new AppError('forbidden', 'Hanya guru penyusun yang dapat menghapus dokumen ini.');
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(planEvents)
      .where(eq(planEvents.documentId, id));
    if (before.status !== 'draft' || n > 0)
      throw new AppError('conflict', 'Dokumen yang pernah diajukan tidak dapat dihapus; riwayat supervisinya harus tetap ada.');
    await tx.delete(planDocuments).where(eq(planDocuments.id, id));
    await recordAudit(tx, ctx, { resource: 'planning_document', recordId: id, action: 'delete', before });
  });
  return { message: 'Dokumen dihapus.' };
}

/** GET /api/planning/documents/:id/links: what the document can link (the school's TPs of its course and grade). */
export async function documentLinkOptions({ ctx, id }: { ctx: SessionContext; id: number }) {
  const doc = await readableDocument(ctx.db, ctx, id);
  return { kinds: [...LINKABLE[doc.curriculum].kinds], note: LINKABLE[doc.curriculum].note, options: await linkOptions(ctx.db, ctx.session.schoolId, doc) };
}
