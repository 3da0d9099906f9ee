/** Staff screens by catalogue route name; loaders only. */
type Loader = () => Promise<{ default: import('react').ComponentType }>;

const employees: Loader = () => import('./employees-screen.tsx');
const employee: Loader = () => import('./employee-screen.tsx');
const appendices: Loader = () => import('./appendices-screen.tsx');

export const SCREENS: Readonly<Record<string, Loader>> = {
  employee_kepegawaian: employees,
  employee_kepegawaian_v2: employees,
  gol_pegawai: employees,
  data_jabatan: () => import('./positions-screen.tsx'),
  dual_position_employee: employees,
  employee_kepegawaian_detail: employee,
  employee_kepegawaian_detail_v2: employee,
  employee_appendix: appendices,
  employee_appendix_add: appendices,
  employee_appendix_edit: appendices,
  employee_report_salary: () => import('./payroll-screen.tsx'),
  employee_report_salary_detail: () => import('./payslip-screen.tsx'),
};
