/** GET /api/dashboard. A list that is null belongs to a module not built yet; the page says so. */
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
  counts?: { students: number; teachers: number; classes: number | null };
  classes?: unknown[] | null;
  upcoming_exams?: unknown[] | null;
  children?: unknown[] | null;
}
