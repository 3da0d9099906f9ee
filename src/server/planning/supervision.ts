import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { planDocuments, planEvents } from '../db/schema/planning.ts';
import { classes, courses, sections, teachingAssignments } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { PlanEventAction, PlanKind, PlanStatus } from '../../shared/planning/model.ts';
import { summaryQuery } from './document-view.ts';
import { allows, requirePlanning } from './guard.ts';
import { periodOf, requirementsOf, type Requirement } from './requirements.ts';

/** How far a document got: the furthest of a class's documents of one kind is its state. */
const RANK: Record<PlanStatus, number> = { draft: 1, returned: 2, submitted: 3, reviewed: 4 };

type DocState = { id: number; teacherId: number; courseId: number; classId: number; kind: PlanKind; status: PlanStatus };

function kindStates(required: readonly Requirement[], docs: readonly DocState[]) {
  return required.map((r) => {
    const mine = docs.filter((d) => d.kind === r.kind);
    const best = mine.reduce<DocState | null>(
      (a, d) => (!a || RANK[d.status] > RANK[a.status] || (RANK[d.status] === RANK[a.status] && d.id > a.id) ? d : a),
      null,
    );
    return { kind: r.kind, state: best ? best.status : ('missing' as const), count: mine.length, documentId: best?.id ?? null };
  });
}

/** Teaching assignments with their documents' states: the whole school for leaders, one's own for a teacher. */
async function classRows(ctx: SessionContext, semester?: '1' | '2', only?: { sectionId: number; courseId: number; teacherId: number }) {
  requirePlanning(ctx, 'supervision.read');
  const period = await periodOf(ctx, semester);
  const schoolId = ctx.session.schoolId;
  const schoolWide = allows(ctx, 'documents.school');
  const teacher = alias(users, 'teacher');
  const [assignments, docs, required] = await Promise.all([
    ctx.db
      .select({
        sectionId: sections.id,
        sectionName: sections.name,
        classId: classes.id,
        className: classes.name,
        courseId: courses.id,
        courseName: courses.name,
        teacherId: teacher.id,
        teacherName: teacher.fullName,
      })
      .from(teachingAssignments)
      .innerJoin(sections, eq(sections.id, teachingAssignments.sectionId))
      .innerJoin(classes, eq(classes.id, sections.classId))
      .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
      .innerJoin(teacher, eq(teacher.id, teachingAssignments.userId))
      .where(
        and(
          eq(teachingAssignments.schoolId, schoolId),
          eq(teachingAssignments.academicYearId, period.year.id),
          schoolWide ? undefined : eq(teachingAssignments.userId, ctx.session.userId),
          only
            ? and(
                eq(teachingAssignments.sectionId, only.sectionId),
                eq(teachingAssignments.courseId, only.courseId),
                eq(teachingAssignments.userId, only.teacherId),
              )
            : undefined,
        ),
      )
      .orderBy(asc(classes.grade), asc(sections.name), asc(courses.name)),
    ctx.db
      .select({
        id: planDocuments.id,
        teacherId: planDocuments.teacherId,
        courseId: planDocuments.courseId,
        classId: planDocuments.classId,
        kind: planDocuments.kind,
        status: planDocuments.status,
      })
      .from(planDocuments)
      .where(
        and(
          eq(planDocuments.schoolId, schoolId),
          eq(planDocuments.academicYearId, period.year.id),
          eq(planDocuments.semester, period.semester),
          schoolWide ? undefined : eq(planDocuments.teacherId, ctx.session.userId),
        ),
      ),
    requirementsOf(ctx.db, schoolId, period.year, period.semester),
  ]);
  const byClass = new Map<string, DocState[]>();
  for (const d of docs) {
    const key = `${d.teacherId}:${d.courseId}:${d.classId}`;
    byClass.set(key, [...(byClass.get(key) ?? []), d]);
  }
  const rows = assignments.map((a) => {
    const mine = byClass.get(`${a.teacherId}:${a.courseId}:${a.classId}`) ?? [];
    const kinds = kindStates(required.list, mine);
    return { ...a, kinds, complete: kinds.every((k) => k.state === 'reviewed'), waiting: mine.filter((d) => d.status === 'submitted').length };
  });
  return { period, schoolWide, required: required.list, rows };
}

/** GET /api/planning/supervision/classes?semester= */
export async function supervisionClasses({ ctx, input }: { ctx: SessionContext; input: { semester?: '1' | '2' } }) {
  const r = await classRows(ctx, input.semester);
  return { yearLabel: r.period.year.description, semester: r.period.semester, required: r.required, schoolWide: r.schoolWide, rows: r.rows };
}

/** GET /api/planning/supervision/classes/:sectionId/:courseId/:teacherId?semester= */
export async function supervisionClass({
  ctx,
  params,
  input,
}: {
  ctx: SessionContext;
  params: { sectionId: number; courseId: number; teacherId: number };
  input: { semester?: '1' | '2' };
}) {
  const r = await classRows(ctx, input.semester, params);
  const row = r.rows[0];
  if (!row) throw notFound('Kelas ajar tidak ditemukan.');
  const documents = await summaryQuery(ctx.db)
    .where(
      and(
        eq(planDocuments.schoolId, ctx.session.schoolId),
        eq(planDocuments.academicYearId, r.period.year.id),
        eq(planDocuments.semester, r.period.semester),
        eq(planDocuments.teacherId, row.teacherId),
        eq(planDocuments.courseId, row.courseId),
        eq(planDocuments.classId, row.classId),
      ),
    )
    .orderBy(asc(planDocuments.kind), desc(planDocuments.updatedAt));
  return {
    yearLabel: r.period.year.description,
    semester: r.period.semester,
    sectionName: row.sectionName,
    className: row.className,
    courseName: row.courseName,
    teacherName: row.teacherName,
    required: r.required,
    kinds: row.kinds,
    documents,
  };
}

/** GET /api/planning/supervision/records?action=: the supervision trail, newest first. */
export async function processRecords({ ctx, input }: { ctx: SessionContext; input: { action?: PlanEventAction } }) {
  requirePlanning(ctx, 'supervision.read');
  const { year } = await periodOf(ctx);
  const actor = alias(users, 'actor');
  const writer = alias(users, 'writer');
  const records = await ctx.db
    .select({
      id: planEvents.id,
      action: planEvents.action,
      note: planEvents.note,
      userName: actor.fullName,
      at: planEvents.at,
      documentId: planDocuments.id,
      documentTitle: planDocuments.title,
      kind: planDocuments.kind,
      teacherName: writer.fullName,
      courseName: courses.name,
      className: classes.name,
      status: planDocuments.status,
    })
    .from(planEvents)
    .innerJoin(planDocuments, eq(planDocuments.id, planEvents.documentId))
    .innerJoin(actor, eq(actor.id, planEvents.userId))
    .innerJoin(writer, eq(writer.id, planDocuments.teacherId))
    .innerJoin(courses, eq(courses.id, planDocuments.courseId))
    .innerJoin(classes, eq(classes.id, planDocuments.classId))
    .where(
      and(
        eq(planEvents.schoolId, ctx.session.schoolId),
        eq(planDocuments.academicYearId, year.id),
        input.action ? eq(planEvents.action, input.action) : undefined,
        allows(ctx, 'documents.school') ? undefined : eq(planDocuments.teacherId, ctx.session.userId),
      ),
    )
    .orderBy(desc(planEvents.at), desc(planEvents.id))
    .limit(200);
  return { yearLabel: year.description, records };
}

/** The teaching-assignment rows grouped per rombel, for /curriculum/classes. */
export async function rowsPerSection(ctx: SessionContext, semester?: '1' | '2') {
  return classRows(ctx, semester);
}

export async function homeroomNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  return new Map((await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.name]));
}
