/**
 * /teacher_teaching_class_wali_kelas: every subject's grid of the rombel the homeroom teacher leads, each opening
 * the wali kelas variant of the grid (…_detail_wali_kelas), whose student links open the wali kelas evaluation.
 */
import ClassesScreen from './classes-screen.tsx';

export default function ClassesHomeroomScreen() {
  return <ClassesScreen scope="homeroom" title="Kelas Perwalian" detail="teacher_teaching_class_detail_wali_kelas" />;
}

/** /curriculum_class_wali_kelas: the same classes, each opening the curriculum-class page of the rombel. */
export function CurriculumHomeroomScreen() {
  return <ClassesScreen scope="homeroom" title="Kelas Kurikulum Perwalian" detail="curriculum_class_detail_wali_kelas" />;
}
