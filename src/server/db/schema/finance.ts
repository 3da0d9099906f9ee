/**
 * Finance (issue 17): a double-entry ledger per school and the student billing that posts into it. Money is whole
 * rupiah (bigint, read as JS numbers: far below 2^53). A posted journal is never edited, only reversed.
 */
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { schools } from './schools.ts';
import { users } from './users.ts';
import { classes, sections } from './master.ts';
import type { BUDGET_CATEGORIES, BUDGET_STATUSES, FUND_SOURCES, SAVINGS_KINDS } from '../../../shared/finance/schemas.ts';

type Of<T extends readonly string[]> = T[number];

const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
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
  schoolId: integer('sd_school_id')
    .primaryKey()
    .references(() => schools.id),
  lockedThrough: date('locked_through'),
  /** Day of the month a monthly invoice falls due (1–28). */
  dueDay: integer('due_day').notNull().default(10),
  /** Who signs receipts and letters (the bendahara's name), and the receipt's footer. */
  treasurerName: text('treasurer_name'),
  receiptNote: text('receipt_note'),
  /** An amount paid above what is owed becomes the student's deposit (titipan) instead of being refused. */
  acceptDeposit: boolean('accept_deposit').notNull().default(false),
  /** The payment gateway families pay their virtual accounts through. */
  vaProvider: text('va_provider').notNull().default('simulasi'),
});

/** Running numbers per school and key ("KW-2026"): receipts and journals never share or skip a number. */
export const finCounters = pgTable('fin_counters', { schoolId: schoolId(), key: text('key').notNull(), value: integer('value').notNull() }, (t) => [
  primaryKey({ columns: [t.schoolId, t.key] }),
]);

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
  (t) => [
    uniqueIndex('fin_journals_number_key').on(t.schoolId, t.number),
    index('fin_journals_date_idx').on(t.schoolId, t.date, t.id),
    index('fin_journals_kind_idx').on(t.schoolId, t.kind, t.date),
  ],
);

export const finJournalLines = pgTable(
  'fin_journal_lines',
  {
    id: integer('fin_journal_line_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    journalId: integer('fin_journal_id')
      .notNull()
      .references(() => finJournals.id),
    accountId: integer('fin_account_id')
      .notNull()
      .references(() => finAccounts.id),
    date: date('date').notNull(),
    debit: money('debit'),
    credit: money('credit'),
    memo: text('memo'),
    /** The RKAS activity this spending realises (budget realization); null for everything else. */
    budgetItemId: integer('fin_budget_item_id'),
  },
  (t) => [
    index('fin_journal_lines_journal_idx').on(t.journalId),
    index('fin_journal_lines_account_idx').on(t.schoolId, t.accountId, t.date),
    index('fin_journal_lines_budget_idx')
      .on(t.budgetItemId)
      .where(sql`fin_budget_item_id is not null`),
  ],
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
    incomeAccountId: integer('income_account_id')
      .notNull()
      .references(() => finAccounts.id),
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
    feeTypeId: integer('fin_fee_type_id')
      .notNull()
      .references(() => finFeeTypes.id),
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
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id),
    feeTypeId: integer('fin_fee_type_id')
      .notNull()
      .references(() => finFeeTypes.id),
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
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id),
    feeTypeId: integer('fin_fee_type_id')
      .notNull()
      .references(() => finFeeTypes.id),
    sectionId: integer('sd_section_id').references(() => sections.id),
    period: text('period').notNull(),
    title: text('title').notNull(),
    amount: money('amount'),
    discount: money('discount'),
    net: money('net'),
    paid: money('paid'),
    dueDate: date('due_date'),
    journalId: integer('fin_journal_id').references(() => finJournals.id),
    /** '' for generated invoices; a manual bill's own number (TM-2026-000004), so one fee can be billed again. */
    ref: text('ref').notNull().default(''),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fin_invoices_key').on(t.schoolId, t.studentId, t.feeTypeId, t.period, t.ref),
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
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id),
    date: date('date').notNull(),
    method: text('method').notNull(),
    total: money('total'),
    note: text('note'),
    externalRef: text('external_ref'),
    journalId: integer('fin_journal_id')
      .notNull()
      .references(() => finJournals.id),
    status: text('status').notNull().default('posted'),
    cancelReason: text('cancel_reason'),
    cancelJournalId: integer('cancel_journal_id').references(() => finJournals.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fin_payments_number_key').on(t.schoolId, t.number),
    index('fin_payments_student_idx').on(t.studentId),
    index('fin_payments_date_idx').on(t.schoolId, t.date),
  ],
);

export const finPaymentItems = pgTable(
  'fin_payment_items',
  {
    id: integer('fin_payment_item_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    paymentId: integer('fin_payment_id')
      .notNull()
      .references(() => finPayments.id),
    invoiceId: integer('fin_invoice_id')
      .notNull()
      .references(() => finInvoices.id),
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
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    bank: text('bank').notNull(),
    vaNumber: text('va_number').notNull(),
  },
  (t) => [
    uniqueIndex('fin_virtual_accounts_number_key').on(t.provider, t.vaNumber),
    uniqueIndex('fin_virtual_accounts_student_key').on(t.schoolId, t.studentId, t.provider),
  ],
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
  (t) => [
    uniqueIndex('fin_webhook_events_key')
      .on(t.provider, t.eventId)
      .where(sql`status = 'paid'`),
  ],
);

/** Tabungan siswa: one balance per student, locked while a deposit or withdrawal is posted. */
export const finSavingsAccounts = pgTable(
  'fin_savings_accounts',
  {
    id: integer('fin_savings_account_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id),
    balance: money('balance'),
  },
  (t) => [uniqueIndex('fin_savings_accounts_key').on(t.schoolId, t.studentId)],
);

/** Each deposit (setor) or withdrawal (tarik), with its running number, the balance after it and its journal. */
export const finSavingsTransactions = pgTable(
  'fin_savings_transactions',
  {
    id: integer('fin_savings_transaction_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id),
    number: text('number').notNull(),
    date: date('date').notNull(),
    kind: text('kind').$type<Of<typeof SAVINGS_KINDS>>().notNull(),
    amount: money('amount'),
    balanceAfter: money('balance_after'),
    method: text('method').notNull(),
    note: text('note'),
    journalId: integer('fin_journal_id')
      .notNull()
      .references(() => finJournals.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('fin_savings_tx_date_idx').on(t.schoolId, t.date, t.id), index('fin_savings_tx_student_idx').on(t.studentId, t.id)],
);

/** The school's bank accounts (/setting_account_bank): which ledger account each one is, and what it holds. */
export const finBankAccounts = pgTable(
  'fin_bank_accounts',
  {
    id: integer('fin_bank_account_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    bank: text('bank').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    purpose: text('purpose').notNull(),
    ledgerCode: text('ledger_code').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('fin_bank_accounts_number_key').on(t.schoolId, t.bank, t.accountNumber)],
);

/** Biaya administrasi bank per channel (/bank_administration_fees): what each VA or transfer costs the school. */
export const finBankFees = pgTable(
  'fin_bank_fees',
  {
    id: integer('fin_bank_fee_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    channel: text('channel').notNull(),
    bank: text('bank').notNull(),
    fee: money('fee'),
    description: text('description'),
  },
  (t) => [uniqueIndex('fin_bank_fees_key').on(t.schoolId, t.channel, t.bank)],
);

/** Templat pesan (/template_mail): the text of invoice, arrears and receipt messages, with {placeholders}. */
export const finMessageTemplates = pgTable(
  'fin_message_templates',
  {
    id: integer('fin_message_template_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    channel: text('channel').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
  },
  (t) => [uniqueIndex('fin_message_templates_name_key').on(t.schoolId, t.name)],
);

/** One WhatsApp/email blast of a month's invoices (a job with progress), and who it went to. */
export const finBlasts = pgTable(
  'fin_blasts',
  {
    id: integer('fin_blast_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    period: text('period').notNull(),
    sectionId: integer('sd_section_id').references(() => sections.id),
    /** One family only (a reminder to a single student's parents, or a first try of a new template). */
    studentId: integer('student_user_id').references(() => users.id),
    templateId: integer('fin_message_template_id')
      .notNull()
      .references(() => finMessageTemplates.id),
    onlyUnpaid: boolean('only_unpaid').notNull().default(true),
    status: text('status').notNull().default('queued'),
    jobId: integer('sd_job_id'),
    students: integer('students').notNull().default(0),
    queued: integer('queued').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('fin_blasts_school_idx').on(t.schoolId, t.id)],
);

export const finBlastRecipients = pgTable(
  'fin_blast_recipients',
  {
    id: integer('fin_blast_recipient_id').primaryKey().generatedAlwaysAsIdentity(),
    blastId: integer('fin_blast_id')
      .notNull()
      .references(() => finBlasts.id),
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id),
    address: text('address').notNull(),
    amount: money('amount'),
    messageId: integer('sd_message_id'),
  },
  (t) => [uniqueIndex('fin_blast_recipients_key').on(t.blastId, t.studentId, t.address)],
);

/** Cicilan: an invoice split into dated instalments; what is paid fills them in order. */
export const finInstallments = pgTable(
  'fin_installments',
  {
    id: integer('fin_installment_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    invoiceId: integer('fin_invoice_id')
      .notNull()
      .references(() => finInvoices.id),
    seq: integer('seq').notNull(),
    dueDate: date('due_date').notNull(),
    amount: money('amount'),
  },
  (t) => [uniqueIndex('fin_installments_key').on(t.invoiceId, t.seq), index('fin_installments_school_idx').on(t.schoolId, t.dueDate)],
);

/** RKAS: a budget (project) of activities for one fiscal year and fund, approved by the foundation. */
export const finBudgets = pgTable(
  'fin_budgets',
  {
    id: integer('fin_budget_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    name: text('name').notNull(),
    fiscalYear: text('fiscal_year').notNull(),
    fundSource: text('fund_source').$type<Of<typeof FUND_SOURCES>>().notNull(),
    status: text('status').$type<Of<typeof BUDGET_STATUSES>>().notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('fin_budgets_school_idx').on(t.schoolId, t.fiscalYear)],
);

export const finBudgetItems = pgTable(
  'fin_budget_items',
  {
    id: integer('fin_budget_item_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    budgetId: integer('fin_budget_id')
      .notNull()
      .references(() => finBudgets.id),
    name: text('name').notNull(),
    category: text('category').$type<Of<typeof BUDGET_CATEGORIES>>().notNull(),
    accountId: integer('fin_account_id')
      .notNull()
      .references(() => finAccounts.id),
    month: text('month'),
    volume: integer('volume').notNull().default(1),
    unit: text('unit').notNull().default('paket'),
    unitCost: money('unit_cost'),
    amount: money('amount'),
  },
  (t) => [index('fin_budget_items_budget_idx').on(t.budgetId)],
);

/** Perintah kerja: a spending request, approved by the principal, paid by the bendahara (a cash-out journal). */
export const finWorkOrders = pgTable(
  'fin_work_orders',
  {
    id: integer('fin_work_order_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    number: text('number').notNull(),
    date: date('date').notNull(),
    vendor: text('vendor').notNull(),
    description: text('description').notNull(),
    accountId: integer('fin_account_id')
      .notNull()
      .references(() => finAccounts.id),
    budgetItemId: integer('fin_budget_item_id').references(() => finBudgetItems.id),
    amount: money('amount'),
    status: text('status').notNull().default('submitted'),
    requestedBy: integer('requested_by').references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decisionNote: text('decision_note'),
    journalId: integer('fin_journal_id').references(() => finJournals.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fin_work_orders_number_key').on(t.schoolId, t.number)],
);

/** One uploaded bank statement (mutasi rekening) and its rows, matched to students' invoices. */
export const finBankImports = pgTable('fin_bank_imports', {
  id: integer('fin_bank_import_id').primaryKey().generatedAlwaysAsIdentity(),
  schoolId: schoolId(),
  fileId: text('file_id').notNull(),
  fileName: text('file_name').notNull(),
  format: text('format').notNull(),
  bankAccountId: integer('fin_bank_account_id').references(() => finBankAccounts.id),
  rows: integer('rows').notNull().default(0),
  matched: integer('matched').notNull().default(0),
  errors: jsonb('errors').notNull().default([]),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

export const finBankMutations = pgTable(
  'fin_bank_mutations',
  {
    id: integer('fin_bank_mutation_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    importId: integer('fin_bank_import_id')
      .notNull()
      .references(() => finBankImports.id),
    rowNumber: integer('row_number').notNull(),
    date: date('date').notNull(),
    description: text('description').notNull(),
    amount: money('amount'),
    direction: text('direction').notNull(),
    balance: bigint('balance', { mode: 'number' }),
    fingerprint: text('fingerprint').notNull(),
    status: text('status').notNull(),
    studentId: integer('student_user_id').references(() => users.id),
    paymentId: integer('fin_payment_id').references(() => finPayments.id),
    note: text('note'),
  },
  (t) => [uniqueIndex('fin_bank_mutations_key').on(t.schoolId, t.fingerprint), index('fin_bank_mutations_import_idx').on(t.importId)],
);

/** A school's payment-gateway credentials (server key, callback token, SNAP keys), sealed like messaging's. */
export const finGatewayCredentials = pgTable(
  'fin_gateway_credentials',
  {
    id: integer('fin_gateway_credential_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    provider: text('provider').notNull(),
    sealed: text('sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fin_gateway_credentials_key').on(t.schoolId, t.provider)],
);
