import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { pklCompanies, pklPlacements } from '../db/schema/attendance.ts';
import { classMaps, sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { attendanceAllows } from '../../shared/attendance/permissions.ts';
import { requireAttendance } from './guard.ts';
import { placementScope } from './pkl-access.ts';
import { yearOf } from './sections.ts';

type CompanyInput = { name: string; field?: string | null; address?: string | null; contactName?: string | null; contactPhone?: string | null; quota: number };

/**
 * GET /api/attendance/pkl/companies (/field-company): the DUDI with their placed students. The office sees and
 * manages all; a supervisor or mentor sees the companies of their own students.
 */
export async function listCompanies({ ctx }: { ctx: SessionContext }) {
  requireAttendance(ctx, 'pkl.supervise');
  const schoolId = ctx.session.schoolId;
  const canManage = attendanceAllows('pkl.manage', ctx.session.userTypeId);
  const yearId = await yearOf(ctx);
  const placements = await ctx.db
    .select({
      id: pklPlacements.id,
      companyId: pklPlacements.companyId,
      studentId: pklPlacements.studentId,
      studentName: users.fullName,
      supervisorId: pklPlacements.supervisorId,
      mentorId: pklPlacements.mentorId,
      startDate: pklPlacements.startDate,
      endDate: pklPlacements.endDate,
      sectionName: sections.name,
    })
    .from(pklPlacements)
    .innerJoin(users, eq(users.id, pklPlacements.studentId))
    .leftJoin(classMaps, and(eq(classMaps.userId, pklPlacements.studentId), eq(classMaps.academicYearId, yearId)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .where(placementScope(ctx))
    .orderBy(asc(users.fullName));
  const companyIds = [...new Set(placements.map((p) => p.companyId))];
  const companies = await ctx.db
    .select()
    .from(pklCompanies)
    .where(and(eq(pklCompanies.schoolId, schoolId), ...(canManage ? [] : [inArray(pklCompanies.id, companyIds.length ? companyIds : [0])])))
    .orderBy(asc(pklCompanies.name));
  const staffIds = [...new Set(placements.flatMap((p) => [p.supervisorId, p.mentorId]).filter((x): x is number => !!x))];
  const names = new Map(
    (staffIds.length ? await ctx.db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, staffIds)) : []).map((u) => [
      u.id,
      u.name,
    ]),
  );
  const people = canManage
    ? await ctx.db
        .select({ id: users.id, name: users.fullName, userTypeId: users.userTypeId })
        .from(users)
        .where(and(eq(users.schoolId, schoolId), eq(users.isActive, true), inArray(users.userTypeId, ['3', '7', '12'])))
        .orderBy(asc(users.fullName))
    : [];
  const sectionOptions = canManage
    ? await ctx.db
        .select({ id: sections.id, name: sections.name })
        .from(sections)
        .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, yearId)))
        .orderBy(asc(sections.name))
    : [];
  return {
    canManage,
    companies: companies.map((c) => ({
      id: c.id,
      name: c.name,
      field: c.field,
      address: c.address,
      contactName: c.contactName,
      contactPhone: c.contactPhone,
      quota: c.quota,
      placements: placements
        .filter((p) => p.companyId === c.id)
        .map((p) => ({
          id: p.id,
          studentId: p.studentId,
          studentName: p.studentName,
          sectionName: p.sectionName,
          supervisorName: names.get(p.supervisorId) ?? '',
          mentorName: p.mentorId ? (names.get(p.mentorId) ?? null) : null,
          startDate: p.startDate,
          endDate: p.endDate,
        })),
    })),
    supervisors: people.filter((p) => p.userTypeId !== '7').map(({ id, name }) => ({ id, name })),
    mentors: people.filter((p) => p.userTypeId === '7').map(({ id, name }) => ({ id, name })),
    sections: sectionOptions,
  };
}

/** POST /api/attendance/pkl/companies, PUT …/:id: adds or edits a DUDI (name unique in the school). */
export async function saveCompany({ ctx, id, input }: { ctx: SessionContext; id?: number; input: CompanyInput }) {
  requireAttendance(ctx, 'pkl.manage');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: pklCompanies.id })
      .from(pklCompanies)
      .where(and(eq(pklCompanies.schoolId, schoolId), sql`lower(${pklCompanies.name}) = lower(${input.name})`));
    if (same && same.id !== id) throw validationError({ name: ['DUDI dengan nama ini sudah ada.'] });
    const values = {
      name: input.name,
      field: input.field || null,
      address: input.address || null,
      contactName: input.contactName || null,
      contactPhone: input.contactPhone || null,
      quota: input.quota,
    };
    const [row] = id
      ? await tx
          .update(pklCompanies)
          .set(values)
          .where(and(eq(pklCompanies.schoolId, schoolId), eq(pklCompanies.id, id)))
          .returning()
      : await tx
          .insert(pklCompanies)
          .values({ schoolId, ...values })
          .returning();
    if (!row) throw notFound('DUDI tidak ditemukan.');
    await recordAudit(tx, ctx, { resource: 'pkl_company', recordId: row.id, action: id ? 'update' : 'create', after: values });
    return { id: row.id, message: id ? 'Data DUDI tersimpan.' : 'DUDI ditambahkan.' };
  });
}

/** DELETE /api/attendance/pkl/companies/:id: only a DUDI without placements. */
export async function deleteCompany({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireAttendance(ctx, 'pkl.manage');
  return ctx.db.transaction(async (tx) => {
    // The school's own company first: another school's id is "not found", whether or not it is in use there.
    const [mine] = await tx
      .select({ id: pklCompanies.id })
      .from(pklCompanies)
      .where(and(eq(pklCompanies.schoolId, ctx.session.schoolId), eq(pklCompanies.id, id)))
      .for('update');
    if (!mine) throw notFound('DUDI tidak ditemukan.');
    const [{ n }] = await tx.select({ n: count() }).from(pklPlacements).where(eq(pklPlacements.companyId, id));
    if (Number(n)) throw new AppError('conflict', 'DUDI ini masih punya siswa PKL. Hapus penempatannya dahulu.');
    const [row] = await tx
      .delete(pklCompanies)
      .where(and(eq(pklCompanies.schoolId, ctx.session.schoolId), eq(pklCompanies.id, id)))
      .returning();
    await recordAudit(tx, ctx, { resource: 'pkl_company', recordId: id, action: 'delete', before: { name: row.name } });
    return { message: 'DUDI dihapus.' };
  });
}

type PlacementInput = {
  companyId: number;
  sectionId: number;
  studentIds: number[];
  supervisorId: number;
  mentorId?: number | null;
  startDate: string;
  endDate: string;
};

/**
 * POST /api/attendance/pkl/placements: places students of one rombel at a DUDI with their supervisor (and the
 * DUDI's mentor), within its quota; a student already placed in an overlapping period is refused by name.
 */
export async function addPlacements({ ctx, input }: { ctx: SessionContext; input: PlacementInput }) {
  requireAttendance(ctx, 'pkl.manage');
  const schoolId = ctx.session.schoolId;
  const yearId = await yearOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [company] = await tx
      .select()
      .from(pklCompanies)
      .where(and(eq(pklCompanies.schoolId, schoolId), eq(pklCompanies.id, input.companyId)))
      .for('update');
    if (!company) throw notFound('DUDI tidak ditemukan.');
    const staff = await tx
      .select({ id: users.id, type: users.userTypeId })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), inArray(users.id, [input.supervisorId, ...(input.mentorId ? [input.mentorId] : [])])));
    if (!staff.some((s) => s.id === input.supervisorId && ['3', '12'].includes(s.type)))
      throw validationError({ supervisorId: ['Pilih pembimbing PKL atau guru sekolah ini.'] });
    if (input.mentorId && !staff.some((s) => s.id === input.mentorId && s.type === '7'))
      throw validationError({ mentorId: ['Pilih mentor DUDI dari daftar.'] });
    const members = await tx
      .select({ id: classMaps.userId, name: users.fullName })
      .from(classMaps)
      .innerJoin(users, eq(users.id, classMaps.userId))
      .where(and(eq(classMaps.sectionId, input.sectionId), eq(classMaps.academicYearId, yearId), eq(classMaps.schoolId, schoolId)));
    const chosen = members.filter((m) => input.studentIds.includes(m.id));
    if (chosen.length !== input.studentIds.length) throw validationError({ studentIds: ['Ada siswa yang bukan anggota rombel ini.'] });
    const [{ n }] = await tx
      .select({ n: count() })
      .from(pklPlacements)
      .where(
        and(eq(pklPlacements.companyId, company.id), sql`${pklPlacements.endDate} >= ${input.startDate}`, sql`${pklPlacements.startDate} <= ${input.endDate}`),
      );
    if (company.quota > 0 && Number(n) + chosen.length > company.quota)
      throw validationError({ studentIds: [`Kuota ${company.name} ${company.quota} siswa; sisa ${Math.max(0, company.quota - Number(n))}.`] });
    const busy = await tx
      .select({ studentId: pklPlacements.studentId })
      .from(pklPlacements)
      .where(
        and(
          eq(pklPlacements.schoolId, schoolId),
          inArray(pklPlacements.studentId, input.studentIds),
          sql`${pklPlacements.endDate} >= ${input.startDate}`,
          sql`${pklPlacements.startDate} <= ${input.endDate}`,
        ),
      );
    if (busy.length)
      throw validationError({
        studentIds: [
          `Sudah ditempatkan pada periode itu: ${chosen
            .filter((c) => busy.some((b) => b.studentId === c.id))
            .map((c) => c.name)
            .join(', ')}.`,
        ],
      });
    const rows = await tx
      .insert(pklPlacements)
      .values(
        chosen.map((c) => ({
          schoolId,
          companyId: company.id,
          studentId: c.id,
          supervisorId: input.supervisorId,
          mentorId: input.mentorId ?? null,
          startDate: input.startDate,
          endDate: input.endDate,
        })),
      )
      .returning({ id: pklPlacements.id });
    await recordAudit(tx, ctx, { resource: 'pkl_placement', recordId: company.id, action: 'create', after: { ...input, placements: rows.map((r) => r.id) } });
    return { message: `${rows.length} siswa ditempatkan di ${company.name}.` };
  });
}

/** DELETE /api/attendance/pkl/placements/:id: ends a placement entered by mistake (its days and journal go with it). */
export async function removePlacement({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireAttendance(ctx, 'pkl.manage');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(pklPlacements)
      .where(and(eq(pklPlacements.schoolId, ctx.session.schoolId), eq(pklPlacements.id, id)))
      .returning();
    if (!row) throw notFound('Penempatan PKL tidak ditemukan.');
    await recordAudit(tx, ctx, { resource: 'pkl_placement', recordId: id, action: 'delete', before: row });
    return { message: 'Penempatan dihapus.' };
  });
}
