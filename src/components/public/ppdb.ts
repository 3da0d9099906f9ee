import type { PpdbPeriod } from '../../shared/tenant-schema.ts';
import { formatDate, type Tenant } from './tenants.ts';

/** Period status as of the build (the server checks again on every registration). */
export type PeriodStatus = 'open' | 'soon' | 'closed';

export function periodStatus(period: PpdbPeriod, today = new Date().toISOString().slice(0, 10)): PeriodStatus {
  if (today < period.opens) return 'soon';
  return today > period.closes ? 'closed' : 'open';
}

export const STATUS_LABEL: Record<PeriodStatus, string> = { open: 'Dibuka', soon: 'Segera dibuka', closed: 'Ditutup' };

export const periodDates = (p: PpdbPeriod) => `${formatDate(p.opens)} – ${formatDate(p.closes)}`;

/** Schools with at least one period that is open or about to open, in directory order. */
export function admittingTenants(tenants: Tenant[]): Tenant[] {
  return tenants.filter((t) => t.school.ppdb.periods.some((p) => periodStatus(p) !== 'closed'));
}

export const rupiah = (n: number) => (n === 0 ? 'Gratis' : `Rp${n.toLocaleString('id-ID')}`);
