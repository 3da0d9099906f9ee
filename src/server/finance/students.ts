import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { finInvoices, finPayments, finVirtualAccounts } from '../db/schema/finance.ts';
import { classMaps, guardianStudents, sections, studentProfiles } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { financeAllows } from '../../shared/finance/permissions.ts';
import { requireFinance } from './guard.ts';
import { statusOf } from './invoices.ts';
import { yearOf } from './school-year.ts';
import { savingsOf } from './savings.ts';
import { installmentsOf } from './installments.ts';

const outstanding = sql<string>`coalesce((select sum(i.net - i.paid) from fin_invoices i where i.student_user_id = ${users.id} and i.sd_school_id = ${users.schoolId}), 0)`;

/** GET /api/finance/students?q=: the cashier's search by name or NIS, with each student's rombel and what is owed. */
export async function searchStudents({ ctx, input }: { ctx: SessionContext; input: { q?: string; sectionId?: number } }) {
  requireFinance(ctx, 'billing.read');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx.db, ctx);
  const q = input.q?.trim();
  const like = q ? `%${q.replace(/[%_\\]/g, '\\$&')}%` : undefined;
  const rows = await ctx.db
    .select({ id: users.id, fullName: users.fullName, nis: studentProfiles.nis, section: sections.name, outstanding })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(classMaps, and(eq(classMaps.userId, users.id), eq(classMaps.academicYearId, year)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .where(
      and(
        eq(users.schoolId, schoolId),
        eq(users.userTypeId, '5'),
        like ? or(ilike(users.fullName, like), ilike(studentProfiles.nis, like), ilike(studentProfiles.nisn, like)) : undefined,
        input.sectionId ? eq(sections.id, input.sectionId) : undefined,
      ),
    )
    .orderBy(asc(users.fullName))
    .limit(20);
  return { data: rows.map((r) => ({ ...r, outstanding: Number(r.outstanding) })) };
}

/** The student of this school, else 404 (another school's student is not found, never forbidden). */
export async function studentOf(ctx: SessionContext, studentId: number) {
  const year = await yearOf(ctx.db, ctx).catch(() => 0);
  const [s] = await ctx.db
    .select({ id: users.id, fullName: users.fullName, nis: studentProfiles.nis, nisn: studentProfiles.nisn, section: sections.name, sectionId: sections.id })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(classMaps, and(eq(classMaps.userId, users.id), eq(classMaps.academicYearId, year)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .where(and(eq(users.schoolId, ctx.session.schoolId), eq(users.id, studentId), eq(users.userTypeId, '5')));
  if (!s) throw notFound('Siswa tidak ditemukan.');
  return s;
}

/** Families see only their own: the student themself, or a guardian's children. */
export async function familyStudentIds(ctx: SessionContext): Promise<number[]> {
  if (ctx.session.userTypeId === '5') return [ctx.session.userId];
  if (ctx.session.userTypeId === '6') {
    const rows = await ctx.db
      .select({ id: guardianStudents.studentId })
      .from(guardianStudents)
      .where(and(eq(guardianStudents.guardianId, ctx.session.userId), eq(guardianStudents.schoolId, ctx.session.schoolId)));
    return rows.map((r) => r.id);
  }
  return [];
}

/** Staff with billing.read, or the student's own family; anyone else is refused. */
export async function requireStudentReader(ctx: SessionContext, studentId: number): Promise<void> {
  if (financeAllows('billing.read', ctx.session.userTypeId)) return;
  if (financeAllows('family.read', ctx.session.userTypeId)) {
    if ((await familyStudentIds(ctx)).includes(studentId)) return;
    throw notFound('Siswa tidak ditemukan.');
  }
  throw forbidden('Anda tidak memiliki akses ke tagihan siswa.');
}

/** One student's account: invoices (unpaid first), payments (newest first) and virtual accounts. */
export async function readStudentAccount(ctx: SessionContext, studentId: number) {
  const student = await studentOf(ctx, studentId);
  const [invoices, payments, vas] = await Promise.all([
    ctx.db
      .select()
      .from(finInvoices)
      .where(and(eq(finInvoices.schoolId, ctx.session.schoolId), eq(finInvoices.studentId, studentId)))
      .orderBy(asc(finInvoices.period), asc(finInvoices.id)),
    ctx.db
      .select()
      .from(finPayments)
      .where(and(eq(finPayments.schoolId, ctx.session.schoolId), eq(finPayments.studentId, studentId)))
      .orderBy(desc(finPayments.createdAt))
      .limit(50),
    ctx.db
      .select({ provider: finVirtualAccounts.provider, bank: finVirtualAccounts.bank, vaNumber: finVirtualAccounts.vaNumber })
      .from(finVirtualAccounts)
      .where(and(eq(finVirtualAccounts.schoolId, ctx.session.schoolId), eq(finVirtualAccounts.studentId, studentId))),
  ]);
  const list = invoices.map((i) => ({
    id: i.id,
    title: i.title,
    period: i.period,
    amount: i.amount,
    discount: i.discount,
    net: i.net,
    paid: i.paid,
    remaining: i.net - i.paid,
    dueDate: i.dueDate,
    status: statusOf(i.net, i.paid),
  }));
  return {
    student,
    invoices: list,
    outstanding: list.reduce((s, i) => s + i.remaining, 0),
    payments: payments.map((p) => ({
      id: p.id,
      number: p.number,
      date: p.date,
      method: p.method,
      total: p.total,
      status: p.status,
      cancelReason: p.cancelReason,
    })),
    virtualAccounts: vas,
    savings: await savingsOf(ctx, studentId),
    installments: await installmentsOf(ctx, list),
    canPay: financeAllows('billing.write', ctx.session.userTypeId),
  };
}

/** GET /api/finance/students/:id/account: the cashier's (and the family's) view of one student. */
export async function getStudentAccount({ ctx, id }: { ctx: SessionContext; id: number }) {
  await requireStudentReader(ctx, id);
  return readStudentAccount(ctx, id);
}

/** GET /api/finance/my-bills: the student's own account, or each of a guardian's children's. */
export async function myBills({ ctx }: { ctx: SessionContext }) {
  requireFinance(ctx, 'family.read');
  const ids = await familyStudentIds(ctx);
  const children = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, ctx.session.schoolId), eq(users.userTypeId, '5'), ids.length ? inArray(users.id, ids) : sql`false`))
    .orderBy(asc(users.fullName));
  return { accounts: await Promise.all(children.map((c) => readStudentAccount(ctx, c.id))) };
}
