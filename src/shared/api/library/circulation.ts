/** The circulation desk: member lookup, loan, return, renewal and fines; the loan lists. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';
import { barcodeField, dayField, memberCodeField } from '../../library/schemas.ts';

const TAG = 'Perpustakaan';

export const loanSchema = z.object({
  id: z.number(),
  itemId: z.number(),
  barcode: z.string(),
  bookId: z.number(),
  title: z.string(),
  callNumber: z.string().nullable(),
  memberId: z.number(),
  memberCode: z.string(),
  memberName: z.string(),
  loanedOn: z.string(),
  dueOn: z.string(),
  returnedOn: z.string().nullable(),
  renewals: z.number(),
  fine: z.number(),
  fineStatus: z.string(),
  fineJournalNo: z.string().nullable(),
  finePerDay: z.number(),
  overdue: z.boolean(),
  lateDays: z.number(),
  fineSoFar: z.number(),
});

export const deskSchema = z.object({
  member: z.object({
    id: z.number(),
    code: z.string(),
    fullName: z.string(),
    nis: z.string().nullable(),
    kind: z.enum(['student', 'staff']),
    typeName: z.string(),
    maxLoans: z.number(),
    loanDays: z.number(),
    finePerDay: z.number(),
  }),
  loans: z.array(loanSchema),
  openLoans: z.number(),
  unpaidFine: z.number(),
  maxUnpaidFine: z.number(),
  canBorrow: z.boolean(),
  reason: z.string().nullable(),
});

export const deskMemberContract = defineContract({
  name: 'library.desk.member',
  method: 'GET',
  path: '/api/library/desk/member',
  auth: 'session',
  input: z.object({ code: memberCodeField }),
  output: deskSchema,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Anggota di meja sirkulasi menurut kode kartu (AGT…), NIS/NISN atau email: pinjaman, denda, dan boleh tidaknya meminjam.',
});

export const lendContract = defineContract({
  name: 'library.loans.create',
  method: 'POST',
  path: '/api/library/loans',
  auth: 'session',
  input: z.object({ memberCode: memberCodeField, barcode: barcodeField, loanedOn: dayField.optional() }),
  output: z.object({ loan: loanSchema, desk: deskSchema }),
  status: 201,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Meminjamkan satu eksemplar. Ditolak (422): eksemplar sedang dipinjam, koleksi referensi, kuota penuh, atau denda melebihi batas.',
  example: { memberCode: 'AGT000012', barcode: 'B00001' },
});

export const returnContract = defineContract({
  name: 'library.loans.return',
  method: 'POST',
  path: '/api/library/returns',
  auth: 'session',
  input: z.object({ barcode: barcodeField }),
  output: z.object({ loan: loanSchema, lateDays: z.number(), fine: z.number(), reservationsWaiting: z.number() }),
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Mengembalikan eksemplar menurut kodenya; keterlambatan dihitung dendanya (hari × denda per hari jenis anggota).',
});

export const renewContract = defineContract({
  name: 'library.loans.renew',
  method: 'POST',
  path: '/api/library/renewals',
  auth: 'session',
  input: z.object({ barcode: barcodeField }),
  output: loanSchema,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Memperpanjang pinjaman dari hari ini; ditolak bila terlambat, batas perpanjangan tercapai, atau judul dipesan anggota lain.',
});

export const settleFineContract = defineContract({
  name: 'library.fines.settle',
  method: 'POST',
  path: '/api/library/fines/:id',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  input: z.object({ action: z.enum(['pay', 'waive'], 'Pilih bayar atau bebaskan.') }),
  output: loanSchema,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Denda satu peminjaman dibayar di meja atau dibebaskan.',
});

export const LOAN_FILTERS = ['open', 'overdue', 'returned', 'fines', 'all'] as const;

export const listLoansContract = defineContract({
  name: 'library.loans.list',
  method: 'GET',
  path: '/api/library/loans',
  auth: 'session',
  input: z.object({ status: z.enum(LOAN_FILTERS).default('open'), q: z.string().trim().max(100).optional(), mine: z.enum(['1']).optional() }),
  output: z.object({ data: z.array(loanSchema), totalFine: z.number(), canManage: z.boolean() }),
  tag: TAG,
  summary: 'Peminjaman: yang masih dipinjam, terlambat, sudah kembali, atau berdenda. Anggota hanya melihat pinjamannya sendiri.',
});
