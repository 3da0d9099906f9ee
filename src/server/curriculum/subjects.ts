import { asc } from 'drizzle-orm';
import { curriculumSubjects } from '../db/schema/curriculum.ts';
import type { SessionContext } from '../http/context.ts';
import { requireCurriculum } from './guard.ts';

/** GET /api/curriculum/subject-options */
export async function subjectOptions({ ctx }: { ctx: SessionContext }) {
  requireCurriculum(ctx, 'read');
  const data = await ctx.db
    .select({ id: curriculumSubjects.id, code: curriculumSubjects.code, name: curriculumSubjects.name, curriculum: curriculumSubjects.curriculum })
    .from(curriculumSubjects)
    .orderBy(asc(curriculumSubjects.sortOrder), asc(curriculumSubjects.name));
  return { data };
}
