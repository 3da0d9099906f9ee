import { and, asc, eq, or } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { cards } from '../db/schema/attendance.ts';
import { sections, staffProfiles, studentProfiles } from '../db/schema/master.ts';
import { yearOf } from './sections.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, validationError } from '../http/errors.ts';
import { requireAttendance } from './guard.ts';

/** GET /api/attendance/cards (/absent_card): the RFID cards and whose they are. */
export async function listCards({ ctx }: { ctx: SessionContext }) {
  requireAttendance(ctx, 'devices.manage');
  const rows = await ctx.db
    .select({ id: cards.id, cardNumber: cards.cardNumber, userId: cards.userId, fullName: users.fullName, nis: studentProfiles.nis })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, cards.userId))
    .where(eq(cards.schoolId, ctx.session.schoolId))
    .orderBy(asc(users.fullName));
  const yearId = await yearOf(ctx);
  const rombels = await ctx.db
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(and(eq(sections.schoolId, ctx.session.schoolId), eq(sections.academicYearId, yearId)))
    .orderBy(asc(sections.name));
  return { cards: rows, sections: rombels };
}

/** POST /api/attendance/cards (/absent_card_add): gives a person (by NIS, NIP or NUPTK) one card number. */
export async function addCard({ ctx, input }: { ctx: SessionContext; input: { cardNumber: string; person: string } }) {
  requireAttendance(ctx, 'devices.manage');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [student] = await tx
      .select({ id: studentProfiles.userId })
      .from(studentProfiles)
      .where(and(eq(studentProfiles.schoolId, schoolId), or(eq(studentProfiles.nis, input.person), eq(studentProfiles.nisn, input.person))));
    const [staff] = student
      ? []
      : await tx
          .select({ id: staffProfiles.userId })
          .from(staffProfiles)
          .where(and(eq(staffProfiles.schoolId, schoolId), or(eq(staffProfiles.nip, input.person), eq(staffProfiles.nuptk, input.person))));
    const userId = student?.id ?? staff?.id;
    if (!userId) throw validationError({ person: ['Tidak ada siswa atau pegawai dengan nomor itu.'] });
    const [taken] = await tx
      .select({ userId: cards.userId })
      .from(cards)
      .where(and(eq(cards.schoolId, schoolId), eq(cards.cardNumber, input.cardNumber)));
    if (taken) throw validationError({ cardNumber: ['Nomor kartu sudah dipakai.'] });
    const [had] = await tx.select({ id: cards.id }).from(cards).where(eq(cards.userId, userId));
    if (had) throw validationError({ person: ['Orang ini sudah punya kartu. Hapus kartu lamanya dahulu.'] });
    const [row] = await tx.insert(cards).values({ schoolId, userId, cardNumber: input.cardNumber }).returning();
    await recordAudit(tx, ctx, { resource: 'attendance_card', recordId: row.id, action: 'create', after: { userId, cardNumber: input.cardNumber } });
    return { id: row.id, message: 'Kartu didaftarkan.' };
  });
}

/** DELETE /api/attendance/cards/:id: a lost card; its taps stay in the log. */
export async function deleteCard({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireAttendance(ctx, 'devices.manage');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(cards)
      .where(and(eq(cards.schoolId, ctx.session.schoolId), eq(cards.id, id)))
      .returning();
    if (!row) throw notFound('Kartu tidak ditemukan.');
    await recordAudit(tx, ctx, { resource: 'attendance_card', recordId: id, action: 'delete', before: { userId: row.userId, cardNumber: row.cardNumber } });
    return { message: 'Kartu dihapus.' };
  });
}
