import { eq, sql } from 'drizzle-orm';
import { guardianStudents } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { Scope, Tx, Values } from '../resources/binding.ts';
import { qualified } from '../resources/table-binding.ts';

/** Guardians: their children are the links of sd_guardian_students, read as one id list and replaced on save. */
export const guardianOptions = {
  computed: () => ({
    student_ids: sql<
      number[]
    >`coalesce((select array_agg(gs.student_user_id order by gs.student_user_id) from sd_guardian_students gs where gs.guardian_user_id = ${qualified(users.id)}), '{}')`,
  }),
  hooks: {
    async afterWrite(tx: Tx, scope: Scope, id: number, values: Values) {
      if (!('student_ids' in values)) return;
      await linkChildren(tx, scope, id, (values.student_ids as number[]) ?? []);
    },
  },
};

export async function linkChildren(tx: Tx, scope: Scope, guardianId: number, studentIds: readonly number[]): Promise<void> {
  await tx.delete(guardianStudents).where(eq(guardianStudents.guardianId, guardianId));
  if (studentIds.length === 0) return;
  await tx.insert(guardianStudents).values(studentIds.map((studentId) => ({ schoolId: scope.schoolId, guardianId, studentId })));
}
