/** The settings screens of the "Pengaturan" group: general, learning per course, assessment kinds, KBM. */
import { ADMINS, STAFF } from '../access.ts';
import { defineResource } from '../define.ts';
import { checkbox, date, integer, reference, select, text } from '../fields.ts';
import { SCHOOL_DAYS, SEMESTERS, TIME_ZONES } from '../options.ts';

/** One record per school. */
export const GENERAL_SETTINGS = defineResource({
  name: 'general-settings',
  title: 'Pengaturan Umum',
  scope: 'school',
  singleton: true,
  fields: [
    text('principal_name', 'Nama Kepala Sekolah (di rapor)', { optional: true, max: 100, group: 'Rapor' }),
    text('principal_nip', 'NIP Kepala Sekolah', { optional: true, max: 30, group: 'Rapor' }),
    text('report_place', 'Tempat Penandatanganan Rapor', { optional: true, max: 60, group: 'Rapor', placeholder: 'Bandung' }),
    select('time_zone', 'Zona Waktu', TIME_ZONES, { group: 'Sekolah', defaultValue: 'Asia/Jakarta' }),
    text('website', 'Situs Web', { optional: true, max: 200, group: 'Sekolah', placeholder: 'https://' }),
  ],
  columns: ['time_zone'],
  defaultSort: { field: 'time_zone', dir: 'asc' },
  access: { read: STAFF, write: ADMINS },
  labelField: 'time_zone',
  routes: { list: 'generalsetting_index', create: 'generalsetting_index', edit: 'generalsetting_index' },
  // The permission switches (profile edits, parents' grades, late work) live on /configmurid, /configteacher and
  // /coursesetting, where the server enforces them (src/server/accounts/school-switches.ts).
  description:
    'Pengaturan yang berlaku untuk seluruh sekolah. Izin guru, siswa dan orang tua ada di Pengaturan Guru, Pengaturan Siswa dan Pengaturan Mata Pelajaran.',
});

export const COURSE_SETTINGS = defineResource({
  name: 'course-settings',
  title: 'Pengaturan Pembelajaran Mapel',
  scope: 'year',
  fields: [
    reference('sd_course_id', 'Mata Pelajaran', 'courses'),
    reference('sd_class_id', 'Kelas', 'classes'),
    integer('kkm', 'KKM/KKTP', { min: 0, max: 100, defaultValue: 75 }),
    integer('hours_per_week', 'JP per Minggu', { min: 1, max: 40, defaultValue: 2 }),
  ],
  columns: [{ field: 'sd_course_id', primary: true }, 'sd_class_id', 'kkm', 'hours_per_week'],
  search: [],
  sortable: ['kkm', 'hours_per_week'],
  defaultSort: { field: 'sd_class_id', dir: 'asc' },
  filters: ['sd_course_id', 'sd_class_id'],
  access: { read: STAFF, write: ADMINS },
  labelField: 'sd_course_id',
  routes: {
    list: 'settinglearningcourse_index',
    create: 'settinglearningcourse_add_settinglearningcourse',
    edit: 'settinglearningcourse_edit_settinglearningcourse',
  },
  description: 'KKM/KKTP dan jam pelajaran tiap mata pelajaran per kelas, pada tahun ajaran yang dipilih.',
});

export const EXAM_SETTINGS = defineResource({
  name: 'exam-settings',
  title: 'Pengaturan Ujian',
  scope: 'year',
  fields: [
    text('name', 'Jenis Penilaian', { max: 80, placeholder: 'Sumatif Tengah Semester' }),
    text('code', 'Kode', { max: 12, placeholder: 'STS' }),
    integer('weight', 'Bobot di Rapor (%)', { min: 0, max: 100 }),
    integer('duration_minutes', 'Durasi Bawaan (menit)', { min: 5, max: 480, defaultValue: 90 }),
    checkbox('shuffle_questions', 'Acak urutan soal', { defaultValue: true }),
    checkbox('shuffle_options', 'Acak pilihan jawaban', { defaultValue: true }),
    checkbox('show_score', 'Tampilkan nilai ke siswa setelah selesai'),
  ],
  columns: [{ field: 'name', primary: true }, 'code', 'weight', 'duration_minutes', 'show_score'],
  search: ['name', 'code'],
  defaultSort: { field: 'name', dir: 'asc' },
  access: { read: STAFF, write: ADMINS },
  labelField: 'name',
  routes: { list: 'settingexamination_index', create: 'addsettingexamination', edit: 'editsettingexamination' },
  description: 'Jenis penilaian dan ujian tahun ajaran yang dipilih, dengan bobotnya di rapor.',
});

export const TEACHING_SETTINGS = defineResource({
  name: 'teaching-settings',
  title: 'Pengaturan KBM',
  scope: 'year',
  fields: [
    select('semester', 'Semester', SEMESTERS),
    date('start_date', 'Awal KBM'),
    date('end_date', 'Akhir KBM'),
    integer('minutes_per_period', 'Menit per JP', { min: 25, max: 60, defaultValue: 45 }),
    integer('effective_weeks', 'Minggu Efektif', { min: 1, max: 26, defaultValue: 18 }),
    select('school_days', 'Hari Sekolah', SCHOOL_DAYS, { defaultValue: '5' }),
  ],
  refine(value, ctx) {
    if (value.start_date && value.end_date && String(value.end_date) <= String(value.start_date)) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'Akhir KBM harus sesudah awal KBM.' });
    }
  },
  columns: [{ field: 'semester', primary: true }, 'start_date', 'end_date', 'minutes_per_period', 'effective_weeks'],
  search: [],
  defaultSort: { field: 'semester', dir: 'asc' },
  access: { read: STAFF, write: ADMINS },
  labelField: 'semester',
  routes: {
    list: 'settingteachlearning_index',
    create: 'settingteachlearning_add_settingteachlearning',
    edit: 'settingteachlearning_edit_settingteachlearning',
  },
  description: 'Kalender KBM tiap semester pada tahun ajaran yang dipilih.',
});
