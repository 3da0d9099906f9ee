import { attendanceAllows, type AttendanceAction } from '../../shared/attendance/permissions.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';

const REFUSAL: Record<AttendanceAction, string> = {
  'calendar.read': 'Anda tidak memiliki akses ke kalender akademik.',
  'calendar.write': 'Hanya admin dan staf TU yang dapat mengubah kalender akademik.',
  'attendance.take': 'Hanya wali kelas, admin dan staf TU yang dapat mengisi presensi harian.',
  'attendance.read': 'Anda tidak memiliki akses ke rekap presensi.',
  'attendance.own': 'Halaman ini untuk siswa dan orang tua.',
  'permit.request': 'Izin tidak hadir diajukan oleh orang tua/wali siswa.',
  'permit.decide': 'Hanya wali kelas, admin dan staf TU yang dapat memutuskan izin.',
  'devices.manage': 'Hanya admin, staf TU dan staf pendukung yang dapat mengelola perangkat presensi.',
  'staff_attendance.read': 'Anda tidak memiliki akses ke presensi pegawai.',
  'staff_attendance.write': 'Hanya admin dan staf TU yang dapat mengubah presensi pegawai.',
  'lesson.take': 'Hanya guru pengampu, admin dan staf TU yang dapat mengisi presensi pelajaran.',
  'lesson.read': 'Anda tidak memiliki akses ke presensi pelajaran.',
  'pkl.manage': 'Hanya admin dan staf TU yang dapat mengatur PKL.',
  'pkl.supervise': 'Halaman ini untuk pembimbing PKL dan mentor DUDI.',
  'pkl.student': 'Halaman ini untuk siswa PKL.',
  'rules.manage': 'Hanya admin dan staf TU yang dapat mengubah aturan presensi.',
  'accounts.block': 'Hanya admin sekolah yang dapat memblokir akun.',
  'timetable.read': 'Anda tidak memiliki akses ke jadwal pelajaran.',
  'timetable.write': 'Hanya admin dan staf TU yang dapat menyusun jadwal pelajaran.',
};

/** The attendance permission table (src/shared/attendance/permissions.ts), enforced before anything is read. */
export function requireAttendance(ctx: SessionContext, action: AttendanceAction): void {
  if (!attendanceAllows(action, ctx.session.userTypeId)) throw forbidden(REFUSAL[action]);
}

/** The office (superadmin, admin, TU) acts for any rombel; a teacher only for their own. */
export const isOffice = (ctx: SessionContext) => ['1', '2', '9'].includes(ctx.session.userTypeId);
