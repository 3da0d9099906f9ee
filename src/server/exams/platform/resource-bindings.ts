/**
 * Where the allowed lockdown apps live (listed in src/server/resources/bindings.ts). A schedule caches its
 * school's active keys with it (schedule-cache.ts), so a change forgets every cached schedule: after the
 * commit, or a student's save in between could cache the old keys again for the cache's lifetime.
 */
import { examAllowedApps } from '../../db/schema/exam-platform.ts';
import { EXAM_ALLOWED_APPS } from '../../../shared/resources/definitions/exam-lists.ts';
import type { Binding } from '../../resources/binding.ts';
import { tableBinding } from '../../resources/table-binding.ts';
import { forgetAllSchedules } from '../schedule-cache.ts';

export const EXAM_PLATFORM_BINDINGS: Binding[] = [
  tableBinding(EXAM_ALLOWED_APPS, examAllowedApps, {
    id: examAllowedApps.id,
    school: examAllowedApps.schoolId,
    hooks: { afterCommit: () => forgetAllSchedules() },
  }),
];
