/** Data PTK (/ptk): every teacher and staff member of the school in one Dapodik-style list, with what is missing. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';

/** The PTK account types and the resource whose form adds or edits each (librarians and treasurers: none yet). */
export const PTK_TYPES = ['3', '4', '2', '9', '7', '8', '10', '11'] as const;
export const PTK_RESOURCES: Readonly<Record<string, string>> = {
  '2': 'school-admins',
  '3': 'teachers',
  '4': 'principals',
  '7': 'mentors',
  '8': 'support-staff',
  '9': 'school-staff',
};
export const PTK_MISSING = ['nuptk', 'nik', 'birth_date', 'employment_status', 'position'] as const;
export const PTK_MISSING_LABELS: Record<(typeof PTK_MISSING)[number], string> = {
  nuptk: 'NUPTK',
  nik: 'NIK',
  birth_date: 'tanggal lahir',
  employment_status: 'status kepegawaian',
  position: 'jenis PTK',
};

export const ptkListContract = defineContract({
  name: 'ptk.list',
  method: 'GET',
  path: '/api/ptk',
  auth: 'session',
  output: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        userTypeId: z.string(),
        name: z.string(),
        nuptk: z.string().nullable(),
        nip: z.string().nullable(),
        gender: z.string().nullable(),
        position: z.string().nullable(),
        employmentStatus: z.string().nullable(),
        active: z.boolean(),
        /** Dapodik fields still empty (NUPTK only for teachers and the principal). */
        missing: z.array(z.enum(PTK_MISSING)),
      }),
    ),
    byPosition: z.array(z.object({ position: z.string(), count: z.number() })),
  }),
  tag: 'Data PTK',
  access: 'admin, TU, kepala sekolah',
  summary: 'Pendidik dan tenaga kependidikan sekolah dengan identitas Dapodik dan kelengkapannya.',
});
