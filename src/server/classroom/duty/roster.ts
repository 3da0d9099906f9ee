/**
 * Duty rosters (jadwal piket): the teachers on duty per weekday, kept by the office; a rombel's class roster, kept
 * by the office or the rombel's homeroom teacher and read by its students.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { dutyRosters } from '../../db/schema/school-life.ts';
import { classMaps, sections } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import type { rosterInput } from '../../../shared/api/classroom/duty.ts';
import { schoolLifeAllows, WEEKDAY_LABELS, WEEKDAYS } from '../../../shared/classroom/school-life.ts';
import { STUDENT, TEACHER } from '../../../shared/classroom/permissions.ts';
import { yearOf } from '../extracurriculars.ts';

type Kind = 'teacher' | 'student';
const SECTION_NOT_FOUND = 'Rombel tidak ditemukan.';

/** The rombel a class roster is about, and whether this person keeps it. */
async function rosterSection(ctx: SessionContext, sectionId: number | undefined, year: number) {
  const { db, session } = ctx;
  if (session.userTypeId === STUDENT) {
    const [own] = await db
      .select({ id: sections.id, name: sections.name })
      .from(classMaps)
      .innerJoin(sections, eq(sections.id, classMaps.sectionId))
      .where(and(eq(classMaps.userId, session.userId), eq(classMaps.academicYearId, year)));
    if (!own || (sectionId && sectionId !== own.id)) throw notFound(SECTION_NOT_FOUND);
    return { section: own, canEdit: false, sections: [own] };
  }
  if (!schoolLifeAllows('duty.read', session.userTypeId)) throw forbidden('Jadwal piket kelas untuk guru, staf dan siswa rombel itu.');
  const all = await db
    .select({ id: sections.id, name: sections.name, homeroom: sections.homeroomTeacherId })
    .from(sections)
    .where(and(eq(sections.schoolId, session.schoolId), eq(sections.academicYearId, year)))
    .orderBy(asc(sections.name));
  const mine = all.find((s) => s.homeroom === session.userId);
  const chosen = sectionId ? all.find((s) => s.id === sectionId) : (mine ?? all[0]);
  if (sectionId && !chosen) throw notFound(SECTION_NOT_FOUND);
  const canEdit = !!chosen && (schoolLifeAllows('duty.manage', session.userTypeId) || chosen.homeroom === session.userId);
  return { section: chosen ? { id: chosen.id, name: chosen.name } : null, canEdit, sections: all.map(({ id, name }) => ({ id, name })) };
}

export async function getRoster({ ctx, input }: { ctx: SessionContext; input: { kind: Kind; sectionId?: number } }) {
  const { db, session } = ctx;
  const year = yearOf(ctx);
  let section: { id: number; name: string } | null = null;
  let canEdit: boolean;
  let sectionList: { id: number; name: string }[] = [];
  let candidates: { id: number; name: string }[];
  if (input.kind === 'teacher') {
    if (!schoolLifeAllows('duty.read', session.userTypeId)) throw forbidden('Jadwal piket guru untuk guru dan staf sekolah.');
    canEdit = schoolLifeAllows('duty.manage', session.userTypeId);
    candidates = canEdit
      ? await db
          .select({ id: users.id, name: users.fullName })
          .from(users)
          .where(and(eq(users.schoolId, session.schoolId), eq(users.userTypeId, TEACHER), eq(users.isActive, true)))
          .orderBy(asc(users.fullName))
      : [];
  } else {
    ({ section, canEdit, sections: sectionList } = await rosterSection(ctx, input.sectionId, year));
    candidates =
      section && canEdit
        ? await db
            .select({ id: users.id, name: users.fullName })
            .from(classMaps)
            .innerJoin(users, eq(users.id, classMaps.userId))
            .where(and(eq(classMaps.sectionId, section.id), eq(classMaps.academicYearId, year)))
            .orderBy(asc(users.fullName))
        : [];
  }
  const rows =
    input.kind === 'teacher' || section
      ? await db
          .select({ rosterId: dutyRosters.id, weekday: dutyRosters.weekday, id: users.id, name: users.fullName, task: dutyRosters.task })
          .from(dutyRosters)
          .innerJoin(users, eq(users.id, dutyRosters.userId))
          .where(
            and(
              eq(dutyRosters.schoolId, session.schoolId),
              eq(dutyRosters.academicYearId, year),
              eq(dutyRosters.kind, input.kind),
              section ? eq(dutyRosters.sectionId, section.id) : undefined,
            ),
          )
          .orderBy(asc(dutyRosters.weekday), asc(users.fullName))
      : [];
  return {
    kind: input.kind,
    section,
    days: WEEKDAYS.map((weekday) => ({
      weekday,
      label: WEEKDAY_LABELS[weekday],
      people: rows.filter((r) => r.weekday === weekday).map(({ weekday: _w, ...p }) => p),
    })),
    candidates,
    sections: sectionList,
    canEdit,
    myDays: rows.filter((r) => r.id === session.userId).map((r) => r.weekday),
  };
}

export async function addRoster({ ctx, input }: { ctx: SessionContext; input: z.output<typeof rosterInput> }) {
  const { db, session } = ctx;
  const year = yearOf(ctx);
  let sectionId: number | null = null;
  if (input.kind === 'teacher') {
    if (!schoolLifeAllows('duty.manage', session.userTypeId)) throw forbidden('Jadwal piket guru diatur admin atau TU.');
    const [teacher] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.userId), eq(users.schoolId, session.schoolId), eq(users.userTypeId, TEACHER)));
    if (!teacher) throw validationError({ userId: ['Pilih guru sekolah ini.'] });
  } else {
    if (!input.sectionId) throw validationError({ sectionId: ['Pilih rombel.'] });
    const { section, canEdit } = await rosterSection(ctx, input.sectionId, year);
    if (!canEdit || !section) throw forbidden('Piket kelas diatur wali kelasnya, admin atau TU.');
    const [member] = await db
      .select({ id: classMaps.userId })
      .from(classMaps)
      .where(and(eq(classMaps.sectionId, section.id), eq(classMaps.userId, input.userId), eq(classMaps.academicYearId, year)));
    if (!member) throw validationError({ userId: ['Pilih siswa rombel ini.'] });
    sectionId = section.id;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dutyRosters)
      .values({
        schoolId: session.schoolId,
        academicYearId: year,
        kind: input.kind,
        weekday: input.weekday,
        userId: input.userId,
        sectionId,
        task: input.task ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: dutyRosters.id });
    if (!row) throw new AppError('conflict', `Sudah terjadwal piket pada hari ${WEEKDAY_LABELS[input.weekday]}.`);
    await recordAudit(tx, ctx, { resource: 'duty.roster', recordId: row.id, action: 'create', after: { ...input, sectionId } });
    return { id: row.id };
  });
}

export async function removeRoster({ ctx, id }: { ctx: SessionContext; id: number }) {
  const { db, session } = ctx;
  const [row] = await db
    .select()
    .from(dutyRosters)
    .where(and(eq(dutyRosters.id, id), eq(dutyRosters.schoolId, session.schoolId)));
  if (!row) throw notFound('Jadwal piket tidak ditemukan.');
  if (
    row.kind === 'teacher'
      ? !schoolLifeAllows('duty.manage', session.userTypeId)
      : !(await rosterSection(ctx, row.sectionId ?? undefined, row.academicYearId)).canEdit
  ) {
    throw forbidden('Anda tidak dapat mengubah jadwal piket ini.');
  }
  return db.transaction(async (tx) => {
    await tx.delete(dutyRosters).where(eq(dutyRosters.id, id));
    await recordAudit(tx, ctx, { resource: 'duty.roster', recordId: id, action: 'delete', before: row });
    return { id };
  });
}
