import { EDUCATORS, OFFICE } from '../access.ts';
import { defineResource } from '../define.ts';
import { date, digits, phone, reference, select, text } from '../fields.ts';
import { GENDERS, RELIGIONS } from '../options.ts';
import { accountFields } from './people.ts';

const IDENTITY = 'Identitas Peserta Didik';
const ADDRESS = 'Alamat';
const FAMILY = 'Orang Tua dan Sekolah Asal';

/**
 * Peserta didik with Dapodik's fields. Students often have no email: the sign-in name may be left empty,
 * and the NISN becomes the username. sd_section_id is the rombel of the session's academic year.
 */
export const STUDENTS = defineResource({
  name: 'students',
  title: 'Siswa',
  scope: 'school',
  userType: '5',
  fields: [
    ...accountFields({ loginOptional: true, loginHelp: 'Boleh dikosongkan: NISN dipakai sebagai nama pengguna.' }),
    digits('nisn', 'NISN', 10, { optional: true, group: IDENTITY }),
    text('nis', 'NIS', { optional: true, max: 30, group: IDENTITY, help: 'Nomor induk siswa dari sekolah.' }),
    digits('nik', 'NIK', 16, { optional: true, group: IDENTITY, sensitive: true }),
    select('gender', 'Jenis Kelamin', GENDERS, { group: IDENTITY }),
    text('birth_place', 'Tempat Lahir', { optional: true, max: 60, group: IDENTITY, sensitive: true }),
    date('birth_date', 'Tanggal Lahir', { optional: true, group: IDENTITY, sensitive: true }),
    select('religion', 'Agama', RELIGIONS, { optional: true, group: IDENTITY }),
    reference('sd_section_id', 'Rombel', 'sections', {
      optional: true,
      group: IDENTITY,
      help: 'Rombongan belajar pada tahun ajaran yang sedang dipilih.',
    }),
    text('address', 'Alamat Jalan', { optional: true, max: 200, group: ADDRESS, sensitive: true }),
    digits('rt', 'RT', [1, 3], { optional: true, group: ADDRESS, sensitive: true }),
    digits('rw', 'RW', [1, 3], { optional: true, group: ADDRESS, sensitive: true }),
    text('village', 'Kelurahan/Desa', { optional: true, max: 60, group: ADDRESS, sensitive: true }),
    text('district', 'Kecamatan', { optional: true, max: 60, group: ADDRESS, sensitive: true }),
    text('city', 'Kabupaten/Kota', { optional: true, max: 60, group: ADDRESS, sensitive: true }),
    digits('postal_code', 'Kode Pos', 5, { optional: true, group: ADDRESS, sensitive: true }),
    phone('phone', 'Nomor HP', { optional: true, group: ADDRESS, sensitive: true }),
    text('father_name', 'Nama Ayah', { optional: true, max: 100, group: FAMILY, sensitive: true }),
    text('mother_name', 'Nama Ibu Kandung', { optional: true, max: 100, group: FAMILY, sensitive: true }),
    text('previous_school', 'Sekolah Asal', { optional: true, max: 120, group: FAMILY }),
    text('dapodik_id', 'ID Dapodik', { optional: true, max: 64, form: 'none' }),
  ],
  refine(value, ctx) {
    if (!value.email && !value.nisn) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Isi email/nama pengguna, atau NISN (dipakai sebagai nama pengguna).' });
    }
  },
  columns: [{ field: 'full_name', primary: true }, 'nisn', 'nis', 'gender', 'sd_section_id', 'is_active'],
  search: ['full_name', 'nisn', 'nis', 'email'],
  sortable: ['full_name', 'nisn', 'nis'],
  defaultSort: { field: 'full_name', dir: 'asc' },
  filters: ['sd_section_id', 'gender', 'is_active'],
  access: { read: EDUCATORS, write: OFFICE },
  labelField: 'full_name',
  routes: { list: 'student', create: 'addstudent', edit: 'editstudent' },
  description: 'Peserta didik beserta akunnya, identitas Dapodik dan rombel tahun ajaran yang dipilih.',
});
