import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { sendPdf } from '../documents/pdf-file.ts';
import * as L from '../../shared/api/finance/ledger.ts';
import * as B from '../../shared/api/finance/billing.ts';
import * as P from '../../shared/api/finance/payments.ts';
import { listAccounts, saveAccount } from '../finance/accounts.ts';
import { createManualJournal, getJournal, listJournals, reverseJournal } from '../finance/journals.ts';
import { getFinanceSettings, lockPeriod, postOpeningBalances, saveFinanceSettings } from '../finance/settings.ts';
import { accountLedger, balanceSheet, profitLoss, trialBalance } from '../finance/reports.ts';
import { deleteDiscount, getBillingSetup, saveDiscount, saveFeeType } from '../finance/billing-setup.ts';
import { generateInvoices, invoiceRecap, listInvoices } from '../finance/invoices.ts';
import { listArrears, remindArrears } from '../finance/arrears.ts';
import { getStudentAccount, myBills, searchStudents } from '../finance/students.ts';
import { cancelPayment, createPayment, getPayment, listPayments } from '../finance/payments.ts';
import { arrearsLetterPdf, receiptPdf } from '../finance/documents.ts';
import {
  createVaContract,
  gatewayCredentialStatusContract,
  midtransCallbackContract,
  saveGatewayCredentialsContract,
  simulatedCallbackContract,
  snapCallbackContract,
  xenditCallbackContract,
} from '../../shared/api/finance/gateway.ts';
import { createVirtualAccount } from '../finance/virtual-accounts.ts';
import { gatewayCredentialStatus, saveGatewayCredentials } from '../finance/gateway-credentials.ts';
import { handleVaCallback } from '../finance/va-callback.ts';
import { registerFinancePlansApi } from './finance-more.ts';

/** Finance (document 02, section 2.11; issue 17): ledger, billing, cashier, arrears, reports. */
export function registerFinanceApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, L.listAccountsContract, ({ ctx }) => listAccounts({ ctx }));
  route(app, deps, L.createAccountContract, ({ ctx, input }) => saveAccount({ ctx, id: null, input }));
  route(app, deps, L.updateAccountContract, ({ ctx, params, input }) => saveAccount({ ctx, id: params.id, input }));
  route(app, deps, L.listJournalsContract, ({ ctx, input }) => listJournals({ ctx, input }));
  route(app, deps, L.getJournalContract, ({ ctx, params }) => getJournal({ ctx, id: params.id }));
  route(app, deps, L.createJournalContract, ({ ctx, input }) => createManualJournal({ ctx, input }));
  route(app, deps, L.reverseJournalContract, ({ ctx, params, input }) => reverseJournal({ ctx, id: params.id, input }));
  route(app, deps, L.openingContract, ({ ctx, input }) => postOpeningBalances({ ctx, input }));
  route(app, deps, L.getSettingsContract, ({ ctx }) => getFinanceSettings({ ctx }));
  route(app, deps, L.lockContract, ({ ctx, input }) => lockPeriod({ ctx, input }));
  route(app, deps, L.saveSettingsContract, ({ ctx, input }) => saveFinanceSettings({ ctx, input }));
  route(app, deps, L.trialBalanceContract, ({ ctx, input }) => trialBalance({ ctx, input }));
  route(app, deps, L.profitLossContract, ({ ctx, input }) => profitLoss({ ctx, input }));
  route(app, deps, L.balanceSheetContract, ({ ctx, input }) => balanceSheet({ ctx, input }));
  route(app, deps, L.ledgerContract, ({ ctx, input }) => accountLedger({ ctx, input }));
  route(app, deps, B.billingSetupContract, ({ ctx }) => getBillingSetup({ ctx }));
  route(app, deps, B.createFeeTypeContract, ({ ctx, input }) => saveFeeType({ ctx, id: null, input }));
  route(app, deps, B.updateFeeTypeContract, ({ ctx, params, input }) => saveFeeType({ ctx, id: params.id, input }));
  route(app, deps, B.saveDiscountContract, ({ ctx, input }) => saveDiscount({ ctx, input }));
  route(app, deps, B.deleteDiscountContract, ({ ctx, params }) => deleteDiscount({ ctx, id: params.id }));
  route(app, deps, B.generateInvoicesContract, ({ ctx, input }) => generateInvoices({ ctx, input }));
  route(app, deps, B.listInvoicesContract, ({ ctx, input }) => listInvoices({ ctx, input }));
  route(app, deps, B.invoiceRecapContract, ({ ctx }) => invoiceRecap({ ctx }));
  route(app, deps, B.listArrearsContract, ({ ctx, input }) => listArrears({ ctx, input }));
  route(app, deps, B.remindArrearsContract, ({ ctx, input }) => remindArrears({ ctx, input }));
  route(app, deps, B.arrearsLetterContract, async ({ ctx, input, reply }) => sendPdf(reply, await arrearsLetterPdf({ ctx, input })));
  route(app, deps, P.searchStudentsContract, ({ ctx, input }) => searchStudents({ ctx, input }));
  route(app, deps, P.studentAccountContract, ({ ctx, params }) => getStudentAccount({ ctx, id: params.id }));
  route(app, deps, P.myBillsContract, ({ ctx }) => myBills({ ctx }));
  route(app, deps, P.createPaymentContract, ({ ctx, input }) => createPayment({ ctx, input }));
  route(app, deps, P.listPaymentsContract, ({ ctx, input }) => listPayments({ ctx, input }));
  route(app, deps, P.getPaymentContract, ({ ctx, params }) => getPayment({ ctx, id: params.id }));
  route(app, deps, P.cancelPaymentContract, ({ ctx, params, input }) => cancelPayment({ ctx, id: params.id, input }));
  const notification = (request: { url: string; headers: Record<string, string | string[] | undefined> }, body: unknown) => ({
    path: request.url.replace(/^\/api\/finance\/va\/snap/, '').split('?')[0],
    headers: request.headers,
    body,
  });
  route(app, deps, simulatedCallbackContract, ({ ctx, input, request }) =>
    handleVaCallback({ ctx, provider: 'simulasi', notification: notification(request, input) }),
  );
  route(app, deps, midtransCallbackContract, ({ ctx, input, request }) =>
    handleVaCallback({ ctx, provider: 'midtrans', notification: notification(request, input) }),
  );
  route(app, deps, xenditCallbackContract, ({ ctx, input, request }) =>
    handleVaCallback({ ctx, provider: 'xendit', notification: notification(request, input) }),
  );
  route(app, deps, snapCallbackContract, async ({ ctx, request }) => {
    // The bank signed the body as it sent it: the request's own parsed JSON, key order kept.
    const answer = await handleVaCallback({ ctx, provider: 'snap', notification: notification(request, request.body) });
    return { responseCode: '2002500', responseMessage: 'Successful', ...answer };
  });
  route(app, deps, createVaContract, ({ ctx, input }) => createVirtualAccount({ ctx, input }));
  route(app, deps, gatewayCredentialStatusContract, ({ ctx }) => gatewayCredentialStatus({ ctx }));
  route(app, deps, saveGatewayCredentialsContract, ({ ctx, input }) => saveGatewayCredentials({ ctx, input }));
  route(app, deps, P.receiptPdfContract, async ({ ctx, params, input, reply }) => sendPdf(reply, await receiptPdf({ ctx, id: params.id, paper: input.paper })));
  registerFinancePlansApi(app, deps);
}
