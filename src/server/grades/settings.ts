import { and, eq } from 'drizzle-orm';
import { DEFAULT_WEIGHTS } from '../../shared/grades/schemas.ts';
import type { Db } from '../db/client.ts';
import { gradeSettings, raporReleases } from '../db/schema/grades.ts';
import type { Tx } from '../audit/record-audit.ts';
import { AppError } from '../http/errors.ts';

export interface GradeSettings {
  semester: string;
  weights: Record<string, number>;
  reportDate: string | null;
  graduation: { rapor: number; exam: number } | null;
}

/** The school's grade settings of a year; the defaults until the admin saves their own. */
export async function settingsOf(db: Db | Tx, schoolId: number, yearId: number): Promise<GradeSettings> {
  const [row] = await db
    .select({ semester: gradeSettings.semester, weights: gradeSettings.weights, reportDate: gradeSettings.reportDate, graduation: gradeSettings.graduation })
    .from(gradeSettings)
    .where(and(eq(gradeSettings.schoolId, schoolId), eq(gradeSettings.academicYearId, yearId)));
  return row ?? { semester: '1', weights: { ...DEFAULT_WEIGHTS }, reportDate: null, graduation: null };
}

/** The release of a semester, if any. */
export async function releaseOf(db: Db | Tx, schoolId: number, yearId: number, semester: string) {
  const [row] = await db
    .select()
    .from(raporReleases)
    .where(and(eq(raporReleases.schoolId, schoolId), eq(raporReleases.academicYearId, yearId), eq(raporReleases.semester, semester)));
  return row ?? null;
}

/** Why grades of a semester cannot change, in the words the teacher reads; null while open. */
export async function lockMessage(db: Db | Tx, schoolId: number, yearId: number, semester: string): Promise<string | null> {
  const release = await releaseOf(db, schoolId, yearId, semester);
  if (!release?.locked) return null;
  return `Nilai semester ${semester} terkunci: rapor dirilis pada ${release.releaseDate}. Minta kepala sekolah membuka kunci rapor.`;
}

/** Writing into a released semester is a 409 that names the lock. */
export async function assertOpen(db: Db | Tx, schoolId: number, yearId: number, semester: string): Promise<void> {
  const message = await lockMessage(db, schoolId, yearId, semester);
  if (message) throw new AppError('conflict', message);
}
