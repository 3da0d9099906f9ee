/** The planning, supervision and kokurikuler screens (document 02, 2.5; issue 15) that work against the API. */
import { DOCUMENT_ROUTES, TEMPLATE_ROUTES } from './plan-routes.ts';

export const PLANNING_ROUTE_NAMES: readonly string[] = [
  ...Object.keys(TEMPLATE_ROUTES),
  ...Object.keys(DOCUMENT_ROUTES),
  'curriculum_class',
  'curriculum_class_detail',
  'curriculum_class_evaluation',
  'process_records',
  'curriculum_classes',
  'setting_teaching_tools',
  'description_project_pancasila',
  'dimension_element_subelement_project_pancasila',
  'dimension_element_subelement_project_pancasila_store_data',
  'dimension_element_subelement_project_pancasila_evaluation',
  'flow_dimensional',
];
