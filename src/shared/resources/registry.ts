/** Every resource definition, by name: what the API serves, the contract tests cover and the portal renders. */
import type { ResourceDef } from './types.ts';
import { SCHOOLS } from './definitions/schools.ts';
import { MENTORS, PRINCIPALS, SCHOOL_ADMINS, SCHOOL_STAFF, SUPPORT_STAFF, TEACHERS } from './definitions/staff.ts';
import { STUDENTS } from './definitions/students.ts';
import { GUARDIANS } from './definitions/guardians.ts';
import { ACADEMIC_YEARS, CLASS_MEMBERS, CLASSES, COURSES, SECTIONS } from './definitions/academic.ts';
import { TASKS, TEACHING_ASSIGNMENTS, USER_ROLES } from './definitions/teaching.ts';
import { ALLOWANCE_TYPES, EMPLOYEE_GROUPS, EMPLOYEE_STATUSES, EMPLOYEE_TYPES } from './definitions/employee-lists.ts';
import { COURSE_GROUPS_LIST, COURSE_TYPES, CURRICULUM_SUBJECTS, CURRICULUM_THEMES, SCORE_PREDICATES } from './definitions/curriculum.ts';
import { BANK_ACCOUNTS, BANK_FEES, FINANCE_TEMPLATES } from './definitions/finance-lists.ts';
import { COURSE_SETTINGS, EXAM_SETTINGS, GENERAL_SETTINGS, TEACHING_SETTINGS } from './definitions/settings.ts';
import { ORG_POSITIONS } from './definitions/school-life.ts';
import { WEBSITE_RESOURCES } from './definitions/website.ts';
import { EXAM_ALLOWED_APPS, EXAM_ROOMS, EXAM_SESSION_TIMES } from './definitions/exam-lists.ts';

export const RESOURCES: readonly ResourceDef[] = [
  SCHOOLS,
  SCHOOL_ADMINS,
  PRINCIPALS,
  MENTORS,
  SUPPORT_STAFF,
  SCHOOL_STAFF,
  TEACHERS,
  STUDENTS,
  GUARDIANS,
  COURSES,
  ACADEMIC_YEARS,
  USER_ROLES,
  CLASSES,
  SECTIONS,
  CLASS_MEMBERS,
  TEACHING_ASSIGNMENTS,
  TASKS,
  GENERAL_SETTINGS,
  COURSE_SETTINGS,
  EXAM_SETTINGS,
  TEACHING_SETTINGS,
  // Staff (issue 19)
  EMPLOYEE_GROUPS,
  EMPLOYEE_TYPES,
  EMPLOYEE_STATUSES,
  ALLOWANCE_TYPES,
  // School life (issue 16)
  ORG_POSITIONS,
  // Curriculum (issue 15)
  CURRICULUM_SUBJECTS,
  COURSE_TYPES,
  COURSE_GROUPS_LIST,
  CURRICULUM_THEMES,
  SCORE_PREDICATES,
  // Finance (issue 17)
  BANK_ACCOUNTS,
  BANK_FEES,
  FINANCE_TEMPLATES,
  // Website content (issue 20)
  ...WEBSITE_RESOURCES,
  // Exams (issue 7): rooms, session times and the allowed lockdown apps
  EXAM_ROOMS,
  EXAM_SESSION_TIMES,
  EXAM_ALLOWED_APPS,
];

const BY_NAME = new Map(RESOURCES.map((r) => [r.name, r]));

export function resourceByName(name: string): ResourceDef | undefined {
  return BY_NAME.get(name);
}

/** The resource whose list, add or edit screen a catalogue route shows. */
export function resourceOfRoute(routeName: string): { def: ResourceDef; screen: 'list' | 'create' | 'edit' } | undefined {
  for (const def of RESOURCES) {
    if (def.routes.list === routeName) return { def, screen: 'list' };
    if (def.routes.create === routeName) return { def, screen: 'create' };
    if (def.routes.edit === routeName) return { def, screen: 'edit' };
  }
  return undefined;
}
