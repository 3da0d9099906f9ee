import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { finInvoices } from '../db/schema/finance.ts';
import { guardianProfiles, guardianStudents, sections, studentProfiles } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { queueMessage } from '../messaging/queue-message.ts';
import { periodLabel, rupiah } from '../../shared/finance/permissions.ts';
import { requireFinance, today } from './guard.ts';

/** Invoices due by a month ('' one-off fees are always due) and not fully paid. */
const dueBy = (month: string) => and(or(eq(finInvoices.period, ''), lte(finInvoices.period, month)), gt(sql`${finInvoices.net} - ${finInvoices.paid}`, 0));

/** GET /api/finance/arrears: per student (optionally one rombel), what is owed up to a month, oldest first; and per rombel. */
export async function listArrears({ ctx, input }: { ctx: SessionContext; input: { sectionId?: number; month?: string } }) {
  requireFinance(ctx, 'billing.read');
  const schoolId = ctx.session.schoolId;
  const month = input.month ?? today().slice(0, 7);
  const owed = sql<string>`sum(${finInvoices.net} - ${finInvoices.paid})`;
  const students = await ctx.db
    .select({
      studentId: finInvoices.studentId,
      fullName: users.fullName,
      nis: studentProfiles.nis,
      sectionId: finInvoices.sectionId,
      section: sections.name,
      invoices: sql<number>`count(*)::int`,
      oldest: sql<string>`min(nullif(${finInvoices.period}, ''))`,
      owed,
    })
    .from(finInvoices)
    .innerJoin(users, eq(users.id, finInvoices.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, finInvoices.studentId))
    .leftJoin(sections, eq(sections.id, finInvoices.sectionId))
    .where(and(eq(finInvoices.schoolId, schoolId), dueBy(month), input.sectionId ? eq(finInvoices.sectionId, input.sectionId) : undefined))
    .groupBy(finInvoices.studentId, users.fullName, studentProfiles.nis, finInvoices.sectionId, sections.name)
    .orderBy(asc(sections.name), asc(users.fullName))
    .limit(2000);
  const bySection = new Map<string, { sectionId: number | null; section: string; students: number; owed: number }>();
  for (const s of students) {
    const key = String(s.sectionId);
    const row = bySection.get(key) ?? { sectionId: s.sectionId, section: s.section ?? '-', students: 0, owed: 0 };
    row.students += 1;
    row.owed += Number(s.owed);
    bySection.set(key, row);
  }
  const data = students.map((s) => ({ ...s, owed: Number(s.owed), oldest: s.oldest ?? null }));
  return { month, data, sections: [...bySection.values()], total: data.reduce((s, r) => s + r.owed, 0) };
}

/** One student's unpaid invoices up to a month, for the letter and the reminder. */
export async function arrearsOf(ctx: SessionContext, studentIds: number[], month: string) {
  return ctx.db
    .select({
      studentId: finInvoices.studentId,
      title: finInvoices.title,
      period: finInvoices.period,
      remaining: sql<number>`(${finInvoices.net} - ${finInvoices.paid})::bigint`.mapWith(Number),
    })
    .from(finInvoices)
    .where(and(eq(finInvoices.schoolId, ctx.session.schoolId), inArray(finInvoices.studentId, studentIds), dueBy(month)))
    .orderBy(asc(finInvoices.period), asc(finInvoices.id));
}

/**
 * POST /api/finance/arrears/remind: a WhatsApp reminder to each chosen student's guardians (else the student's own
 * phone) through the messaging outbox, in the same transaction as its audit row. Students with nothing owed or no
 * phone are skipped and counted.
 */
export async function remindArrears({ ctx, input }: { ctx: SessionContext; input: { studentIds: number[]; month?: string } }) {
  requireFinance(ctx, 'billing.write');
  const schoolId = ctx.session.schoolId;
  const month = input.month ?? today().slice(0, 7);
  const lines = await arrearsOf(ctx, input.studentIds, month);
  const people = await ctx.db
    .select({ id: users.id, fullName: users.fullName, phone: studentProfiles.phone })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(eq(users.schoolId, schoolId), inArray(users.id, input.studentIds), eq(users.userTypeId, '5')));
  if (people.length !== new Set(input.studentIds).size) throw validationError({ studentIds: ['Ada siswa yang tidak ditemukan.'] });
  const guardians = await ctx.db
    .select({ studentId: guardianStudents.studentId, guardianId: guardianStudents.guardianId, phone: guardianProfiles.phone })
    .from(guardianStudents)
    .innerJoin(guardianProfiles, eq(guardianProfiles.userId, guardianStudents.guardianId))
    .where(and(eq(guardianStudents.schoolId, schoolId), inArray(guardianStudents.studentId, input.studentIds)));
  let queued = 0;
  let skipped = 0;
  await ctx.db.transaction(async (tx) => {
    for (const p of people) {
      const owed = lines.filter((l) => l.studentId === p.id);
      const phones = [...new Set(guardians.filter((g) => g.studentId === p.id && g.phone).map((g) => g.phone!))];
      if (!phones.length && p.phone) phones.push(p.phone);
      if (!owed.length || !phones.length) {
        skipped += 1;
        continue;
      }
      const total = owed.reduce((s, l) => s + l.remaining, 0);
      const body = [
        `Yth. Orang tua/wali ${p.fullName},`,
        `kami sampaikan tagihan sekolah yang belum terbayar sampai ${periodLabel(month)}:`,
        ...owed.map((l) => `- ${l.title}: ${rupiah(l.remaining)}`),
        `Jumlah: ${rupiah(total)}.`,
        'Pembayaran dapat dilakukan di loket bendahara atau melalui virtual account. Abaikan pesan ini bila sudah membayar. Terima kasih.',
      ].join('\n');
      for (const to of phones) await queueMessage(tx as unknown as typeof ctx.db, { schoolId, userId: ctx.session.userId, channel: 'whatsapp', to, body });
      queued += phones.length;
    }
    await recordAudit(tx, ctx, {
      resource: 'fin_arrears',
      recordId: 0,
      action: 'remind',
      after: { month, students: input.studentIds.length, queued, skipped },
    });
  });
  return {
    queued,
    skipped,
    message: `${queued} pesan pengingat masuk antrean WhatsApp${skipped ? `; ${skipped} siswa dilewati (tanpa tunggakan atau tanpa nomor)` : ''}.`,
  };
}
