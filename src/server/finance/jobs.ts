import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { AppDeps, SessionContext } from '../http/context.ts';
import { PermanentJobError, type JobHandler } from '../jobs/handler.ts';
import { AppError } from '../http/errors.ts';
import { generateInvoicesNow } from './invoices.ts';
import { GENERATE_INVOICES_JOB, INVOICE_BLAST_JOB } from './job-names.ts';
import { and, eq, sql } from 'drizzle-orm';
import { finBlastRecipients, finBlasts, finMessageTemplates } from '../db/schema/finance.ts';
import { schools } from '../db/schema/schools.ts';
import { queueMessage } from '../messaging/queue-message.ts';
import { blastAudience, messageFor } from './invoice-blast.ts';

/** The context a finance job acts in: the school and the user who asked, as the bendahara. */
export function jobContext(db: Db, schoolId: number, userId: number | null, academicYearId: number | null = null): SessionContext {
  return {
    db,
    deps: {} as AppDeps,
    ip: 'job',
    session: { tokenHash: 'job', userId: userId ?? 0, userTypeId: '11', foundationId: null, schoolId, academicYearId },
  };
}

const generatePayload = z.object({
  feeTypeId: z.number().int(),
  period: z.string(),
  classId: z.number().int().nullable().optional(),
  sectionId: z.number().int().nullable().optional(),
  dueDate: z.string().nullable().optional(),
  yearId: z.number().int(),
});

/**
 * A month's invoices for a rombel, a grade or the whole school, one rombel per transaction with progress. A
 * retry after a crash continues safely: invoices already made are skipped by their unique key.
 */
export const generateInvoicesJob: JobHandler<z.infer<typeof generatePayload>> = {
  kind: GENERATE_INVOICES_JOB,
  parse: (payload) => generatePayload.parse(payload),
  async run({ db, job, payload, progress }) {
    if (!job.schoolId) throw new PermanentJobError('Sekolah tidak diketahui.');
    const ctx = jobContext(db, job.schoolId, job.userId, payload.yearId);
    try {
      return await generateInvoicesNow(ctx, payload, (done, of) => progress((100 * done) / of));
    } catch (error) {
      if (error instanceof AppError && error.code === 'validation')
        throw new PermanentJobError(Object.values(error.fieldErrors ?? {}).flat()[0] ?? error.message);
      throw error;
    }
  },
};

/**
 * One blast of a month's invoices: for each family an individual message from the template, queued through the
 * messaging outbox with its recipient row in one transaction. A retry skips the addresses already queued.
 */
export const invoiceBlastJob: JobHandler<{ blastId: number }> = {
  kind: INVOICE_BLAST_JOB,
  parse: (payload) => z.object({ blastId: z.number().int() }).parse(payload),
  async run({ db, payload, progress }) {
    const [blast] = await db.select().from(finBlasts).where(eq(finBlasts.id, payload.blastId));
    if (!blast) throw new PermanentJobError('Kiriman tagihan tidak ditemukan.');
    if (blast.status === 'sent') return { queued: blast.queued, skipped: blast.skipped };
    const [template] = await db.select().from(finMessageTemplates).where(eq(finMessageTemplates.id, blast.templateId));
    const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, blast.schoolId));
    await db.update(finBlasts).set({ status: 'sending' }).where(eq(finBlasts.id, blast.id));
    const audience = await blastAudience(db, blast.schoolId, blast, template.channel);
    const done = new Set(
      (
        await db
          .select({ studentId: finBlastRecipients.studentId, address: finBlastRecipients.address })
          .from(finBlastRecipients)
          .where(eq(finBlastRecipients.blastId, blast.id))
      ).map((r) => `${r.studentId}|${r.address}`),
    );
    const channel = template.channel === 'email' ? 'email' : 'whatsapp';
    let skipped = 0;
    for (const [i, family] of audience.entries()) {
      if (!family.addresses.length) skipped += 1;
      const body = messageFor(template.body, school.name, blast.period, family);
      for (const to of family.addresses.filter((a) => !done.has(`${family.studentId}|${a}`))) {
        await db.transaction(async (tx) => {
          const { messageId } = await queueMessage(tx as never, {
            schoolId: blast.schoolId,
            userId: blast.createdBy,
            channel,
            to,
            subject: template.subject,
            body,
          });
          await tx.insert(finBlastRecipients).values({ blastId: blast.id, studentId: family.studentId, address: to, amount: family.amount, messageId });
        });
      }
      if (i % 20 === 0 || i === audience.length - 1) await progress((100 * (i + 1)) / audience.length);
    }
    const [{ queued }] = await db
      .select({ queued: sql<number>`count(*)::int` })
      .from(finBlastRecipients)
      .where(and(eq(finBlastRecipients.blastId, blast.id)));
    await db.update(finBlasts).set({ status: 'sent', students: audience.length, queued, skipped }).where(eq(finBlasts.id, blast.id));
    await progress(100);
    return {
      students: audience.length,
      queued,
      skipped,
      message: `${queued} pesan tagihan masuk antrean${skipped ? `; ${skipped} siswa tanpa nomor/alamat` : ''}.`,
    };
  },
};

export const FINANCE_JOBS: readonly JobHandler<any>[] = [generateInvoicesJob, invoiceBlastJob];
