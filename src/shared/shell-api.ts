/**
 * The shapes of the shell's calls (document 01, section 7): what the server answers and the portal reads.
 * Zod schemas, so the contracts in src/shared/api/shell.ts and the OpenAPI document use the same shapes the
 * types below are inferred from.
 */
import { z } from 'zod';

export const academicYearSchema = z.object({
  sd_academic_year_id: z.number().int(),
  description: z.string(),
  is_current: z.boolean().optional(),
  sd_curriculum_id: z.number().int().nullable().optional(),
});
export type AcademicYear = z.infer<typeof academicYearSchema>;

export const schoolOptionSchema = z.object({ sd_school_id: z.number().int(), school_name: z.string() });
export type SchoolOption = z.infer<typeof schoolOptionSchema>;

export const curriculumOptionSchema = z.object({ sd_curriculum_id: z.number().int(), code: z.string(), name: z.string().optional() });
export type CurriculumOption = z.infer<typeof curriculumOptionSchema>;

/** The data of a successful POST /api/login_web. */
export const signInDataSchema = z.object({
  id: z.number().int(),
  full_name: z.string().optional(),
  email: z.string().nullable().optional(),
  path_image_school: z.string().nullable(),
  path_image_profile: z.string().nullable(),
  sd_user_type_id: z.string(),
  sd_school_id: z.number().int(),
  school_code: z.string().nullable(),
  sd_school_stage_id: z.number().int().nullable(),
  sd_academic_year_id: z.number().int().nullable(),
  sd_class_id: z.number().int().nullable(),
  sd_section_id: z.number().int().nullable(),
  sd_class_map_id: z.number().int().nullable(),
  data_academic: z.array(academicYearSchema),
  data_school: z.array(schoolOptionSchema),
  sd_curriculum_id: z.number().int().nullable(),
  data_curriculum: z.array(curriculumOptionSchema),
});
export type SignInData = z.infer<typeof signInDataSchema>;

export const signInAnswerSchema = z.union([
  z.object({ status: z.literal(true), accessToken: z.string(), data: signInDataSchema }),
  z.object({ status: z.literal(false), message: z.string().optional() }),
]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

export const menuSubChildSchema = z.object({
  menu_name: z.string(),
  icon: z.string().nullable(),
  sd_menu_id: z.string(),
  menu_path: z.string(),
});
export type MenuSubChild = z.infer<typeof menuSubChildSchema>;

export const menuChildSchema = z.object({
  menu_name: z.string(),
  icon: z.string().nullable(),
  sd_menu_id: z.string(),
  data_sub_children: z.array(menuSubChildSchema),
});
export type MenuChild = z.infer<typeof menuChildSchema>;

export const menuTopSchema = z.object({ menu_name: z.string(), data_children: z.array(menuChildSchema) });
export type MenuTop = z.infer<typeof menuTopSchema>;

export const changeSchoolAnswerSchema = z.object({
  status: z.boolean(),
  data: z.array(academicYearSchema),
  sd_academic_year_id: z.number().int().nullable(),
  sd_school_id: z.number().int(),
  school_code: z.string().nullable(),
  sd_school_stage_id: z.number().int().nullable(),
  path_image_school: z.string().nullable(),
  sd_curriculum_id: z.number().int().nullable(),
});
export type ChangeSchoolAnswer = z.infer<typeof changeSchoolAnswerSchema>;
