/** The calls and answers of the records screens (src/server/api/exams-records.ts). */
import type { z } from 'zod';
import { call } from '../../../lib/api.ts';
import type { InputOf } from '../../../../shared/api/contract.ts';
import { recordSchedulesContract, type attemptDetailSchema, type recordScheduleSchema } from '../../../../shared/api/exams/records.ts';

export type RecordSchedule = z.output<typeof recordScheduleSchema>;

export const recordSchedules = (input: InputOf<typeof recordSchedulesContract>) => call(recordSchedulesContract, { input });

/** Grades as schools write them: up to two decimals, a comma in Indonesian. */
export const formatGrade = (g: number | null | undefined) => (g === null || g === undefined ? '–' : g.toLocaleString('id-ID', { maximumFractionDigits: 2 }));

/** One attempt with its header facts and every question (exams.records.attemptDetail). */
export type AttemptDetail = z.output<typeof attemptDetailSchema>;

/** The attempt pages of a schedule and attempt: the per-student result and its AKM report. */
export const detailPath = (scheduleId: number, attemptId: number) => `/result_exercises_class_detail_new/${scheduleId}/${attemptId}`;
export const akmPath = (scheduleId: number, attemptId: number) => `/examination/result-akm/detail_new/${scheduleId}/${attemptId}`;
