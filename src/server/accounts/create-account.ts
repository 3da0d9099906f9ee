import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../audit/record-audit.ts';
import { auditLog } from '../db/schema/audit.ts';
import { classMaps, guardianProfiles, guardianStudents, sections, staffProfiles, studentProfiles } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import { validationError } from '../http/errors.ts';
import { normalizeWhatsAppNumber } from '../../shared/messaging/recipient.ts';
import type { SelfServiceType } from '../../shared/accounts/inputs.ts';

export interface NewAccount {
  schoolId: number;
  userTypeId: SelfServiceType;
  fullName: string;
  gender: string;
  email?: string | null;
  phone?: string | null;
  /** A student's own NISN, or a parent's child's. */
  nisn?: string | null;
  /** A student's rombel (of that rombel's academic year). */
  sectionId?: number | null;
  /** '' = no password yet (an invitation follows). */
  passwordHash: string;
  /** Who made it: the approving admin, or null (registered with a code: the audit row names the person). */
  byUserId: number | null;
  how: 'approved_request' | 'registration_code';
}

/** The sign-in name: the email, else a student's NISN, else the WhatsApp number. */
export function loginOf(a: Pick<NewAccount, 'email' | 'nisn' | 'phone' | 'userTypeId'>): string | null {
  if (a.email) return a.email.toLowerCase();
  if (a.userTypeId === '5' && a.nisn) return a.nisn;
  return a.phone ? normalizeWhatsAppNumber(a.phone) : null;
}

/**
 * Makes one account of a self-service type in the caller's transaction: the user, its profile, a student's place
 * in the rombel, a parent's link to the child found by NISN, and the audit row. Refusals are 422s on the field the
 * person (or the admin) can correct.
 */
export async function createAccount(tx: Tx, a: NewAccount): Promise<{ userId: number; login: string }> {
  const login = loginOf(a);
  if (!login) throw validationError({ email: ['Isi email (siswa boleh NISN) untuk nama masuk.'] });
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, login.toLowerCase()))
    .limit(1);
  if (taken) throw validationError({ email: [`${login} sudah dipakai akun lain. Gunakan Lupa Password bila itu akun Anda.`] });
  let childId: number | null = null;
  if (a.userTypeId === '6') {
    const [child] = await tx
      .select({ id: studentProfiles.userId })
      .from(studentProfiles)
      .where(and(eq(studentProfiles.schoolId, a.schoolId), eq(studentProfiles.nisn, a.nisn ?? '')));
    if (!child) throw validationError({ nisn: [`Siswa dengan NISN ${a.nisn ?? '-'} tidak ditemukan di sekolah ini.`] });
    childId = child.id;
  }
  if (a.userTypeId === '5' && a.nisn) {
    const [same] = await tx
      .select({ id: studentProfiles.userId })
      .from(studentProfiles)
      .where(and(eq(studentProfiles.schoolId, a.schoolId), eq(studentProfiles.nisn, a.nisn)));
    if (same) throw validationError({ nisn: ['NISN ini sudah terdaftar di sekolah. Gunakan Lupa Password atau hubungi TU.'] });
  }
  const [user] = await tx
    .insert(users)
    .values({ schoolId: a.schoolId, userTypeId: a.userTypeId, email: login, fullName: a.fullName, passwordHash: a.passwordHash })
    .returning({ id: users.id });
  const base = { userId: user.id, schoolId: a.schoolId };
  const phone = a.phone ?? null;
  if (a.userTypeId === '3') await tx.insert(staffProfiles).values({ ...base, gender: a.gender, phone });
  if (a.userTypeId === '5') {
    await tx.insert(studentProfiles).values({ ...base, gender: a.gender, phone, nisn: a.nisn ?? null });
    if (a.sectionId) {
      const [section] = await tx
        .select({ yearId: sections.academicYearId })
        .from(sections)
        .where(and(eq(sections.id, a.sectionId), eq(sections.schoolId, a.schoolId)));
      if (!section) throw validationError({ sectionId: ['Rombel tidak ditemukan.'] });
      await tx.insert(classMaps).values({ ...base, academicYearId: section.yearId, sectionId: a.sectionId });
    }
  }
  if (a.userTypeId === '6') {
    await tx.insert(guardianProfiles).values({ ...base, relation: 'Wali', phone });
    await tx.insert(guardianStudents).values({ schoolId: a.schoolId, guardianId: user.id, studentId: childId! });
  }
  await tx.insert(auditLog).values({
    schoolId: a.schoolId,
    userId: a.byUserId ?? user.id,
    resource: 'account',
    recordId: String(user.id),
    action: a.how,
    before: null,
    after: { userTypeId: a.userTypeId, fullName: a.fullName, login, sectionId: a.sectionId ?? null, childId },
  });
  return { userId: user.id, login };
}
