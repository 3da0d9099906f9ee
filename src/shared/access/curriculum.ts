/**
 * Who each curriculum reference and structure screen is for (see audience.ts), from the curriculum rights table
 * (src/shared/curriculum/permissions.ts). Readers open the reference and the ATPs; the school's setup screens are for
 * its admins (the principal reads them); the platform's new-ATP form is the superadmin's. The plain lists take their
 * audience from their resource definitions.
 */
import type { AudienceTable } from './audience.ts';
import { CURRICULUM_PERMISSIONS } from '../curriculum/permissions.ts';

const READERS = CURRICULUM_PERMISSIONS.read;
const SETUP = ['1', '2', '4'] as const;
const WRITERS = CURRICULUM_PERMISSIONS['school.write'];
const PLATFORM = CURRICULUM_PERMISSIONS['reference.write'];
/** The score structure shows the gradebook's weights, which the gradebook's readers may read. */
const SCORE_READERS = ['1', '2', '3', '4', '7'] as const;

const each = (audience: readonly string[], ...routes: string[]): AudienceTable => Object.fromEntries(routes.map((r) => [r, audience])) as AudienceTable;

export const CURRICULUM_AUDIENCE: AudienceTable = {
  ...each(
    READERS,
    'learn_course_cp',
    'cp_atp',
    'detail_cp_atp',
    'curriculum_atp',
    'curriculum_atp_1',
    'curriculum_atp_def',
    'curriculum_atp_def_1',
    'core_competence',
    'basic_competence',
    'basiccompetence_index',
    'detail_course',
  ),
  ...each(
    SETUP,
    'setting_cp',
    'setting_ki_cp',
    'theme_mapping_basecore_comp',
    'class_type_compt',
    'set_course_school',
    'sdp_course_school',
    'mapping_grade_level_subjects',
    'mapping_grade_subjects_school',
    'sdp_set_score_school',
    'sdp_setting_raport',
  ),
  ...each(WRITERS, 'curriculum_atp_add', 'basiccompetence_add_basiccompetence', 'basiccompetence_edit_basiccompetence'),
  ...each(PLATFORM, 'curriculum_atp_def_add'),
  ...each(SCORE_READERS, 'structure_score'),
};
