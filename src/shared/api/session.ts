/** What the portal needs to know about the session's school beyond the legacy sign-in answer. */
import { z } from 'zod';
import { defineContract } from './contract.ts';
import { SHELL_CALLS } from './shell-routes.ts';

export const schoolContextContract = defineContract({
  ...SHELL_CALLS.schoolContext,
  auth: 'session',
  output: z.object({
    sd_school_id: z.number().int(),
    school_name: z.string(),
    time_zone: z.string().describe('Zona waktu IANA sekolah: semua waktu sekolah ditampilkan di zona ini'),
  }),
  tag: 'Sesi',
  summary: 'Sekolah sesi ini: nama dan zona waktunya (WIB, WITA atau WIT).',
});
