import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ppdbPeriods, ppdbRegistrations } from '../db/schema/ppdb.ts';
import type { Tx } from '../audit/record-audit.ts';
import { notFound } from '../http/errors.ts';

/** One applicant of the session's school, locked for the step that changes it; another school's is 404. */
export async function ownApplicant(db: Db | Tx, schoolId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(ppdbRegistrations)
    .where(and(eq(ppdbRegistrations.schoolId, schoolId), eq(ppdbRegistrations.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Pendaftar tidak ditemukan.');
  return row;
}

export async function ownPeriod(db: Db | Tx, schoolId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(ppdbPeriods)
    .where(and(eq(ppdbPeriods.schoolId, schoolId), eq(ppdbPeriods.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Gelombang tidak ditemukan.');
  return row;
}

/** The report average travels as a number with two decimals (85.5) and is kept as an integer x100. */
export const averageOut = (stored: number | null) => (stored === null ? null : stored / 100);
export const averageIn = (sent: number | null | undefined) => (sent === null || sent === undefined ? null : Math.round(sent * 100));

export function rowView(r: typeof ppdbRegistrations.$inferSelect) {
  return {
    id: r.id,
    registrationNumber: r.registrationNumber,
    fullName: r.fullName,
    pathway: r.pathway,
    major: r.major,
    previousSchool: r.previousSchool,
    status: r.status,
    distanceMeters: r.distanceMeters,
    reportAverage: averageOut(r.reportAverage),
    achievementPoints: r.achievementPoints,
    rank: r.rank,
    overQuota: r.overQuota,
    createdAt: r.createdAt,
  };
}
