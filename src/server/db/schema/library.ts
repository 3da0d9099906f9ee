import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * The school library (issue 18, docs/decisions/0020-library.md). Members are the school's own accounts (students
 * and staff), so there is no member table: a member type (Siswa, Guru/Staf) carries the loan rules.
 */
export const librarySettings = pgTable('sd_library_settings', {
  schoolId: integer('sd_school_id')
    .primaryKey()
    .references(() => schools.id),
  /** Lending stops while a member's unpaid fines exceed this (whole rupiah). */
  maxUnpaidFine: integer('max_unpaid_fine').notNull().default(10_000),
  /** Days a reservation is held once the copy is back. */
  holdDays: integer('hold_days').notNull().default(3),
  /** The name printed on member cards and labels ("Perpustakaan SMK ..."); the school's name when empty. */
  libraryName: text('library_name'),
  /** The head librarian who signs member cards and the accession register. */
  headName: text('head_name'),
  headNip: text('head_nip'),
  /** Late days skip the school calendar's holidays and days off (attendance's schoolCalendar). */
  skipHolidays: boolean('skip_holidays').notNull().default(true),
  /** A fine paid at the desk is posted to finance as cash in (finance's postJournal). */
  finesToFinance: boolean('fines_to_finance').notNull().default(false),
  /** Months a printed member card is valid. */
  cardValidMonths: integer('card_valid_months').notNull().default(12),
});

export const libraryMemberTypes = pgTable(
  'sd_library_member_types',
  {
    id: integer('sd_library_member_type_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    /** student or staff: which accounts belong to it. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    maxLoans: integer('max_loans').notNull(),
    loanDays: integer('loan_days').notNull(),
    maxRenewals: integer('max_renewals').notNull().default(1),
    finePerDay: integer('fine_per_day').notNull().default(500),
  },
  (t) => [uniqueIndex('sd_library_member_types_kind_key').on(t.schoolId, t.kind)],
);

/** Kode buku: collection types (fiksi, referensi, paket ...); a reference-only collection is read in the library. */
export const libraryCollections = pgTable(
  'sd_library_collections',
  {
    id: integer('sd_library_collection_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    referenceOnly: boolean('reference_only').notNull().default(false),
  },
  (t) => [uniqueIndex('sd_library_collections_code_key').on(t.schoolId, t.code)],
);

/** Bibliographic records (judul). */
export const libraryBooks = pgTable(
  'sd_library_books',
  {
    id: integer('sd_library_book_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    title: text('title').notNull(),
    authors: text('authors'),
    publisher: text('publisher'),
    publishYear: integer('publish_year'),
    /** Digits (and a final X) only: searched with or without dashes. */
    isbn: text('isbn'),
    /** DDC class number, e.g. 599.9 */
    ddc: text('ddc'),
    callNumber: text('call_number'),
    subjects: text('subjects'),
    collectionId: integer('sd_library_collection_id').references(() => libraryCollections.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sd_library_books_school_title_idx').on(t.schoolId, t.title), index('sd_library_books_isbn_idx').on(t.schoolId, t.isbn)],
);

/**
 * A school's catalogue version: bumped by triggers (migration 0030_library-catalogue-version) whenever a title is
 * added, changed or removed, or a copy is added, removed or gets another code. The OPAC keys its short-lived
 * result cache on it (src/server/library/search-cache.ts), so any writer, in any process, invalidates it; a loan
 * or return changes only a copy's status and leaves it alone (the copies on the shelf are always read live).
 */
export const libraryCatalogueVersions = pgTable('sd_library_catalogue_versions', {
  schoolId: integer('sd_school_id')
    .primaryKey()
    .references(() => schools.id),
  version: integer('version').notNull().default(0),
});

/** Eksemplar: one physical copy, with its barcode and accession number (nomor induk). */
export const libraryItems = pgTable(
  'sd_library_items',
  {
    id: integer('sd_library_item_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    bookId: integer('sd_library_book_id')
      .notNull()
      .references(() => libraryBooks.id),
    barcode: text('barcode').notNull(),
    accessionNo: text('accession_no').notNull(),
    location: text('location'),
    /** available, on_loan, missing, damaged */
    status: text('status').notNull().default('available'),
    acquiredOn: date('acquired_on', { mode: 'string' }).notNull(),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sd_library_items_barcode_key').on(t.schoolId, t.barcode),
    uniqueIndex('sd_library_items_accession_key').on(t.schoolId, t.accessionNo),
    index('sd_library_items_book_idx').on(t.bookId),
  ],
);

export const libraryLoans = pgTable(
  'sd_library_loans',
  {
    id: integer('sd_library_loan_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    itemId: integer('sd_library_item_id')
      .notNull()
      .references(() => libraryItems.id),
    memberId: integer('member_user_id')
      .notNull()
      .references(() => users.id),
    loanedOn: date('loaned_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    returnedOn: date('returned_on', { mode: 'string' }),
    renewals: integer('renewals').notNull().default(0),
    /** Whole rupiah, set at return. */
    fine: integer('fine').notNull().default(0),
    /** none, unpaid, paid, waived */
    fineStatus: text('fine_status').notNull().default('none'),
    fineSettledAt: timestamp('fine_settled_at', { withTimezone: true }),
    /** The finance journal number a paid fine was posted under (when fines go to finance). */
    fineJournalNo: text('fine_journal_no'),
    loanedBy: integer('loaned_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A copy is out at most once: the second open loan of an item cannot be stored.
    uniqueIndex('sd_library_loans_open_item_key')
      .on(t.itemId)
      .where(sql`${t.returnedOn} is null`),
    index('sd_library_loans_member_idx').on(t.schoolId, t.memberId),
    index('sd_library_loans_school_due_idx').on(t.schoolId, t.dueOn),
  ],
);

export const libraryReservations = pgTable(
  'sd_library_reservations',
  {
    id: integer('sd_library_reservation_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    bookId: integer('sd_library_book_id')
      .notNull()
      .references(() => libraryBooks.id),
    memberId: integer('member_user_id')
      .notNull()
      .references(() => users.id),
    /** waiting, fulfilled, cancelled */
    status: text('status').notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sd_library_reservations_waiting_key')
      .on(t.bookId, t.memberId)
      .where(sql`${t.status} = 'waiting'`),
    index('sd_library_reservations_school_idx').on(t.schoolId, t.status),
  ],
);

/** Presensi pengunjung: a member scanning the card at the door, or a guest's name. */
export const libraryVisits = pgTable(
  'sd_library_visits',
  {
    id: integer('sd_library_visit_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    memberId: integer('member_user_id').references(() => users.id),
    guestName: text('guest_name'),
    guestInstitution: text('guest_institution'),
    purpose: text('purpose'),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sd_library_visits_school_idx').on(t.schoolId, t.visitedAt)],
);

/** Usulan koleksi: a title a member asks the library to buy. */
export const librarySuggestions = pgTable(
  'sd_library_suggestions',
  {
    id: integer('sd_library_suggestion_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    memberId: integer('member_user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    authors: text('authors'),
    note: text('note'),
    /** submitted, accepted, rejected */
    status: text('status').notNull().default('submitted'),
    /** The librarian's answer to the member. */
    response: text('response'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sd_library_suggestions_school_idx').on(t.schoolId, t.createdAt)],
);

/** Stock opname: a count of the shelves; the copies scanned in it. */
export const libraryStocktakes = pgTable('sd_library_stocktakes', {
  id: integer('sd_library_stocktake_id').primaryKey().generatedAlwaysAsIdentity(),
  schoolId: integer('sd_school_id')
    .notNull()
    .references(() => schools.id),
  name: text('name').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  startedBy: integer('started_by').references(() => users.id),
  /** Copies not scanned and marked missing when the count was closed. */
  missingMarked: integer('missing_marked').notNull().default(0),
});

export const libraryStocktakeItems = pgTable(
  'sd_library_stocktake_items',
  {
    stocktakeId: integer('sd_library_stocktake_id')
      .notNull()
      .references(() => libraryStocktakes.id),
    itemId: integer('sd_library_item_id')
      .notNull()
      .references(() => libraryItems.id),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sd_library_stocktake_items_key').on(t.stocktakeId, t.itemId)],
);
