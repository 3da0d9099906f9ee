/** GET /api/dashboard, per role. */
export interface DashboardData {
  role: 'staff' | 'student' | 'guardian';
  user: { full_name: string; sd_user_type_id: string; user_type_name: string };
  school: {
    sd_school_id: number;
    school_name: string;
    school_code: string;
    npsn: string;
    city: string | null;
    stage_name: string;
    path_image_school: string | null;
  } | null;
  academic_year: {
    sd_academic_year_id: number;
    description: string;
    is_current: boolean;
    curriculum: { code: string; name: string } | null;
  } | null;
  counts?: { students: number; teachers: number; classes: number };
  teaching?: {
    homeroom: { section_name: string; class_name: string }[];
    assignments: { section_name: string; course_name: string; hours_per_week: number }[];
  };
  classes?: StudentClass[];
  upcoming_exams?: UpcomingExam[];
  children?: Child[];
}

export interface StudentClass {
  section_name: string;
  class_name: string;
  grade: number;
  major: string | null;
  homeroom_teacher: string | null;
  courses: { course_name: string; teacher_name: string }[];
}

export interface UpcomingExam {
  title: string;
  kind: string;
  course_name: string | null;
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
  status: string;
}

export interface Child {
  full_name: string;
  nisn: string | null;
  section_name: string | null;
  class_name: string | null;
}
