import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { sendPdf } from '../documents/pdf-file.ts';
import * as E from '../../shared/api/staff/employees.ts';
import * as P from '../../shared/api/staff/payroll.ts';
import { listEmployees } from '../staff/employees.ts';
import { getEmployee, saveEmployee } from '../staff/employee-detail.ts';
import { deleteAppendix, listAppendices, saveAppendix } from '../staff/appendices.ts';
import { closePayroll, draftPayroll, getPayroll } from '../staff/payroll.ts';
import { getPayslip, updatePayslip } from '../staff/payslips.ts';
import { payslipPdf } from '../staff/payslip-pdf.ts';

/** Staff records and payroll (document 02, section 2.12; issue 19). The plain lists go through /api/resources. */
export function registerStaffApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, E.listEmployeesContract, ({ ctx, input }) => listEmployees({ ctx, input }));
  route(app, deps, E.getEmployeeContract, ({ ctx, params }) => getEmployee({ ctx, id: params.id }));
  route(app, deps, E.saveEmployeeContract, ({ ctx, params, input }) => saveEmployee({ ctx, id: params.id, input }));
  route(app, deps, E.listAppendicesContract, ({ ctx }) => listAppendices({ ctx }));
  route(app, deps, E.saveAppendixContract, ({ ctx, input }) => saveAppendix({ ctx, input }));
  route(app, deps, E.deleteAppendixContract, ({ ctx, params }) => deleteAppendix({ ctx, id: params.id }));
  route(app, deps, P.getPayrollContract, ({ ctx, input }) => getPayroll({ ctx, input }));
  route(app, deps, P.draftPayrollContract, ({ ctx, input }) => draftPayroll({ ctx, input }));
  route(app, deps, P.closePayrollContract, ({ ctx, params }) => closePayroll({ ctx, id: params.id }));
  route(app, deps, P.getPayslipContract, ({ ctx, params }) => getPayslip({ ctx, id: params.id }));
  route(app, deps, P.updatePayslipContract, ({ ctx, params, input }) => updatePayslip({ ctx, id: params.id, input }));
  route(app, deps, P.payslipPdfContract, async ({ ctx, params, input, reply }) => sendPdf(reply, await payslipPdf({ ctx, id: params.id, paper: input.paper })));
}
