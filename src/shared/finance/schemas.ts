/** Inputs of the finance calls (422 messages in Indonesian). Money is whole rupiah. */
import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { ACCOUNT_TYPES, PAYMENT_METHODS } from './permissions.ts';

export const MONEY_MAX = 1_000_000_000_000;
/** Whole rupiah, zero allowed (a journal line's empty side). */
export const rupiahField = z.number('Isi dengan angka.').int('Rupiah tanpa desimal.').min(0, 'Tidak boleh negatif.').max(MONEY_MAX, 'Terlalu besar.');
/** Whole rupiah above zero. */
export const positiveRupiah = z
  .number('Isi dengan angka.')
  .int('Rupiah tanpa desimal.')
  .min(1, 'Jumlah harus lebih dari nol.')
  .max(MONEY_MAX, 'Terlalu besar.');
export const dateField = z.iso.date('Tanggal tidak valid.');
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan berformat YYYY-MM.');
const text = (min: number, max: number, label: string) =>
  z.string(`${label} wajib diisi.`).trim().min(min, `${label} minimal ${min} karakter.`).max(max, `${label} maksimal ${max} karakter.`);

export const accountInput = z.object({
  code: z
    .string('Kode wajib diisi.')
    .trim()
    .regex(/^\d-\d{4}$/, 'Kode berformat 1-1100.'),
  name: text(2, 80, 'Nama akun'),
  type: z.enum(ACCOUNT_TYPES, 'Pilih jenis akun.'),
  isCash: z.boolean().default(false),
  isControl: z.boolean().default(false),
  isActive: z.boolean().default(true),
});

export const journalLineInput = z.object({
  accountId: idSchema('Pilih akun.'),
  debit: rupiahField.default(0),
  credit: rupiahField.default(0),
  memo: z.string().trim().max(120, 'Maksimal 120 karakter.').nullable().optional(),
  budgetItemId: idSchema('Pilih kegiatan anggaran.').nullable().optional(),
});

export const MANUAL_KINDS = ['cash_in', 'cash_out', 'cash_transfer', 'general_journal', 'withdrawal'] as const;
export type ManualKind = (typeof MANUAL_KINDS)[number];

/**
 * One form for the four manual books. cash_in: each line's credit, the cash account takes the debit; cash_out and
 * cash_transfer: each line's debit, the cash account pays; withdrawal (tarik tunai): a transfer from a bank to a cash
 * box; general_journal: the lines as written, balanced.
 */
export const manualJournalInput = z.object({
  kind: z.enum(MANUAL_KINDS, 'Pilih jenis transaksi.'),
  date: dateField,
  description: text(3, 200, 'Keterangan'),
  cashAccountId: idSchema('Pilih akun kas/bank.').nullable().optional(),
  lines: z.array(journalLineInput).min(1, 'Isi paling sedikit satu baris.').max(50, 'Paling banyak 50 baris.'),
});

export const reverseInput = z.object({ reason: text(5, 200, 'Alasan') });

export const openingInput = z.object({
  date: dateField,
  balances: z
    .array(z.object({ accountId: idSchema('Pilih akun.'), debit: rupiahField.default(0), credit: rupiahField.default(0) }))
    .min(1, 'Isi paling sedikit satu saldo.')
    .max(200),
});

export const lockInput = z.object({ lockedThrough: dateField.nullable() });

export const paymentInput = z.object({
  studentId: idSchema('Pilih siswa.'),
  date: dateField.optional(),
  method: z.enum(PAYMENT_METHODS, 'Pilih cara bayar.').default('tunai'),
  note: z.string().trim().max(200, 'Maksimal 200 karakter.').nullable().optional(),
  items: z
    .array(z.object({ invoiceId: idSchema('Pilih tagihan.'), amount: positiveRupiah }))
    .min(1, 'Pilih paling sedikit satu tagihan.')
    .max(60),
});

export const generateInput = z.object({
  feeTypeId: idSchema('Pilih jenis biaya.'),
  period: z.union([monthSchema, z.literal('')]).default(''),
  classId: idSchema('Pilih tingkat.').nullable().optional(),
  sectionId: idSchema('Pilih rombel.').nullable().optional(),
  dueDate: dateField.nullable().optional(),
});

export const feeTypeInput = z.object({
  code: z
    .string('Kode wajib diisi.')
    .trim()
    .regex(/^[A-Z0-9_-]{2,12}$/, 'Kode 2–12 huruf besar/angka.'),
  name: text(2, 80, 'Nama biaya'),
  monthly: z.boolean().default(false),
  incomeAccountId: idSchema('Pilih akun pendapatan.'),
  defaultAmount: rupiahField,
  tariffs: z
    .array(z.object({ classId: idSchema('Pilih tingkat.'), amount: rupiahField }))
    .max(20)
    .default([]),
});

export const discountInput = z.object({
  studentId: idSchema('Pilih siswa.'),
  feeTypeId: idSchema('Pilih jenis biaya.'),
  amount: positiveRupiah,
  reason: text(3, 120, 'Alasan'),
});

export const SAVINGS_KINDS = ['deposit', 'withdraw'] as const;
export const SAVINGS_KIND_LABELS: Record<(typeof SAVINGS_KINDS)[number], string> = { deposit: 'Setor', withdraw: 'Tarik' };

/** A deposit into or a withdrawal from a student's savings (tabungan). */
export const savingsInput = z.object({
  studentId: idSchema('Pilih siswa.'),
  kind: z.enum(SAVINGS_KINDS, 'Pilih setor atau tarik.'),
  amount: positiveRupiah,
  method: z.enum(['tunai', 'transfer'], 'Pilih tunai atau transfer.').default('tunai'),
  date: dateField.optional(),
  note: z.string().trim().max(200, 'Maksimal 200 karakter.').nullable().optional(),
});

/** An invoice split into dated instalments (cicilan): the amounts add up to the invoice, dates in order. */
export const installmentPlanInput = z
  .object({
    invoiceId: idSchema('Pilih tagihan.'),
    installments: z
      .array(z.object({ dueDate: dateField, amount: positiveRupiah }))
      .min(2, 'Cicilan paling sedikit dua kali.')
      .max(24, 'Cicilan paling banyak 24 kali.'),
  })
  .superRefine((v, ctx) => {
    v.installments.forEach((item, i) => {
      if (i > 0 && item.dueDate <= v.installments[i - 1].dueDate)
        ctx.addIssue({ code: 'custom', path: ['installments', i, 'dueDate'], message: 'Tanggal jatuh tempo harus sesudah cicilan sebelumnya.' });
    });
  });

export const FUND_SOURCES = ['bos', 'bop', 'komite', 'yayasan', 'lainnya'] as const;
export const FUND_SOURCE_LABELS: Record<(typeof FUND_SOURCES)[number], string> = {
  bos: 'Dana BOS',
  bop: 'Dana BOP/BOSDA',
  komite: 'Dana Komite',
  yayasan: 'Dana Yayasan',
  lainnya: 'Sumber Lain',
};
/** The twelve components of BOS spending (Juknis BOSP, Permendikbudristek 63/2022), used for every fund. */
export const BUDGET_CATEGORIES = [
  'ppdb',
  'perpustakaan',
  'pembelajaran',
  'asesmen',
  'administrasi',
  'profesi',
  'daya_jasa',
  'pemeliharaan',
  'multimedia',
  'kompetensi',
  'keterserapan',
  'honor',
] as const;
export const BUDGET_CATEGORY_LABELS: Record<(typeof BUDGET_CATEGORIES)[number], string> = {
  ppdb: 'Penerimaan peserta didik baru',
  perpustakaan: 'Pengembangan perpustakaan',
  pembelajaran: 'Kegiatan pembelajaran dan ekstrakurikuler',
  asesmen: 'Asesmen dan evaluasi pembelajaran',
  administrasi: 'Administrasi kegiatan sekolah',
  profesi: 'Pengembangan profesi guru dan tendik',
  daya_jasa: 'Langganan daya dan jasa',
  pemeliharaan: 'Pemeliharaan sarana dan prasarana',
  multimedia: 'Alat multimedia pembelajaran',
  kompetensi: 'Peningkatan kompetensi keahlian',
  keterserapan: 'Keterserapan lulusan',
  honor: 'Pembayaran honor',
};
export const BUDGET_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export const BUDGET_STATUS_LABELS: Record<(typeof BUDGET_STATUSES)[number], string> = {
  draft: 'Draf',
  submitted: 'Menunggu persetujuan yayasan',
  approved: 'Disetujui',
  rejected: 'Dikembalikan',
};

/** '2026' (a calendar year, as BOS) or '2026/2027' (a school year, July to June). */
export const fiscalYearField = z
  .string('Tahun anggaran wajib diisi.')
  .trim()
  .regex(/^\d{4}(\/\d{4})?$/, 'Tahun anggaran berformat 2026 atau 2026/2027.');

export const budgetInput = z.object({
  name: text(3, 120, 'Nama anggaran'),
  fiscalYear: fiscalYearField,
  fundSource: z.enum(FUND_SOURCES, 'Pilih sumber dana.'),
});

export const budgetItemInput = z.object({
  name: text(3, 160, 'Nama kegiatan'),
  category: z.enum(BUDGET_CATEGORIES, 'Pilih komponen.'),
  accountId: idSchema('Pilih akun beban.'),
  month: monthSchema.nullable().optional(),
  volume: z.number('Isi volume.').int('Volume bilangan bulat.').min(1, 'Volume paling sedikit 1.').max(100_000, 'Volume terlalu besar.'),
  unit: text(1, 30, 'Satuan'),
  unitCost: positiveRupiah,
});

export const budgetDecisionInput = z.object({
  decision: z.enum(['approve', 'reject'], 'Pilih setujui atau kembalikan.'),
  note: z.string().trim().max(500, 'Maksimal 500 karakter.').nullable().optional(),
});

export const disburseInput = z.object({
  amount: positiveRupiah,
  cashAccountId: idSchema('Pilih akun kas/bank.'),
  date: dateField,
  description: text(3, 200, 'Keterangan'),
});

export const VA_PROVIDERS = ['simulasi', 'midtrans', 'xendit', 'snap'] as const;
export const VA_PROVIDER_LABELS: Record<(typeof VA_PROVIDERS)[number], string> = {
  simulasi: 'Simulasi (uji coba)',
  midtrans: 'Midtrans',
  xendit: 'Xendit',
  snap: 'SNAP BI (bank langsung)',
};

/** The school's finance settings (/data_master/data). */
export const financeSettingsInput = z.object({
  dueDay: z.number('Isi tanggal jatuh tempo.').int('Tanggal bilangan bulat.').min(1, 'Tanggal 1–28.').max(28, 'Tanggal 1–28.'),
  treasurerName: z.string().trim().max(100, 'Maksimal 100 karakter.').nullable().optional(),
  receiptNote: z.string().trim().max(300, 'Maksimal 300 karakter.').nullable().optional(),
  acceptDeposit: z.boolean().default(false),
  vaProvider: z.enum(VA_PROVIDERS, 'Pilih penyedia pembayaran.'),
});

/** Pencairan dana gateway: what the payment gateway paid out to the school's bank, less its fee. */
export const settlementInput = z.object({
  date: dateField,
  amount: positiveRupiah,
  fee: rupiahField.default(0),
  cashAccountId: idSchema('Pilih rekening bank tujuan.'),
  note: z.string().trim().max(200, 'Maksimal 200 karakter.').nullable().optional(),
});

/** A bill written by hand for one student (denda, ganti rugi, study tour): an invoice with its own number. */
export const manualBillInput = z.object({
  studentId: idSchema('Pilih siswa.'),
  feeTypeId: idSchema('Pilih jenis biaya.'),
  title: text(3, 120, 'Judul tagihan'),
  amount: positiveRupiah,
  dueDate: dateField.nullable().optional(),
  note: z.string().trim().max(300, 'Maksimal 300 karakter.').nullable().optional(),
});

export const WORK_ORDER_STATUSES = ['submitted', 'approved', 'rejected', 'paid'] as const;
export const WORK_ORDER_STATUS_LABELS: Record<(typeof WORK_ORDER_STATUSES)[number], string> = {
  submitted: 'Menunggu persetujuan',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  paid: 'Dibayar',
};

/** Perintah kerja: who does what for how much, charged to an expense account (and optionally an RKAS activity). */
export const workOrderInput = z.object({
  date: dateField,
  vendor: text(2, 120, 'Pelaksana/vendor'),
  description: text(3, 300, 'Uraian pekerjaan'),
  accountId: idSchema('Pilih akun beban.'),
  budgetItemId: idSchema('Pilih kegiatan anggaran.').nullable().optional(),
  amount: positiveRupiah,
});
export const workOrderDecisionInput = z.object({
  decision: z.enum(['approve', 'reject'], 'Pilih setujui atau tolak.'),
  note: z.string().trim().max(300, 'Maksimal 300 karakter.').nullable().optional(),
});
export const workOrderPayInput = z.object({ cashAccountId: idSchema('Pilih akun kas/bank.'), date: dateField });

/** Read an uploaded bank statement (a file of kind bank_statement) into the account it belongs to. */
export const bankImportInput = z.object({
  fileId: z.uuid('Unggah berkas mutasi.'),
  bankAccountId: idSchema('Pilih rekening.').nullable().optional(),
});
export const bankMutationPostInput = z.object({ studentId: idSchema('Pilih siswa.').optional() });

/** A blast of one month's invoices to families (WhatsApp or email, by the template's channel): a rombel's, one student's, or all. */
export const blastInput = z.object({
  period: monthSchema,
  sectionId: idSchema('Pilih rombel.').nullable().optional(),
  studentId: idSchema('Pilih siswa.').nullable().optional(),
  templateId: idSchema('Pilih templat pesan.'),
  onlyUnpaid: z.boolean().default(true),
});
