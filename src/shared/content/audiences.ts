/**
 * Who an announcement, a broadcast or a poll is for: a group of user types, or one rombel (its students and their
 * parents), written `rombel:<sd_section_id>`.
 */
import { z } from 'zod';

export const AUDIENCE_GROUPS = {
  all: { label: 'Semua warga sekolah', types: ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] },
  staff: { label: 'Guru dan staf', types: ['2', '3', '4', '7', '8', '9', '10', '11'] },
  teachers: { label: 'Guru', types: ['3'] },
  students: { label: 'Siswa', types: ['5'] },
  parents: { label: 'Orang tua/wali', types: ['6'] },
} as const;

export type AudienceGroup = keyof typeof AUDIENCE_GROUPS;

export const audienceSchema = z.string({ error: 'Pilih penerima.' }).regex(/^(all|staff|teachers|students|parents|rombel:\d{1,9})$/, 'Penerima tidak dikenal.');

/** The rombel id of a `rombel:<id>` audience, else null. */
export const rombelOf = (audience: string): number | null => (audience.startsWith('rombel:') ? Number(audience.slice(7)) : null);

/** Whether a user type falls in a group audience (a rombel audience is decided by membership, not type). */
export const groupIncludes = (audience: string, userTypeId: string): boolean =>
  audience in AUDIENCE_GROUPS && (AUDIENCE_GROUPS[audience as AudienceGroup].types as readonly string[]).includes(userTypeId);
