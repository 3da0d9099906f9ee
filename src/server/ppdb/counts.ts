import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ppdbRegistrations } from '../db/schema/ppdb.ts';
import type { Tx } from '../audit/record-audit.ts';

/** Statuses that passed the document check, and those that hold a seat. */
export const VERIFIED = ['verified', 'accepted', 'not_accepted', 'reregistered'];
export const SEATED = ['accepted', 'reregistered'];

export interface PathwayCounts {
  applicants: number;
  verified: number;
  rejected: number;
  accepted: number;
  reregistered: number;
}

const zero = (): PathwayCounts => ({ applicants: 0, verified: 0, rejected: 0, accepted: 0, reregistered: 0 });

/** The counts every recap shows, as one selection to group by period, pathway or school. */
export const statusCounts = {
  applicants: sql<number>`count(*)::int`,
  verified: sql<number>`count(*) filter (where ${ppdbRegistrations.status} in ('verified','accepted','not_accepted','reregistered'))::int`,
  rejected: sql<number>`count(*) filter (where ${ppdbRegistrations.status} = 'rejected')::int`,
  accepted: sql<number>`count(*) filter (where ${ppdbRegistrations.status} in ('accepted','reregistered'))::int`,
  reregistered: sql<number>`count(*) filter (where ${ppdbRegistrations.status} = 'reregistered')::int`,
};

/** Counts per period and pathway of one school, in one grouped read: "periodId:pathway" -> counts. */
export async function countByPathway(db: Db | Tx, schoolId: number, periodIds: readonly number[]): Promise<Map<string, PathwayCounts>> {
  const out = new Map<string, PathwayCounts>();
  if (periodIds.length === 0) return out;
  const rows = await db
    .select({ periodId: ppdbRegistrations.periodId, pathway: ppdbRegistrations.pathway, ...statusCounts })
    .from(ppdbRegistrations)
    .where(and(eq(ppdbRegistrations.schoolId, schoolId), inArray(ppdbRegistrations.periodId, [...periodIds])))
    .groupBy(ppdbRegistrations.periodId, ppdbRegistrations.pathway);
  for (const r of rows)
    out.set(`${r.periodId}:${r.pathway}`, {
      applicants: r.applicants,
      verified: r.verified,
      rejected: r.rejected,
      accepted: r.accepted,
      reregistered: r.reregistered,
    });
  return out;
}

export const countsOf = (map: Map<string, PathwayCounts>, periodId: number, pathway: string) => map.get(`${periodId}:${pathway}`) ?? zero();
