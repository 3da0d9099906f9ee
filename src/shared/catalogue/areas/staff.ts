/** Document 02, section 2.12: staff and employees. */
import { section, type Row } from '../define.ts';

/** "(each with _add and _edit)" */
function withAddEdit(path: string, label: string): Row[] {
  return [
    [path, label],
    [`${path}_add`, `Tambah ${label}`],
    [`${path}_edit`, `Ubah ${label}`],
  ];
}

const SIGNED_IN = section('staff', 'requiresAuth', [
  ...withAddEdit('/employee_group_degree', 'Golongan Pegawai'),
  ...withAddEdit('/employee_type', 'Jenis Pegawai'),
  ...withAddEdit('/employee_status', 'Status Pegawai'),
  ...withAddEdit('/employee_appendix', 'Lampiran Pegawai'),
  ...withAddEdit('/employee_allowance', 'Tunjangan Pegawai'),
  ['/employee_report_salary', 'Laporan Gaji Pegawai'],
  ['/employee_report_salary_detail/:id', 'Detail Gaji Pegawai'],
  ['/gol_pegawai', 'Data Golongan'],
  ['/data_jabatan', 'Data Jabatan'],
  ['/employee_kepegawaian', 'Data Kepegawaian'],
  ['/employee_kepegawaian_detail/:id', 'Detail Kepegawaian'],
  ['/dual_position_employee', 'Pegawai Rangkap Jabatan'],
  ['/staff_daily_attendance', 'Presensi Harian Pegawai'],
]);

// "Sign-in not enforced"
const OPEN = section('staff', 'open', [
  ['/employee_kepegawaian_v2', 'Data Kepegawaian (Versi 2)'],
  ['/employee_kepegawaian_detail_v2/:id/:idtype', 'Detail Kepegawaian (Versi 2)'],
]);

export const STAFF = [...SIGNED_IN, ...OPEN];
