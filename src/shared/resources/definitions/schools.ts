import { defineResource } from '../define.ts';
import { checkbox, digits, email, phone, select, text, textarea } from '../fields.ts';
import { SCHOOL_STAGES } from '../options.ts';

/** Schools of the platform: only the superadmin manages them (not scoped to a school). */
export const SCHOOLS = defineResource({
  name: 'schools',
  title: 'Sekolah',
  scope: 'platform',
  fields: [
    text('school_name', 'Nama Sekolah', { max: 150 }),
    digits('npsn', 'NPSN', 8),
    select('sd_school_stage_id', 'Jenjang', SCHOOL_STAGES),
    text('school_code', 'Kode Sekolah', { max: 30, help: 'Singkatan unik, misalnya SMKN1-BDG.' }),
    text('slug', 'Alamat Situs (slug)', { optional: true, max: 60, help: 'Huruf kecil dan tanda hubung. Kosongkan untuk dibuat dari nama.' }),
    textarea('address', 'Alamat', { optional: true, max: 300 }),
    text('city', 'Kabupaten/Kota', { optional: true, max: 60 }),
    text('province', 'Provinsi', { optional: true, max: 60 }),
    email('email', 'Email Sekolah', { optional: true }),
    phone('phone', 'Telepon', { optional: true }),
    checkbox('is_active', 'Aktif', { defaultValue: true }),
  ],
  columns: [{ field: 'school_name', primary: true }, 'npsn', 'sd_school_stage_id', 'city', 'is_active'],
  search: ['school_name', 'npsn', 'school_code', 'city'],
  sortable: ['school_name', 'npsn', 'city'],
  defaultSort: { field: 'school_name', dir: 'asc' },
  filters: ['sd_school_stage_id', 'is_active'],
  access: { read: ['1'], write: ['1'] },
  labelField: 'school_name',
  routes: { list: 'kelolasekolah', create: 'tambahsekolah', edit: 'editsekolah' },
  description: 'Semua sekolah di platform. Sekolah baru langsung mendapat tahun ajaran berjalan.',
});
