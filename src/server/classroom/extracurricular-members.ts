/** The coach's desk: sign-up requests to approve, and each member's predikat and description for the rapor. */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { extracurricularMembers, extracurriculars } from '../db/schema/classroom.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, forbidden, notFound } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { assessMemberContract } from '../../shared/api/classroom/extracurriculars.ts';
import { EXTRACURRICULAR_MANAGERS } from '../../shared/classroom/permissions.ts';
import { coaches, openClub, requireReader, rosterRows } from './extracurriculars.ts';

const strip = <T extends { clubId: number; clubName: string }>({ clubId: _c, clubName: _n, ...rest }: T) => rest;

export async function pendingRequests({ ctx }: { ctx: SessionContext }) {
  requireReader(ctx);
  const all = (EXTRACURRICULAR_MANAGERS as readonly string[]).includes(ctx.session.userTypeId);
  const clubs = await ctx.db
    .select({ id: extracurriculars.id })
    .from(extracurriculars)
    .where(and(eq(extracurriculars.schoolId, ctx.session.schoolId), all ? undefined : eq(extracurriculars.coachId, ctx.session.userId)));
  if (clubs.length === 0) return { data: [] };
  return {
    data: await rosterRows(
      ctx,
      and(
        inArray(
          extracurricularMembers.extracurricularId,
          clubs.map((c) => c.id),
        ),
        eq(extracurricularMembers.status, 'pending'),
      ),
    ),
  };
}

/** A membership of this school whose club the caller coaches (or the office); 404 for another school's. */
async function openMember(ctx: SessionContext, id: number) {
  const [member] = await ctx.db
    .select()
    .from(extracurricularMembers)
    .where(and(eq(extracurricularMembers.id, id), eq(extracurricularMembers.schoolId, ctx.session.schoolId)));
  if (!member) throw notFound('Anggota ekstrakurikuler tidak ditemukan.');
  const club = await openClub(ctx, member.extracurricularId);
  if (!coaches(ctx, club)) throw forbidden('Hanya pembina ekstrakurikuler ini yang dapat melakukannya.');
  return { member, club };
}

async function memberView(ctx: SessionContext, id: number) {
  const [row] = await rosterRows(ctx, eq(extracurricularMembers.id, id));
  return strip(row);
}

export async function decideRequest({ ctx, id, input }: { ctx: SessionContext; id: number; input: { approve: boolean } }) {
  const { member, club } = await openMember(ctx, id);
  if (member.status !== 'pending') throw new AppError('conflict', 'Pendaftaran ini sudah diputuskan.');
  await ctx.db.transaction(async (tx) => {
    if (input.approve && club.quota) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(extracurricularMembers)
        .where(
          and(
            eq(extracurricularMembers.extracurricularId, club.id),
            eq(extracurricularMembers.academicYearId, member.academicYearId),
            eq(extracurricularMembers.status, 'approved'),
          ),
        );
      if (n >= club.quota) throw new AppError('conflict', `Kuota ${club.name} (${club.quota} siswa) sudah penuh.`);
    }
    const status = input.approve ? 'approved' : 'rejected';
    await tx.update(extracurricularMembers).set({ status, decidedAt: new Date() }).where(eq(extracurricularMembers.id, id));
    await recordAudit(tx, ctx, { resource: 'extracurricular.member', recordId: id, action: status });
  });
  return memberView(ctx, id);
}

export async function assessMember({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<NonNullable<typeof assessMemberContract.input>> }) {
  const { member } = await openMember(ctx, id);
  if (member.status !== 'approved') throw new AppError('conflict', 'Hanya anggota yang sudah diterima yang dapat dinilai.');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(extracurricularMembers)
      .set({ predicate: input.predicate, description: input.description || null })
      .where(eq(extracurricularMembers.id, id));
    await recordAudit(tx, ctx, {
      resource: 'extracurricular.member',
      recordId: id,
      action: 'assess',
      before: { predicate: member.predicate },
      after: { predicate: input.predicate, description: input.description },
    });
  });
  return memberView(ctx, id);
}
