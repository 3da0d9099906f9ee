import { allowanceTypes, employeeGroups, employeeStatuses, employeeTypes } from '../db/schema/staff.ts';
import { ALLOWANCE_TYPES, EMPLOYEE_GROUPS, EMPLOYEE_STATUSES, EMPLOYEE_TYPES } from '../../shared/resources/definitions/employee-lists.ts';
import type { Binding } from '../resources/binding.ts';
import { tableBinding } from '../resources/table-binding.ts';

/** Where the staff module's plain lists live (listed in src/server/resources/bindings.ts). */
export const STAFF_BINDINGS: Binding[] = [
  tableBinding(EMPLOYEE_GROUPS, employeeGroups, {
    id: employeeGroups.id,
    school: employeeGroups.schoolId,
    unique: { sd_employee_groups_code_key: { field: 'code', message: 'Golongan ini sudah ada.' } },
  }),
  tableBinding(EMPLOYEE_TYPES, employeeTypes, {
    id: employeeTypes.id,
    school: employeeTypes.schoolId,
    unique: { sd_employee_types_name_key: { field: 'name', message: 'Jenis pegawai ini sudah ada.' } },
  }),
  tableBinding(EMPLOYEE_STATUSES, employeeStatuses, {
    id: employeeStatuses.id,
    school: employeeStatuses.schoolId,
    unique: { sd_employee_statuses_name_key: { field: 'name', message: 'Status ini sudah ada.' } },
  }),
  tableBinding(ALLOWANCE_TYPES, allowanceTypes, {
    id: allowanceTypes.id,
    school: allowanceTypes.schoolId,
    unique: { sd_allowance_types_name_key: { field: 'name', message: 'Nama tunjangan/potongan ini sudah ada.' } },
  }),
];
