/**
 * The allowed apps' calls: the resource engine's list exam-allowed-apps, by its contracts. The cards read the
 * whole list (a school has a handful of apps), its rows typed as they use them.
 */
import { z } from 'zod';
import { call } from '../../../lib/api.ts';
import { contractsOf } from '../../../../shared/api/resources.ts';
import { EXAM_ALLOWED_APPS } from '../../../../shared/resources/definitions/exam-lists.ts';
import { APP_PLATFORMS } from '../../../../shared/exams/platform/app-platforms.ts';

const contracts = contractsOf(EXAM_ALLOWED_APPS);

const appRow = z.object({
  id: z.number(),
  name: z.string(),
  platform: z.enum(APP_PLATFORMS),
  config_key: z.string().nullable(),
  browser_exam_key: z.string().nullable(),
  active: z.boolean(),
  notes: z.string().nullable(),
});
export type AllowedApp = z.output<typeof appRow>;
export type AppDraft = Omit<AllowedApp, 'id'>;

export const listApps = async () => appRow.array().parse((await call(contracts.list, { input: { per_page: 100 } })).data);
export const saveApp = (id: number | null, input: AppDraft) =>
  id === null ? call(contracts.create, { input }) : call(contracts.update, { params: { id: String(id) }, input });
export const deleteApp = (id: number) => call(contracts.remove, { params: { id: String(id) } });
