import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { files } from '../db/schema/files.ts';
import { finAccounts, finBankAccounts, finBankImports, finBankMutations, finInvoices, finPayments, finVirtualAccounts } from '../db/schema/finance.ts';
import { studentProfiles } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import { filesDirOf, storedPath } from '../files/storage.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { financeAllows, rupiah } from '../../shared/finance/permissions.ts';
import type { bankImportInput } from '../../shared/finance/schemas.ts';
import { accountByCode } from './accounts.ts';
import { readStatement, type StatementRow } from './bank-statement.ts';
import { requireFinance } from './guard.ts';
import { oldestOpenItems, recordPayment } from './payments.ts';
import { BANK_CODE } from '../../shared/finance/chart-template.ts';

/** The students a line of a bank statement names: by VA number, NISN or NIS among its digit runs. */
async function studentsNamed(ctx: SessionContext, rows: StatementRow[]) {
  const tokens = [...new Set(rows.flatMap((r) => r.description.match(/\d{5,20}/g) ?? []))];
  if (!tokens.length) return new Map<string, number>();
  const schoolId = ctx.session.schoolId;
  const [vas, people] = await Promise.all([
    ctx.db
      .select({ token: finVirtualAccounts.vaNumber, studentId: finVirtualAccounts.studentId })
      .from(finVirtualAccounts)
      .where(and(eq(finVirtualAccounts.schoolId, schoolId), inArray(finVirtualAccounts.vaNumber, tokens))),
    ctx.db
      .select({ nis: studentProfiles.nis, nisn: studentProfiles.nisn, studentId: users.id })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(and(eq(users.schoolId, schoolId), sql`(${inArray(studentProfiles.nisn, tokens)} or ${inArray(studentProfiles.nis, tokens)})`)),
  ]);
  const map = new Map<string, number>();
  for (const p of people) {
    if (p.nis) map.set(p.nis, p.studentId);
    if (p.nisn) map.set(p.nisn, p.studentId);
  }
  for (const v of vas) map.set(v.token, v.studentId);
  return map;
}

/** What each student still owes (all open invoices). */
async function owedBy(ctx: SessionContext, studentIds: number[]) {
  if (!studentIds.length) return new Map<number, number>();
  const rows = await ctx.db
    .select({ studentId: finInvoices.studentId, owed: sql<number>`sum(${finInvoices.net} - ${finInvoices.paid})`.mapWith(Number) })
    .from(finInvoices)
    .where(and(eq(finInvoices.schoolId, ctx.session.schoolId), inArray(finInvoices.studentId, studentIds)))
    .groupBy(finInvoices.studentId);
  return new Map(rows.map((r) => [r.studentId, r.owed]));
}

/**
 * POST /api/finance/bank-mutations/import: reads an uploaded statement (CSV or xlsx from internet banking), keeps
 * every readable row once (a row seen in an earlier file is a duplicate, not stored again), matches credits to
 * students by VA number, NISN or NIS with what they owe, and reports the rows it could not read.
 */
export async function importBankMutations({ ctx, input }: { ctx: SessionContext; input: z.infer<typeof bankImportInput> }) {
  requireFinance(ctx, 'billing.write');
  const schoolId = ctx.session.schoolId;
  const [file] = await ctx.db
    .select()
    .from(files)
    .where(and(eq(files.id, input.fileId), eq(files.schoolId, schoolId), eq(files.kind, 'bank_statement')));
  if (!file) throw validationError({ fileId: ['Berkas mutasi tidak ditemukan; unggah ulang.'] });
  if (input.bankAccountId) {
    const [bank] = await ctx.db
      .select({ id: finBankAccounts.id })
      .from(finBankAccounts)
      .where(and(eq(finBankAccounts.schoolId, schoolId), eq(finBankAccounts.id, input.bankAccountId)));
    if (!bank) throw validationError({ bankAccountId: ['Rekening tidak ditemukan.'] });
  }
  const bytes = await readFile(storedPath(filesDirOf(ctx.deps), schoolId, file.id));
  const { rows, errors } = await readStatement(bytes, file.mime === 'text/csv' ? 'csv' : 'xlsx');
  const named = await studentsNamed(ctx, rows);
  const owed = await owedBy(ctx, [...new Set(named.values())]);
  const seen = new Map<string, number>();
  const values = rows.map((r) => {
    const key = `${r.date}|${r.direction}|${r.amount}|${r.balance ?? ''}|${r.description}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    const token = (r.description.match(/\d{5,20}/g) ?? []).find((t) => named.has(t));
    const studentId = token ? named.get(token)! : null;
    const left = studentId ? (owed.get(studentId) ?? 0) : 0;
    const status = r.direction === 'debit' ? 'ignored' : studentId && r.amount <= left ? 'matched' : 'unmatched';
    const note =
      r.direction === 'debit'
        ? 'Dana keluar'
        : !studentId
          ? 'Siswa tidak dikenali dari keterangan'
          : r.amount > left
            ? `Melebihi tagihan siswa (${rupiah(left)})`
            : null;
    return {
      schoolId,
      rowNumber: r.row,
      date: r.date,
      description: r.description,
      amount: r.amount,
      direction: r.direction,
      balance: r.balance,
      fingerprint: createHash('sha256').update(`${key}|${n}`).digest('hex'),
      status,
      studentId,
      note,
    };
  });
  return ctx.db.transaction(async (tx) => {
    const [imp] = await tx
      .insert(finBankImports)
      .values({
        schoolId,
        fileId: file.id,
        fileName: file.originalName,
        format: file.mime === 'text/csv' ? 'csv' : 'xlsx',
        bankAccountId: input.bankAccountId ?? null,
        rows: rows.length,
        errors,
        createdBy: ctx.session.userId,
      })
      .returning({ id: finBankImports.id });
    let stored: { id: number; status: string }[] = [];
    for (let i = 0; i < values.length; i += 500) {
      stored = stored.concat(
        await tx
          .insert(finBankMutations)
          .values(values.slice(i, i + 500).map((v) => ({ ...v, importId: imp.id })))
          .onConflictDoNothing()
          .returning({ id: finBankMutations.id, status: finBankMutations.status }),
      );
    }
    const matched = stored.filter((s) => s.status === 'matched').length;
    await tx.update(finBankImports).set({ matched }).where(eq(finBankImports.id, imp.id));
    await recordAudit(tx, ctx, {
      resource: 'fin_bank_import',
      recordId: imp.id,
      action: 'import',
      after: { file: file.originalName, rows: rows.length, stored: stored.length, matched, errors: errors.length },
    });
    const duplicates = values.length - stored.length;
    return {
      importId: imp.id,
      rows: rows.length,
      stored: stored.length,
      duplicates,
      matched,
      errors,
      message: `${rows.length} baris terbaca: ${matched} cocok dengan tagihan, ${stored.length - matched} perlu diperiksa${duplicates ? `, ${duplicates} sudah pernah diimpor` : ''}${errors.length ? `; ${errors.length} baris gagal dibaca` : ''}.`,
    };
  });
}

/** GET /api/finance/bank-mutations: the imports, and the rows of one (the latest by default) with their state. */
export async function listBankMutations({ ctx, input }: { ctx: SessionContext; input: { importId?: number; status?: string } }) {
  requireFinance(ctx, 'billing.read');
  const schoolId = ctx.session.schoolId;
  const imports = await ctx.db
    .select({
      id: finBankImports.id,
      fileName: finBankImports.fileName,
      rows: finBankImports.rows,
      matched: finBankImports.matched,
      errors: finBankImports.errors,
      createdAt: finBankImports.createdAt,
    })
    .from(finBankImports)
    .where(eq(finBankImports.schoolId, schoolId))
    .orderBy(desc(finBankImports.id))
    .limit(30);
  const importId = input.importId ?? imports[0]?.id ?? 0;
  const rows = await ctx.db
    .select({
      id: finBankMutations.id,
      rowNumber: finBankMutations.rowNumber,
      date: finBankMutations.date,
      description: finBankMutations.description,
      amount: finBankMutations.amount,
      direction: finBankMutations.direction,
      balance: finBankMutations.balance,
      status: finBankMutations.status,
      note: finBankMutations.note,
      studentId: finBankMutations.studentId,
      studentName: users.fullName,
      paymentId: finBankMutations.paymentId,
      receiptNumber: finPayments.number,
    })
    .from(finBankMutations)
    .leftJoin(users, eq(users.id, finBankMutations.studentId))
    .leftJoin(finPayments, eq(finPayments.id, finBankMutations.paymentId))
    .where(
      and(
        eq(finBankMutations.schoolId, schoolId),
        eq(finBankMutations.importId, importId),
        input.status ? eq(finBankMutations.status, input.status) : undefined,
      ),
    )
    .orderBy(asc(finBankMutations.rowNumber))
    .limit(5000);
  const bankAccounts = await ctx.db
    .select({ id: finBankAccounts.id, bank: finBankAccounts.bank, accountNumber: finBankAccounts.accountNumber })
    .from(finBankAccounts)
    .where(eq(finBankAccounts.schoolId, schoolId));
  return {
    imports: imports.map((i) => ({ ...i, errors: i.errors as { row: number; message: string }[], createdAt: i.createdAt })),
    importId: importId || null,
    data: rows,
    bankAccounts,
    canEdit: financeAllows('billing.write', ctx.session.userTypeId),
  };
}

/**
 * POST /api/finance/bank-mutations/:id/post: a credit row becomes the student's transfer payment, oldest open
 * invoices first, into the statement's bank account; the row remembers its receipt and is never posted twice.
 */
export async function postBankMutation({ ctx, id, input }: { ctx: SessionContext; id: number; input: { studentId?: number } }) {
  requireFinance(ctx, 'billing.write');
  const schoolId = ctx.session.schoolId;
  const paymentId = await ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(finBankMutations)
      .where(and(eq(finBankMutations.schoolId, schoolId), eq(finBankMutations.id, id)))
      .for('update');
    if (!m) throw notFound('Baris mutasi tidak ditemukan.');
    if (m.status === 'posted') throw new AppError('conflict', 'Baris mutasi ini sudah dicatat sebagai pembayaran.');
    if (m.direction !== 'credit') throw validationError({ id: ['Hanya dana masuk yang dapat dicatat sebagai pembayaran.'] });
    const studentId = input.studentId ?? m.studentId;
    if (!studentId) throw validationError({ studentId: ['Pilih siswa yang membayar.'] });
    const [imp] = await tx.select({ bankAccountId: finBankImports.bankAccountId }).from(finBankImports).where(eq(finBankImports.id, m.importId));
    let cashAccountId: number | null = null;
    if (imp?.bankAccountId) {
      const [bank] = await tx
        .select({ id: finAccounts.id })
        .from(finBankAccounts)
        .innerJoin(finAccounts, and(eq(finAccounts.schoolId, finBankAccounts.schoolId), eq(finAccounts.code, finBankAccounts.ledgerCode)))
        .where(eq(finBankAccounts.id, imp.bankAccountId));
      cashAccountId = bank?.id ?? null;
    }
    cashAccountId ??= (await accountByCode(tx, schoolId, BANK_CODE)).id;
    const { items, left } = await oldestOpenItems(tx, schoolId, studentId, m.amount);
    if (left > 0 || !items.length) throw validationError({ studentId: [`Jumlah ${rupiah(m.amount)} melebihi tagihan terbuka siswa ini.`] });
    const paymentId = await recordPayment(tx, ctx, {
      studentId,
      date: m.date,
      method: 'transfer',
      items,
      externalRef: `mutasi:${m.id}`,
      cashAccountId,
      note: m.description.slice(0, 200),
    });
    await tx.update(finBankMutations).set({ status: 'posted', studentId, paymentId, note: null }).where(eq(finBankMutations.id, id));
    return paymentId;
  });
  const [p] = await ctx.db.select({ number: finPayments.number }).from(finPayments).where(eq(finPayments.id, paymentId));
  return { paymentId, number: p.number, message: `Pembayaran ${p.number} tercatat dari mutasi bank.` };
}

/** POST /api/finance/bank-mutations/:id/ignore: a credit that is not a student's payment (interest, a grant). */
export async function ignoreBankMutation({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireFinance(ctx, 'billing.write');
  return ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(finBankMutations)
      .where(and(eq(finBankMutations.schoolId, ctx.session.schoolId), eq(finBankMutations.id, id)))
      .for('update');
    if (!m) throw notFound('Baris mutasi tidak ditemukan.');
    if (m.status === 'posted') throw new AppError('conflict', 'Baris mutasi ini sudah dicatat sebagai pembayaran.');
    await tx.update(finBankMutations).set({ status: 'ignored', note: 'Ditandai bukan pembayaran siswa' }).where(eq(finBankMutations.id, id));
    await recordAudit(tx, ctx, { resource: 'fin_bank_mutation', recordId: id, action: 'ignore' });
    return { message: 'Baris mutasi ditandai bukan pembayaran siswa.' };
  });
}
