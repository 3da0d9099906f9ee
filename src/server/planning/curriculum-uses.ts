import { and, eq, inArray } from 'drizzle-orm';
import { planDocuments, planLinks } from '../db/schema/planning.ts';
import type { CurriculumUseProvider } from '../curriculum/usage-registry.ts';
import type { CurriculumRefKind } from '../../shared/curriculum/types.ts';

/** Planning documents linked to a CP, TP or KD: deleting one of those is refused while a document names it. */
const usesOf = (kind: CurriculumRefKind): CurriculumUseProvider => ({
  kind,
  async uses(db, schoolId, ids) {
    const rows = await db
      .selectDistinct({ id: planDocuments.id, title: planDocuments.title })
      .from(planLinks)
      .innerJoin(planDocuments, eq(planDocuments.id, planLinks.documentId))
      .where(and(eq(planLinks.schoolId, schoolId), eq(planLinks.refKind, kind), inArray(planLinks.refId, [...ids])));
    return { where: 'dokumen perencanaan (silabus, RPP, modul ajar)', count: rows.length, examples: rows.map((r) => r.title) };
  },
});

export const PLANNING_CURRICULUM_USES: CurriculumUseProvider[] = [usesOf('cp'), usesOf('tp'), usesOf('kd')];
