import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { planDocuments, planEvents, planLinks, planTemplates } from '../db/schema/planning.ts';
import { academicYears } from '../db/schema/schools.ts';
import { classes, courses } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { allows } from './guard.ts';

export type DocumentRow = typeof planDocuments.$inferSelect;

const teacher = alias(users, 'teacher');

/** The columns a list row shows: the document with its teacher, course and grade level names. */
export function summaryQuery(db: Db | Tx) {
  return db
    .select({
      id: planDocuments.id,
      kind: planDocuments.kind,
      format: planDocuments.format,
      title: planDocuments.title,
      teacherId: planDocuments.teacherId,
      teacherName: teacher.fullName,
      courseId: planDocuments.courseId,
      courseName: courses.name,
      classId: planDocuments.classId,
      className: classes.name,
      semester: planDocuments.semester,
      status: planDocuments.status,
      updatedAt: planDocuments.updatedAt,
      submittedAt: planDocuments.submittedAt,
      reviewedAt: planDocuments.reviewedAt,
      reviewNote: planDocuments.reviewNote,
      revision: planDocuments.revision,
      academicYearId: planDocuments.academicYearId,
    })
    .from(planDocuments)
    .innerJoin(teacher, eq(teacher.id, planDocuments.teacherId))
    .innerJoin(courses, eq(courses.id, planDocuments.courseId))
    .innerJoin(classes, eq(classes.id, planDocuments.classId));
}

/** A document the session may read: its writer's own; any of the school for admin and principal. Else 404. */
export async function readableDocument(db: Db | Tx, ctx: SessionContext, id: number): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(planDocuments)
    .where(and(eq(planDocuments.schoolId, ctx.session.schoolId), eq(planDocuments.id, id)));
  if (!row || (row.teacherId !== ctx.session.userId && !allows(ctx, 'documents.school'))) throw notFound('Dokumen tidak ditemukan.');
  return row;
}

/** The whole document as the editor, the review and the PDF see it. */
export async function documentView(db: Db | Tx, ctx: SessionContext, doc: DocumentRow) {
  const [[head], links, events, names] = await Promise.all([
    summaryQuery(db).where(eq(planDocuments.id, doc.id)),
    db
      .select({ refKind: planLinks.refKind, refId: planLinks.refId, code: planLinks.code, label: planLinks.label })
      .from(planLinks)
      .where(eq(planLinks.documentId, doc.id))
      .orderBy(asc(planLinks.position)),
    db
      .select({ action: planEvents.action, note: planEvents.note, userName: users.fullName, at: planEvents.at })
      .from(planEvents)
      .innerJoin(users, eq(users.id, planEvents.userId))
      .where(eq(planEvents.documentId, doc.id))
      .orderBy(asc(planEvents.at), asc(planEvents.id)),
    extraNames(db, doc),
  ]);
  const mine = doc.teacherId === ctx.session.userId && allows(ctx, 'documents.write');
  const open = doc.status === 'draft' || doc.status === 'returned';
  return {
    ...head,
    curriculum: doc.curriculum,
    yearLabel: names.yearLabel,
    templateTitle: names.templateTitle,
    reviewerName: names.reviewerName,
    sections: doc.sections,
    links,
    events,
    canEdit: mine && open,
    canSubmit: mine && open,
    canReview: allows(ctx, 'documents.review') && doc.status === 'submitted',
    canReopen: mine && (doc.status === 'submitted' || doc.status === 'reviewed'),
  };
}

/** Year label, template title and reviewer name: three small look-ups kept out of the list query. */
async function extraNames(db: Db | Tx, doc: DocumentRow) {
  const ids = [doc.reviewedBy].filter((x): x is number => !!x);
  const [[year], template, reviewers] = await Promise.all([
    db.select({ label: academicYears.description }).from(academicYears).where(eq(academicYears.id, doc.academicYearId)),
    doc.templateId ? db.select({ title: planTemplates.title }).from(planTemplates).where(eq(planTemplates.id, doc.templateId)) : Promise.resolve([]),
    ids.length ? db.select({ name: users.fullName }).from(users).where(inArray(users.id, ids)) : Promise.resolve([]),
  ]);
  return { yearLabel: year?.label ?? '', templateTitle: template[0]?.title ?? null, reviewerName: reviewers[0]?.name ?? null };
}
