import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { confirmResetContract, registerWithCodeContract, requestAccountContract, requestResetContract } from '../../shared/api/accounts/public.ts';
import {
  approveRequestContract,
  createCodeContract,
  deactivateCodeContract,
  getOwnDetailsContract,
  getSwitchesContract,
  listCodesContract,
  listRequestsContract,
  rejectRequestContract,
  saveOwnDetailsContract,
  saveSwitchesContract,
  searchAccountsContract,
  sendResetLinkContract,
  setAccountPasswordContract,
} from '../../shared/api/accounts/admin.ts';
import { requestReset } from '../accounts/request-reset.ts';
import { confirmReset } from '../accounts/confirm-reset.ts';
import { approveRequest, listRequests, rejectRequest, submitAccountRequest } from '../accounts/account-requests.ts';
import { createCode, deactivateCode, listCodes, registerWithCode } from '../accounts/registration-codes.ts';
import { searchAccounts, sendResetLink, setAccountPassword } from '../accounts/admin-reset.ts';
import { getSwitches, saveSwitches } from '../accounts/school-switches.ts';
import { getOwnDetails, saveOwnDetails } from '../accounts/own-details.ts';
import { baseUrlOf } from '../accounts/reset-secrets.ts';

/** Accounts (issue 20, item 5): the public reset, request and code pages, the account desk, the school's switches. */
export function registerAccountsApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, requestResetContract, ({ ctx, input, request }) => requestReset({ ctx, input, baseUrl: baseUrlOf(request) }));
  route(app, deps, confirmResetContract, ({ ctx, input }) => confirmReset({ ctx, input }));
  route(app, deps, requestAccountContract, ({ ctx, input }) => submitAccountRequest({ ctx, input }));
  route(app, deps, registerWithCodeContract, ({ ctx, input }) => registerWithCode({ ctx, input }));

  route(app, deps, searchAccountsContract, ({ ctx, input }) => searchAccounts({ ctx, input }));
  route(app, deps, setAccountPasswordContract, ({ ctx, params, input }) => setAccountPassword({ ctx, id: params.id, input }));
  route(app, deps, sendResetLinkContract, ({ ctx, params, input, request }) => sendResetLink({ ctx, id: params.id, input, baseUrl: baseUrlOf(request) }));
  route(app, deps, listRequestsContract, ({ ctx, input }) => listRequests({ ctx, input }));
  route(app, deps, approveRequestContract, ({ ctx, params, input, request }) => approveRequest({ ctx, id: params.id, input, baseUrl: baseUrlOf(request) }));
  route(app, deps, rejectRequestContract, ({ ctx, params, input }) => rejectRequest({ ctx, id: params.id, input }));
  route(app, deps, listCodesContract, ({ ctx }) => listCodes({ ctx }));
  route(app, deps, createCodeContract, ({ ctx, input }) => createCode({ ctx, input }));
  route(app, deps, deactivateCodeContract, ({ ctx, params }) => deactivateCode({ ctx, id: params.id }));
  route(app, deps, getSwitchesContract, ({ ctx }) => getSwitches({ ctx }));
  route(app, deps, saveSwitchesContract, ({ ctx, input }) => saveSwitches({ ctx, input }));
  route(app, deps, getOwnDetailsContract, ({ ctx }) => getOwnDetails({ ctx }));
  route(app, deps, saveOwnDetailsContract, ({ ctx, input }) => saveOwnDetails({ ctx, input }));
}
