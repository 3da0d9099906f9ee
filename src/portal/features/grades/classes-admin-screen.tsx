/** /teacher_teaching_class_admin, /curriculum_class_admin: every teaching class of the school, for the office and the principal. */
import ClassesScreen from './classes-screen.tsx';

export default function ClassesAdminScreen() {
  return <ClassesScreen scope="all" title="Kelas Mengajar Sekolah" />;
}
