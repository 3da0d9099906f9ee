/** The foundation's view (issue 20): its schools side by side, and its users. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';

const TAG = 'Yayasan';

export const foundationSchoolSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  stage: z.string().nullable(),
  students: z.number(),
  teachers: z.number(),
  staff: z.number(),
  guardians: z.number(),
  newsPublished: z.number(),
  announcements: z.number(),
  openPolls: z.number(),
  ppdbApplicants: z.number(),
  ppdbAccepted: z.number(),
});

export const foundationRecapContract = defineContract({
  name: 'content.foundation.recap',
  method: 'GET',
  path: '/api/content/foundation',
  auth: 'session',
  output: z.object({
    foundation: z.string(),
    schools: z.array(foundationSchoolSchema),
    totals: foundationSchoolSchema.pick({
      students: true,
      teachers: true,
      staff: true,
      guardians: true,
      newsPublished: true,
      ppdbApplicants: true,
      ppdbAccepted: true,
    }),
  }),
  tag: TAG,
  access: 'yayasan, superadmin',
  summary: 'Sekolah-sekolah yayasan berdampingan: siswa, guru, staf, orang tua, berita terbit, pengumuman, jajak pendapat yang dibuka.',
});

export const foundationUsersContract = defineContract({
  name: 'content.foundation.users',
  method: 'GET',
  path: '/api/content/foundation/users',
  auth: 'session',
  output: z.object({
    data: z.array(z.object({ id: z.number(), fullName: z.string(), email: z.string(), userType: z.string(), school: z.string(), isActive: z.boolean() })),
  }),
  tag: TAG,
  access: 'yayasan, superadmin',
  summary: 'Pengguna yayasan dan pengelola (admin, kepala sekolah, TU, bendahara) tiap sekolahnya.',
});
