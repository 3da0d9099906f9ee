/** The calls of the school's exam rules screens (issue 7, "platform"), through the portal's client. */
import type { ExamDefaults } from '../../../../shared/exams/platform/settings-schema.ts';
import { api, apiGet } from '../../../lib/api.ts';

export interface ExamSettings extends ExamDefaults {
  resultsShown: boolean;
  allowedPlatforms: string[];
  /** Schedules whose own rule would show students a result: what the switch overrides when off. */
  affectedSchedules: number;
  canEdit: boolean;
}

export const getSettings = () => apiGet<ExamSettings>('/exams/platform/settings');

export const putSettings = (part: 'defaults' | 'results' | 'ways', body: Record<string, unknown>) =>
  api<ExamSettings>(`/exams/platform/settings/${part}`, { method: 'PUT', body });
