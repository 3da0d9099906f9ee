/** Grades screens by catalogue route name; loaders only. */
type Loader = () => Promise<{ default: import('react').ComponentType }>;

const classes: Loader = () => import('./classes-screen.tsx');
const classesAdmin: Loader = () => import('./classes-admin-screen.tsx');
const grid: Loader = () => import('./grid-screen.tsx');

export const SCREENS: Readonly<Record<string, Loader>> = {
  teacher_teaching_class: classes,
  teacher_teaching_class_wali_kelas: () => import('./classes-homeroom-screen.tsx'),
  teacher_teaching_class_admin: classesAdmin,
  curriculum_class_admin: classesAdmin,
  teacher_teaching_class_detail: grid,
  teacher_teaching_class_detail_admin: grid,
  teacher_teaching_class_detail_wali_kelas: grid,
  curriculum_class_detail_admin: grid,
  curriculum_class_detail_wali_kelas: grid,
};
