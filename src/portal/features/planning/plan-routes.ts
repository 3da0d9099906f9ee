/**
 * Which planning screen each catalogue route is, and the links between them: templates by kind and role
 * (`_def` = the platform's default, `-reff` = the platform's reference, `-school` = the school's own), documents
 * by kind. Edit routes without `:id` in the catalogue carry the id as `?id=` (as the master-data screens do).
 */
import type { PlanFormat, PlanKind, TemplateRole } from '../../../shared/planning/model.ts';
import { PLAN_KIND_NUMBERS } from '../../../shared/planning/model.ts';
import { routeTo } from '../../lib/route-to.ts';

export { DOCUMENT_ROUTES, TEMPLATE_ROUTES } from '../../../shared/planning/routes.ts';

export interface TemplateRoutes {
  list: string;
  add: string;
  edit: string;
  editHasParam: boolean;
}

/** The list, add and edit routes of a kind's templates of one role. `_def` has no edit route: its add route takes ?id=. */
const TEMPLATE_LINKS: Record<PlanKind, Record<TemplateRole, TemplateRoutes>> = {
  silabus: {
    default: { list: 'silabus_def', add: 'silabus_def_add_silabus_def', edit: 'silabus_def_add_silabus_def', editHasParam: false },
    reference: { list: 'silabus_reff', add: 'silabus_reff_add', edit: 'silabus_reff_edit', editHasParam: false },
    school: { list: 'silabus_school', add: 'silabus_school_add', edit: 'silabus_school_edit', editHasParam: true },
  },
  rpp: {
    default: { list: 'rpp_def', add: 'rpp_def_add_rpp_def', edit: 'rpp_def_add_rpp_def', editHasParam: false },
    reference: { list: 'rpp_reff', add: 'rpp_reff_add', edit: 'rpp_reff_edit', editHasParam: false },
    school: { list: 'rpp_school', add: 'rpp_school_add', edit: 'rpp_school_edit', editHasParam: true },
  },
  modul_ajar: {
    default: { list: 'curriculum_ma_def', add: 'curriculum_ma_def_add', edit: 'curriculum_ma_def_1', editHasParam: true },
    // Modul ajar has only the platform's and the school's own; the school's are listed with the defaults' screen.
    reference: { list: 'curriculum_ma_def', add: 'curriculum_ma_def_add', edit: 'curriculum_ma_def_1', editHasParam: true },
    school: { list: 'curriculum_ma_def', add: 'curriculum_ma_def_add', edit: 'curriculum_ma_def_1', editHasParam: true },
  },
};

export const templateRoutes = (kind: PlanKind, role: TemplateRole) => TEMPLATE_LINKS[kind][role];

export function templateEditLink(kind: PlanKind, role: TemplateRole, id: number): string {
  const r = templateRoutes(kind, role);
  return r.editHasParam ? routeTo(r.edit, { id }) : `${routeTo(r.edit)}?id=${id}`;
}

const DOC_LINKS: Record<PlanKind, { list: string; add: string; edit: string; editHasParam: boolean }> = {
  silabus: { list: 'syllabus_index', add: 'syllabus_add_syllabus', edit: 'syllabus_edit_syllabus', editHasParam: false },
  rpp: { list: 'rpp_index', add: 'add_rpp', edit: 'edit_rpp', editHasParam: false },
  modul_ajar: { list: 'curriculum_ma', add: 'curriculum_ma_add', edit: 'curriculum_ma_1', editHasParam: true },
};

export const documentListLink = (kind: PlanKind, format?: PlanFormat) => routeTo(format === 'one_page' ? 'rpp1' : DOC_LINKS[kind].list);
export const documentAddLink = (kind: PlanKind, format?: PlanFormat) => `${routeTo(DOC_LINKS[kind].add)}${format === 'one_page' ? '?format=one_page' : ''}`;
export function documentLink(kind: PlanKind, id: number): string {
  const r = DOC_LINKS[kind];
  return r.editHasParam ? routeTo(r.edit, { id }) : `${routeTo(r.edit)}?id=${id}`;
}

/**
 * /curriculum_class_evaluation's nine ids (docs/decisions/0023): document, rombel, course, teacher, year, semester,
 * kind number (1 silabus, 2 RPP, 3 modul ajar), the revision the link was made at, and where it was opened from
 * (1 = a class's documents, 2 = the process records).
 */
export interface EvaluationIds {
  document: number;
  section: number;
  course: number;
  teacher: number;
  year: number;
  semester: number;
  kind: PlanKind;
  revision: number;
  origin: 1 | 2;
}

export const evaluationLink = (e: EvaluationIds) =>
  routeTo('curriculum_class_evaluation', {
    id: e.document,
    id2: e.section,
    id3: e.course,
    id4: e.teacher,
    id5: e.year,
    id6: e.semester,
    id7: PLAN_KIND_NUMBERS[e.kind],
    id8: e.revision,
    id9: e.origin,
  });

export const classDetailLink = (section: number, course: number, teacher: number) =>
  routeTo('curriculum_class_detail', { id: section, id2: course, id3: teacher });
