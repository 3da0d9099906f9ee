/** The staff module's plain lists (issue 19): ranks (golongan), employee types and statuses, allowances and deductions. */
import { defineResource } from '../define.ts';
import { integer, select, text, textarea } from '../fields.ts';
import { STAFF_PERMISSIONS } from '../../staff/permissions.ts';

const access = { read: STAFF_PERMISSIONS['staff.read'], write: STAFF_PERMISSIONS['staff.write'] };
const description = () => textarea('description', 'Keterangan', { optional: true, max: 500 });

export const EMPLOYEE_GROUPS = defineResource({
  name: 'employee-groups',
  title: 'Golongan Pegawai',
  scope: 'school',
  fields: [
    text('code', 'Golongan/Ruang', { max: 10, placeholder: 'III/a' }),
    text('name', 'Pangkat', { max: 60, placeholder: 'Penata Muda' }),
    integer('base_salary', 'Gaji Pokok (Rp)', { min: 0, max: 100_000_000, help: 'Gaji pokok sebulan untuk golongan ini.' }),
    description(),
  ],
  columns: [{ field: 'code', primary: true }, 'name', 'base_salary'],
  search: ['code', 'name'],
  sortable: ['code', 'name', 'base_salary'],
  defaultSort: { field: 'code', dir: 'asc' },
  filters: [],
  access,
  labelField: 'code',
  routes: { list: 'employee_group_degree', create: 'employee_group_degree_add', edit: 'employee_group_degree_edit' },
  description: 'Golongan/ruang dan pangkat pegawai beserta gaji pokoknya.',
});

export const EMPLOYEE_TYPES = defineResource({
  name: 'employee-types',
  title: 'Jenis Pegawai',
  scope: 'school',
  fields: [text('name', 'Jenis Pegawai', { max: 60, placeholder: 'Guru Mapel' }), description()],
  columns: [{ field: 'name', primary: true }, 'description'],
  search: ['name'],
  sortable: ['name'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: [],
  access,
  labelField: 'name',
  routes: { list: 'employee_type', create: 'employee_type_add', edit: 'employee_type_edit' },
  description: 'Jenis PTK (guru mapel, guru BK, tenaga administrasi, pustakawan ...).',
});

export const EMPLOYEE_STATUSES = defineResource({
  name: 'employee-statuses',
  title: 'Status Pegawai',
  scope: 'school',
  fields: [text('name', 'Status Kepegawaian', { max: 60, placeholder: 'GTY' }), description()],
  columns: [{ field: 'name', primary: true }, 'description'],
  search: ['name'],
  sortable: ['name'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: [],
  access,
  labelField: 'name',
  routes: { list: 'employee_status', create: 'employee_status_add', edit: 'employee_status_edit' },
  description: 'Status kepegawaian (PNS, PPPK, GTY/PTY, GTT/PTT, honorer).',
});

export const ALLOWANCE_KINDS = [
  { value: 'allowance', label: 'Tunjangan' },
  { value: 'deduction', label: 'Potongan' },
] as const;

export const ALLOWANCE_TYPES = defineResource({
  name: 'allowance-types',
  title: 'Tunjangan/Potongan',
  scope: 'school',
  fields: [
    text('name', 'Nama', { max: 80, placeholder: 'Tunjangan keluarga' }),
    select('kind', 'Jenis', ALLOWANCE_KINDS),
    integer('amount', 'Nominal Bawaan (Rp)', { min: 0, max: 100_000_000, help: 'Nominal sebulan bila tidak diatur lain pada pegawai.' }),
    description(),
  ],
  columns: [{ field: 'name', primary: true }, 'kind', 'amount'],
  search: ['name'],
  sortable: ['name', 'kind', 'amount'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: ['kind'],
  access,
  labelField: 'name',
  routes: { list: 'employee_allowance', create: 'employee_allowance_add', edit: 'employee_allowance_edit' },
  description: 'Tunjangan yang dibayarkan dan potongan yang dipotong dari gaji setiap bulan.',
});
