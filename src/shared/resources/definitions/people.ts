/** The fields every person shares: the account (name, sign-in, password, active) and the PTK identity. */
import { checkbox, computed, date, digits, login, password, phone, select, text, textarea } from '../fields.ts';
import { EMPLOYMENT_STATUSES, GENDERS, RELIGIONS, STAFF_POSITIONS } from '../options.ts';
import type { FieldDef } from '../types.ts';
import { USER_TYPE_IDS } from '../../user-types.ts';
import { canSetPasswords } from '../access.ts';

/** The password field is shown only to those who may set another person's password (access.ts). */
const PASSWORD_HIDDEN_FOR = USER_TYPE_IDS.filter((type) => !canSetPasswords(type));

const ACCOUNT = 'Akun';

export function accountFields(options: { loginOptional?: boolean; loginHelp?: string } = {}): FieldDef[] {
  return [
    text('full_name', 'Nama Lengkap', { max: 100, group: ACCOUNT }),
    login('email', 'Email / Nama Pengguna', {
      group: ACCOUNT,
      optional: options.loginOptional,
      help: options.loginHelp ?? 'Dipakai untuk masuk ke aplikasi.',
    }),
    password('password', 'Password', {
      group: ACCOUNT,
      hiddenFor: PASSWORD_HIDDEN_FOR,
      help: 'Minimal 8 karakter. Kosongkan bila tidak diatur sekarang: akun tanpa password belum bisa dipakai masuk.',
    }),
    checkbox('is_active', 'Akun aktif', { group: ACCOUNT, defaultValue: true }),
    // Set by the server: whether the account has a usable password yet.
    computed('has_password', 'Password sudah diatur', 'checkbox'),
  ];
}

const IDENTITY = 'Identitas';
const CONTACT = 'Kontak dan Alamat';

/** Pendidik dan tenaga kependidikan (PTK): Dapodik's identity fields for teachers and staff. */
export function ptkFields(defaultPosition: string): FieldDef[] {
  return [
    digits('nuptk', 'NUPTK', 16, { optional: true, group: IDENTITY }),
    digits('nip', 'NIP', 18, { optional: true, group: IDENTITY, help: 'Hanya untuk PNS/PPPK.' }),
    digits('nik', 'NIK', 16, { optional: true, group: IDENTITY, sensitive: true }),
    select('gender', 'Jenis Kelamin', GENDERS, { group: IDENTITY }),
    text('birth_place', 'Tempat Lahir', { optional: true, max: 60, group: IDENTITY, sensitive: true }),
    date('birth_date', 'Tanggal Lahir', { optional: true, group: IDENTITY, sensitive: true }),
    select('religion', 'Agama', RELIGIONS, { optional: true, group: IDENTITY }),
    select('employment_status', 'Status Kepegawaian', EMPLOYMENT_STATUSES, { optional: true, group: IDENTITY }),
    select('position', 'Jenis PTK', STAFF_POSITIONS, { optional: true, group: IDENTITY, defaultValue: defaultPosition }),
    phone('phone', 'Nomor HP', { optional: true, group: CONTACT, sensitive: true }),
    textarea('address', 'Alamat', { optional: true, max: 300, group: CONTACT, sensitive: true }),
    text('dapodik_id', 'ID Dapodik', { optional: true, max: 64, form: 'none' }),
  ];
}
