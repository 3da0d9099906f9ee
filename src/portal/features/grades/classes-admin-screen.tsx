/**
 * /teacher_teaching_class_admin, /curriculum_class_admin: every teaching class of the school, for the office and the
 * principal. Each opens its own variant of the grid (…_detail_admin), whose student links open the admin evaluation.
 */
import ClassesScreen from './classes-screen.tsx';

export default function ClassesAdminScreen() {
  return <ClassesScreen scope="all" title="Kelas Mengajar Sekolah" detail="teacher_teaching_class_detail_admin" />;
}

/** /curriculum_class_admin: the same classes, each opening the curriculum-class page (curriculum_class_detail_admin). */
export function CurriculumAdminScreen() {
  return <ClassesScreen scope="all" title="Kelas Kurikulum Sekolah" detail="curriculum_class_detail_admin" />;
}
