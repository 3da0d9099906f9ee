import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { classMaps, sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import { examAttempts, examScheduleSections, examSchedules } from '../db/schema/exams.ts';
import { validationError } from '../http/errors.ts';
import type { Tx } from './audit.ts';

/**
 * Participants by class: the active students of the chosen rombel (sd_class_maps of the schedule's year).
 * The one place that knows how a class maps to its students.
 */
export async function participantsOf(db: Db | Tx, schoolId: number, academicYearId: number, sectionIds: number[]): Promise<number[]> {
  if (!sectionIds.length) return [];
  const rows = await db
    .select({ userId: classMaps.userId })
    .from(classMaps)
    .innerJoin(users, eq(users.id, classMaps.userId))
    .where(
      and(
        eq(classMaps.schoolId, schoolId),
        eq(classMaps.academicYearId, academicYearId),
        inArray(classMaps.sectionId, sectionIds),
        eq(users.userTypeId, '5'),
        eq(users.isActive, true),
      ),
    );
  return rows.map((r) => r.userId);
}

export async function checkSections(db: Db, schoolId: number, academicYearId: number, sectionIds: number[]): Promise<void> {
  const found = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, academicYearId), inArray(sections.id, sectionIds)));
  if (found.length !== new Set(sectionIds).size) throw validationError({ sectionIds: ['Kelas tidak ditemukan di tahun ajaran ini.'] });
}

/**
 * Creates the not-started attempt of every participant and drops those of students no longer in the chosen
 * classes (only while not started: an attempt with answers is never removed this way).
 */
export async function enrolParticipants(tx: Tx, schoolId: number, scheduleId: number, academicYearId: number, sectionIds: number[]) {
  // A remedial's participants are the students chosen for it (planning/remedial.ts), never the whole rombel.
  const [schedule] = await tx.select({ kind: examSchedules.kind }).from(examSchedules).where(eq(examSchedules.id, scheduleId));
  if (schedule?.kind === 'remedial') {
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(examAttempts)
      .where(eq(examAttempts.scheduleId, scheduleId));
    return n;
  }
  const userIds = await participantsOf(tx, schoolId, academicYearId, sectionIds);
  for (let i = 0; i < userIds.length; i += 1000) {
    await tx
      .insert(examAttempts)
      .values(userIds.slice(i, i + 1000).map((userId) => ({ schoolId, scheduleId, userId })))
      .onConflictDoNothing();
  }
  const keep = userIds.length
    ? sql`and ${examAttempts.userId} not in (${sql.join(
        userIds.map((u) => sql`${u}`),
        sql`, `,
      )})`
    : sql``;
  await tx.execute(sql`delete from ${examAttempts} where ${examAttempts.scheduleId} = ${scheduleId} and ${examAttempts.status} = 'not_started' ${keep}`);
  return userIds.length;
}

/** A student added to a class after the schedule was saved gets an attempt when they open their list (not for a remedial). */
export async function enrolLateStudent(db: Db, schoolId: number, academicYearId: number, userId: number): Promise<void> {
  await db.execute(sql`
    insert into ${examAttempts} (sd_school_id, sd_exam_schedule_id, sd_user_id)
    select ${schoolId}, ss.sd_exam_schedule_id, ${userId}
    from ${examScheduleSections} ss
    join ${classMaps} cm on cm.sd_section_id = ss.sd_section_id and cm.sd_user_id = ${userId} and cm.sd_academic_year_id = ${academicYearId}
    join ${examSchedules} s on s.sd_exam_schedule_id = ss.sd_exam_schedule_id and s.deleted_at is null and s.sd_academic_year_id = ${academicYearId} and s.kind <> 'remedial'
    where ss.sd_school_id = ${schoolId}
    on conflict do nothing`);
}
