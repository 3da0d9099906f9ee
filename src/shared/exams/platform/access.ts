/**
 * Who may change the school-wide exam rules (issue 7, "platform" screens). Read by the server (enforced)
 * and the portal (which buttons a user sees). Teachers read the rules, because they schedule under them.
 */
import { STAFF_USER_TYPES } from '../../user-types.ts';

const SETTINGS_WRITERS: readonly string[] = ['1', '2'];

export const canWriteExamSettings = (userTypeId: string): boolean => SETTINGS_WRITERS.includes(userTypeId);
/** Exam files are published by the platform's super admin, for every school or one. */
export const canPublishExamFiles = (userTypeId: string): boolean => userTypeId === '1';
export const canReadExamFiles = (userTypeId: string): boolean => (STAFF_USER_TYPES as readonly string[]).includes(userTypeId);
