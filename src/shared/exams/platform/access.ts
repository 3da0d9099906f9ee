/**
 * Who may change the school-wide exam rules (issue 7, "platform" screens). Read by the server (enforced)
 * and the portal (which buttons a user sees). Teachers read the rules, because they schedule under them.
 */
import { examAllows } from '../permissions.ts';

export const canWriteExamSettings = (userTypeId: string): boolean => examAllows('settings.write', userTypeId);
/** Exam files are published by the platform's super admin, for every school or one. */
export const canPublishExamFiles = (userTypeId: string): boolean => examAllows('files.publish', userTypeId);
export const canReadExamFiles = (userTypeId: string): boolean => examAllows('files.read', userTypeId);
