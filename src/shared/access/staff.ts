/** Who each staff screen is for (see audience.ts): the office keeps the records and payroll, the principal reads them. */
import type { AudienceTable } from './audience.ts';
import { STAFF_LIST_ROUTE_NAMES } from '../staff/permissions.ts';

const OFFICE_AND_PRINCIPAL = ['1', '2', '4', '9'] as const;
const SCREENS = [
  'employee_kepegawaian',
  'employee_kepegawaian_detail',
  'employee_kepegawaian_v2',
  'employee_kepegawaian_detail_v2',
  'gol_pegawai',
  'data_jabatan',
  'dual_position_employee',
  'employee_appendix',
  'employee_appendix_add',
  'employee_appendix_edit',
  'employee_report_salary',
  'employee_report_salary_detail',
  ...STAFF_LIST_ROUTE_NAMES,
];

export const STAFF_AUDIENCE: AudienceTable = Object.fromEntries(SCREENS.map((name) => [name, OFFICE_AND_PRINCIPAL]));
