import { sql } from 'drizzle-orm';
import { courseGroups, courseTypes, curriculumSubjects, curriculumThemes, scorePredicates } from '../db/schema/curriculum.ts';
import { COURSE_GROUPS_LIST, COURSE_TYPES, CURRICULUM_SUBJECTS, CURRICULUM_THEMES, SCORE_PREDICATES } from '../../shared/resources/definitions/curriculum.ts';
import type { Binding } from '../resources/binding.ts';
import { qualified, tableBinding } from '../resources/table-binding.ts';

/** Where the curriculum's plain lists live (listed in src/server/resources/bindings.ts). */
export const CURRICULUM_BINDINGS: Binding[] = [
  tableBinding(CURRICULUM_SUBJECTS, curriculumSubjects, {
    id: curriculumSubjects.id,
    computed: () => ({
      cp_count: sql<number>`(select count(*)::int from sd_cur_cps c where c.sd_cur_subject_id = ${qualified(curriculumSubjects.id)} and c.sd_school_id is null)`,
      kd_count: sql<number>`(select count(*)::int from sd_cur_kds k where k.sd_cur_subject_id = ${qualified(curriculumSubjects.id)} and k.sd_school_id is null)`,
    }),
    unique: { sd_cur_subjects_code_key: { field: 'code', message: 'Kode mapel referensi ini sudah ada.' } },
  }),
  tableBinding(COURSE_TYPES, courseTypes, {
    id: courseTypes.id,
    school: courseTypes.schoolId,
    computed: () => ({
      group_count: sql<number>`(select count(*)::int from sd_course_groups g where g.sd_course_type_id = ${qualified(courseTypes.id)})`,
    }),
    unique: { sd_course_types_code_key: { field: 'code', message: 'Kode jenis mapel ini sudah ada.' } },
  }),
  tableBinding(COURSE_GROUPS_LIST, courseGroups, {
    id: courseGroups.id,
    school: courseGroups.schoolId,
    computed: () => ({
      course_names: sql<string>`(select coalesce(string_agg(c.name, ', ' order by c.sort_order nulls last, c.name), '') from sd_cur_course_profiles p join sd_courses c on c.sd_course_id = p.sd_course_id where p.sd_course_group_id = ${qualified(courseGroups.id)})`,
    }),
    unique: { sd_course_groups_code_key: { field: 'code', message: 'Kode kelompok ini sudah ada.' } },
  }),
  tableBinding(CURRICULUM_THEMES, curriculumThemes, {
    id: curriculumThemes.id,
    school: curriculumThemes.schoolId,
    computed: () => ({
      kd_count: sql<number>`(select count(*)::int from sd_cur_theme_kds m where m.sd_cur_theme_id = ${qualified(curriculumThemes.id)})`,
    }),
    unique: { sd_cur_themes_number_key: { field: 'number', message: 'Nomor tema ini sudah ada pada tingkat tersebut.' } },
  }),
  tableBinding(SCORE_PREDICATES, scorePredicates, {
    id: scorePredicates.id,
    school: scorePredicates.schoolId,
    unique: { sd_cur_score_predicates_key: { field: 'letter', message: 'Predikat ini sudah ada.' } },
  }),
];
