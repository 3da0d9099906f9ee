import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { registerApplicant } from '../ppdb/register-applicant.ts';
import { checkRegistration } from '../ppdb/check-registration.ts';
import * as P from '../../shared/api/public-forms.ts';
import * as S from '../../shared/api/ppdb/settings.ts';
import * as A from '../../shared/api/ppdb/applicants.ts';
import * as R from '../../shared/api/ppdb/recap.ts';
import { getSetting, listSettings } from '../ppdb/settings-read.ts';
import { createSetting, updateSetting } from '../ppdb/save-setting.ts';
import { createPeriod, updatePeriod } from '../ppdb/save-period.ts';
import { getPeriod, listPeriods } from '../ppdb/get-periods.ts';
import { addActivity, saveActivity, saveCosts, saveRequirements } from '../ppdb/save-lists.ts';
import { deleteReduction, listReductions, saveReduction } from '../ppdb/reductions.ts';
import { listApplicants } from '../ppdb/list-applicants.ts';
import { getApplicant } from '../ppdb/get-applicant.ts';
import { verifyApplicant } from '../ppdb/verify-applicant.ts';
import { decideApplicant } from '../ppdb/decide-applicant.ts';
import { rankPeriod } from '../ppdb/rank-period.ts';
import { announcePeriod } from '../ppdb/announce-period.ts';
import { reregisterApplicant } from '../ppdb/reregister-applicant.ts';
import { foundationRecap, schoolRecap } from '../ppdb/recap.ts';

/** Admissions (document 02, section 2.13): the public form and check, and the school's administration (issue 19). */
export function registerPpdbApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, P.registerApplicantContract, ({ ctx, input }) => registerApplicant({ ctx, input }));
  route(app, deps, P.checkRegistrationContract, ({ ctx, input }) => checkRegistration({ ctx, input }));

  route(app, deps, S.listSettingsContract, ({ ctx }) => listSettings({ ctx }));
  route(app, deps, S.createSettingContract, ({ ctx, input }) => createSetting({ ctx, input }));
  route(app, deps, S.getSettingContract, ({ ctx, params }) => getSetting({ ctx, id: params.id }));
  route(app, deps, S.updateSettingContract, ({ ctx, params, input }) => updateSetting({ ctx, id: params.id, input }));
  route(app, deps, S.createPeriodContract, ({ ctx, params, input }) => createPeriod({ ctx, settingId: params.id, input }));
  route(app, deps, S.listPeriodsContract, ({ ctx }) => listPeriods({ ctx }));
  route(app, deps, S.getPeriodContract, ({ ctx, params }) => getPeriod({ ctx, id: params.id }));
  route(app, deps, S.updatePeriodContract, ({ ctx, params, input }) => updatePeriod({ ctx, id: params.id, input }));
  route(app, deps, S.saveActivityContract, ({ ctx, params, input }) => saveActivity({ ctx, settingId: params.id, activityId: params.activityId, input }));
  route(app, deps, S.addActivityContract, ({ ctx, params, input }) => addActivity({ ctx, settingId: params.id, input }));
  route(app, deps, S.saveRequirementsContract, ({ ctx, params, input }) => saveRequirements({ ctx, settingId: params.id, input }));
  route(app, deps, S.saveCostsContract, ({ ctx, params, input }) => saveCosts({ ctx, settingId: params.id, input }));
  route(app, deps, S.listReductionsContract, ({ ctx }) => listReductions({ ctx }));
  route(app, deps, S.saveReductionContract, ({ ctx, input }) => saveReduction({ ctx, input }));
  route(app, deps, S.deleteReductionContract, ({ ctx, params }) => deleteReduction({ ctx, id: params.id }));

  route(app, deps, A.listApplicantsContract, ({ ctx, params, input }) => listApplicants({ ctx, periodId: params.id, input }));
  route(app, deps, A.getApplicantContract, ({ ctx, params }) => getApplicant({ ctx, id: params.id }));
  route(app, deps, A.verifyApplicantContract, ({ ctx, params, input }) => verifyApplicant({ ctx, id: params.id, input }));
  route(app, deps, A.decideApplicantContract, ({ ctx, params, input }) => decideApplicant({ ctx, id: params.id, input }));
  route(app, deps, A.rankPeriodContract, ({ ctx, params }) => rankPeriod({ ctx, id: params.id }));
  route(app, deps, A.announcePeriodContract, ({ ctx, params }) => announcePeriod({ ctx, id: params.id }));
  route(app, deps, A.reregisterApplicantContract, ({ ctx, params, input }) => reregisterApplicant({ ctx, id: params.id, input }));

  route(app, deps, R.schoolRecapContract, ({ ctx }) => schoolRecap({ ctx }));
  route(app, deps, R.foundationRecapContract, ({ ctx }) => foundationRecap({ ctx }));
}
