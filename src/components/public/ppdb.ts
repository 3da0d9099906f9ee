import type { PpdbPageLocals, PublicAdmissions, PublicPeriod } from '../../shared/ppdb/public-view.ts';
import { PPDB_PATHWAY_LABELS } from '../../shared/tenant-schema.ts';
import { formatDate, type Tenant } from './tenants.ts';

/** Period status as of the request (the server checks again on every registration). */
export type PeriodStatus = 'open' | 'soon' | 'closed';

export function periodStatus(
  period: Pick<PublicPeriod, 'opens' | 'closes'>,
  today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10),
): PeriodStatus {
  if (today < period.opens) return 'soon';
  return today > period.closes ? 'closed' : 'open';
}

export const STATUS_LABEL: Record<PeriodStatus, string> = { open: 'Dibuka', soon: 'Segera dibuka', closed: 'Ditutup' };

export const periodDates = (p: Pick<PublicPeriod, 'opens' | 'closes'>) => `${formatDate(p.opens)} – ${formatDate(p.closes)}`;

/**
 * The admissions the pages show: from the database through the server's reader (Astro.locals), so what a
 * school changes in the portal shows at once. Without a server (astro dev) the tenant files, which seed it.
 */
export async function admissionsOf(locals: unknown, tenants: Tenant[]): Promise<PublicAdmissions> {
  const reader = (locals as PpdbPageLocals | undefined)?.ppdbAdmissions;
  if (reader) return reader();
  return Object.fromEntries(
    tenants.map(({ slug, school }) => [
      slug,
      {
        majors: school.ppdb.majors,
        periods: school.ppdb.periods.map((p) => ({
          key: p.id,
          name: p.name,
          academicYear: p.academicYear,
          opens: p.opens,
          closes: p.closes,
          fee: p.fee,
          quota: p.quota,
          pathways: p.pathways.map((pathway) => ({ pathway, label: PPDB_PATHWAY_LABELS[pathway], quota: 0 })),
          requirements: p.requirements,
        })),
      },
    ]),
  );
}

export interface AdmittingSchool {
  slug: string;
  tenant: Tenant;
  majors: string[];
  periods: PublicPeriod[];
}

/** Schools with at least one period that is open or about to open, in directory order. */
export function admittingSchools(tenants: Tenant[], admissions: PublicAdmissions): AdmittingSchool[] {
  return tenants
    .map((tenant) => ({ slug: tenant.slug, tenant, majors: admissions[tenant.slug]?.majors ?? [], periods: admissions[tenant.slug]?.periods ?? [] }))
    .filter((s) => s.periods.some((p) => periodStatus(p) !== 'closed'));
}

export const rupiah = (n: number) => (n === 0 ? 'Gratis' : `Rp${n.toLocaleString('id-ID')}`);
