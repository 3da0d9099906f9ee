import { and, eq, ne, sql } from 'drizzle-orm';
import { classMaps, studentProfiles } from '../db/schema/master.ts';
import { validationError } from '../http/errors.ts';
import { users } from '../db/schema/users.ts';
import type { Scope, Tx, Values } from '../resources/binding.ts';

/**
 * Students: the rombel field is their class map of the session's academic year; the NISN is the username
 * when no email is given.
 */
export const studentOptions = {
  join: (query: any, scope: Scope) =>
    query.leftJoin(classMaps, and(eq(classMaps.userId, users.id), scope.yearId === null ? sql`false` : eq(classMaps.academicYearId, scope.yearId))),
  computed: () => ({ sd_section_id: classMaps.sectionId }),
  unique: {
    sd_student_profiles_nisn_key: { field: 'nisn', message: 'NISN ini sudah terdaftar di sekolah ini.' },
    sd_student_profiles_nis_key: { field: 'nis', message: 'NIS ini sudah dipakai siswa lain.' },
    sd_users_email_key: { field: 'email', message: 'Email/nama pengguna ini sudah dipakai akun lain (bila kosong, NISN yang dipakai).' },
  },
  hint: 'nisn',
  hooks: {
    prepare(_scope: Scope, values: Values, existing: Record<string, unknown> | null) {
      if ('email' in values || !existing) {
        const nisn = 'nisn' in values ? values.nisn : existing?.nisn;
        if (!values.email && nisn) values.email = nisn;
      }
    },
    /** A taken NISN is named as such, before the sign-in name made from it collides with the same student. */
    async beforeWrite(tx: Tx, scope: Scope, values: Values, existing: Record<string, unknown> | null) {
      if (!values.nisn) return;
      const [taken] = await tx
        .select({ id: studentProfiles.userId })
        .from(studentProfiles)
        .where(
          and(
            eq(studentProfiles.schoolId, scope.schoolId),
            eq(studentProfiles.nisn, String(values.nisn)),
            existing ? ne(studentProfiles.userId, existing.id as number) : undefined,
          ),
        )
        .limit(1);
      if (taken) throw validationError({ nisn: ['NISN ini sudah terdaftar di sekolah ini.'] });
    },
    async afterWrite(tx: Tx, scope: Scope, id: number, values: Values) {
      if ('sd_section_id' in values) await placeStudent(tx, scope, id, (values.sd_section_id as number | null) ?? null);
    },
  },
};

/** Puts a student in a rombel for the session's year (or takes them out with null). */
export async function placeStudent(tx: Tx, scope: Scope, studentId: number, sectionId: number | null): Promise<void> {
  if (scope.yearId === null) return;
  if (sectionId === null) {
    await tx.delete(classMaps).where(and(eq(classMaps.academicYearId, scope.yearId), eq(classMaps.userId, studentId)));
    return;
  }
  await tx
    .insert(classMaps)
    .values({ schoolId: scope.schoolId, academicYearId: scope.yearId, sectionId, userId: studentId })
    .onConflictDoUpdate({ target: [classMaps.academicYearId, classMaps.userId], set: { sectionId } });
}
