/** Extracurriculars: the list, one club with its roster, setting one up, a student's sign-up. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { extracurricularMembers, extracurriculars } from '../db/schema/classroom.ts';
import { classMaps, guardianStudents, sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, forbidden, notFound, validationError } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { clubInput } from '../../shared/api/classroom/extracurriculars.ts';
import { EXTRACURRICULAR_MANAGERS, EXTRACURRICULAR_READERS, GUARDIAN, STUDENT, TEACHER } from '../../shared/classroom/permissions.ts';

type Club = typeof extracurriculars.$inferSelect;
type MemberStatus = 'pending' | 'approved' | 'rejected';

export const CLUB_NOT_FOUND = 'Ekstrakurikuler tidak ditemukan.';
const manages = (ctx: SessionContext) => (EXTRACURRICULAR_MANAGERS as readonly string[]).includes(ctx.session.userTypeId);
export const coaches = (ctx: SessionContext, club: Pick<Club, 'coachId'>) => manages(ctx) || club.coachId === ctx.session.userId;

export function requireReader(ctx: SessionContext): void {
  if (!(EXTRACURRICULAR_READERS as readonly string[]).includes(ctx.session.userTypeId)) throw forbidden('Anda tidak memiliki akses ke data ekstrakurikuler.');
}

/** The year memberships are counted in: the session's, required for sign-up and the roster. */
export function yearOf(ctx: SessionContext): number {
  if (!ctx.session.academicYearId) throw validationError({ academicYearId: ['Pilih tahun ajaran terlebih dahulu.'] });
  return ctx.session.academicYearId;
}

/** The student whose membership the page shows: themself, or a guardian's first child. */
async function followedStudent(ctx: SessionContext): Promise<number | null> {
  if (ctx.session.userTypeId === STUDENT) return ctx.session.userId;
  if (ctx.session.userTypeId !== GUARDIAN) return null;
  const [child] = await ctx.db
    .select({ id: guardianStudents.studentId })
    .from(guardianStudents)
    .where(eq(guardianStudents.guardianId, ctx.session.userId))
    .orderBy(asc(guardianStudents.studentId))
    .limit(1);
  return child?.id ?? null;
}

async function summaries(ctx: SessionContext, clubs: Club[]) {
  const ids = clubs.map((c) => c.id);
  const year = ctx.session.academicYearId ?? 0;
  const tallies = ids.length
    ? await ctx.db
        .select({ id: extracurricularMembers.extracurricularId, status: extracurricularMembers.status, n: count() })
        .from(extracurricularMembers)
        .where(and(inArray(extracurricularMembers.extracurricularId, ids), eq(extracurricularMembers.academicYearId, year)))
        .groupBy(extracurricularMembers.extracurricularId, extracurricularMembers.status)
    : [];
  const student = await followedStudent(ctx);
  const mine =
    student && ids.length
      ? await ctx.db
          .select({ id: extracurricularMembers.extracurricularId, status: extracurricularMembers.status })
          .from(extracurricularMembers)
          .where(
            and(
              eq(extracurricularMembers.studentId, student),
              eq(extracurricularMembers.academicYearId, year),
              inArray(extracurricularMembers.extracurricularId, ids),
            ),
          )
      : [];
  const coachIds = [...new Set(clubs.flatMap((c) => (c.coachId ? [c.coachId] : [])))];
  const names = coachIds.length ? await ctx.db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, coachIds)) : [];
  const tally = (id: number, status: MemberStatus) => tallies.find((t) => t.id === id && t.status === status)?.n ?? 0;
  return clubs.map((c) => ({
    id: c.id,
    name: c.name,
    coachId: c.coachId,
    coachName: names.find((n) => n.id === c.coachId)?.name ?? null,
    schedule: c.schedule,
    place: c.place,
    description: c.description,
    quota: c.quota,
    members: tally(c.id, 'approved'),
    pending: tally(c.id, 'pending'),
    myStatus: (mine.find((m) => m.id === c.id)?.status as MemberStatus | undefined) ?? null,
    canCoach: coaches(ctx, c),
    canJoin: ctx.session.userTypeId === STUDENT && !mine.some((m) => m.id === c.id),
  }));
}

export async function listExtracurriculars({ ctx }: { ctx: SessionContext }) {
  requireReader(ctx);
  const clubs = await ctx.db.select().from(extracurriculars).where(eq(extracurriculars.schoolId, ctx.session.schoolId)).orderBy(asc(extracurriculars.name));
  const coachList = manages(ctx)
    ? await ctx.db
        .select({ id: users.id, name: users.fullName })
        .from(users)
        .where(and(eq(users.schoolId, ctx.session.schoolId), eq(users.userTypeId, TEACHER)))
        .orderBy(asc(users.fullName))
    : [];
  return { data: await summaries(ctx, clubs), canManage: manages(ctx), coaches: coachList };
}

export async function createExtracurricular({ ctx, input }: { ctx: SessionContext; input: z.output<typeof clubInput> }) {
  if (!manages(ctx)) throw forbidden('Hanya admin yang dapat menambah ekstrakurikuler.');
  if (input.coachId) {
    const [coach] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.coachId), eq(users.schoolId, ctx.session.schoolId), eq(users.userTypeId, TEACHER)));
    if (!coach) throw validationError({ coachId: ['Pilih guru sekolah ini sebagai pembina.'] });
  }
  const [same] = await ctx.db
    .select({ id: extracurriculars.id })
    .from(extracurriculars)
    .where(and(eq(extracurriculars.schoolId, ctx.session.schoolId), eq(extracurriculars.name, input.name)));
  if (same) throw validationError({ name: ['Nama ekstrakurikuler sudah dipakai.'] });
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(extracurriculars)
      .values({
        schoolId: ctx.session.schoolId,
        name: input.name,
        coachId: input.coachId ?? null,
        schedule: input.schedule || null,
        place: input.place || null,
        description: input.description || null,
        quota: input.quota ?? null,
      })
      .returning();
    await recordAudit(tx, ctx, { resource: 'extracurricular', recordId: row.id, action: 'create', after: row });
    return { id: row.id };
  });
}

export async function openClub(ctx: SessionContext, id: number): Promise<Club> {
  requireReader(ctx);
  const [club] = await ctx.db
    .select()
    .from(extracurriculars)
    .where(and(eq(extracurriculars.id, id), eq(extracurriculars.schoolId, ctx.session.schoolId)));
  if (!club) throw notFound(CLUB_NOT_FOUND);
  return club;
}

/** The roster rows of some memberships, with each student's rombel of the year. */
export async function rosterRows(ctx: SessionContext, where: ReturnType<typeof and>) {
  const rows = await ctx.db
    .select({ m: extracurricularMembers, studentName: users.fullName, sectionName: sections.name, clubName: extracurriculars.name })
    .from(extracurricularMembers)
    .innerJoin(users, eq(users.id, extracurricularMembers.studentId))
    .innerJoin(extracurriculars, eq(extracurriculars.id, extracurricularMembers.extracurricularId))
    .leftJoin(classMaps, and(eq(classMaps.userId, extracurricularMembers.studentId), eq(classMaps.academicYearId, extracurricularMembers.academicYearId)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .where(where)
    .orderBy(asc(extracurriculars.name), asc(users.fullName));
  return rows.map((r) => ({
    id: r.m.id,
    clubId: r.m.extracurricularId,
    clubName: r.clubName,
    studentId: r.m.studentId,
    studentName: r.studentName,
    sectionName: r.sectionName,
    status: r.m.status as MemberStatus,
    predicate: r.m.predicate as 'SB' | 'B' | 'C' | 'K' | null,
    description: r.m.description,
    requestedAt: r.m.requestedAt,
  }));
}

export async function getExtracurricular({ ctx, id }: { ctx: SessionContext; id: number }) {
  const club = await openClub(ctx, id);
  const [summary] = await summaries(ctx, [club]);
  const roster = summary.canCoach
    ? await rosterRows(ctx, and(eq(extracurricularMembers.extracurricularId, id), eq(extracurricularMembers.academicYearId, ctx.session.academicYearId ?? 0)))
    : [];
  return { ...summary, roster };
}

export async function joinExtracurricular({ ctx, id }: { ctx: SessionContext; id: number }) {
  const club = await openClub(ctx, id);
  if (ctx.session.userTypeId !== STUDENT) throw forbidden('Hanya siswa yang dapat mendaftar ekstrakurikuler.');
  const academicYearId = yearOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(extracurricularMembers)
      .values({ schoolId: ctx.session.schoolId, extracurricularId: club.id, studentId: ctx.session.userId, academicYearId, status: 'pending' })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('conflict', 'Anda sudah mendaftar di ekstrakurikuler ini.');
    await recordAudit(tx, ctx, { resource: 'extracurricular.member', recordId: row.id, action: 'join' });
    return { id: row.id, status: 'pending' as const };
  });
}
