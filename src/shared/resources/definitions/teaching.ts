/** Who teaches what (KBM Guru), the teachers' tasks, and the extra roles people hold (tugas tambahan). */
import { ADMINS, LEADERS, STAFF } from '../access.ts';
import { defineResource } from '../define.ts';
import { date, integer, reference, select, text, textarea } from '../fields.ts';
import { EXTRA_ROLES } from '../options.ts';

export const TEACHING_ASSIGNMENTS = defineResource({
  name: 'teaching-assignments',
  title: 'KBM Guru',
  scope: 'year',
  fields: [
    reference('sd_user_id', 'Guru', 'teachers'),
    reference('sd_course_id', 'Mata Pelajaran', 'courses'),
    reference('sd_section_id', 'Rombel', 'sections'),
    integer('hours_per_week', 'JP per Minggu', { min: 1, max: 40, defaultValue: 2 }),
  ],
  columns: [{ field: 'sd_user_id', primary: true }, 'sd_course_id', 'sd_section_id', 'hours_per_week'],
  search: [],
  sortable: ['hours_per_week'],
  defaultSort: { field: 'sd_section_id', dir: 'asc' },
  filters: ['sd_user_id', 'sd_course_id', 'sd_section_id'],
  access: { read: STAFF, write: ADMINS },
  labelField: 'sd_user_id',
  routes: {
    list: 'teacherteachlearning_index',
    create: 'teacherteachlearning_add_teacherteachlearning',
    edit: 'teacherteachlearning_edit_teacherteachlearning',
  },
  description: 'Pembagian mengajar tahun ajaran yang dipilih: guru, mata pelajaran, rombel dan jam pelajaran.',
});

/** Tasks a teacher gives a rombel for a course. A teacher sees and changes only their own. */
export const TASKS = defineResource({
  name: 'tasks',
  title: 'Tugas',
  scope: 'year',
  fields: [
    text('title', 'Judul Tugas', { max: 150 }),
    reference('sd_section_id', 'Rombel', 'sections'),
    reference('sd_course_id', 'Mata Pelajaran', 'courses'),
    // A teacher is always the author of their own tasks: the server fills it in, the screens do not ask.
    reference('sd_user_id', 'Guru', 'teachers', { optional: true, help: 'Guru yang memberi tugas.', hiddenFor: ['3'] }),
    date('due_date', 'Batas Pengumpulan'),
    integer('max_score', 'Nilai Maksimal', { min: 1, max: 100, defaultValue: 100 }),
    textarea('description', 'Petunjuk', { optional: true, max: 5000 }),
  ],
  columns: [{ field: 'title', primary: true }, 'sd_section_id', 'sd_course_id', 'due_date', 'sd_user_id'],
  search: ['title'],
  sortable: ['title', 'due_date'],
  defaultSort: { field: 'due_date', dir: 'desc' },
  filters: ['sd_section_id', 'sd_course_id'],
  access: { read: ['1', '2', '3', '4'], write: ['1', '2', '3'] },
  labelField: 'title',
  routes: { list: 'tugas', create: 'createtugas', edit: 'updatetugas' },
  description: 'Tugas untuk rombel pada tahun ajaran yang dipilih.',
});

export const USER_ROLES = defineResource({
  name: 'user-roles',
  title: 'Peran Pengguna',
  scope: 'school',
  fields: [
    reference('sd_user_id', 'Guru/PTK', 'teachers'),
    select('role', 'Tugas Tambahan', EXTRA_ROLES),
    text('decree_number', 'Nomor SK', { optional: true, max: 60 }),
    date('start_date', 'TMT (Terhitung Mulai Tanggal)', { optional: true }),
    date('end_date', 'Tanggal Selesai', { optional: true }),
  ],
  refine(value, ctx) {
    if (value.start_date && value.end_date && String(value.end_date) < String(value.start_date)) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'Tanggal selesai tidak boleh sebelum TMT.' });
    }
  },
  columns: [{ field: 'sd_user_id', primary: true }, 'role', 'decree_number', 'start_date'],
  search: ['decree_number'],
  sortable: ['role', 'start_date'],
  defaultSort: { field: 'role', dir: 'asc' },
  filters: ['role', 'sd_user_id'],
  access: { read: LEADERS, write: ADMINS },
  labelField: 'role',
  routes: { list: 'roleuser_index', create: 'roleuser_add_roleuser', edit: 'roleuser_edit_roleuser' },
  description: 'Tugas tambahan guru dan PTK (Wakasek, Kaprog, Operator Dapodik, dan lainnya).',
});
