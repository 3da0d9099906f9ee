import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { announcements, polls, posts } from '../db/schema/content.ts';
import { foundations, schoolStages, schools } from '../db/schema/schools.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { USER_TYPES, type UserTypeId } from '../../shared/user-types.ts';
import { EMPLOYEE_USER_TYPES } from '../../shared/staff/permissions.ts';
import { foundationRecap as ppdbFoundationRecap } from '../ppdb/recap.ts';
import { requireContent } from './guard.ts';

/** The schools of the session's foundation (the session's own school when it belongs to none). */
async function foundationSchools(ctx: SessionContext) {
  const [own] = await ctx.db.select({ foundationId: schools.foundationId }).from(schools).where(eq(schools.id, ctx.session.schoolId));
  const foundationId = ctx.session.foundationId ?? own?.foundationId ?? null;
  return ctx.db
    .select({ id: schools.id, name: schools.name, slug: schools.slug, stage: schoolStages.code, foundation: foundations.name })
    .from(schools)
    .innerJoin(schoolStages, eq(schoolStages.id, schools.stageId))
    .leftJoin(foundations, eq(foundations.id, schools.foundationId))
    .where(foundationId === null ? eq(schools.id, ctx.session.schoolId) : eq(schools.foundationId, foundationId))
    .orderBy(asc(schools.name));
}

const countBy = (rows: { schoolId: number; n: number }[]) => new Map(rows.map((r) => [r.schoolId, r.n]));

/** GET /api/content/foundation: each school's people and what it has published, counted live. */
export async function foundationRecap({ ctx }: { ctx: SessionContext }) {
  requireContent(ctx, 'foundation.read');
  const members = await foundationSchools(ctx);
  const ids = members.length ? members.map((m) => m.id) : [0];
  const staffTypes = EMPLOYEE_USER_TYPES.filter((t) => t !== '3');
  const [ppdb, people, news, info, openPolls] = await Promise.all([
    // Admissions through the PPDB module's own recap (the seam), not its tables.
    ppdbFoundationRecap({ ctx }),
    ctx.db
      .select({
        schoolId: users.schoolId,
        students: sql<number>`count(*) filter (where ${users.userTypeId} = '5')::int`,
        teachers: sql<number>`count(*) filter (where ${users.userTypeId} = '3')::int`,
        staff: sql<number>`count(*) filter (where ${inArray(users.userTypeId, [...staffTypes])})::int`,
        guardians: sql<number>`count(*) filter (where ${users.userTypeId} = '6')::int`,
      })
      .from(users)
      .where(and(inArray(users.schoolId, ids), eq(users.isActive, true)))
      .groupBy(users.schoolId),
    ctx.db
      .select({ schoolId: posts.schoolId, n: count() })
      .from(posts)
      .where(and(inArray(posts.schoolId, ids), eq(posts.status, 'published')))
      .groupBy(posts.schoolId),
    ctx.db
      .select({ schoolId: announcements.schoolId, n: count() })
      .from(announcements)
      .where(inArray(announcements.schoolId, ids))
      .groupBy(announcements.schoolId),
    ctx.db
      .select({ schoolId: polls.schoolId, n: count() })
      .from(polls)
      .where(and(inArray(polls.schoolId, ids), or(isNull(polls.closesAt), gt(polls.closesAt, new Date()))))
      .groupBy(polls.schoolId),
  ]);
  const [newsOf, infoOf, pollsOf] = [countBy(news), countBy(info), countBy(openPolls)];
  const ppdbOf = new Map(ppdb.schools.map((s) => [s.schoolId, s]));
  const rows = members.map((m) => {
    const p = people.find((x) => x.schoolId === m.id);
    return {
      id: m.id,
      name: m.name,
      slug: m.slug,
      stage: m.stage,
      students: p?.students ?? 0,
      teachers: p?.teachers ?? 0,
      staff: p?.staff ?? 0,
      guardians: p?.guardians ?? 0,
      newsPublished: newsOf.get(m.id) ?? 0,
      announcements: infoOf.get(m.id) ?? 0,
      openPolls: pollsOf.get(m.id) ?? 0,
      ppdbApplicants: ppdbOf.get(m.id)?.applicants ?? 0,
      ppdbAccepted: ppdbOf.get(m.id)?.accepted ?? 0,
    };
  });
  const sum = (k: 'students' | 'teachers' | 'staff' | 'guardians' | 'newsPublished' | 'ppdbApplicants' | 'ppdbAccepted') => rows.reduce((s, r) => s + r[k], 0);
  return {
    foundation: members[0]?.foundation ?? members[0]?.name ?? '',
    schools: rows,
    totals: {
      students: sum('students'),
      teachers: sum('teachers'),
      staff: sum('staff'),
      guardians: sum('guardians'),
      newsPublished: sum('newsPublished'),
      ppdbApplicants: sum('ppdbApplicants'),
      ppdbAccepted: sum('ppdbAccepted'),
    },
  };
}

/** The accounts that run the foundation's schools: the foundation itself and each school's leadership and office. */
const MANAGERS = ['13', '2', '4', '9', '11'];

/** GET /api/content/foundation/users */
export async function foundationUsers({ ctx }: { ctx: SessionContext }) {
  requireContent(ctx, 'foundation.read');
  const members = await foundationSchools(ctx);
  const ids = members.length ? members.map((m) => m.id) : [0];
  const rows = await ctx.db
    .select({ id: users.id, fullName: users.fullName, email: users.email, type: users.userTypeId, school: schools.name, isActive: users.isActive })
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .where(and(inArray(users.schoolId, ids), inArray(users.userTypeId, MANAGERS)))
    .orderBy(asc(schools.name), asc(users.userTypeId), asc(users.fullName))
    .limit(1000);
  return {
    data: rows.map((r) => ({
      id: r.id,
      fullName: r.fullName,
      email: r.email,
      userType: USER_TYPES[r.type as UserTypeId]?.name ?? r.type,
      school: r.school,
      isActive: r.isActive,
    })),
  };
}
