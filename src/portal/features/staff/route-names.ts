/** The staff workflow screens (document 02, 2.12); the plain lists are master-data routes (STAFF_LIST_ROUTE_NAMES). */
export const STAFF_ROUTE_NAMES: readonly string[] = [
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
];
