/** Planning documents, supervision and kokurikuler screens by catalogue route name; loaders only. */
import { DOCUMENT_ROUTES, TEMPLATE_ROUTES } from './plan-routes.ts';

type Loader = () => Promise<{ default: import('react').ComponentType }>;

const templates: Loader = () => import('./template-screens.tsx');
const documentList: Loader = () => import('./document-list-screen.tsx');
const documentNew: Loader = () => import('./document-new-screen.tsx');
const documentEdit: Loader = () => import('./document-screen.tsx');
const DOCUMENT_VIEW: Record<'list' | 'new' | 'edit', Loader> = { list: documentList, new: documentNew, edit: documentEdit };

export const SCREENS: Readonly<Record<string, Loader>> = {
  ...Object.fromEntries(Object.keys(TEMPLATE_ROUTES).map((name) => [name, templates])),
  ...Object.fromEntries(Object.entries(DOCUMENT_ROUTES).map(([name, c]) => [name, DOCUMENT_VIEW[c.view]])),
  curriculum_class: () => import('./supervision-screen.tsx'),
  curriculum_class_detail: () => import('./supervision-detail-screen.tsx'),
  curriculum_class_evaluation: () => import('./evaluation-screen.tsx'),
  process_records: () => import('./records-screen.tsx'),
  curriculum_classes: () => import('./classes-overview-screen.tsx'),
  setting_teaching_tools: () => import('./requirements-screen.tsx'),
  description_project_pancasila: () => import('./kk-projects-screen.tsx'),
  dimension_element_subelement_project_pancasila: () => import('./kk-framework-screen.tsx'),
  dimension_element_subelement_project_pancasila_store_data: () => import('./kk-grid-screen.tsx'),
  dimension_element_subelement_project_pancasila_evaluation: () => import('./kk-results-screen.tsx'),
  flow_dimensional: () => import('./kk-flow-screen.tsx'),
};
