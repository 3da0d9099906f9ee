/**
 * The words of planning documents, shared by the tables, the contracts and the screens. No zod here: the portal's
 * route table reads these words on the first load (the section schema is in section-input.ts).
 */

/** silabus (K13), rpp (K13; format one_page = RPP satu lembar, SE Mendikbud 14/2019), modul ajar (Merdeka). */
export const PLAN_KINDS = ['silabus', 'rpp', 'modul_ajar'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const PLAN_KIND_LABELS: Record<PlanKind, string> = { silabus: 'Silabus', rpp: 'RPP', modul_ajar: 'Modul Ajar' };
/** The number a kind carries in a route id (/curriculum_class_evaluation's 7th id). */
export const PLAN_KIND_NUMBERS: Record<PlanKind, number> = { silabus: 1, rpp: 2, modul_ajar: 3 };

export const PLAN_FORMATS = ['full', 'one_page'] as const;
export type PlanFormat = (typeof PLAN_FORMATS)[number];

export const CURRICULUM_CODES = ['k13', 'merdeka'] as const;
export type CurriculumCode = (typeof CURRICULUM_CODES)[number];
export const CURRICULUM_LABELS: Record<CurriculumCode, string> = { k13: 'Kurikulum 2013', merdeka: 'Kurikulum Merdeka' };
/** The curriculum each kind belongs to. */
export const KIND_CURRICULUM: Record<PlanKind, CurriculumCode> = { silabus: 'k13', rpp: 'k13', modul_ajar: 'merdeka' };

/** default: the platform's structure (`_def`); reference: the platform's worked example (`-reff`); school: the school's own (`-school`). */
export const TEMPLATE_ROLES = ['default', 'reference', 'school'] as const;
export type TemplateRole = (typeof TEMPLATE_ROLES)[number];

export const PLAN_STATUSES = ['draft', 'submitted', 'reviewed', 'returned'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  draft: 'Draf',
  submitted: 'Menunggu telaah',
  reviewed: 'Sudah ditelaah',
  returned: 'Dikembalikan untuk revisi',
};

export const PLAN_EVENT_ACTIONS = ['submitted', 'reviewed', 'returned', 'reopened'] as const;
export type PlanEventAction = (typeof PLAN_EVENT_ACTIONS)[number];
export const PLAN_EVENT_LABELS: Record<PlanEventAction, string> = {
  submitted: 'Diajukan',
  reviewed: 'Ditelaah',
  returned: 'Dikembalikan',
  reopened: 'Dibuka untuk revisi',
};

/** CP and TP (Merdeka), KI and KD (K13): what a document may link to in the curriculum module. */
export const LINK_KINDS = ['cp', 'tp', 'ki', 'kd'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
export const LINK_KIND_LABELS: Record<LinkKind, string> = {
  cp: 'Capaian Pembelajaran',
  tp: 'Tujuan Pembelajaran',
  ki: 'Kompetensi Inti',
  kd: 'Kompetensi Dasar',
};
export const KIND_LINKS: Record<CurriculumCode, readonly LinkKind[]> = { merdeka: ['cp', 'tp'], k13: ['ki', 'kd'] };

/** One part of a document: a stable key, a heading, a hint for the writer (templates) and the rich text. */
export interface PlanSection {
  key: string;
  title: string;
  hint?: string;
  body: string;
}
