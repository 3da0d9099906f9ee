/** Courses, academic years and classes: the school's academic structure. */
import { ADMINS, OFFICE, STAFF } from '../access.ts';
import { defineResource } from '../define.ts';
import { checkbox, computed, date, integer, reference, select, text, textarea } from '../fields.ts';
import { COURSE_GROUPS, CURRICULA, GRADES, PHASES } from '../options.ts';

export const COURSES = defineResource({
  name: 'courses',
  title: 'Mata Pelajaran',
  scope: 'school',
  fields: [
    text('code', 'Kode Mapel', { max: 20, help: 'Singkatan, misalnya MTK atau B.IND.' }),
    text('name', 'Nama Mata Pelajaran', { max: 100 }),
    select('course_group', 'Kelompok', COURSE_GROUPS),
    integer('sort_order', 'Urutan di Rapor', { optional: true, min: 0, max: 999 }),
    checkbox('is_active', 'Aktif', { defaultValue: true }),
  ],
  columns: ['code', { field: 'name', primary: true }, 'course_group', 'sort_order', 'is_active'],
  search: ['name', 'code'],
  defaultSort: { field: 'sort_order', dir: 'asc' },
  filters: ['course_group', 'is_active'],
  access: { read: STAFF, write: ADMINS },
  labelField: 'name',
  routes: { list: 'course', create: 'add_course', edit: 'edit_course' },
  description: 'Mata pelajaran kurikulum sekolah ini.',
});

export const ACADEMIC_YEARS = defineResource({
  name: 'academic-years',
  title: 'Tahun Ajaran',
  scope: 'school',
  fields: [
    text('description', 'Tahun Ajaran', { max: 9, placeholder: '2025/2026' }),
    date('start_date', 'Tanggal Mulai'),
    date('end_date', 'Tanggal Selesai'),
    select('sd_curriculum_id', 'Kurikulum', CURRICULA),
    checkbox('is_current', 'Tahun ajaran berjalan', {
      help: 'Hanya satu tahun ajaran yang berjalan; memilih yang ini melepas yang lain.',
    }),
  ],
  refine(value, ctx) {
    const m = /^(\d{4})\/(\d{4})$/.exec(String(value.description ?? ''));
    if (!m || Number(m[2]) !== Number(m[1]) + 1) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: 'Tulis seperti 2025/2026 (dua tahun berurutan).' });
    }
    if (value.start_date && value.end_date && String(value.end_date) <= String(value.start_date)) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'Tanggal selesai harus sesudah tanggal mulai.' });
    }
  },
  columns: [{ field: 'description', primary: true }, 'start_date', 'end_date', 'sd_curriculum_id', 'is_current'],
  search: ['description'],
  defaultSort: { field: 'start_date', dir: 'desc' },
  access: { read: STAFF, write: ADMINS },
  labelField: 'description',
  routes: { list: 'academicyear_index', create: 'academicyear_add_academic', edit: 'academicyear_edit_academic' },
  description: 'Tahun ajaran sekolah ini. Tepat satu yang berjalan.',
});

/** Kelas: the grade level (X, XI, XII), stable across years. Its rombel per year are the sections. */
export const CLASSES = defineResource({
  name: 'classes',
  title: 'Kelas',
  scope: 'school',
  fields: [
    text('name', 'Nama Kelas', { max: 20, placeholder: 'X' }),
    select('grade', 'Tingkat', GRADES),
    select('phase', 'Fase', PHASES, { optional: true }),
    textarea('description', 'Keterangan', { optional: true, max: 300 }),
    computed('section_count', 'Jumlah Rombel', 'number'),
  ],
  columns: [{ field: 'name', primary: true }, 'grade', 'phase', 'section_count'],
  search: ['name'],
  defaultSort: { field: 'grade', dir: 'asc' },
  access: { read: STAFF, write: OFFICE },
  labelField: 'name',
  routes: { list: 'kelas', create: 'createkelas', edit: 'updatekelas' },
  description: 'Kelas per tingkat (misalnya X, XI, XII). Rombongan belajar tiap tahun ajaran ada di Sub Kelas.',
});

/** Sub kelas: the rombongan belajar of one academic year, with its homeroom teacher and students. */
export const SECTIONS = defineResource({
  name: 'sections',
  title: 'Sub Kelas (Rombel)',
  scope: 'year',
  fields: [
    reference('sd_class_id', 'Kelas', 'classes'),
    text('name', 'Nama Rombel', { max: 40, placeholder: 'X TKJ 1' }),
    text('major', 'Jurusan / Kompetensi Keahlian', { optional: true, max: 100 }),
    reference('homeroom_teacher_id', 'Wali Kelas', 'teachers', { optional: true }),
    text('room', 'Ruang', { optional: true, max: 40 }),
    integer('capacity', 'Kapasitas', { optional: true, min: 1, max: 60 }),
    computed('student_count', 'Jumlah Siswa', 'number'),
  ],
  columns: [{ field: 'name', primary: true }, 'sd_class_id', 'major', 'homeroom_teacher_id', 'student_count'],
  search: ['name', 'major'],
  sortable: ['name', 'major', 'student_count'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: ['sd_class_id', 'homeroom_teacher_id'],
  access: { read: STAFF, write: OFFICE },
  labelField: 'name',
  routes: { list: 'subkelas', create: 'createsubkelas', edit: 'updatesubkelas' },
  description: 'Rombongan belajar tahun ajaran yang dipilih, dengan wali kelas dan jumlah siswanya.',
});

/** Anggota rombel: which student sits in which rombel in the academic year (one rombel per student per year). */
export const CLASS_MEMBERS = defineResource({
  name: 'class-members',
  title: 'Anggota Rombel',
  scope: 'year',
  fields: [
    reference('sd_section_id', 'Rombel', 'sections'),
    reference('sd_user_id', 'Siswa', 'students'),
    computed('student_name', 'Nama Siswa'),
    computed('nisn', 'NISN'),
  ],
  columns: [{ field: 'sd_user_id', primary: true }, 'nisn', 'sd_section_id'],
  search: ['student_name', 'nisn'],
  sortable: ['student_name', 'nisn'],
  defaultSort: { field: 'student_name', dir: 'asc' },
  filters: ['sd_section_id'],
  access: { read: STAFF, write: OFFICE },
  labelField: 'student_name',
  routes: {
    list: 'studentteachlearning_index',
    create: 'studentteachlearning_add_studentteachlearning',
    edit: 'studentteachlearning_edit_studentteachlearning',
  },
  description: 'Siswa di tiap rombel pada tahun ajaran yang dipilih. Satu siswa satu rombel per tahun ajaran.',
});
