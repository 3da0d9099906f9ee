import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import type { Db } from '../db/client.ts';
import { finBlasts, finInvoices, finMessageTemplates, finVirtualAccounts } from '../db/schema/finance.ts';
import { guardianProfiles, guardianStudents, sections, studentProfiles } from '../db/schema/master.ts';
import { schools } from '../db/schema/schools.ts';
import { users } from '../db/schema/users.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, validationError } from '../http/errors.ts';
import { TEMPLATE_PLACEHOLDERS } from '../../shared/finance/lists.ts';
import { financeAllows, periodLabel, rupiah } from '../../shared/finance/permissions.ts';
import type { blastInput } from '../../shared/finance/schemas.ts';
import { requireFinance } from './guard.ts';
import { INVOICE_BLAST_JOB } from './job-names.ts';

export type BlastInput = z.infer<typeof blastInput>;

/** At most this many blasts per school in an hour: a mistake does not flood every family's phone. */
export const BLASTS_PER_HOUR = 5;

/** The text of a template for one student: each {placeholder} filled in. */
export function fillTemplate(body: string, values: Record<string, string>): string {
  return body.replace(/\{([a-z]+)\}/g, (m, key: string) => (m in TEMPLATE_PLACEHOLDERS ? (values[key] ?? '') : m));
}

/**
 * Who a blast goes to: each student with invoices of the month (unpaid ones only, by default) in the rombel or the
 * one student chosen, what they owe, and where to write.
 */
export async function blastAudience(
  db: Db | Tx,
  schoolId: number,
  input: Pick<BlastInput, 'period' | 'sectionId' | 'studentId' | 'onlyUnpaid'>,
  channel: string,
) {
  const invoices = await db
    .select({ studentId: finInvoices.studentId, title: finInvoices.title, remaining: sql<number>`(${finInvoices.net} - ${finInvoices.paid})`.mapWith(Number) })
    .from(finInvoices)
    .where(
      and(
        eq(finInvoices.schoolId, schoolId),
        eq(finInvoices.period, input.period),
        input.sectionId ? eq(finInvoices.sectionId, input.sectionId) : undefined,
        input.studentId ? eq(finInvoices.studentId, input.studentId) : undefined,
        input.onlyUnpaid ? gt(sql`${finInvoices.net} - ${finInvoices.paid}`, 0) : undefined,
      ),
    )
    .orderBy(asc(finInvoices.studentId), asc(finInvoices.id));
  const ids = [...new Set(invoices.map((i) => i.studentId))];
  if (!ids.length) return [];
  const [students, guardians, vas] = await Promise.all([
    db
      .select({ id: users.id, fullName: users.fullName, email: users.email, phone: studentProfiles.phone, section: sections.name })
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .leftJoin(finInvoices, and(eq(finInvoices.studentId, users.id), eq(finInvoices.period, input.period)))
      .leftJoin(sections, eq(sections.id, finInvoices.sectionId))
      .where(inArray(users.id, ids)),
    db
      .select({ studentId: guardianStudents.studentId, phone: guardianProfiles.phone, email: users.email })
      .from(guardianStudents)
      .innerJoin(guardianProfiles, eq(guardianProfiles.userId, guardianStudents.guardianId))
      .innerJoin(users, eq(users.id, guardianStudents.guardianId))
      .where(and(eq(guardianStudents.schoolId, schoolId), inArray(guardianStudents.studentId, ids))),
    db
      .select({ studentId: finVirtualAccounts.studentId, bank: finVirtualAccounts.bank, vaNumber: finVirtualAccounts.vaNumber })
      .from(finVirtualAccounts)
      .where(and(eq(finVirtualAccounts.schoolId, schoolId), inArray(finVirtualAccounts.studentId, ids))),
  ]);
  return ids.map((id) => {
    const s = students.find((x) => x.id === id)!;
    const mine = invoices.filter((i) => i.studentId === id);
    const email = (e: string | null) => (e && e.includes('@') ? e : null);
    const addresses =
      channel === 'whatsapp'
        ? [...new Set(guardians.filter((g) => g.studentId === id && g.phone).map((g) => g.phone!))]
        : [
            ...new Set(
              guardians
                .filter((g) => g.studentId === id)
                .map((g) => email(g.email))
                .filter((e): e is string => !!e),
            ),
          ];
    if (!addresses.length && (channel === 'whatsapp' ? s.phone : email(s.email))) addresses.push((channel === 'whatsapp' ? s.phone : s.email)!);
    const va = vas.find((v) => v.studentId === id);
    return {
      studentId: id,
      fullName: s.fullName,
      section: s.section ?? '',
      invoices: mine,
      amount: mine.reduce((sum, i) => sum + i.remaining, 0),
      addresses,
      va: va ? `${va.bank} ${va.vaNumber}` : '',
    };
  });
}

async function templateOf(db: Db | Tx, schoolId: number, id: number) {
  const [t] = await db
    .select()
    .from(finMessageTemplates)
    .where(and(eq(finMessageTemplates.schoolId, schoolId), eq(finMessageTemplates.id, id)));
  if (!t) throw validationError({ templateId: ['Templat pesan tidak ditemukan.'] });
  return t;
}

export const messageFor = (body: string, school: string, period: string, r: Awaited<ReturnType<typeof blastAudience>>[number]) =>
  fillTemplate(body, {
    nama: r.fullName,
    rombel: r.section,
    sekolah: school,
    bulan: periodLabel(period),
    rincian: r.invoices.map((i) => `- ${i.title}: ${rupiah(i.remaining)}`).join('\n'),
    jumlah: rupiah(r.amount),
    va: r.va || '-',
  });

/**
 * A blast that would send nothing is refused with the reason, on the narrowest field chosen: no invoice of the
 * month left for that choice, or nobody of it with a number (or address) to write to.
 */
function requireSomeone(input: BlastInput, channel: string, audience: Awaited<ReturnType<typeof blastAudience>>) {
  if (audience.some((a) => a.addresses.length)) return;
  const field = input.studentId ? 'studentId' : input.sectionId ? 'sectionId' : 'period';
  const address = channel === 'whatsapp' ? 'nomor WhatsApp' : 'alamat surel';
  throw validationError({
    [field]: [
      audience.length
        ? `Tidak ada ${address} orang tua/wali atau siswa untuk ${audience.length} siswa pilihan ini; tidak ada pesan yang dapat dikirim.`
        : `Tidak ada tagihan ${periodLabel(input.period)}${input.onlyUnpaid ? ' yang belum lunas' : ''} untuk pilihan ini.`,
    ],
  });
}

/** POST /api/finance/blasts/preview: how many families, how many without an address, and the first message as it will read. */
export async function previewBlast({ ctx, input }: { ctx: SessionContext; input: BlastInput }) {
  requireFinance(ctx, 'billing.write');
  const schoolId = ctx.session.schoolId;
  const template = await templateOf(ctx.db, schoolId, input.templateId);
  const audience = await blastAudience(ctx.db, schoolId, input, template.channel);
  requireSomeone(input, template.channel, audience);
  const [school] = await ctx.db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
  const first = audience.find((a) => a.addresses.length);
  return {
    students: audience.length,
    messages: audience.reduce((s, a) => s + a.addresses.length, 0),
    withoutAddress: audience.filter((a) => !a.addresses.length).length,
    channel: template.channel,
    sample: first ? { to: first.addresses[0], text: messageFor(template.body, school.name, input.period, first) } : null,
  };
}

/** POST /api/finance/blasts: records the blast and its job (which queues one message per address through the outbox). */
export async function createBlast({ ctx, input }: { ctx: SessionContext; input: BlastInput }) {
  requireFinance(ctx, 'billing.write');
  const schoolId = ctx.session.schoolId;
  const template = await templateOf(ctx.db, schoolId, input.templateId);
  requireSomeone(input, template.channel, await blastAudience(ctx.db, schoolId, input, template.channel));
  return ctx.db.transaction(async (tx) => {
    const [{ recent }] = await tx
      .select({ recent: sql<number>`count(*)::int` })
      .from(finBlasts)
      .where(and(eq(finBlasts.schoolId, schoolId), sql`${finBlasts.createdAt} > now() - interval '1 hour'`));
    if (recent >= BLASTS_PER_HOUR) throw new AppError('too_many_requests', `Paling banyak ${BLASTS_PER_HOUR} kiriman tagihan dalam satu jam. Coba lagi nanti.`);
    const [blast] = await tx
      .insert(finBlasts)
      .values({
        schoolId,
        period: input.period,
        sectionId: input.sectionId ?? null,
        studentId: input.studentId ?? null,
        templateId: input.templateId,
        onlyUnpaid: input.onlyUnpaid,
        createdBy: ctx.session.userId,
      })
      .returning({ id: finBlasts.id });
    const jobId = await enqueueJob(tx, { kind: INVOICE_BLAST_JOB, payload: { blastId: blast.id }, schoolId, userId: ctx.session.userId, maxAttempts: 3 });
    await tx.update(finBlasts).set({ jobId }).where(eq(finBlasts.id, blast.id));
    await recordAudit(tx, ctx, { resource: 'fin_blast', recordId: blast.id, action: 'create', after: { ...input, jobId } });
    return { blastId: blast.id, jobId, message: `Pengiriman tagihan ${periodLabel(input.period)} sedang diproses.` };
  });
}

/** GET /api/finance/blasts: the past blasts with their counts, and what a new one chooses from. */
export async function listBlasts({ ctx }: { ctx: SessionContext }) {
  requireFinance(ctx, 'billing.read');
  const schoolId = ctx.session.schoolId;
  const student = alias(users, 'blast_student');
  const [blasts, templates, periods, rombel] = await Promise.all([
    ctx.db
      .select({
        id: finBlasts.id,
        period: finBlasts.period,
        section: sections.name,
        student: student.fullName,
        template: finMessageTemplates.name,
        channel: finMessageTemplates.channel,
        status: finBlasts.status,
        jobId: finBlasts.jobId,
        students: finBlasts.students,
        queued: finBlasts.queued,
        skipped: finBlasts.skipped,
        createdAt: finBlasts.createdAt,
      })
      .from(finBlasts)
      .innerJoin(finMessageTemplates, eq(finMessageTemplates.id, finBlasts.templateId))
      .leftJoin(sections, eq(sections.id, finBlasts.sectionId))
      .leftJoin(student, eq(student.id, finBlasts.studentId))
      .where(eq(finBlasts.schoolId, schoolId))
      .orderBy(desc(finBlasts.id))
      .limit(30),
    ctx.db
      .select({ id: finMessageTemplates.id, name: finMessageTemplates.name, kind: finMessageTemplates.kind, channel: finMessageTemplates.channel })
      .from(finMessageTemplates)
      .where(eq(finMessageTemplates.schoolId, schoolId))
      .orderBy(asc(finMessageTemplates.name)),
    ctx.db
      .selectDistinct({ period: finInvoices.period })
      .from(finInvoices)
      .where(and(eq(finInvoices.schoolId, schoolId), sql`${finInvoices.period} <> ''`))
      .orderBy(desc(finInvoices.period)),
    ctx.db
      .selectDistinct({ id: sections.id, name: sections.name })
      .from(sections)
      .innerJoin(finInvoices, eq(finInvoices.sectionId, sections.id))
      .where(eq(finInvoices.schoolId, schoolId))
      .orderBy(asc(sections.name)),
  ]);
  return { blasts, templates, periods: periods.map((p) => p.period), sections: rombel, canEdit: financeAllows('billing.write', ctx.session.userTypeId) };
}
