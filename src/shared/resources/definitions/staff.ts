/**
 * Teachers and the other staff accounts (school admins, principals, mentors, support, school staff): one
 * factory, since they differ only in user type, wording, routes and who manages them.
 */
import { ADMINS, EDUCATORS, LEADERS, OFFICE } from '../access.ts';
import { defineResource } from '../define.ts';
import type { ResourceDef, ResourceRoutes } from '../types.ts';
import type { UserTypeId } from '../../user-types.ts';
import { accountFields, ptkFields } from './people.ts';

interface StaffSpec {
  name: string;
  title: string;
  userType: UserTypeId;
  routes: ResourceRoutes;
  position: string;
  read: readonly UserTypeId[];
  write: readonly UserTypeId[];
  description: string;
}

function staffResource(spec: StaffSpec): ResourceDef {
  return defineResource({
    name: spec.name,
    title: spec.title,
    scope: 'school',
    userType: spec.userType,
    fields: [...accountFields(), ...ptkFields(spec.position)],
    columns: [{ field: 'full_name', primary: true }, 'nuptk', 'nip', 'position', 'employment_status', 'is_active'],
    search: ['full_name', 'email', 'nuptk', 'nip'],
    sortable: ['full_name', 'nuptk', 'nip', 'position', 'employment_status'],
    defaultSort: { field: 'full_name', dir: 'asc' },
    filters: ['gender', 'employment_status', 'is_active'],
    access: { read: spec.read, write: spec.write },
    labelField: 'full_name',
    routes: spec.routes,
    description: spec.description,
  });
}

export const TEACHERS = staffResource({
  name: 'teachers',
  title: 'Guru',
  userType: '3',
  position: 'Guru Mapel',
  routes: { list: 'Teacher', create: 'TeacherStore', edit: 'TeacherUpdate' },
  read: EDUCATORS,
  write: OFFICE,
  description: 'Guru sekolah ini beserta akunnya dan data PTK (NUPTK, NIP, status kepegawaian).',
});

export const SCHOOL_ADMINS = staffResource({
  name: 'school-admins',
  title: 'Admin Sekolah',
  userType: '2',
  position: 'Tenaga Administrasi Sekolah',
  routes: { list: 'adminsekolah', create: 'tambahadminsekolah', edit: 'editadminsekolah' },
  read: LEADERS,
  write: ADMINS,
  description: 'Operator yang mengelola data induk sekolah.',
});

export const PRINCIPALS = staffResource({
  name: 'principals',
  title: 'Kepala Sekolah',
  userType: '4',
  position: 'Kepala Sekolah',
  routes: { list: 'kepala_sekolah', create: 'add_kepala_sekolah', edit: 'edit_kepala_sekolah' },
  read: LEADERS,
  write: ADMINS,
  description: 'Akun kepala sekolah.',
});

export const MENTORS = staffResource({
  name: 'mentors',
  title: 'Mentor',
  userType: '7',
  position: 'Guru Pendamping',
  routes: { list: 'adminmentor', create: 'tambahadminmentor', edit: 'editadminmentor' },
  read: LEADERS,
  write: ADMINS,
  description: 'Mentor pendamping guru dan kelas.',
});

export const SUPPORT_STAFF = staffResource({
  name: 'support-staff',
  title: 'Staf Pendukung',
  userType: '8',
  position: 'Teknisi',
  routes: { list: 'adminsupport', create: 'tambahadminsupport', edit: 'editadminsupport' },
  read: LEADERS,
  write: ADMINS,
  description: 'Staf dukungan teknis (perangkat, ujian, presensi).',
});

export const SCHOOL_STAFF = staffResource({
  name: 'school-staff',
  title: 'Staf Sekolah',
  userType: '9',
  position: 'Tenaga Administrasi Sekolah',
  routes: { list: 'staff_sekolah', create: 'add_staff_sekolah', edit: 'edit_staff_sekolah' },
  read: LEADERS,
  write: ADMINS,
  description: 'Tenaga kependidikan dan staf tata usaha (TU).',
});
