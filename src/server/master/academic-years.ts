import { and, eq, ne } from 'drizzle-orm';
import { academicYears } from '../db/schema/schools.ts';
import { validationError } from '../http/errors.ts';
import type { Hooks } from '../resources/binding.ts';

/**
 * One current academic year per school: choosing a year as current releases the others in the same
 * transaction (and the partial unique index sd_academic_years_current_key refuses two). The current year
 * cannot be released without choosing another, nor deleted.
 */
export const academicYearHooks: Hooks = {
  async beforeWrite(tx, scope, values, existing) {
    if (existing?.is_current === true && values.is_current === false) {
      throw validationError({ is_current: ['Jadikan tahun ajaran lain sebagai tahun berjalan terlebih dahulu.'] });
    }
    if (values.is_current === true) {
      const others = existing ? ne(academicYears.id, existing.id as number) : undefined;
      await tx
        .update(academicYears)
        .set({ isCurrent: false })
        .where(and(eq(academicYears.schoolId, scope.schoolId), eq(academicYears.isCurrent, true), others));
    }
  },
  async beforeDelete(_tx, _scope, existing) {
    if (existing.is_current === true) throw validationError({ _: ['Tahun ajaran berjalan tidak dapat dihapus.'] });
  },
};
