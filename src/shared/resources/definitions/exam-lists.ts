/**
 * The exam's plain lists (issue 7, moved onto the engine by issue 12): the school's exam rooms and the session
 * times of the academic year, kept by whoever may plan exams (exams.manage: admins and teachers, the kurikulum
 * team among them); and the lockdown apps the school accepts, kept by whoever changes the school's exam rules
 * (settings.write). Whoever reads exam results reads them all.
 */
import { defineResource } from '../define.ts';
import { checkbox, computed, hexKey, integer, minutesOf, select, text, textarea, time } from '../fields.ts';
import { EXAM_PERMISSIONS } from '../../exams/permissions.ts';
import { APP_PLATFORMS, APP_PLATFORM_LABELS } from '../../exams/platform/app-platforms.ts';

const access = { read: EXAM_PERMISSIONS['results.read'], write: EXAM_PERMISSIONS['exams.manage'] };

export const EXAM_ROOMS = defineResource({
  name: 'exam-rooms',
  title: 'Ruang Ujian',
  listTitle: 'Ruang Ujian',
  scope: 'school',
  fields: [
    text('name', 'Nama Ruang', { max: 60, placeholder: 'Lab Komputer 1' }),
    text('code', 'Kode', { optional: true, max: 20, placeholder: 'LAB1' }),
    integer('capacity', 'Jumlah Kursi', { min: 1, max: 500, defaultValue: 30 }),
    text('location', 'Lokasi', { optional: true, max: 100, placeholder: 'Gedung B lantai 2' }),
    computed('allocations', 'Dipakai (jadwal)', 'number'),
  ],
  columns: [{ field: 'name', primary: true }, 'code', 'capacity', 'location', 'allocations'],
  search: ['name', 'code', 'location'],
  sortable: ['name', 'code', 'capacity', 'location'],
  defaultSort: { field: 'name', dir: 'asc' },
  access,
  labelField: 'name',
  routes: { list: 'add_schedule_room', create: 'add_schedule_room', edit: 'add_schedule_room' },
  description: 'Ruang tempat siswa mengerjakan ujian, dengan jumlah kursinya. Peserta dibagi ke ruang di menu Jadwal Ruang Ujian.',
});

export const EXAM_SESSION_TIMES = defineResource({
  name: 'exam-session-times',
  title: 'Sesi Ujian',
  scope: 'year',
  fields: [
    text('name', 'Nama Sesi', { max: 40, placeholder: 'Sesi 1' }),
    integer('position', 'Urutan', { min: 1, max: 20, defaultValue: 1 }),
    time('starts_at', 'Jam Mulai', { defaultValue: '07:30' }),
    time('ends_at', 'Jam Selesai', { defaultValue: '09:00' }),
  ],
  columns: ['position', { field: 'name', primary: true }, 'starts_at', 'ends_at'],
  sortable: ['position', 'name', 'starts_at'],
  defaultSort: { field: 'position', dir: 'asc' },
  access,
  labelField: 'name',
  routes: { list: 'sett_lesson_timing', create: 'sett_lesson_timing', edit: 'sett_lesson_timing' },
  description: 'Sesi ujian tahun ajaran ini. Jadwal, kisi-kisi dan pembagian ruang memakai sesi ini; sesi tidak boleh saling bertabrakan.',
  refine(value, ctx) {
    const { starts_at: start, ends_at: end } = value;
    if (typeof start === 'string' && typeof end === 'string' && minutesOf(end) <= minutesOf(start)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'Jam selesai harus setelah jam mulai.' });
    }
  },
});

/**
 * A lockdown app the school accepts (examination/whitelist-app): its active keys open every schedule of the
 * school that requires Safe Exam Browser, besides the schedule's own keys. Its screen shows each app as a card
 * with its two keys (ownScreen); writing one forgets the cached exam papers after the commit (the binding).
 */
export const EXAM_ALLOWED_APPS = defineResource({
  name: 'exam-allowed-apps',
  title: 'Aplikasi yang Diizinkan',
  scope: 'school',
  fields: [
    text('name', 'Nama aplikasi', { max: 100, placeholder: 'Safe Exam Browser Lab 1' }),
    select(
      'platform',
      'Platform',
      APP_PLATFORMS.map((p) => ({ value: p, label: APP_PLATFORM_LABELS[p] })),
      { defaultValue: 'windows' },
    ),
    hexKey('config_key', 'Config Key', 64, {
      optional: true,
      help: '64 karakter heksadesimal, salin dari Safe Exam Browser (Config Key) atau aplikasi ujian (Browser Exam Key).',
    }),
    hexKey('browser_exam_key', 'Browser Exam Key', 64, { optional: true }),
    checkbox('active', 'Aktif (kuncinya diterima)', { defaultValue: true }),
    textarea('notes', 'Catatan', { optional: true, max: 500 }),
  ],
  // The cards show every field, so the list answers them all.
  columns: [{ field: 'name', primary: true }, 'platform', 'config_key', 'browser_exam_key', 'active', 'notes'],
  search: ['name', 'notes'],
  sortable: ['name', 'platform'],
  defaultSort: { field: 'name', dir: 'asc' },
  access: { read: EXAM_PERMISSIONS['results.read'], write: EXAM_PERMISSIONS['settings.write'] },
  labelField: 'name',
  routes: { list: 'examination_whitelist_app', create: 'examination_whitelist_app', edit: 'examination_whitelist_app' },
  ownScreen: true,
  description: 'Safe Exam Browser atau aplikasi ujian yang dipakai sekolah, dengan kuncinya.',
  refine(value, ctx) {
    if (!value.config_key && !value.browser_exam_key) {
      ctx.addIssue({ code: 'custom', path: ['config_key'], message: 'Isi Config Key atau Browser Exam Key.' });
    }
  },
});
