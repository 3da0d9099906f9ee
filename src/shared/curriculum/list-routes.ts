/**
 * The routes of the curriculum's plain lists (src/shared/resources/definitions/curriculum.ts), served by the
 * master-data screen module. Written out without imports: the screen registry loads with the first page.
 */
export const CURRICULUM_LIST_ROUTE_NAMES: readonly string[] = [
  'setting_sdp_course',
  'course_type_school',
  'add_course_type',
  'edit_course_type',
  'mapping_course_group',
  'theme',
  'setting_score',
];
