/**
 * Finance (issue 17): a double-entry ledger per school and the student billing that posts into it. Money is whole
 * rupiah (bigint, read as JS numbers: far below 2^53). A posted journal is never edited, only reversed.
 */
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { schools } from './schools.ts';
import { users } from './users.ts';
import { classes, sections } from './master.ts';

const schoolId = () => integer('sd_school_id').notNull().references(() => schools.id);
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Bagan akun: type is asset | liability | equity | income | expense; cash accounts feed the cash book. */
export const finAccounts = pgTable(
  'fin_accounts',
  {
    id: integer('fin_account_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    isCash: boolean('is_cash').notNull().default(false),
    isControl: boolean('is_control').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('fin_accounts_code_key').on(t.schoolId, t.code)],
);

/** The school's finance settings: the period lock (no posting dated on or before locked_through). */
export const finSettings = pgTable('fin_settings', {
  schoolId: integer('sd_school_id').primaryKey().references(() => schools.id),
  lockedThrough: date('locked_through'),
});

/** Running numbers per school and key ("KW-2026"): receipts and journals never share or skip a number. */
export const finCounters = pgTable(
  'fin_counters',
  { schoolId: schoolId(), key: text('key').notNull(), value: integer('value').notNull() },
  (t) => [primaryKey({ columns: [t.schoolId, t.key] })],
);

export const finJournals = pgTable(
  'fin_journals',
  {
    id: integer('fin_journal_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    number: text('number').notNull(),
    date: date('date').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    source: text('source'),
    sourceId: integer('source_id'),
    reversalOf: integer('reversal_of'),
    reversedBy: integer('reversed_by'),
    total: money('total'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fin_journals_number_key').on(t.schoolId, t.number), index('fin_journals_date_idx').on(t.schoolId, t.date, t.id), index('fin_journals_kind_idx').on(t.schoolId, t.kind, t.date)],
);

export const finJournalLines = pgTable(
  'fin_journal_lines',
  {
    id: integer('fin_journal_line_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    journalId: integer('fin_journal_id').notNull().references(() => finJournals.id),
    accountId: integer('fin_account_id').notNull().references(() => finAccounts.id),
    date: date('date').notNull(),
    debit: money('debit'),
    credit: money('credit'),
    memo: text('memo'),
  },
  (t) => [index('fin_journal_lines_journal_idx').on(t.journalId), index('fin_journal_lines_account_idx').on(t.schoolId, t.accountId, t.date)],
);

/** Jenis biaya: SPP (monthly), uang gedung, seragam, kegiatan ...; income goes to its account. */
export const finFeeTypes = pgTable(
  'fin_fee_types',
  {
    id: integer('fin_fee_type_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    monthly: boolean('monthly').notNull().default(false),
    incomeAccountId: integer('income_account_id').notNull().references(() => finAccounts.id),
    defaultAmount: money('default_amount'),
  },
  (t) => [uniqueIndex('fin_fee_types_code_key').on(t.schoolId, t.code)],
);

/** Tarif per grade (class) or per rombel (section); the rombel's wins, then the grade's, then the fee's default. */
export const finTariffs = pgTable(
  'fin_tariffs',
  {
    id: integer('fin_tariff_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    feeTypeId: integer('fin_fee_type_id').notNull().references(() => finFeeTypes.id),
    classId: integer('sd_class_id').references(() => classes.id),
    sectionId: integer('sd_section_id').references(() => sections.id),
    amount: money('amount'),
  },
  (t) => [index('fin_tariffs_fee_idx').on(t.schoolId, t.feeTypeId)],
);

/** Beasiswa/potongan per student and fee type: whole rupiah off each invoice. */
export const finDiscounts = pgTable(
  'fin_discounts',
  {
    id: integer('fin_discount_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    studentId: integer('student_user_id').notNull().references(() => users.id),
    feeTypeId: integer('fin_fee_type_id').notNull().references(() => finFeeTypes.id),
    amount: money('amount'),
    reason: text('reason').notNull(),
  },
  (t) => [uniqueIndex('fin_discounts_key').on(t.schoolId, t.studentId, t.feeTypeId)],
);

/** Tagihan: one per student, fee type and period ('2026-09', or '' for a one-off fee). */
export const finInvoices = pgTable(
  'fin_invoices',
  {
    id: integer('fin_invoice_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    studentId: integer('student_user_id').notNull().references(() => users.id),
    feeTypeId: integer('fin_fee_type_id').notNull().references(() => finFeeTypes.id),
    sectionId: integer('sd_section_id').references(() => sections.id),
    period: text('period').notNull(),
    title: text('title').notNull(),
    amount: money('amount'),
    discount: money('discount'),
    net: money('net'),
    paid: money('paid'),
    dueDate: date('due_date'),
    journalId: integer('fin_journal_id').references(() => finJournals.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fin_invoices_key').on(t.schoolId, t.studentId, t.feeTypeId, t.period),
    index('fin_invoices_section_idx').on(t.schoolId, t.sectionId, t.period),
    index('fin_invoices_student_idx').on(t.studentId),
  ],
);

/** Pembayaran: one receipt (kuitansi) over one or more invoices; cancelled by a reversal, never deleted. */
export const finPayments = pgTable(
  'fin_payments',
  {
    id: integer('fin_payment_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    number: text('number').notNull(),
    studentId: integer('student_user_id').notNull().references(() => users.id),
    date: date('date').notNull(),
    method: text('method').notNull(),
    total: money('total'),
    note: text('note'),
    externalRef: text('external_ref'),
    journalId: integer('fin_journal_id').notNull().references(() => finJournals.id),
    status: text('status').notNull().default('posted'),
    cancelReason: text('cancel_reason'),
    cancelJournalId: integer('cancel_journal_id').references(() => finJournals.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fin_payments_number_key').on(t.schoolId, t.number), index('fin_payments_student_idx').on(t.studentId), index('fin_payments_date_idx').on(t.schoolId, t.date)],
);

export const finPaymentItems = pgTable(
  'fin_payment_items',
  {
    id: integer('fin_payment_item_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    paymentId: integer('fin_payment_id').notNull().references(() => finPayments.id),
    invoiceId: integer('fin_invoice_id').notNull().references(() => finInvoices.id),
    amount: money('amount'),
  },
  (t) => [index('fin_payment_items_payment_idx').on(t.paymentId), index('fin_payment_items_invoice_idx').on(t.invoiceId)],
);

/** Virtual account per student and provider; a webhook names the VA number. */
export const finVirtualAccounts = pgTable(
  'fin_virtual_accounts',
  {
    id: integer('fin_virtual_account_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    studentId: integer('student_user_id').notNull().references(() => users.id),
    provider: text('provider').notNull(),
    bank: text('bank').notNull(),
    vaNumber: text('va_number').notNull(),
  },
  (t) => [uniqueIndex('fin_virtual_accounts_number_key').on(t.provider, t.vaNumber), uniqueIndex('fin_virtual_accounts_student_key').on(t.schoolId, t.studentId, t.provider)],
);

/** Every webhook received (accepted or refused): a repeated event id is answered 200 and pays nothing again. */
export const finWebhookEvents = pgTable(
  'fin_webhook_events',
  {
    id: integer('fin_webhook_event_id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    schoolId: integer('sd_school_id').references(() => schools.id),
    status: text('status').notNull(),
    vaNumber: text('va_number'),
    amount: bigint('amount', { mode: 'number' }),
    paymentId: integer('fin_payment_id').references(() => finPayments.id),
    message: text('message'),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('fin_webhook_events_key').on(t.provider, t.eventId).where(sql`status = 'paid'`)],
);
