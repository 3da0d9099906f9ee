/** Who each planning, supervision and kokurikuler screen is for (see audience.ts), from the two permission tables. */
import type { Audience, AudienceTable } from './audience.ts';
import { KOKURIKULER_PERMISSIONS } from '../kokurikuler/permissions.ts';
import { PLANNING_PERMISSIONS } from '../planning/permissions.ts';
import { DOCUMENT_ROUTES, TEMPLATE_ROUTES } from '../planning/routes.ts';

const each = (audience: readonly string[], ...routes: string[]): AudienceTable => Object.fromEntries(routes.map((r) => [r, audience])) as AudienceTable;

const KK_READ = KOKURIKULER_PERMISSIONS['kokurikuler.read'];
const KK_ASSESS = KOKURIKULER_PERMISSIONS['kokurikuler.assess'];
const READ = PLANNING_PERMISSIONS['supervision.read'];
const WRITERS = PLANNING_PERMISSIONS['documents.write'];

/** Adding a template is for whoever keeps that role's templates; lists and existing ones are read by all. */
const TEMPLATE_ADD: Record<string, Audience> = {
  silabus_reff_add: PLANNING_PERMISSIONS['templates.platform'],
  rpp_reff_add: PLANNING_PERMISSIONS['templates.platform'],
  silabus_school_add: PLANNING_PERMISSIONS['templates.school'],
  rpp_school_add: PLANNING_PERMISSIONS['templates.school'],
  curriculum_ma_def_add: PLANNING_PERMISSIONS['templates.school'],
};

export const PLANNING_AUDIENCE: AudienceTable = {
  ...Object.fromEntries(Object.keys(TEMPLATE_ROUTES).map((name) => [name, TEMPLATE_ADD[name] ?? PLANNING_PERMISSIONS['templates.read']])),
  ...Object.fromEntries(Object.entries(DOCUMENT_ROUTES).map(([name, c]) => [name, c.view === 'new' ? WRITERS : READ])),
  ...each(
    READ,
    'curriculum_class',
    'curriculum_class_detail',
    'curriculum_class_evaluation',
    'process_records',
    'curriculum_classes',
    'setting_teaching_tools',
  ),
  ...each(
    KK_READ,
    'description_project_pancasila',
    'dimension_element_subelement_project_pancasila',
    'dimension_element_subelement_project_pancasila_evaluation',
    'flow_dimensional',
  ),
  ...each(KK_ASSESS, 'dimension_element_subelement_project_pancasila_store_data'),
};
