/**
 * The one table of who each built screen is for (see audience.ts). Each area adds one line here. Under them all,
 * every plain list's screens take their audience from the resource definition.
 */
import { mergeAudiences, type AudienceTable } from './audience.ts';
import { CORE_AUDIENCE, RESOURCE_AUDIENCE } from './core.ts';
import { EXAM_AUDIENCE } from './exams.ts';
import { PPDB_AUDIENCE } from './ppdb.ts';
import { STAFF_AUDIENCE } from './staff.ts';
import { GRADES_AUDIENCE } from './grades.ts';
import { ATTENDANCE_AUDIENCE } from './attendance.ts';
import { FINANCE_AUDIENCE } from './finance.ts';
import { CONTENT_AUDIENCE } from './content.ts';
import { CLASSROOM_AUDIENCE } from './classroom.ts';
import { LIBRARY_AUDIENCE } from './library.ts';
import { PLANNING_AUDIENCE } from './planning.ts';
import { CURRICULUM_AUDIENCE } from './curriculum.ts';
import { ACCOUNTS_AUDIENCE } from './accounts.ts';

export const SCREEN_AUDIENCE: AudienceTable = {
  ...RESOURCE_AUDIENCE,
  ...mergeAudiences({
    core: CORE_AUDIENCE,
    exams: EXAM_AUDIENCE,
    ppdb: PPDB_AUDIENCE,
    staff: STAFF_AUDIENCE,
    grades: GRADES_AUDIENCE,
    attendance: ATTENDANCE_AUDIENCE,
    finance: FINANCE_AUDIENCE,
    content: CONTENT_AUDIENCE,
    classroom: CLASSROOM_AUDIENCE,
    library: LIBRARY_AUDIENCE,
    planning: PLANNING_AUDIENCE,
    curriculum: CURRICULUM_AUDIENCE,
    accounts: ACCOUNTS_AUDIENCE,
  }),
};
