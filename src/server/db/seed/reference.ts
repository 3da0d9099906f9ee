import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { curricula, schoolStages } from '../schema/schools.ts';
import { userTypes } from '../schema/users.ts';
import { USER_TYPES } from '../../../shared/user-types.ts';

/** Platform reference data: stages, curricula, user types. Kept in step with the code at every start. */
export const STAGE_IDS = { TK: 1, SD: 2, MI: 3, SMP: 4, MTs: 5, SMA: 6, MA: 7, SMK: 8, SLB: 9 } as const;
const STAGE_NAMES: Record<keyof typeof STAGE_IDS, string> = {
  TK: 'Taman Kanak-kanak',
  SD: 'Sekolah Dasar',
  MI: 'Madrasah Ibtidaiyah',
  SMP: 'Sekolah Menengah Pertama',
  MTs: 'Madrasah Tsanawiyah',
  SMA: 'Sekolah Menengah Atas',
  MA: 'Madrasah Aliyah',
  SMK: 'Sekolah Menengah Kejuruan',
  SLB: 'Sekolah Luar Biasa',
};

export const CURRICULUM_IDS = { K13: 1, KURMER: 2 } as const;

export async function seedReference(db: Db): Promise<void> {
  await db
    .insert(schoolStages)
    .values(Object.entries(STAGE_IDS).map(([code, id]) => ({ id, code, name: STAGE_NAMES[code as keyof typeof STAGE_IDS] })))
    .onConflictDoUpdate({ target: schoolStages.id, set: { code: sql`excluded.code`, name: sql`excluded.name` } });
  await db
    .insert(curricula)
    .values([
      { id: CURRICULUM_IDS.K13, code: 'K13', name: 'Kurikulum 2013' },
      { id: CURRICULUM_IDS.KURMER, code: 'KURMER', name: 'Kurikulum Merdeka' },
    ])
    .onConflictDoUpdate({ target: curricula.id, set: { code: sql`excluded.code`, name: sql`excluded.name` } });
  await db
    .insert(userTypes)
    .values(Object.entries(USER_TYPES).map(([id, t]) => ({ id, code: t.code, name: t.name })))
    .onConflictDoUpdate({ target: userTypes.id, set: { code: sql`excluded.code`, name: sql`excluded.name` } });
}
