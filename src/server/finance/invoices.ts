import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import type { Db } from '../db/client.ts';
import { finFeeTypes, finInvoices, finSettings } from '../db/schema/finance.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { GENERATE_INVOICES_JOB } from './job-names.ts';
import { sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { RECEIVABLE_CODE } from '../../shared/finance/chart-template.ts';
import { financeAllows, periodLabel } from '../../shared/finance/permissions.ts';
import { accountByCode } from './accounts.ts';
import { requireFinance, today } from './guard.ts';
import { postJournal } from './post-journal.ts';
import { yearOf } from './school-year.ts';

export interface GenerateInput {
  feeTypeId: number;
  period: string;
  classId?: number | null;
  sectionId?: number | null;
  dueDate?: string | null;
}

/** The fee, its period and title, and the rombel of the year in scope (checked against the session's school). */
export async function generationPlan(db: Db | Tx, schoolId: number, year: number, input: GenerateInput, dueDay = 10) {
  const [fee] = await db
    .select()
    .from(finFeeTypes)
    .where(and(eq(finFeeTypes.schoolId, schoolId), eq(finFeeTypes.id, input.feeTypeId)));
  if (!fee) throw validationError({ feeTypeId: ['Jenis biaya tidak ditemukan.'] });
  if (fee.monthly && !input.period) throw validationError({ period: ['Pilih bulan tagihan untuk biaya bulanan.'] });
  const period = fee.monthly ? input.period : '';
  const rombel = await db
    .select({ id: sections.id })
    .from(sections)
    .where(
      and(
        eq(sections.schoolId, schoolId),
        eq(sections.academicYearId, year),
        input.sectionId ? eq(sections.id, input.sectionId) : undefined,
        input.classId ? eq(sections.classId, input.classId) : undefined,
      ),
    )
    .orderBy(asc(sections.id));
  if ((input.sectionId || input.classId) && !rombel.length)
    throw validationError({ [input.sectionId ? 'sectionId' : 'classId']: ['Rombel/tingkat tidak ditemukan pada tahun ajaran ini.'] });
  return {
    fee,
    period,
    title: fee.monthly ? `${fee.name} ${periodLabel(period)}` : fee.name,
    dueDate: input.dueDate ?? (period ? `${period}-${String(dueDay).padStart(2, '0')}` : null),
    sectionIds: rombel.map((r) => r.id),
  };
}

type Plan = Awaited<ReturnType<typeof generationPlan>>;

/**
 * One rombel's invoices of one fee and period in one statement, and their accrual journal (Piutang against the
 * fee's income account), in the caller's transaction. A student who already has the invoice is skipped, so a
 * run repeated (or retried by the job queue) bills nobody twice.
 */
export async function generateForSection(tx: Tx, schoolId: number, userId: number | null, year: number, plan: Plan, sectionId: number) {
  const { fee, period, title, dueDate } = plan;
  const receivable = await accountByCode(tx, schoolId, RECEIVABLE_CODE);
  const created = await tx.execute<{ id: number; net: string }>(sql`
    with due as (
      select cm.sd_user_id as student, cm.sd_section_id as section, coalesce(t.amount, ${fee.defaultAmount}::bigint) as amount, coalesce(d.amount, 0) as off
      from sd_class_maps cm
      join sd_sections s on s.sd_section_id = cm.sd_section_id
      join sd_users u on u.sd_user_id = cm.sd_user_id and u.is_active
      left join fin_tariffs t on t.fin_fee_type_id = ${fee.id} and t.sd_class_id = s.sd_class_id and t.sd_school_id = ${schoolId}
      left join fin_discounts d on d.fin_fee_type_id = ${fee.id} and d.student_user_id = cm.sd_user_id and d.sd_school_id = ${schoolId}
      where cm.sd_school_id = ${schoolId} and cm.sd_academic_year_id = ${year} and cm.sd_section_id = ${sectionId}
    )
    insert into fin_invoices (sd_school_id, student_user_id, fin_fee_type_id, sd_section_id, period, title, amount, discount, net, paid, due_date)
    select ${schoolId}::int, student, ${fee.id}::int, section, ${period}::text, ${title}::text, amount, least(off, amount), amount - least(off, amount), 0, ${dueDate}::date
    from due where amount > 0
    on conflict (sd_school_id, student_user_id, fin_fee_type_id, period, ref) do nothing
    returning fin_invoice_id as id, net`);
  const rows = created.rows;
  const total = rows.reduce((s, r) => s + Number(r.net), 0);
  if (total > 0) {
    const journal = await postJournal(tx, schoolId, userId, {
      date: period ? `${period}-01` : today(),
      kind: 'invoice',
      description: `Tagihan ${title} (${rows.length} siswa)`,
      source: 'invoice',
      lines: [
        { accountId: receivable.id, debit: total, credit: 0 },
        { accountId: fee.incomeAccountId, debit: 0, credit: total },
      ],
    });
    await tx
      .update(finInvoices)
      .set({ journalId: journal.id })
      .where(
        inArray(
          finInvoices.id,
          rows.map((r) => r.id),
        ),
      );
  }
  return { created: rows.length, total };
}

/** The finance settings row's due day (10 when the school has none). */
async function dueDayOf(db: Db | Tx, schoolId: number) {
  const [row] = await db.select({ dueDay: finSettings.dueDay }).from(finSettings).where(eq(finSettings.schoolId, schoolId));
  return row?.dueDay ?? 10;
}

/** Generates at once, rombel by rombel (the demo seed, the benchmark and the job use it). */
export async function generateInvoicesNow(ctx: SessionContext, input: GenerateInput, onProgress?: (done: number, of: number) => Promise<void>) {
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx.db, ctx);
  const plan = await generationPlan(ctx.db, schoolId, year, input, await dueDayOf(ctx.db, schoolId));
  let created = 0;
  let total = 0;
  for (const [i, sectionId] of plan.sectionIds.entries()) {
    const part = await ctx.db.transaction((tx) => generateForSection(tx, schoolId, ctx.session.userId, year, plan, sectionId));
    created += part.created;
    total += part.total;
    await onProgress?.(i + 1, plan.sectionIds.length);
  }
  await recordAudit(ctx.db, ctx, {
    resource: 'fin_invoice',
    recordId: plan.fee.id,
    action: 'generate',
    after: { period: plan.period, classId: input.classId ?? null, sectionId: input.sectionId ?? null, created, total },
  });
  return {
    created,
    total,
    message: created
      ? `${created} tagihan ${plan.title} dibuat (${total.toLocaleString('id-ID')} rupiah).`
      : `Tidak ada tagihan baru: semua siswa sudah memiliki tagihan ${plan.title}.`,
  };
}

/**
 * POST /api/finance/invoices/generate: checks the request, then a background job creates the invoices rombel by
 * rombel with progress (20,000 students take a while); the bendahara follows it on the screen.
 */
export async function generateInvoices({ ctx, input }: { ctx: SessionContext; input: GenerateInput }) {
  requireFinance(ctx, 'billing.write');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx.db, ctx);
  const plan = await generationPlan(ctx.db, schoolId, year, input);
  if (!plan.sectionIds.length) throw validationError({ sectionId: ['Belum ada rombel pada tahun ajaran ini.'] });
  const jobId = await ctx.db.transaction(async (tx) => {
    const id = await enqueueJob(tx, { kind: GENERATE_INVOICES_JOB, payload: { ...input, yearId: year }, schoolId, userId: ctx.session.userId, maxAttempts: 3 });
    await recordAudit(tx, ctx, {
      resource: 'fin_invoice',
      recordId: plan.fee.id,
      action: 'generate.queue',
      after: { jobId: id, period: plan.period, sections: plan.sectionIds.length },
    });
    return id;
  });
  return { jobId, sections: plan.sectionIds.length, message: `Pembuatan tagihan ${plan.title} untuk ${plan.sectionIds.length} rombel sedang diproses.` };
}

const PAGE = 50;
export const statusOf = (net: number, paid: number): 'open' | 'partial' | 'paid' => (paid >= net ? 'paid' : paid > 0 ? 'partial' : 'open');

/** GET /api/finance/invoices: a month's (or every) invoice by rombel, status and name, with the totals. */
export async function listInvoices({
  ctx,
  input,
}: {
  ctx: SessionContext;
  input: { period?: string; sectionId?: number; status?: 'open' | 'partial' | 'paid'; q?: string; page: number };
}) {
  requireFinance(ctx, 'billing.read');
  const schoolId = ctx.session.schoolId;
  const statusSql = {
    open: sql`${finInvoices.paid} = 0 and ${finInvoices.net} > 0`,
    partial: sql`${finInvoices.paid} > 0 and ${finInvoices.paid} < ${finInvoices.net}`,
    paid: sql`${finInvoices.paid} >= ${finInvoices.net}`,
  };
  const where = and(
    eq(finInvoices.schoolId, schoolId),
    input.period !== undefined ? eq(finInvoices.period, input.period) : undefined,
    input.sectionId ? eq(finInvoices.sectionId, input.sectionId) : undefined,
    input.status ? statusSql[input.status] : undefined,
    input.q ? ilike(users.fullName, `%${input.q.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
  );
  const [agg] = await ctx.db
    .select({ n: sql<number>`count(*)::int`, net: sql<string>`coalesce(sum(${finInvoices.net}), 0)`, paid: sql<string>`coalesce(sum(${finInvoices.paid}), 0)` })
    .from(finInvoices)
    .innerJoin(users, eq(users.id, finInvoices.studentId))
    .where(where);
  const rows = await ctx.db
    .select({
      id: finInvoices.id,
      studentId: finInvoices.studentId,
      studentName: users.fullName,
      section: sections.name,
      title: finInvoices.title,
      period: finInvoices.period,
      amount: finInvoices.amount,
      discount: finInvoices.discount,
      net: finInvoices.net,
      paid: finInvoices.paid,
      dueDate: finInvoices.dueDate,
    })
    .from(finInvoices)
    .innerJoin(users, eq(users.id, finInvoices.studentId))
    .leftJoin(sections, eq(sections.id, finInvoices.sectionId))
    .where(where)
    .orderBy(desc(finInvoices.period), asc(sections.name), asc(users.fullName), asc(finInvoices.id))
    .limit(PAGE)
    .offset((input.page - 1) * PAGE);
  const periods = await ctx.db
    .selectDistinct({ period: finInvoices.period })
    .from(finInvoices)
    .where(eq(finInvoices.schoolId, schoolId))
    .orderBy(desc(finInvoices.period));
  return {
    data: rows.map((r) => ({ ...r, status: statusOf(r.net, r.paid) })),
    total: agg.n,
    page: input.page,
    pageSize: PAGE,
    sums: { net: Number(agg.net), paid: Number(agg.paid), outstanding: Number(agg.net) - Number(agg.paid) },
    periods: periods.map((p) => p.period),
    canEdit: financeAllows('billing.write', ctx.session.userTypeId),
  };
}

/** GET /api/finance/invoices/recap: per period and fee, billed, paid and outstanding (rekap invoice). */
export async function invoiceRecap({ ctx }: { ctx: SessionContext }) {
  requireFinance(ctx, 'billing.read');
  const rows = await ctx.db
    .select({
      period: finInvoices.period,
      feeName: finFeeTypes.name,
      count: sql<number>`count(*)::int`,
      net: sql<string>`sum(${finInvoices.net})`,
      paid: sql<string>`sum(${finInvoices.paid})`,
      paidCount: sql<number>`count(*) filter (where ${finInvoices.paid} >= ${finInvoices.net})::int`,
    })
    .from(finInvoices)
    .innerJoin(finFeeTypes, eq(finFeeTypes.id, finInvoices.feeTypeId))
    .where(eq(finInvoices.schoolId, ctx.session.schoolId))
    .groupBy(finInvoices.period, finFeeTypes.name)
    .orderBy(desc(finInvoices.period), asc(finFeeTypes.name));
  return { rows: rows.map((r) => ({ ...r, net: Number(r.net), paid: Number(r.paid), outstanding: Number(r.net) - Number(r.paid) })) };
}
