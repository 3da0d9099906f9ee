/** /teacher_teaching_class_wali_kelas: every subject's grid of the rombel the homeroom teacher leads. */
import ClassesScreen from './classes-screen.tsx';

export default function ClassesHomeroomScreen() {
  return <ClassesScreen scope="homeroom" title="Kelas Perwalian" />;
}
