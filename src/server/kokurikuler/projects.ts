import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { kkAssessments, kkFacilitators, kkProjectTargets, kkProjects } from '../db/schema/kokurikuler.ts';
import { classes } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { asHtml, sanitizeRichText } from '../content/sanitize.ts';
import { settingsOf } from '../grades/settings.ts';
import { yearOf } from '../grades/guard.ts';
import { frameworkForYear } from '../../shared/kokurikuler/frameworks.ts';
import { kokurikulerAllows } from '../../shared/kokurikuler/permissions.ts';
import type { z } from 'zod';
import type { projectInput } from '../../shared/api/kokurikuler/projects.ts';
import { loadProject } from './access.ts';
import { subelementRows } from './framework-rows.ts';
import { requireKokurikuler } from './guard.ts';
import { projectViews } from './project-view.ts';

type ProjectInput = z.output<typeof projectInput>;

/** GET /api/kokurikuler/projects */
export async function listProjects({ ctx }: { ctx: SessionContext }) {
  requireKokurikuler(ctx, 'kokurikuler.read');
  const year = await yearOf(ctx);
  const schoolId = ctx.session.schoolId;
  const canManage = kokurikulerAllows('kokurikuler.manage', ctx.session.userTypeId);
  const [projects, classRows, teachers, settings] = await Promise.all([
    projectViews(ctx.db, ctx, year.id),
    ctx.db
      .select({ id: classes.id, name: classes.name, grade: classes.grade })
      .from(classes)
      .where(eq(classes.schoolId, schoolId))
      .orderBy(asc(classes.grade), asc(classes.name)),
    canManage
      ? ctx.db
          .select({ id: users.id, name: users.fullName })
          .from(users)
          .where(and(eq(users.schoolId, schoolId), eq(users.userTypeId, '3'), eq(users.isActive, true)))
          .orderBy(asc(users.fullName))
      : Promise.resolve([]),
    settingsOf(ctx.db, schoolId, year.id),
  ]);
  return {
    yearLabel: year.description,
    framework: frameworkForYear(year.description),
    activeSemester: settings.semester,
    canManage,
    projects,
    classes: classRows,
    teachers,
  };
}

/** GET /api/kokurikuler/projects/:id */
export async function getProject({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireKokurikuler(ctx, 'kokurikuler.read');
  const project = await loadProject(ctx.db, ctx.session.schoolId, id);
  return (await projectViews(ctx.db, ctx, project.academicYearId, [id]))[0];
}

/** The references a project names, all checked against the school (and the framework) before writing. */
async function checkInput(tx: Tx, ctx: SessionContext, input: ProjectInput): Promise<void> {
  const schoolId = ctx.session.schoolId;
  const errors: Record<string, string[]> = {};
  const [cls] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.id, input.classId)));
  if (!cls) errors.classId = ['Tingkat kelas tidak ditemukan di sekolah ini.'];
  const subs = new Map((await subelementRows(tx)).map((s) => [s.id, s]));
  const foreign = input.subelementIds.filter((sid) => subs.get(sid)?.framework !== input.framework);
  if (foreign.length) errors.subelementIds = ['Subelemen harus berasal dari kerangka profil yang dipilih.'];
  if (new Set(input.subelementIds).size !== input.subelementIds.length) errors.subelementIds = ['Subelemen tidak boleh ganda.'];
  const people = [...new Set([...input.facilitatorIds, ...(input.coordinatorId ? [input.coordinatorId] : [])])];
  if (people.length) {
    const found = new Set(
      (
        await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.schoolId, schoolId), inArray(users.userTypeId, ['2', '3', '4']), inArray(users.id, people)))
      ).map((u) => u.id),
    );
    if (input.coordinatorId && !found.has(input.coordinatorId)) errors.coordinatorId = ['Koordinator harus guru atau pegawai sekolah ini.'];
    if (input.facilitatorIds.some((f) => !found.has(f))) errors.facilitatorIds = ['Fasilitator harus guru atau pegawai sekolah ini.'];
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

const description = (html: string) => sanitizeRichText(asHtml(html));

async function writeTargets(tx: Tx, schoolId: number, projectId: number, input: ProjectInput) {
  await tx.delete(kkProjectTargets).where(eq(kkProjectTargets.projectId, projectId));
  await tx.insert(kkProjectTargets).values(input.subelementIds.map((subelementId, i) => ({ schoolId, projectId, subelementId, position: i + 1 })));
  await tx.delete(kkFacilitators).where(eq(kkFacilitators.projectId, projectId));
  if (input.facilitatorIds.length)
    await tx.insert(kkFacilitators).values([...new Set(input.facilitatorIds)].map((userId) => ({ schoolId, projectId, userId })));
}

/** POST /api/kokurikuler/projects */
export async function createProject({ ctx, input }: { ctx: SessionContext; input: ProjectInput }) {
  requireKokurikuler(ctx, 'kokurikuler.manage');
  const year = await yearOf(ctx);
  const schoolId = ctx.session.schoolId;
  const id = await ctx.db.transaction(async (tx) => {
    await checkInput(tx, ctx, input);
    const { subelementIds: _s, facilitatorIds: _f, ...fields } = input;
    const [row] = await tx
      .insert(kkProjects)
      .values({ ...fields, description: description(fields.description), schoolId, academicYearId: year.id })
      .returning({ id: kkProjects.id });
    await writeTargets(tx, schoolId, row.id, input);
    await recordAudit(tx, ctx, { resource: 'kokurikuler_project', recordId: row.id, action: 'create', after: input });
    return row.id;
  });
  return getProject({ ctx, id });
}

/** PUT /api/kokurikuler/projects/:id: a target already assessed cannot be dropped; a stale revision is a 409. */
export async function updateProject({ ctx, id, input }: { ctx: SessionContext; id: number; input: ProjectInput & { revision: number } }) {
  requireKokurikuler(ctx, 'kokurikuler.manage');
  const schoolId = ctx.session.schoolId;
  await ctx.db.transaction(async (tx) => {
    const before = await loadProject(tx, schoolId, id);
    await checkInput(tx, ctx, input);
    const used = await tx
      .select({ subelementId: kkAssessments.subelementId, n: sql<number>`count(*)::int` })
      .from(kkAssessments)
      .where(eq(kkAssessments.projectId, id))
      .groupBy(kkAssessments.subelementId);
    const dropped = used.filter((u) => !input.subelementIds.includes(u.subelementId));
    if (dropped.length) {
      const subs = new Map((await subelementRows(tx)).map((s) => [s.id, s]));
      const names = dropped.map((d) => `"${subs.get(d.subelementId)?.name}" (${d.n} nilai)`).join(', ');
      throw new AppError('conflict', `Subelemen yang sudah dinilai tidak dapat dilepas: ${names}. Kosongkan nilainya dulu.`);
    }
    if (before.framework !== input.framework && used.length) throw new AppError('conflict', 'Kerangka profil tidak dapat diganti setelah projek dinilai.');
    const { subelementIds: _s, facilitatorIds: _f, revision, ...fields } = input;
    const done = await tx
      .update(kkProjects)
      .set({ ...fields, description: description(fields.description), revision: sql`${kkProjects.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(kkProjects.id, id), eq(kkProjects.revision, revision)))
      .returning({ id: kkProjects.id });
    if (done.length === 0) throw new AppError('conflict', 'Projek baru saja diubah oleh pengguna lain. Muat ulang lalu ulangi perubahan Anda.');
    await writeTargets(tx, schoolId, id, input);
    await recordAudit(tx, ctx, { resource: 'kokurikuler_project', recordId: id, action: 'update', before, after: input });
  });
  return getProject({ ctx, id });
}

/** DELETE /api/kokurikuler/projects/:id: only before anyone assessed it. */
export async function deleteProject({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireKokurikuler(ctx, 'kokurikuler.manage');
  const schoolId = ctx.session.schoolId;
  await ctx.db.transaction(async (tx) => {
    const before = await loadProject(tx, schoolId, id);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(kkAssessments)
      .where(eq(kkAssessments.projectId, id));
    if (n > 0) throw new AppError('conflict', `Projek "${before.title}" sudah memiliki ${n} nilai dan tidak dapat dihapus.`);
    const gone = await tx
      .delete(kkProjects)
      .where(and(eq(kkProjects.schoolId, schoolId), eq(kkProjects.id, id)))
      .returning({ id: kkProjects.id });
    if (gone.length === 0) throw notFound('Projek tidak ditemukan.');
    await recordAudit(tx, ctx, { resource: 'kokurikuler_project', recordId: id, action: 'delete', before });
  });
  return { message: 'Projek dihapus.' };
}
