/** School life's plain lists (issue 16): the boxes of the organisation chart. */
import { defineResource } from '../define.ts';
import { digits, integer, reference, text, textarea } from '../fields.ts';
import { ADMINS } from '../access.ts';
import { USER_TYPE_IDS } from '../../user-types.ts';

export const ORG_POSITIONS = defineResource({
  name: 'org-positions',
  title: 'Struktur Organisasi',
  scope: 'school',
  fields: [
    text('title', 'Jabatan', { max: 100, placeholder: 'Wakil Kepala Sekolah Bidang Kurikulum' }),
    text('holder_name', 'Nama Pejabat', { optional: true, max: 100 }),
    digits('holder_nip', 'NIP', 18, { optional: true, help: 'Hanya untuk PNS/PPPK.' }),
    reference('parent_id', 'Di Bawah', 'org-positions', { optional: true, help: 'Kotak atasannya pada bagan; kosong untuk puncak bagan.' }),
    integer('sort_order', 'Urutan', { min: 1, max: 99, defaultValue: 1, help: 'Urutan dari kiri di antara kotak seatasan.' }),
    textarea('description', 'Keterangan', { optional: true, max: 500 }),
  ],
  columns: [{ field: 'title', primary: true }, 'holder_name', 'parent_id', 'sort_order'],
  search: ['title', 'holder_name'],
  sortable: ['title', 'holder_name', 'sort_order'],
  defaultSort: { field: 'sort_order', dir: 'asc' },
  filters: ['parent_id'],
  access: { read: USER_TYPE_IDS, write: ADMINS },
  labelField: 'title',
  routes: { list: 'struktur_test', create: 'create_struktur_test', edit: 'edit_struktur_test' },
  description: 'Kotak-kotak bagan struktur organisasi sekolah: jabatan, pejabatnya dan atasannya.',
});
