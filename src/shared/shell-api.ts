/** The shapes of the shell's calls (document 01, section 7): what the server answers and the portal reads. */

export interface AcademicYear {
  sd_academic_year_id: number;
  description: string;
  is_current?: boolean;
  sd_curriculum_id?: number | null;
}

export interface SchoolOption {
  sd_school_id: number;
  school_name: string;
}

export interface CurriculumOption {
  sd_curriculum_id: number;
  code: string;
  name?: string;
}

/** The data of a successful POST /api/login_web. */
export interface SignInData {
  id: number;
  full_name?: string;
  email?: string;
  path_image_school: string | null;
  path_image_profile: string | null;
  sd_user_type_id: string;
  sd_school_id: number;
  school_code: string | null;
  sd_school_stage_id: number | null;
  sd_academic_year_id: number | null;
  sd_class_id: number | null;
  sd_section_id: number | null;
  sd_class_map_id: number | null;
  data_academic: AcademicYear[];
  data_school: SchoolOption[];
  sd_curriculum_id: number | null;
  data_curriculum: CurriculumOption[];
}

export type SignInAnswer = { status: true; accessToken: string; data: SignInData } | { status: false; message?: string };

export interface MenuSubChild {
  menu_name: string;
  icon: string | null;
  sd_menu_id: string;
  menu_path: string;
}
export interface MenuChild {
  menu_name: string;
  icon: string | null;
  sd_menu_id: string;
  data_sub_children: MenuSubChild[];
}
export interface MenuTop {
  menu_name: string;
  data_children: MenuChild[];
}

export interface ChangeSchoolAnswer {
  status: boolean;
  data: AcademicYear[];
  sd_academic_year_id: number | null;
  sd_school_id: number;
  school_code: string | null;
  sd_school_stage_id: number | null;
  path_image_school: string | null;
  sd_curriculum_id: number | null;
}
