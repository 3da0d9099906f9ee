import type { PpdbPeriod, TenantSchool } from '../../shared/tenant-schema.ts';
import { validationError } from '../http/errors.ts';
import { tenantRegistry } from '../site/tenant-registry.ts';

/** Today's date in Indonesia's western time zone (WIB), where admission periods open and close. */
export function todayInJakarta(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The school and its admission period, if the period is open today; otherwise a 422 naming the field. */
export function openPeriod(slug: string, periodId: string, today = todayInJakarta()): { school: TenantSchool; period: PpdbPeriod } {
  const school = tenantRegistry().bySlug.get(slug);
  if (!school) throw validationError({ school: ['Sekolah tidak ditemukan.'] });
  const period = school.ppdb.periods.find((p) => p.id === periodId);
  if (!period) throw validationError({ period: ['Gelombang pendaftaran tidak ditemukan.'] });
  if (today < period.opens) throw validationError({ period: [`Gelombang ini baru dibuka ${period.opens}.`] });
  if (today > period.closes) throw validationError({ period: ['Gelombang ini sudah ditutup.'] });
  return { school, period };
}
