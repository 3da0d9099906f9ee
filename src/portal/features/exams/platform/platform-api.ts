/** The calls of the school's exam rules screens (issue 7, "platform"), by contract. */
import type { z } from 'zod';
import { call } from '../../../lib/api.ts';
import type { InputOf } from '../../../../shared/api/contract.ts';
import {
  getExamSettingsContract,
  saveExamDefaultsContract,
  setExamWaysContract,
  setResultsShownContract,
  type examSettingsSchema,
} from '../../../../shared/api/exams/platform.ts';

export type ExamSettings = z.output<typeof examSettingsSchema>;

export const getSettings = () => call(getExamSettingsContract);

export const saveDefaults = (input: InputOf<typeof saveExamDefaultsContract>) => call(saveExamDefaultsContract, { input });
export const setResultsShown = (resultsShown: boolean) => call(setResultsShownContract, { input: { resultsShown } });
export const saveWays = (input: InputOf<typeof setExamWaysContract>) => call(setExamWaysContract, { input });
