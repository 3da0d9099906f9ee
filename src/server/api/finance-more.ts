import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as S from '../../shared/api/finance/savings.ts';
import * as I from '../../shared/api/finance/installments.ts';
import * as G from '../../shared/api/finance/budgets.ts';
import { createSavingsTransaction, listSavings, savingsJournal, savingsMutation } from '../finance/savings.ts';
import { deleteInstallmentPlan, listInstallmentPlans, saveInstallmentPlan } from '../finance/installments.ts';
import { createBudget, deleteBudgetItem, getBudget, listBudgets, saveBudgetItem, submitBudget } from '../finance/budgets.ts';
import { decideBudget, listFoundationBudgets } from '../finance/budget-approval.ts';
import { disburseBudgetItem, listDisbursable } from '../finance/budget-spending.ts';
import { budgetRealization, percentageFund } from '../finance/budget-reports.ts';
import { exportReportContract } from '../../shared/api/finance/exports.ts';
import { vaTransactionsContract } from '../../shared/api/finance/gateway.ts';
import { exportReport } from '../finance/export.ts';
import { vaTransactions } from '../finance/va-report.ts';

import * as T from '../../shared/api/finance/settlements.ts';
import * as M from '../../shared/api/finance/manual-bills.ts';
import * as W from '../../shared/api/finance/work-orders.ts';
import * as K from '../../shared/api/finance/bank-mutations.ts';
import * as X from '../../shared/api/finance/blasts.ts';
import { foundationDashboardContract } from '../../shared/api/finance/foundation.ts';
import { createSettlement, gatewayBalance } from '../finance/settlements.ts';
import { createManualBill, listManualBills } from '../finance/manual-bills.ts';
import { createWorkOrder, decideWorkOrder, listWorkOrders, payWorkOrder } from '../finance/work-orders.ts';
import { ignoreBankMutation, importBankMutations, listBankMutations, postBankMutation } from '../finance/bank-mutations.ts';
import { createBlast, listBlasts, previewBlast } from '../finance/invoice-blast.ts';
import { foundationDashboard } from '../finance/foundation-dashboard.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Finance, second part (issue 17): savings, installments, budgets (RKAS) and their reports. */
export function registerFinancePlansApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, S.listSavingsContract, ({ ctx, input }) => listSavings({ ctx, input }));
  route(app, deps, S.createSavingsContract, ({ ctx, input }) => createSavingsTransaction({ ctx, input }));
  route(app, deps, S.savingsJournalContract, ({ ctx, input }) => savingsJournal({ ctx, input }));
  route(app, deps, S.savingsMutationContract, ({ ctx, input }) => savingsMutation({ ctx, input }));
  route(app, deps, I.listInstallmentsContract, ({ ctx }) => listInstallmentPlans({ ctx }));
  route(app, deps, I.saveInstallmentsContract, ({ ctx, input }) => saveInstallmentPlan({ ctx, input }));
  route(app, deps, I.deleteInstallmentsContract, ({ ctx, params }) => deleteInstallmentPlan({ ctx, invoiceId: params.id }));
  route(app, deps, G.listBudgetsContract, ({ ctx }) => listBudgets({ ctx }));
  route(app, deps, G.disbursableContract, ({ ctx }) => listDisbursable({ ctx }));
  route(app, deps, G.getBudgetContract, ({ ctx, params }) => getBudget({ ctx, id: params.id }));
  route(app, deps, G.createBudgetContract, ({ ctx, input }) => createBudget({ ctx, input }));
  route(app, deps, G.createBudgetItemContract, ({ ctx, params, input }) => saveBudgetItem({ ctx, budgetId: params.id, itemId: null, input }));
  route(app, deps, G.updateBudgetItemContract, ({ ctx, params, input }) => saveBudgetItem({ ctx, budgetId: params.id, itemId: params.itemId, input }));
  route(app, deps, G.deleteBudgetItemContract, ({ ctx, params }) => deleteBudgetItem({ ctx, budgetId: params.id, itemId: params.itemId }));
  route(app, deps, G.submitBudgetContract, ({ ctx, params }) => submitBudget({ ctx, id: params.id }));
  route(app, deps, G.foundationBudgetsContract, ({ ctx }) => listFoundationBudgets({ ctx }));
  route(app, deps, G.decideBudgetContract, ({ ctx, params, input }) => decideBudget({ ctx, id: params.id, input }));
  route(app, deps, G.disburseContract, ({ ctx, params, input }) => disburseBudgetItem({ ctx, itemId: params.id, input }));
  route(app, deps, G.realizationContract, ({ ctx, input }) => budgetRealization({ ctx, input }));
  route(app, deps, G.percentageFundContract, ({ ctx, input }) => percentageFund({ ctx, input }));
  route(app, deps, T.gatewayBalanceContract, ({ ctx }) => gatewayBalance({ ctx }));
  route(app, deps, T.createSettlementContract, ({ ctx, input }) => createSettlement({ ctx, input }));
  route(app, deps, M.listManualBillsContract, ({ ctx }) => listManualBills({ ctx }));
  route(app, deps, M.createManualBillContract, ({ ctx, input }) => createManualBill({ ctx, input }));
  route(app, deps, W.listWorkOrdersContract, ({ ctx }) => listWorkOrders({ ctx }));
  route(app, deps, W.createWorkOrderContract, ({ ctx, input }) => createWorkOrder({ ctx, input }));
  route(app, deps, W.decideWorkOrderContract, ({ ctx, params, input }) => decideWorkOrder({ ctx, id: params.id, input }));
  route(app, deps, W.payWorkOrderContract, ({ ctx, params, input }) => payWorkOrder({ ctx, id: params.id, input }));
  route(app, deps, K.importBankMutationsContract, ({ ctx, input }) => importBankMutations({ ctx, input }));
  route(app, deps, K.listBankMutationsContract, ({ ctx, input }) => listBankMutations({ ctx, input }));
  route(app, deps, K.postBankMutationContract, ({ ctx, params, input }) => postBankMutation({ ctx, id: params.id, input }));
  route(app, deps, K.ignoreBankMutationContract, ({ ctx, params }) => ignoreBankMutation({ ctx, id: params.id }));
  route(app, deps, X.listBlastsContract, ({ ctx }) => listBlasts({ ctx }));
  route(app, deps, X.previewBlastContract, ({ ctx, input }) => previewBlast({ ctx, input }));
  route(app, deps, X.createBlastContract, ({ ctx, input }) => createBlast({ ctx, input }));
  route(app, deps, foundationDashboardContract, ({ ctx, input }) => foundationDashboard({ ctx, input }));
  route(app, deps, vaTransactionsContract, ({ ctx, input }) => vaTransactions({ ctx, input }));
  route(app, deps, exportReportContract, async ({ ctx, params, input, reply }) => {
    const file = await exportReport({ ctx, report: params.report, input });
    return reply.type(XLSX).header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'no-store').send(file.bytes);
  });
}
