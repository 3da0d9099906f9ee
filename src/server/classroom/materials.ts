/** Meetings and materials of a room; opening a material records the student's first view (/kelas_room_cek). */
import { and, asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { roomMaterials, roomMaterialViews, roomMeetings } from '../db/schema/classroom.ts';
import { files } from '../db/schema/files.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, validationError } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { materialInput, meetingInput } from '../../shared/api/classroom/rooms.ts';
import { STUDENT } from '../../shared/classroom/permissions.ts';
import { keepRoom, openRoom, sectionStudents, type Room } from './room-access.ts';
import { materialById, recordMaterialView, studentOpening, type MaterialRow } from './room-loaders.ts';
import { cleanHtml, embedUrlOf, httpUrl } from './rich-content.ts';

export async function addMeeting({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof meetingInput> }) {
  const { room } = await keepRoom(ctx, id);
  return ctx.db.transaction(async (tx) => {
    const [{ last }] = await tx
      .select({ last: max(roomMeetings.position) })
      .from(roomMeetings)
      .where(eq(roomMeetings.roomId, room.id));
    const [row] = await tx
      .insert(roomMeetings)
      .values({ schoolId: ctx.session.schoolId, roomId: room.id, title: input.title, meetingDate: input.meetingDate ?? null, position: (last ?? 0) + 1 })
      .returning();
    await recordAudit(tx, ctx, { resource: 'classroom.meeting', recordId: row.id, action: 'create', after: row });
    return { id: row.id };
  });
}

/** The material's stored fields by kind: text keeps only clean HTML, a link or video an http(s) address, a file its upload. */
async function materialFields(ctx: SessionContext, input: z.output<typeof materialInput>) {
  const body = cleanHtml(input.body);
  if (input.kind === 'text') {
    if (!body) throw validationError({ body: ['Isi materi wajib diisi.'] });
    return { body, url: null, fileId: null };
  }
  if (input.kind === 'link') return { body, url: httpUrl(input.url), fileId: null };
  if (input.kind === 'video') {
    const url = httpUrl(input.url);
    if (!embedUrlOf(url)) throw validationError({ url: ['Video harus berupa tautan YouTube.'] });
    return { body, url, fileId: null };
  }
  if (!input.fileId) throw validationError({ fileId: ['Unggah berkas materi.'] });
  const [file] = await ctx.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, input.fileId), eq(files.schoolId, ctx.session.schoolId)));
  if (!file) throw validationError({ fileId: ['Berkas tidak ditemukan; unggah ulang.'] });
  return { body, url: null, fileId: file.id };
}

export async function addMaterial({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof materialInput> }) {
  const { room } = await keepRoom(ctx, id);
  const [meeting] = await ctx.db
    .select({ id: roomMeetings.id })
    .from(roomMeetings)
    .where(and(eq(roomMeetings.id, input.meetingId), eq(roomMeetings.roomId, room.id)));
  if (!meeting) throw validationError({ meetingId: ['Pilih pertemuan di ruang kelas ini.'] });
  const fields = await materialFields(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(roomMaterials)
      .values({ schoolId: ctx.session.schoolId, meetingId: meeting.id, kind: input.kind, title: input.title, ...fields })
      .returning();
    await recordAudit(tx, ctx, { resource: 'classroom.material', recordId: row.id, action: 'create', after: { ...row, body: undefined } });
    return { id: row.id };
  });
}

/**
 * The material and its room, if this person may read it. A student of the room's rombel (the one who opens
 * materials by the thousand) is answered from one batched statement; everyone else (the teacher, the office, a
 * guardian) goes through the room's access rules.
 */
async function readableMaterial(ctx: SessionContext, id: number): Promise<MaterialRow & { room: Room; viewed: boolean }> {
  const { db, session } = ctx;
  const opening = session.userTypeId === STUDENT ? await studentOpening(db)(`${id}:${session.userId}`) : undefined;
  if (opening?.member && opening.material.schoolId === session.schoolId) return opening;
  const row = opening ?? (await materialById(db)(id));
  if (!row || row.material.schoolId !== session.schoolId) throw notFound('Materi tidak ditemukan.');
  const { room } = await openRoom(ctx, row.roomId);
  return { ...row, room, viewed: false };
}

export async function getMaterial({ ctx, id }: { ctx: SessionContext; id: number }) {
  const { db, session } = ctx;
  const row = await readableMaterial(ctx, id);
  const { room } = row;
  // The first opening is recorded (the insert ignores a repeat); a class reloading the page writes nothing.
  if (session.userTypeId === STUDENT && !row.viewed) await recordMaterialView(db)({ materialId: id, userId: session.userId, schoolId: session.schoolId });
  const m = row.material;
  return {
    id: m.id,
    roomId: row.roomId,
    meetingId: m.meetingId,
    meetingTitle: row.meetingTitle,
    courseName: room.courseName,
    kind: m.kind as 'text' | 'link' | 'video' | 'file',
    title: m.title,
    body: m.body,
    url: m.url,
    embedUrl: m.kind === 'video' ? embedUrlOf(m.url) : null,
    fileId: m.fileId,
    fileName: row.fileName,
  };
}

/** /kelas_room_cek: for each material, which students of the rombel have opened it. */
export async function roomViews({ ctx, id }: { ctx: SessionContext; id: number }) {
  const { room, student } = await openRoom(ctx, id);
  if (student) throw notFound('Ruang kelas tidak ditemukan.');
  const { db } = ctx;
  const students = await sectionStudents(db, ctx.session.schoolId, room.sectionId, room.academicYearId);
  const rows = await db
    .select({ id: roomMaterials.id, title: roomMaterials.title, meetingTitle: roomMeetings.title, viewer: roomMaterialViews.userId })
    .from(roomMaterials)
    .innerJoin(roomMeetings, eq(roomMeetings.id, roomMaterials.meetingId))
    .leftJoin(roomMaterialViews, eq(roomMaterialViews.materialId, roomMaterials.id))
    .where(eq(roomMeetings.roomId, room.id))
    .orderBy(asc(roomMeetings.position), asc(roomMaterials.id));
  const materials = new Map<number, { id: number; title: string; meetingTitle: string; openedBy: number[] }>();
  for (const r of rows) {
    const m = materials.get(r.id) ?? { id: r.id, title: r.title, meetingTitle: r.meetingTitle, openedBy: [] };
    if (r.viewer) m.openedBy.push(r.viewer);
    materials.set(r.id, m);
  }
  return { students, materials: [...materials.values()] };
}
