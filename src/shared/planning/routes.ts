/**
 * Which planning screen each catalogue route is (read by the portal's screens and by the audience table):
 * templates by kind and role (`_def` = the platform's default, `-reff` = the platform's reference, `-school` =
 * the school's own; modul ajar's school templates are listed on /curriculum_ma_def), documents by kind.
 */
import type { PlanFormat, PlanKind, TemplateRole } from './model.ts';

export const TEMPLATE_ROUTES: Readonly<Record<string, { kind: PlanKind; role: TemplateRole; view: 'list' | 'form' }>> = {
  silabus_def: { kind: 'silabus', role: 'default', view: 'list' },
  silabus_def_add_silabus_def: { kind: 'silabus', role: 'default', view: 'form' },
  silabus_reff: { kind: 'silabus', role: 'reference', view: 'list' },
  silabus_reff_add: { kind: 'silabus', role: 'reference', view: 'form' },
  silabus_reff_edit: { kind: 'silabus', role: 'reference', view: 'form' },
  silabus_school: { kind: 'silabus', role: 'school', view: 'list' },
  silabus_school_add: { kind: 'silabus', role: 'school', view: 'form' },
  silabus_school_edit: { kind: 'silabus', role: 'school', view: 'form' },
  rpp_def: { kind: 'rpp', role: 'default', view: 'list' },
  rpp_def_add_rpp_def: { kind: 'rpp', role: 'default', view: 'form' },
  rpp_reff: { kind: 'rpp', role: 'reference', view: 'list' },
  rpp_reff_add: { kind: 'rpp', role: 'reference', view: 'form' },
  rpp_reff_edit: { kind: 'rpp', role: 'reference', view: 'form' },
  rpp_school: { kind: 'rpp', role: 'school', view: 'list' },
  rpp_school_add: { kind: 'rpp', role: 'school', view: 'form' },
  rpp_school_edit: { kind: 'rpp', role: 'school', view: 'form' },
  curriculum_ma_def: { kind: 'modul_ajar', role: 'default', view: 'list' },
  curriculum_ma_def_add: { kind: 'modul_ajar', role: 'default', view: 'form' },
  curriculum_ma_def_1: { kind: 'modul_ajar', role: 'default', view: 'form' },
};

export const DOCUMENT_ROUTES: Readonly<Record<string, { kind: PlanKind; format?: PlanFormat; view: 'list' | 'new' | 'edit' }>> = {
  syllabus_index: { kind: 'silabus', view: 'list' },
  syllabus_add_syllabus: { kind: 'silabus', view: 'new' },
  syllabus_edit_syllabus: { kind: 'silabus', view: 'edit' },
  rpp_index: { kind: 'rpp', view: 'list' },
  rpp1: { kind: 'rpp', format: 'one_page', view: 'list' },
  add_rpp: { kind: 'rpp', view: 'new' },
  edit_rpp: { kind: 'rpp', view: 'edit' },
  curriculum_ma: { kind: 'modul_ajar', view: 'list' },
  curriculum_ma_add: { kind: 'modul_ajar', view: 'new' },
  curriculum_ma_1: { kind: 'modul_ajar', view: 'edit' },
};
