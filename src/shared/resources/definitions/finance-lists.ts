/** Finance's plain lists (issue 17): the school's bank accounts, bank administration fees, message templates. */
import { defineResource } from '../define.ts';
import { digits, integer, select, text, textarea } from '../fields.ts';
import { FINANCE_PERMISSIONS } from '../../finance/permissions.ts';
import { BANKS, BANK_PURPOSES, FEE_CHANNELS, TEMPLATE_KINDS, TEMPLATE_PLACEHOLDERS } from '../../finance/lists.ts';

const access = { read: FINANCE_PERMISSIONS['ledger.read'], write: FINANCE_PERMISSIONS['ledger.write'] };
const banks = BANKS.map((b) => ({ value: b, label: b }));
const description = () => textarea('description', 'Keterangan', { optional: true, max: 300 });

export const BANK_ACCOUNTS = defineResource({
  name: 'bank-accounts',
  title: 'Rekening Bank',
  scope: 'school',
  fields: [
    select('bank', 'Bank', banks),
    digits('account_number', 'Nomor Rekening', [6, 20]),
    text('holder_name', 'Atas Nama', { max: 100, placeholder: 'SMK Demo Nusantara' }),
    select('purpose', 'Kegunaan', BANK_PURPOSES),
    text('ledger_code', 'Kode Akun Buku Besar', {
      max: 6,
      placeholder: '1-1200',
      help: 'Akun kas/bank di bagan akun yang mencatat rekening ini, mis. 1-1200.',
    }),
    description(),
  ],
  columns: [{ field: 'bank', primary: true }, 'account_number', 'holder_name', 'purpose', 'ledger_code'],
  search: ['bank', 'account_number', 'holder_name'],
  sortable: ['bank', 'purpose'],
  defaultSort: { field: 'bank', dir: 'asc' },
  filters: ['purpose'],
  access,
  labelField: 'account_number',
  routes: { list: 'setting_account_bank', create: 'setting_account_bank', edit: 'setting_account_bank' },
  description: 'Rekening bank sekolah dan akun buku besarnya; dipakai untuk impor mutasi bank dan pencairan dana.',
});

export const BANK_FEES = defineResource({
  name: 'bank-fees',
  title: 'Biaya Administrasi Bank',
  scope: 'school',
  fields: [
    select('channel', 'Saluran', FEE_CHANNELS),
    select('bank', 'Bank', banks),
    integer('fee', 'Biaya per Transaksi (Rp)', { min: 0, max: 100_000 }),
    description(),
  ],
  columns: [{ field: 'channel', primary: true }, 'bank', 'fee', 'description'],
  search: ['bank'],
  sortable: ['channel', 'bank', 'fee'],
  defaultSort: { field: 'channel', dir: 'asc' },
  filters: ['channel'],
  access,
  labelField: 'bank',
  routes: { list: 'bank_administration_fees', create: 'bank_administration_fees', edit: 'bank_administration_fees' },
  description: 'Biaya yang dipotong bank atau penyedia pembayaran per transaksi; dihitung saat dana gateway dicairkan.',
});

export const FINANCE_TEMPLATES = defineResource({
  name: 'finance-templates',
  title: 'Templat Pesan',
  scope: 'school',
  fields: [
    text('name', 'Nama Templat', { max: 80, placeholder: 'Tagihan SPP bulanan' }),
    select('kind', 'Jenis', TEMPLATE_KINDS),
    select('channel', 'Saluran', [
      { value: 'whatsapp', label: 'WhatsApp' },
      { value: 'email', label: 'Surel' },
    ]),
    text('subject', 'Subjek Surel', { optional: true, max: 120 }),
    textarea('body', 'Isi Pesan', {
      max: 2000,
      help: `Penanda: ${Object.entries(TEMPLATE_PLACEHOLDERS)
        .map(([k, v]) => `${k} (${v})`)
        .join(', ')}.`,
    }),
  ],
  columns: [{ field: 'name', primary: true }, 'kind', 'channel'],
  search: ['name', 'body'],
  sortable: ['name', 'kind'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: ['kind', 'channel'],
  access,
  labelField: 'name',
  routes: { list: 'template_mail', create: 'template_mail', edit: 'template_mail' },
  description: 'Isi pesan tagihan, pengingat tunggakan dan bukti bayar yang dikirim lewat WhatsApp atau surel.',
});
