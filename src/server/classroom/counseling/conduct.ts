/**
 * Conduct points (poin pelanggaran): any teacher records a violation; when a student's total of the year crosses
 * a threshold for the first time, the homeroom teacher and the parents are told through the outbox, once.
 */
import { and, desc, eq, max, sum, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { conductNotices, conductPoints } from '../../db/schema/counseling.ts';
import { classMaps, guardianProfiles, guardianStudents, sections, staffProfiles } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';
import type { SessionContext } from '../../http/context.ts';
import { forbidden, validationError } from '../../http/errors.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { queueMessage } from '../../messaging/queue-message.ts';
import type { conductInput } from '../../../shared/api/classroom/counseling.ts';
import { CONDUCT_RECORDERS, CONDUCT_THRESHOLDS } from '../../../shared/classroom/counseling.ts';
import { STUDENT } from '../../../shared/classroom/permissions.ts';
import { yearOf } from '../extracurriculars.ts';

/** Each student's total of the year (or one student's), highest first. */
export async function conductTotals(db: Db, schoolId: number, yearId: number, studentId?: number) {
  const where: SQL[] = [eq(conductPoints.schoolId, schoolId), eq(conductPoints.academicYearId, yearId)];
  if (studentId) where.push(eq(conductPoints.studentId, studentId));
  const rows = await db
    .select({
      studentId: conductPoints.studentId,
      studentName: users.fullName,
      sectionName: sections.name,
      total: sum(conductPoints.points),
      last: max(conductPoints.occurredOn),
    })
    .from(conductPoints)
    .innerJoin(users, eq(users.id, conductPoints.studentId))
    .leftJoin(classMaps, and(eq(classMaps.userId, conductPoints.studentId), eq(classMaps.academicYearId, yearId)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .where(and(...where))
    .groupBy(conductPoints.studentId, users.fullName, sections.name)
    .orderBy(desc(sum(conductPoints.points)), users.fullName);
  return rows.map((r) => ({ ...r, total: Number(r.total ?? 0), last: r.last ?? '' }));
}

export async function recordConduct({ ctx, input }: { ctx: SessionContext; input: z.output<typeof conductInput> }) {
  if (!CONDUCT_RECORDERS.includes(ctx.session.userTypeId as never)) throw forbidden('Poin pelanggaran dicatat oleh guru.');
  const year = yearOf(ctx);
  const schoolId = ctx.session.schoolId;
  const [student] = await ctx.db
    .select({ id: users.id, name: users.fullName, homeroomPhone: staffProfiles.phone })
    .from(users)
    .leftJoin(classMaps, and(eq(classMaps.userId, users.id), eq(classMaps.academicYearId, year)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, sections.homeroomTeacherId))
    .where(and(eq(users.id, input.studentId), eq(users.schoolId, schoolId), eq(users.userTypeId, STUDENT)));
  if (!student) throw validationError({ studentId: ['Siswa tidak ditemukan di sekolah ini.'] });
  const guardians = await ctx.db
    .select({ phone: guardianProfiles.phone })
    .from(guardianStudents)
    .innerJoin(guardianProfiles, eq(guardianProfiles.userId, guardianStudents.guardianId))
    .where(and(eq(guardianStudents.schoolId, schoolId), eq(guardianStudents.studentId, student.id)));
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conductPoints)
      .values({
        schoolId,
        academicYearId: year,
        studentId: student.id,
        occurredOn: input.occurredOn,
        rule: input.rule,
        points: input.points,
        note: input.note ?? null,
        recordedBy: ctx.session.userId,
      })
      .returning({ id: conductPoints.id });
    const [{ total }] = await tx
      .select({ total: sum(conductPoints.points) })
      .from(conductPoints)
      .where(and(eq(conductPoints.studentId, student.id), eq(conductPoints.academicYearId, year)));
    const sumNow = Number(total ?? 0);
    const crossed = CONDUCT_THRESHOLDS.filter((t) => t.points <= sumNow);
    // One row per threshold: the primary key makes a second notice of the same threshold impossible.
    const fresh = crossed.length
      ? await tx
          .insert(conductNotices)
          .values(crossed.map((t) => ({ studentId: student.id, academicYearId: year, threshold: t.points, schoolId, total: sumNow })))
          .onConflictDoNothing()
          .returning({ threshold: conductNotices.threshold })
      : [];
    const notified = fresh.map((f) => f.threshold).sort((a, b) => a - b);
    if (notified.length) {
      const top = CONDUCT_THRESHOLDS.find((t) => t.points === notified.at(-1))!;
      const body = `Pemberitahuan sekolah: poin pelanggaran ${student.name} tahun ajaran ini mencapai ${sumNow} (batas ${top.points}). Tindakan: ${top.action}. Pelanggaran terakhir: ${input.rule} (${input.occurredOn}).`;
      const phones = [...new Set([student.homeroomPhone, ...guardians.map((g) => g.phone)].filter((p): p is string => !!p))];
      for (const to of phones) await queueMessage(tx as unknown as Db, { schoolId, userId: ctx.session.userId, channel: 'whatsapp', to, body });
    }
    await recordAudit(tx, ctx, {
      resource: 'counseling.conduct',
      recordId: row.id,
      action: 'create',
      after: { studentId: student.id, points: input.points, total: sumNow, notified },
    });
    const message = notified.length
      ? `Poin tercatat (jumlah ${sumNow}). Wali kelas dan orang tua diberi tahu: batas ${notified.join(', ')} terlewati.`
      : `Poin tercatat (jumlah ${sumNow}).`;
    return { id: row.id, total: sumNow, notified, message };
  });
}
