import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { studentProfiles } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, fieldError, validationError } from '../http/errors.ts';
import { storeUpload } from './upload-file.ts';

/**
 * Impor Foto Profil (/import_profile_image): the admin uploads a person's photo through the one upload path,
 * and the person's path_profile (document 01's avatar field) points at the file. Photos are private files:
 * only a session of the same school can load them.
 */
export async function setProfilePhoto({ ctx, input, request }: { ctx: SessionContext; input: { userId: number }; request: FastifyRequest }) {
  const saved = await storeUpload(ctx, 'profile_photo', request, async () => {
    const [person] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.userId), eq(users.schoolId, ctx.session.schoolId)));
    if (!person) throw notFound('Pengguna tidak ditemukan.');
  });
  await ctx.db.update(users).set({ pathProfile: saved.url, updatedAt: new Date() }).where(eq(users.id, input.userId));
  return { userId: input.userId, url: saved.url, message: 'Foto profil disimpan.' };
}

/** A batch, one file per call: the file is named after the student's NISN (0012345678.jpg). */
export async function setProfilePhotoByNisn({ ctx, request }: { ctx: SessionContext; request: FastifyRequest }) {
  const saved = await storeUpload(ctx, 'profile_photo', request, async (name) => {
    const nisn = name.replace(/\.[^.]*$/, '').trim();
    if (!/^\d{10}$/.test(nisn)) throw validationError({ file: [`Nama berkas "${name}" bukan NISN (10 angka).`] }, `Nama berkas "${name}" bukan NISN.`);
    const [student] = await ctx.db
      .select({ userId: studentProfiles.userId, fullName: users.fullName })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(and(eq(studentProfiles.schoolId, ctx.session.schoolId), eq(studentProfiles.nisn, nisn)));
    if (!student) throw fieldError('file', `Siswa dengan NISN ${nisn} tidak ditemukan.`);
    return student;
  });
  const { userId, fullName } = saved.checked;
  await ctx.db.update(users).set({ pathProfile: saved.url, updatedAt: new Date() }).where(eq(users.id, userId));
  return { userId, fullName, url: saved.url, message: `Foto ${fullName} disimpan.` };
}
