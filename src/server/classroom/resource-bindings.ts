import { orgPositions } from '../db/schema/school-life.ts';
import { ORG_POSITIONS } from '../../shared/resources/definitions/school-life.ts';
import type { Binding } from '../resources/binding.ts';
import { tableBinding } from '../resources/table-binding.ts';
import { orgPositionHooks } from './office/org-chart.ts';

/** Where school life's plain lists live (listed in src/server/resources/bindings.ts). */
export const SCHOOL_LIFE_BINDINGS: Binding[] = [
  tableBinding(ORG_POSITIONS, orgPositions, { id: orgPositions.id, school: orgPositions.schoolId, hooks: orgPositionHooks }),
];
