/**
 * The curriculum's plain lists (issue 15): the platform's reference subjects, each school's course types and
 * groups, K13 themes and the school's predikat scale. The workflows (CP/TP browser, ATP editor, matrices) are
 * hand-written screens in src/portal/features/curriculum/.
 */
import { defineResource } from '../define.ts';
import { computed, integer, reference, select, text, textarea } from '../fields.ts';
import { CURRICULUM_PERMISSIONS } from '../../curriculum/permissions.ts';
import type { OptionItem } from '../types.ts';

const schoolAccess = { read: CURRICULUM_PERMISSIONS.read, write: CURRICULUM_PERMISSIONS['school.write'] };
const order = () => integer('sort_order', 'Urutan', { optional: true, min: 0, max: 999 });

export const SUBJECT_CURRICULA: readonly OptionItem[] = [
  { value: 'both', label: 'K13 dan Kurikulum Merdeka' },
  { value: 'merdeka', label: 'Kurikulum Merdeka' },
  { value: 'k13', label: 'Kurikulum 2013' },
];

/** Mapel referensi of the platform: what CP, ATP and KD are written for, and what a school's course maps to. */
export const CURRICULUM_SUBJECTS = defineResource({
  name: 'curriculum-subjects',
  title: 'Mapel Referensi',
  scope: 'platform',
  fields: [
    text('code', 'Kode', { max: 20, placeholder: 'MAT', help: 'Kode tetap; dipakai juga pada impor Excel.' }),
    text('name', 'Nama Mata Pelajaran', { max: 100 }),
    select('curriculum', 'Kurikulum', SUBJECT_CURRICULA, { defaultValue: 'both' }),
    integer('sort_order', 'Urutan', { min: 0, max: 999, defaultValue: 0 }),
    computed('cp_count', 'Jumlah CP', 'number'),
    computed('kd_count', 'Jumlah KD', 'number'),
  ],
  columns: [{ field: 'code' }, { field: 'name', primary: true }, 'curriculum', 'cp_count', 'kd_count'],
  search: ['name', 'code'],
  sortable: ['code', 'name', 'sort_order'],
  defaultSort: { field: 'sort_order', dir: 'asc' },
  filters: ['curriculum'],
  access: { read: CURRICULUM_PERMISSIONS.read, write: CURRICULUM_PERMISSIONS['reference.write'] },
  labelField: 'name',
  routes: { list: 'setting_sdp_course', create: 'setting_sdp_course', edit: 'setting_sdp_course' },
  description: 'Mata pelajaran referensi platform. CP, ATP dan KD ditulis per mapel ini; mapel sekolah dipetakan ke sini.',
});

/** Jenis mapel of the school (Muatan Nasional, Muatan Kewilayahan, Kejuruan, Muatan Lokal). */
export const COURSE_TYPES = defineResource({
  name: 'course-types',
  title: 'Jenis Mapel',
  scope: 'school',
  fields: [
    text('code', 'Kode', { max: 20, placeholder: 'UMUM' }),
    text('name', 'Nama Jenis Mapel', { max: 100, placeholder: 'Muatan Nasional' }),
    textarea('description', 'Keterangan', { optional: true, max: 500 }),
    order(),
    computed('group_count', 'Jumlah Kelompok', 'number'),
  ],
  columns: [{ field: 'code' }, { field: 'name', primary: true }, 'group_count', 'sort_order'],
  search: ['name', 'code'],
  sortable: ['code', 'name', 'sort_order'],
  defaultSort: { field: 'sort_order', dir: 'asc' },
  access: schoolAccess,
  labelField: 'name',
  routes: { list: 'course_type_school', create: 'add_course_type', edit: 'edit_course_type' },
  description: 'Jenis mata pelajaran di sekolah ini; setiap kelompok mapel berada di bawah satu jenis.',
});

/** Kelompok mapel: the headings under which the rapor lists subjects. */
export const COURSE_GROUPS_LIST = defineResource({
  name: 'course-groups',
  title: 'Kelompok Mapel',
  scope: 'school',
  fields: [
    text('code', 'Kode', { max: 20, placeholder: 'A' }),
    text('name', 'Nama Kelompok', { max: 100, placeholder: 'Kelompok A (Umum)' }),
    reference('sd_course_type_id', 'Jenis Mapel', 'course-types', { optional: true }),
    integer('sort_order', 'Urutan di Rapor', { min: 0, max: 999, defaultValue: 0 }),
    computed('course_names', 'Mata Pelajaran'),
  ],
  columns: [{ field: 'code' }, { field: 'name', primary: true }, 'sd_course_type_id', 'course_names', 'sort_order'],
  search: ['name', 'code'],
  sortable: ['code', 'name', 'sort_order'],
  defaultSort: { field: 'sort_order', dir: 'asc' },
  filters: ['sd_course_type_id'],
  access: schoolAccess,
  labelField: 'name',
  routes: { list: 'mapping_course_group', create: 'mapping_course_group', edit: 'mapping_course_group' },
  description: 'Kelompok mata pelajaran (judul di rapor). Mapel dimasukkan ke kelompok pada Atur Mapel Sekolah.',
});

/** Tema (K13 tematik) of a grade; its KD are mapped on /theme/mapping-basecore-comp. */
export const CURRICULUM_THEMES = defineResource({
  name: 'curriculum-themes',
  title: 'Tema',
  scope: 'school',
  fields: [
    integer('grade', 'Tingkat', { min: 1, max: 13 }),
    integer('number', 'Nomor Tema', { min: 1, max: 20 }),
    text('name', 'Nama Tema', { max: 150 }),
    textarea('description', 'Keterangan', { optional: true, max: 1000 }),
    computed('kd_count', 'Jumlah KD', 'number'),
  ],
  columns: ['grade', 'number', { field: 'name', primary: true }, 'kd_count'],
  search: ['name'],
  sortable: ['grade', 'number', 'name'],
  defaultSort: { field: 'grade', dir: 'asc' },
  filters: ['grade'],
  access: schoolAccess,
  labelField: 'name',
  routes: { list: 'theme', create: 'theme', edit: 'theme' },
  description: 'Tema pembelajaran tematik (K13). Pemetaan KI/KD tiap tema ada di Pemetaan KI/KD Tema.',
});

/** Predikat of the school's scale: the K13 rapor's letter and the wording of a score range. */
export const SCORE_PREDICATES = defineResource({
  name: 'score-predicates',
  title: 'Predikat Nilai',
  scope: 'school',
  fields: [
    text('letter', 'Predikat', { max: 2, placeholder: 'A' }),
    integer('min_score', 'Nilai Terendah', { min: 0, max: 100 }),
    integer('max_score', 'Nilai Tertinggi', { min: 0, max: 100 }),
    text('description', 'Keterangan', { max: 100, placeholder: 'Sangat baik' }),
  ],
  refine(value, ctx) {
    if (typeof value.min_score === 'number' && typeof value.max_score === 'number' && value.max_score < value.min_score) {
      ctx.addIssue({ code: 'custom', path: ['max_score'], message: 'Nilai tertinggi tidak boleh di bawah nilai terendah.' });
    }
  },
  columns: [{ field: 'letter', primary: true }, 'min_score', 'max_score', 'description'],
  search: ['letter', 'description'],
  sortable: ['letter', 'min_score'],
  defaultSort: { field: 'min_score', dir: 'desc' },
  access: schoolAccess,
  labelField: 'letter',
  routes: { list: 'setting_score', create: 'setting_score', edit: 'setting_score' },
  description: 'Rentang nilai tiap predikat (A, B, C, D) untuk rapor K13 dan deskripsi capaian.',
});
