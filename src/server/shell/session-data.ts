import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { academicYears, curricula, schools } from '../db/schema/schools.ts';

/** The lists the shell's selectors show (document 01, section 3 "Records shown in selectors"). */
export interface AcademicYearOption {
  sd_academic_year_id: number;
  description: string;
  is_current: boolean;
  sd_curriculum_id: number | null;
}

export async function academicYearsOf(db: Db, schoolId: number): Promise<AcademicYearOption[]> {
  const rows = await db
    .select({
      sd_academic_year_id: academicYears.id,
      description: academicYears.description,
      is_current: academicYears.isCurrent,
      sd_curriculum_id: academicYears.curriculumId,
    })
    .from(academicYears)
    .where(eq(academicYears.schoolId, schoolId))
    .orderBy(asc(academicYears.startDate));
  return rows;
}

export function currentYearOf(years: AcademicYearOption[]): AcademicYearOption | null {
  return years.find((y) => y.is_current) ?? years.at(-1) ?? null;
}

export async function curriculumList(db: Db): Promise<{ sd_curriculum_id: number; code: string; name: string }[]> {
  return db.select({ sd_curriculum_id: curricula.id, code: curricula.code, name: curricula.name }).from(curricula).orderBy(asc(curricula.id));
}

export async function schoolById(db: Db, schoolId: number) {
  const rows = await db.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
  return rows[0] ?? null;
}

/** The schools a user may see in the selector: the foundation's schools for type 13, else the home school. */
export async function selectableSchools(db: Db, user: { userTypeId: string; foundationId: number | null; schoolId: number }) {
  const where = user.userTypeId === '13' && user.foundationId !== null ? eq(schools.foundationId, user.foundationId) : eq(schools.id, user.schoolId);
  return db.select({ sd_school_id: schools.id, school_name: schools.name }).from(schools).where(where).orderBy(asc(schools.name));
}
