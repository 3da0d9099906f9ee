/** Assignments of a room: post one, read one (the student's own work, or every student's for the teacher), close one. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { roomAssignments, roomMeetings, roomSubmissions } from '../db/schema/classroom.ts';
import { files } from '../db/schema/files.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { assignmentInput } from '../../shared/api/classroom/assignments.ts';
import { GUARDIAN, STUDENT } from '../../shared/classroom/permissions.ts';
import { schoolAllows } from '../accounts/school-switches.ts';
import { keepRoom, openRoom, sectionStudents, type RoomAccess } from './room-access.ts';
import { cleanHtml } from './rich-content.ts';
import { statusOf } from './status.ts';
import { listRooms } from './rooms.ts';

export const ASSIGNMENT_NOT_FOUND = 'Tugas tidak ditemukan.';
export const assignmentClosed = () => new AppError('conflict', 'Tugas sudah ditutup oleh guru; kiriman tidak diterima lagi.');

export async function createAssignment({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof assignmentInput> }) {
  const { room } = await keepRoom(ctx, id);
  if (input.meetingId) {
    const [meeting] = await ctx.db
      .select({ id: roomMeetings.id })
      .from(roomMeetings)
      .where(and(eq(roomMeetings.id, input.meetingId), eq(roomMeetings.roomId, room.id)));
    if (!meeting) throw validationError({ meetingId: ['Pilih pertemuan di ruang kelas ini.'] });
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(roomAssignments)
      .values({
        schoolId: ctx.session.schoolId,
        roomId: room.id,
        meetingId: input.meetingId ?? null,
        title: input.title,
        instructions: cleanHtml(input.instructions),
        dueAt: new Date(input.dueAt),
        acceptedTypes: [...new Set(input.acceptedTypes)],
        rubric: input.rubric?.trim() || null,
        maxScore: input.maxScore,
      })
      .returning();
    await recordAudit(tx, ctx, { resource: 'classroom.assignment', recordId: row.id, action: 'create', after: { ...row, instructions: undefined } });
    return { id: row.id };
  });
}

/** The assignment of this school and the access its room gives; 404 for anything else. */
export async function openAssignment(ctx: SessionContext, id: number): Promise<{ assignment: typeof roomAssignments.$inferSelect; access: RoomAccess }> {
  const [assignment] = await ctx.db
    .select()
    .from(roomAssignments)
    .where(and(eq(roomAssignments.id, id), eq(roomAssignments.schoolId, ctx.session.schoolId)));
  if (!assignment) throw notFound(ASSIGNMENT_NOT_FOUND);
  return { assignment, access: await openRoom(ctx, assignment.roomId) };
}

type SubmissionRow = typeof roomSubmissions.$inferSelect;

/** A parent sees no scores when the school closed grades to parents (/configmurid). */
async function scoresHidden(ctx: SessionContext): Promise<boolean> {
  return ctx.session.userTypeId === GUARDIAN && !(await schoolAllows(ctx.db, ctx.session.schoolId, 'guardianSeesGrades'));
}

async function withFiles(ctx: SessionContext, rows: SubmissionRow[]) {
  const hidden = await scoresHidden(ctx);
  const ids = [...new Set(rows.flatMap((r) => r.fileIds))];
  const names = ids.length
    ? await ctx.db
        .select({ id: files.id, name: files.originalName })
        .from(files)
        .where(and(inArray(files.id, ids), eq(files.schoolId, ctx.session.schoolId)))
    : [];
  return (r: SubmissionRow) => ({
    id: r.id,
    body: r.body,
    files: r.fileIds.map((id) => ({ id, name: names.find((n) => n.id === id)?.name ?? 'berkas' })),
    submittedAt: r.submittedAt,
    late: r.late,
    score: r.gradedAt && !hidden ? r.score : null,
    feedback: r.gradedAt && !hidden ? r.feedback : null,
    gradedAt: r.gradedAt,
  });
}

export async function getAssignment({ ctx, id }: { ctx: SessionContext; id: number }) {
  const { assignment: a, access } = await openAssignment(ctx, id);
  const { room, canKeep, student } = access;
  let mine = null;
  let submissions: { studentId: number; studentName: string; submission: ReturnType<Awaited<ReturnType<typeof withFiles>>> | null }[] = [];
  if (student) {
    const rows = await ctx.db
      .select()
      .from(roomSubmissions)
      .where(and(eq(roomSubmissions.assignmentId, a.id), eq(roomSubmissions.studentId, student.id)));
    mine = rows[0] ? (await withFiles(ctx, rows))(rows[0]) : null;
  } else {
    const students = await sectionStudents(ctx.db, ctx.session.schoolId, room.sectionId, room.academicYearId);
    const rows = await ctx.db.select().from(roomSubmissions).where(eq(roomSubmissions.assignmentId, a.id));
    const shape = await withFiles(ctx, rows);
    submissions = students.map((s) => {
      const row = rows.find((r) => r.studentId === s.id);
      return { studentId: s.id, studentName: s.name, submission: row ? shape(row) : null };
    });
  }
  const status = student ? statusOf(a, mine ? { late: mine.late, gradedAt: mine.gradedAt } : undefined) : null;
  return {
    id: a.id,
    roomId: a.roomId,
    courseName: room.courseName,
    sectionName: room.sectionName,
    title: a.title,
    instructions: a.instructions,
    dueAt: a.dueAt,
    closed: !!a.closedAt,
    acceptedTypes: a.acceptedTypes,
    rubric: a.rubric,
    maxScore: a.maxScore,
    canKeep,
    canSubmit: !!student && ctx.session.userTypeId === STUDENT && !a.closedAt && !mine?.gradedAt,
    status,
    mine,
    submissions,
  };
}

export async function closeAssignment({ ctx, id }: { ctx: SessionContext; id: number }) {
  const { assignment } = await openAssignment(ctx, id);
  await keepRoom(ctx, assignment.roomId);
  if (assignment.closedAt) throw new AppError('conflict', 'Tugas ini sudah ditutup.');
  await ctx.db.transaction(async (tx) => {
    await tx.update(roomAssignments).set({ closedAt: new Date() }).where(eq(roomAssignments.id, id));
    await recordAudit(tx, ctx, { resource: 'classroom.assignment', recordId: id, action: 'close' });
  });
  return getAssignment({ ctx, id });
}

/** /kelas_room_data_tugas: every assignment of the rooms this person sees, with the student's state or the counts. */
export async function myAssignments({ ctx }: { ctx: SessionContext }) {
  const { data: rooms } = await listRooms({ ctx });
  const roomIds = [...new Set(rooms.map((r) => r.id))];
  if (roomIds.length === 0) return { data: [] };
  const { db } = ctx;
  const assignments = await db.select().from(roomAssignments).where(inArray(roomAssignments.roomId, roomIds)).orderBy(asc(roomAssignments.dueAt));
  const ids = assignments.map((a) => a.id);
  const hidden = await scoresHidden(ctx);
  const studentIds = [...new Set(rooms.flatMap((r) => (r.student ? [r.student.id] : [])))];
  const subs =
    ids.length && studentIds.length
      ? await db
          .select()
          .from(roomSubmissions)
          .where(and(inArray(roomSubmissions.assignmentId, ids), inArray(roomSubmissions.studentId, studentIds)))
      : [];
  const counts =
    ids.length && studentIds.length === 0
      ? await db
          .select({ id: roomSubmissions.assignmentId, n: count() })
          .from(roomSubmissions)
          .where(inArray(roomSubmissions.assignmentId, ids))
          .groupBy(roomSubmissions.assignmentId)
      : [];
  const now = new Date();
  return {
    data: rooms.flatMap((room) =>
      assignments
        .filter((a) => a.roomId === room.id)
        .map((a) => {
          const sub = room.student ? subs.find((s) => s.assignmentId === a.id && s.studentId === room.student!.id) : undefined;
          return {
            id: a.id,
            roomId: room.id,
            courseName: room.courseName,
            sectionName: room.sectionName,
            title: a.title,
            dueAt: a.dueAt,
            closed: !!a.closedAt,
            student: room.student,
            status: room.student ? statusOf(a, sub, now) : null,
            score: sub?.gradedAt && !hidden ? sub.score : null,
            maxScore: a.maxScore,
            submitted: room.student ? (sub ? 1 : 0) : (counts.find((c) => c.id === a.id)?.n ?? 0),
            students: room.student ? 1 : 0,
          };
        }),
    ),
  };
}
