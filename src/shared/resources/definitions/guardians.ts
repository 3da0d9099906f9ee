import { EDUCATORS, OFFICE } from '../access.ts';
import { defineResource } from '../define.ts';
import { digits, phone, references, select, textarea } from '../fields.ts';
import { EDUCATION_LEVELS, GUARDIAN_RELATIONS, OCCUPATIONS } from '../options.ts';
import { accountFields } from './people.ts';

const DATA = 'Data Orang Tua/Wali';

/** Orang tua/wali with their own account, linked to one or more students (a student may have several). */
export const GUARDIANS = defineResource({
  name: 'guardians',
  title: 'Orang Tua/Wali',
  scope: 'school',
  userType: '6',
  fields: [
    ...accountFields(),
    select('relation', 'Hubungan', GUARDIAN_RELATIONS, { group: DATA }),
    references('student_ids', 'Anak (Siswa)', 'students', { group: DATA, help: 'Cari nama atau NISN siswa.' }),
    digits('nik', 'NIK', 16, { optional: true, group: DATA, sensitive: true }),
    phone('phone', 'Nomor HP', { optional: true, group: DATA, sensitive: true }),
    select('occupation', 'Pekerjaan', OCCUPATIONS, { optional: true, group: DATA }),
    select('education', 'Pendidikan Terakhir', EDUCATION_LEVELS, { optional: true, group: DATA }),
    textarea('address', 'Alamat', { optional: true, max: 300, group: DATA, sensitive: true }),
  ],
  columns: [{ field: 'full_name', primary: true }, 'relation', 'student_ids', 'phone', 'is_active'],
  search: ['full_name', 'email', 'phone'],
  sortable: ['full_name', 'relation'],
  defaultSort: { field: 'full_name', dir: 'asc' },
  filters: ['relation', 'is_active'],
  access: { read: EDUCATORS, write: OFFICE },
  labelField: 'full_name',
  routes: { list: 'guardian_index', create: 'guardian_add_guardian', edit: 'guardian_edit_guardian' },
  description: 'Orang tua dan wali murid beserta akunnya dan anak-anak yang menjadi tanggungannya.',
});
