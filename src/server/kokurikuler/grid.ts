import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import type { Db } from '../db/client.ts';
import { kkAssessments, kkNotes } from '../db/schema/kokurikuler.ts';
import { sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, validationError } from '../http/errors.ts';
import { lockMessage } from '../grades/settings.ts';
import { FRAMEWORKS } from '../../shared/kokurikuler/frameworks.ts';
import type { z } from 'zod';
import type { saveGridInput } from '../../shared/api/kokurikuler/grid.ts';
import { facilitatorIdsOf, loadProject, mayAssess, projectSection, requireGridReader, type ProjectRow } from './access.ts';
import { requireKokurikuler } from './guard.ts';
import { projectColumns, projectMarks, sectionStudents } from './roster.ts';

/** What every view of one rombel of a project starts from: the project, the rombel, who may write, the lock. */
export async function gridContext(db: Db | Tx, ctx: SessionContext, id: number, sectionId: number) {
  requireKokurikuler(ctx, 'kokurikuler.read');
  const schoolId = ctx.session.schoolId;
  const project = await loadProject(db, schoolId, id);
  const section = await projectSection(db, project, sectionId);
  const [facilitators, lock, homeroom, siblings] = await Promise.all([
    facilitatorIdsOf(db, id),
    lockMessage(db, schoolId, project.academicYearId, project.semester),
    section.homeroomTeacherId ? db.select({ name: users.fullName }).from(users).where(eq(users.id, section.homeroomTeacherId)) : Promise.resolve([]),
    db
      .select({ id: sections.id, name: sections.name })
      .from(sections)
      .where(and(eq(sections.schoolId, schoolId), eq(sections.classId, project.classId), eq(sections.academicYearId, project.academicYearId)))
      .orderBy(asc(sections.name)),
  ]);
  const assess = mayAssess(ctx, project, section.homeroomTeacherId, facilitators);
  requireGridReader(ctx, assess);
  return {
    project,
    summary: {
      id: project.id,
      title: project.title,
      theme: project.theme,
      semester: project.semester,
      framework: project.framework,
      className: section.className,
    },
    section: { id: section.id, name: section.name, homeroomName: homeroom[0]?.name ?? null },
    sections: siblings,
    levels: [...FRAMEWORKS[project.framework].levels],
    canEdit: assess && !lock,
    lock: lock ? lock.replace(/^Nilai/, 'Penilaian kokurikuler') : null,
  };
}

/** GET /api/kokurikuler/projects/:id/sections/:sectionId */
export async function getGrid({ ctx, id, sectionId }: { ctx: SessionContext; id: number; sectionId: number }) {
  const g = await gridContext(ctx.db, ctx, id, sectionId);
  const [columns, students] = await Promise.all([
    projectColumns(ctx.db, id),
    sectionStudents(ctx.db, ctx.session.schoolId, g.project.academicYearId, sectionId),
  ]);
  const marks = await projectMarks(
    ctx.db,
    id,
    students.map((s) => s.id),
  );
  const cellsOf = new Map<number, Record<string, { level: number; revision: number }>>();
  for (const c of marks.cells) {
    const row = cellsOf.get(c.studentId) ?? {};
    row[c.subelementId] = { level: c.level, revision: c.revision };
    cellsOf.set(c.studentId, row);
  }
  const noteOf = new Map(marks.notes.map((n) => [n.studentId, n]));
  return {
    project: g.summary,
    section: g.section,
    sections: g.sections,
    levels: g.levels,
    columns,
    canEdit: g.canEdit,
    lock: g.lock,
    students: students.map((s) => ({
      ...s,
      cells: cellsOf.get(s.id) ?? {},
      note: noteOf.get(s.id)?.note ?? '',
      noteRevision: noteOf.get(s.id)?.revision ?? 0,
    })),
  };
}

type SaveInput = z.output<typeof saveGridInput>;

const STALE = (who: string, what: string) =>
  new AppError('conflict', `${what} ${who} baru saja diubah oleh pengguna lain. Muat ulang lembar penilaian lalu ulangi.`);

/** Every cell and note must belong to the rombel and the project's targets: a field message per bad row. */
function checkRows(input: SaveInput, studentIds: Set<number>, targetIds: Set<number>) {
  const errors: Record<string, string[]> = {};
  input.cells.forEach((c, i) => {
    if (!studentIds.has(c.studentId)) errors[`cells.${i}.studentId`] = ['Siswa ini bukan anggota rombel.'];
    if (!targetIds.has(c.subelementId)) errors[`cells.${i}.subelementId`] = ['Subelemen ini bukan sasaran projek.'];
  });
  input.notes.forEach((n, i) => {
    if (!studentIds.has(n.studentId)) errors[`notes.${i}.studentId`] = ['Siswa ini bukan anggota rombel.'];
  });
  const keys = input.cells.map((c) => `${c.studentId}:${c.subelementId}`);
  if (new Set(keys).size !== keys.length) errors.cells = ['Satu sel dikirim dua kali.'];
  if (new Set(input.notes.map((n) => n.studentId)).size !== input.notes.length) errors.notes = ['Satu catatan dikirim dua kali.'];
  if (Object.keys(errors).length) throw validationError(errors, 'Sebagian isian tidak valid.');
}

async function saveCells(tx: Tx, ctx: SessionContext, project: ProjectRow, input: SaveInput, names: Map<number, string>, subNames: Map<number, string>) {
  const now = new Date();
  const set = input.cells.filter((c) => c.level !== null);
  if (set.length) {
    const saved = await tx
      .insert(kkAssessments)
      .values(
        set.map((c) => ({
          schoolId: project.schoolId,
          projectId: project.id,
          studentId: c.studentId,
          subelementId: c.subelementId,
          level: c.level!,
          revision: c.revision + 1,
          updatedBy: ctx.session.userId,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [kkAssessments.projectId, kkAssessments.studentId, kkAssessments.subelementId],
        set: { level: sql`excluded.level`, revision: sql`excluded.revision`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
        setWhere: sql`${kkAssessments.revision} = excluded.revision - 1`,
      })
      .returning({ studentId: kkAssessments.studentId, subelementId: kkAssessments.subelementId });
    if (saved.length !== set.length) {
      const done = new Set(saved.map((s) => `${s.studentId}:${s.subelementId}`));
      const stale = set.find((c) => !done.has(`${c.studentId}:${c.subelementId}`))!;
      throw STALE(names.get(stale.studentId) ?? '', `Nilai "${subNames.get(stale.subelementId) ?? ''}" untuk`);
    }
  }
  for (const c of input.cells.filter((x) => x.level === null && x.revision > 0)) {
    const gone = await tx
      .delete(kkAssessments)
      .where(
        and(
          eq(kkAssessments.projectId, project.id),
          eq(kkAssessments.studentId, c.studentId),
          eq(kkAssessments.subelementId, c.subelementId),
          eq(kkAssessments.revision, c.revision),
        ),
      )
      .returning({ studentId: kkAssessments.studentId });
    if (gone.length === 0) throw STALE(names.get(c.studentId) ?? '', `Nilai "${subNames.get(c.subelementId) ?? ''}" untuk`);
  }
}

async function saveNotes(tx: Tx, ctx: SessionContext, project: ProjectRow, input: SaveInput, names: Map<number, string>) {
  const now = new Date();
  const set = input.notes.filter((n) => n.note !== '');
  if (set.length) {
    const saved = await tx
      .insert(kkNotes)
      .values(
        set.map((n) => ({
          schoolId: project.schoolId,
          projectId: project.id,
          studentId: n.studentId,
          note: n.note,
          revision: n.revision + 1,
          updatedBy: ctx.session.userId,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [kkNotes.projectId, kkNotes.studentId],
        set: { note: sql`excluded.note`, revision: sql`excluded.revision`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
        setWhere: sql`${kkNotes.revision} = excluded.revision - 1`,
      })
      .returning({ studentId: kkNotes.studentId });
    if (saved.length !== set.length) {
      const done = new Set(saved.map((s) => s.studentId));
      throw STALE(names.get(set.find((n) => !done.has(n.studentId))!.studentId) ?? '', 'Catatan projek');
    }
  }
  for (const n of input.notes.filter((x) => x.note === '' && x.revision > 0)) {
    const gone = await tx
      .delete(kkNotes)
      .where(and(eq(kkNotes.projectId, project.id), eq(kkNotes.studentId, n.studentId), eq(kkNotes.revision, n.revision)))
      .returning({ studentId: kkNotes.studentId });
    if (gone.length === 0) throw STALE(names.get(n.studentId) ?? '', 'Catatan projek');
  }
}

/** PUT /api/kokurikuler/projects/:id/sections/:sectionId: the changed cells and notes, one transaction, one audit row. */
export async function saveGrid({ ctx, id, sectionId, input }: { ctx: SessionContext; id: number; sectionId: number; input: SaveInput }) {
  requireKokurikuler(ctx, 'kokurikuler.assess');
  await ctx.db.transaction(async (tx) => {
    const g = await gridContext(tx, ctx, id, sectionId);
    if (g.lock) throw new AppError('conflict', g.lock);
    if (!g.canEdit) throw new AppError('forbidden', 'Anda bukan wali kelas, koordinator atau fasilitator projek ini.');
    const [students, columns] = await Promise.all([sectionStudents(tx, ctx.session.schoolId, g.project.academicYearId, sectionId), projectColumns(tx, id)]);
    checkRows(input, new Set(students.map((s) => s.id)), new Set(columns.map((c) => c.subelementId)));
    const names = new Map(students.map((s) => [s.id, s.name]));
    const subNames = new Map(columns.map((c) => [c.subelementId, c.name]));
    await saveCells(tx, ctx, g.project, input, names, subNames);
    await saveNotes(tx, ctx, g.project, input, names);
    await recordAudit(tx, ctx, { resource: 'kokurikuler_assessment', recordId: `${id}:${sectionId}`, action: 'update', after: input });
  });
  return getGrid({ ctx, id, sectionId });
}
