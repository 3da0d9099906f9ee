import { and, eq, inArray } from 'drizzle-orm';
import { curriculumThemeKds, curriculumThemes } from '../../db/schema/curriculum.ts';
import type { CurriculumUseProvider } from '../usage-registry.ts';

/** KDs mapped to a K13 theme (/theme/mapping-basecore-comp). */
export const themeKdUses: CurriculumUseProvider = {
  kind: 'kd',
  async uses(db, schoolId, ids) {
    const rows = await db
      .selectDistinct({ name: curriculumThemes.name, grade: curriculumThemes.grade, number: curriculumThemes.number })
      .from(curriculumThemeKds)
      .innerJoin(curriculumThemes, eq(curriculumThemes.id, curriculumThemeKds.themeId))
      .where(and(eq(curriculumThemeKds.schoolId, schoolId), inArray(curriculumThemeKds.kdId, [...ids])));
    return { where: 'tema', count: rows.length, examples: rows.map((r) => `Tema ${r.number} kelas ${r.grade}: ${r.name}`) };
  },
};
