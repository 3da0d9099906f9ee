import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ppdbRegistrations } from '../db/schema/ppdb.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { insertPrepared, prepareRecord } from '../resources/create-record.ts';
import { inTransaction } from '../resources/write-support.ts';
import { bindingOf } from '../resources/bindings.ts';
import { scopeOf } from '../resources/scope.ts';
import { resourceByName } from '../../shared/resources/registry.ts';
import type { reregisterInput } from '../../shared/ppdb/schemas.ts';
import { requirePpdb } from './guard.ts';
import { ownApplicant, ownPeriod } from './applicant-access.ts';
import { notifyApplicant } from './notify-applicant.ts';

/**
 * POST /api/ppdb/applicants/:id/reregister: an accepted, announced applicant becomes a student, and the guardian a
 * guardian linked to them, through the master-data engine's own create (its validation, hooks and audit), in
 * one transaction with the applicant's new status: all three, or none. The accounts have no password yet; an
 * admin activates them (Kartu Akun), as for imported students.
 */
export async function reregisterApplicant({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof reregisterInput> }) {
  requirePpdb(ctx, 'applicants.write');
  const schoolId = ctx.session.schoolId;
  const applicant = await ownApplicant(ctx.db, schoolId, id);
  const period = applicant.periodId ? await ownPeriod(ctx.db, schoolId, applicant.periodId) : null;
  if (applicant.status === 'reregistered') throw new AppError('conflict', 'Pendaftar ini sudah daftar ulang.');
  if (applicant.status !== 'accepted') throw new AppError('conflict', 'Hanya pendaftar yang diterima yang dapat daftar ulang.');
  if (!period?.announcedAt) throw new AppError('conflict', 'Hasil seleksi gelombang ini belum diumumkan.');
  const scope = scopeOf(ctx.session);
  const students = resourceByName('students')!;
  const guardians = resourceByName('guardians')!;
  const nisn = input.nisn ?? applicant.nisn;
  const username = nisn ?? applicant.registrationNumber.toLowerCase();
  const student = await prepareRecord(scope, students, {
    full_name: applicant.fullName,
    email: username,
    is_active: true,
    nisn,
    nik: applicant.nik,
    gender: applicant.gender,
    birth_place: applicant.birthPlace,
    birth_date: applicant.birthDate,
    religion: applicant.religion,
    address: applicant.address.slice(0, 200),
    previous_school: applicant.previousSchool,
    ...(applicant.guardianRelation === 'Ayah'
      ? { father_name: applicant.guardianName }
      : applicant.guardianRelation === 'Ibu'
        ? { mother_name: applicant.guardianName }
        : {}),
    ...(input.sectionId ? { sd_section_id: input.sectionId } : {}),
  });
  return inTransaction(ctx.db, bindingOf('students'), async (tx) => {
    const locked = await ownApplicant(tx, schoolId, id, true);
    if (locked.status !== 'accepted') throw new AppError('conflict', 'Pendaftar ini sudah diproses oleh petugas lain.');
    const studentRow = await insertPrepared(tx, scope, students, student);
    const guardian = await prepareRecord(scope, guardians, {
      full_name: applicant.guardianName,
      email: applicant.guardianEmail ?? `wali.${username}`,
      is_active: true,
      relation: applicant.guardianRelation,
      student_ids: [studentRow.id],
      phone: applicant.guardianPhone.replace(/^\+62/, '0'),
    });
    const guardianRow = await insertPrepared(tx, scope, guardians, guardian);
    const set = { status: 'reregistered', studentUserId: studentRow.id as number, guardianUserId: guardianRow.id as number, reregisteredAt: new Date() };
    await tx.update(ppdbRegistrations).set(set).where(eq(ppdbRegistrations.id, id));
    await recordAudit(tx, ctx, { resource: 'ppdb_applicant', recordId: id, action: 'reregister', before: { status: locked.status }, after: set });
    await notifyApplicant(tx, locked, 'reregistered');
    return { studentUserId: set.studentUserId, guardianUserId: set.guardianUserId, studentName: applicant.fullName, username };
  });
}
