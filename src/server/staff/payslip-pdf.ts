import type { Paper } from '../../shared/documents/paper.ts';
import { renderPayslip } from '../documents/payslip.ts';
import { pdfFilename, type PdfFile } from '../documents/pdf-file.ts';
import { loadSchoolProfile } from '../documents/school-profile.ts';
import type { SessionContext } from '../http/context.ts';
import { requireStaff } from './guard.ts';
import { readPayslip } from './payslips.ts';

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** GET /api/staff/payslips/:id/payslip.pdf: the same readers as the payroll report. */
export async function payslipPdf({ ctx, id, paper }: { ctx: SessionContext; id: number; paper: Paper }): Promise<PdfFile> {
  requireStaff(ctx, 'payroll.read');
  const row = await readPayslip(ctx.db, ctx.session.schoolId, id);
  const school = await loadSchoolProfile(ctx.db, ctx.session.schoolId);
  const bytes = await renderPayslip({ school, paper, monthLabel: monthLabel(row.month), slip: row.s, date: new Date() });
  return { filename: pdfFilename('slip-gaji', `${row.s.fullName} ${row.month}`, paper), bytes };
}
