/** The signed-in user's own profile page (route profile_page) and the password change. */
import { z } from 'zod';
import { defineContract } from './contract.ts';

const TAG = 'Profil';

export const PASSWORD_MIN = 8;

export const changePasswordInput = z
  .object({
    current_password: z.string().min(1, 'Password saat ini wajib diisi.').max(1024, 'Password terlalu panjang.'),
    password: z.string().min(PASSWORD_MIN, `Password baru minimal ${PASSWORD_MIN} karakter.`).max(1024, 'Password terlalu panjang.'),
    password_confirmation: z.string().min(1, 'Ulangi password baru.'),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Konfirmasi password tidak sama dengan password baru.',
  });

export const profileSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  sd_user_type_id: z.string(),
  user_type_name: z.string(),
  school_name: z.string(),
  path_profile: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When an admin last set this person's password (issue 11.5); null when they chose it themselves. */
  password_set_by_admin_at: z.string().nullable(),
});

export const getProfileContract = defineContract({
  name: 'profile.get',
  method: 'GET',
  path: '/api/profile',
  auth: 'session',
  output: z.object({ status: z.boolean(), data: profileSchema }),
  tag: TAG,
  summary: 'Akun pengguna yang masuk: nama, email, jenis pengguna, sekolah, foto.',
});

export const changePasswordContract = defineContract({
  name: 'profile.password',
  method: 'POST',
  path: '/api/profile/password',
  auth: 'session',
  input: changePasswordInput,
  output: z.object({ status: z.boolean(), message: z.string() }),
  tag: TAG,
  summary: 'Mengganti password sendiri; sesi di perangkat lain diakhiri.',
  example: { current_password: 'rahasia-lama', password: 'rahasia-baru-123', password_confirmation: 'rahasia-baru-123' },
});
