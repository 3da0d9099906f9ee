/**
 * Who may do what with staff records and payroll: the one table, read by the server guard and the portal.
 * The principal reads everything (and the payroll); the office (admin, TU) keeps the records and runs payroll.
 */
import type { UserTypeId } from '../user-types.ts';

export const STAFF_PERMISSIONS = {
  'staff.read': ['1', '2', '4', '9'],
  'staff.write': ['1', '2', '9'],
  'payroll.read': ['1', '2', '4', '9'],
  'payroll.write': ['1', '2', '9'],
} as const satisfies Record<string, readonly UserTypeId[]>;

export type StaffAction = keyof typeof STAFF_PERMISSIONS;

export function staffAllows(action: StaffAction, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && (STAFF_PERMISSIONS[action] as readonly string[]).includes(userTypeId);
}

/** The user types whose accounts are employees (PTK): everyone who works at the school, not students or parents. */
export const EMPLOYEE_USER_TYPES = ['2', '3', '4', '7', '8', '9', '10', '11'] as const;

/** The plain lists' catalogue routes, served by the generic resource screens (src/portal/features/master). */
export const STAFF_LIST_ROUTE_NAMES: readonly string[] = [
  'employee_group_degree',
  'employee_group_degree_add',
  'employee_group_degree_edit',
  'employee_type',
  'employee_type_add',
  'employee_type_edit',
  'employee_status',
  'employee_status_add',
  'employee_status_edit',
  'employee_allowance',
  'employee_allowance_add',
  'employee_allowance_edit',
];
