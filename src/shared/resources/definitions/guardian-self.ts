import { defineResource } from '../define.ts';
import { GUARDIANS } from './guardians.ts';

const OWN = ['nik', 'phone', 'occupation', 'education', 'address'];

/**
 * What a guardian may change of their own data (/guardian/data, /new_guardian/data): contact details and
 * identity, not the name, the account or which children are theirs (the school keeps those).
 */
export const GUARDIAN_SELF = defineResource({
  name: 'guardian-self',
  title: 'Data Orang Tua',
  scope: 'school',
  fields: GUARDIANS.fields.filter((f) => OWN.includes(f.name)).map((f) => ({ ...f, sensitive: false })),
  columns: ['phone'],
  defaultSort: { field: 'phone', dir: 'asc' },
  access: { read: ['6'], write: ['6'] },
  labelField: 'phone',
  routes: { list: 'guardian_data', create: 'new_guardian_data', edit: 'new_guardian_data' },
  description: 'Data Anda sebagai orang tua/wali. Nama, akun dan daftar anak diatur oleh sekolah.',
});
