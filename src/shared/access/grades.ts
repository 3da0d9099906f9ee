/** Who each grades screen is for (see audience.ts), from the grade rights table (src/shared/grades/permissions.ts). */
import type { AudienceTable } from './audience.ts';

const TEACHERS = ['3', '7'] as const;
const HOMEROOM = ['3'] as const;
const LEADERS = ['1', '2', '4'] as const;
const GRID_READERS = ['1', '2', '3', '4', '7'] as const;
const RAPOR_READERS = ['1', '2', '3', '4'] as const;
const OFFICE = ['1', '2'] as const;
const FAMILY = ['5', '6'] as const;

const each = (audience: readonly string[], ...routes: string[]): AudienceTable => Object.fromEntries(routes.map((r) => [r, audience])) as AudienceTable;

export const GRADES_AUDIENCE: AudienceTable = {
  ...each(
    TEACHERS,
    'teacher_teaching_class',
    'nilaiharian',
    'new_nilai_harian',
    'nilaimid',
    'nilaisemester',
    'teacher_teaching_class_process',
    'teacher_teaching_class_achieve',
  ),
  ...each(HOMEROOM, 'teacher_teaching_class_wali_kelas', 'walikelas_nilai_harian'),
  ...each(LEADERS, 'teacher_teaching_class_admin', 'curriculum_class_admin'),
  ...each(
    GRID_READERS,
    'teacher_teaching_class_detail',
    'teacher_teaching_class_detail_admin',
    'teacher_teaching_class_detail_wali_kelas',
    'curriculum_class_detail_admin',
    'curriculum_class_detail_wali_kelas',
  ),
  ...each(RAPOR_READERS, 'preview_raport', 'raport', 'leger', 'leger_uts'),
  ...each(LEADERS, 'release_raport'),
  ...each(OFFICE, 'setting_raport'),
  ...each(FAMILY, 'student_grade_report'),
  ...each(LEADERS, 'distribution_class', 'distribution_class_detail', 'raport2'),
  ...each(RAPOR_READERS, 'nilaikelulusan', 'rekap_un_us'),
  ...each(
    GRID_READERS,
    'teacher_teaching_class_evaluation',
    'teacher_teaching_class_evaluation_admin',
    'teacher_teaching_class_evaluation_wali_kelas',
    'curriculum_class_evaluation_admin',
    'curriculum_class_evaluation_wali_kelas',
  ),
  ...each(GRID_READERS, 'teacher_teaching_class_achieve_target', 'teacher_teaching_class_achieve_target_detail'),
  ...each(HOMEROOM, 'curriculum_class_wali_kelas'),
  ...each(RAPOR_READERS, 'Laporanpenilaiansiswa', 'performancestudentreport', 'ekstra', 'perkembangan_karakter'),
  ...each([...RAPOR_READERS, ...FAMILY], 'Kehadiransiswa'),
  ...each(GRID_READERS, 'assignment_report'),
  ...each(LEADERS, 'Laporanperformaguru', 'Laporankehadiranguru', 'Laporanabsensiguru'),
  ...each([...LEADERS, '7'], 'Laporanperformamentor'),
  ...each(GRID_READERS, 'teaching_value', 'teaching_value_data'),
  ...each(LEADERS, 'teaching_value_references', 'list_section_class'),
  ...each(TEACHERS, 'data_student'),
  ...each(GRID_READERS, 'group_of_students'),
  ...each(RAPOR_READERS, 'Laporanlatihansiswa'),
  ...each(LEADERS, 'homeroom_teacher', 'homeroom_teacher_new'),
  ...each(GRID_READERS, 'evaluation_teach'),
  ...each(LEADERS, 'evaluation_teach_add', 'evaluation_teach_edit'),
  ...each(TEACHERS, 'indicator_assessment', 'indicator_assessment_detail'),
  ...each(GRID_READERS, 'group_course', 'course_group'),
  ...each(RAPOR_READERS, 'teaching_device_subjects'),
  ...each(['1', '2', '3'], 'class_requests'),
};
