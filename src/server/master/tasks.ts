import { eq } from 'drizzle-orm';
import { tasks } from '../db/schema/master.ts';
import { validationError } from '../http/errors.ts';
import type { Hooks } from '../resources/binding.ts';

const TEACHER = '3';

/** A teacher sees and changes only their own tasks and is always their author; an admin names the teacher. */
export const taskHooks: Hooks = {
  readFilter: (scope) => (scope.userTypeId === TEACHER ? eq(tasks.userId, scope.userId) : undefined),
  prepare(scope, values, existing) {
    if (scope.userTypeId === TEACHER) {
      values.sd_user_id = scope.userId;
      return;
    }
    const missing = existing ? 'sd_user_id' in values && !values.sd_user_id : !values.sd_user_id;
    if (missing) throw validationError({ sd_user_id: ['Pilih guru pemberi tugas.'] });
  },
};
