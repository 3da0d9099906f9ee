import { eq } from 'drizzle-orm';
import { academicYears } from '../db/schema/schools.ts';
import { schoolSettings } from '../db/schema/master.ts';
import { validationError } from '../http/errors.ts';
import type { Hooks } from '../resources/binding.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The academic year a school starts with: the one running today (July to June), on Kurikulum Merdeka. */
export function runningYear(today = new Date()) {
  const start = today.getMonth() >= 6 ? today.getFullYear() : today.getFullYear() - 1;
  return { description: `${start}/${start + 1}`, startDate: `${start}-07-14`, endDate: `${start + 1}-06-30`, curriculumId: 2, isCurrent: true };
}

/** Schools (superadmin): a slug from the name when none is given; a new school gets its running year. */
export const schoolHooks: Hooks = {
  prepare(_scope, values, existing) {
    if ('slug' in values || !existing) {
      const name = String(values.school_name ?? existing?.school_name ?? '');
      values.slug = (values.slug as string | null) || slugify(name);
      if (!SLUG.test(String(values.slug))) {
        throw validationError({ slug: ['Gunakan huruf kecil, angka dan tanda hubung, misalnya smk-nusantara.'] });
      }
    }
  },
  async afterWrite(tx, _scope, id, _values, existing) {
    if (!existing) await tx.insert(academicYears).values({ ...runningYear(), schoolId: id });
  },
  async beforeDelete(tx, _scope, existing) {
    // Only an empty school can go: its years and settings leave with it, anything else refuses (409).
    const id = existing.id as number;
    await tx.delete(schoolSettings).where(eq(schoolSettings.schoolId, id));
    await tx.delete(academicYears).where(eq(academicYears.schoolId, id));
  },
};
