import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit, type Tx } from '../../audit/record-audit.ts';
import type { Db } from '../../db/client.ts';
import { curriculumKds, curriculumSubjects, curriculumThemeKds, curriculumThemes } from '../../db/schema/curriculum.ts';
import type { SessionContext } from '../../http/context.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { curriculumAllows } from '../../../shared/curriculum/permissions.ts';
import { requireCurriculum } from '../guard.ts';

async function readThemeKds(db: Db | Tx, ctx: SessionContext, id: number) {
  const schoolId = ctx.session.schoolId;
  const themes = await db
    .select({
      id: curriculumThemes.id,
      grade: curriculumThemes.grade,
      number: curriculumThemes.number,
      name: curriculumThemes.name,
      kdCount: sql<number>`(select count(*)::int from sd_cur_theme_kds m where m.sd_cur_theme_id = "sd_cur_themes"."sd_cur_theme_id")`,
    })
    .from(curriculumThemes)
    .where(eq(curriculumThemes.schoolId, schoolId))
    .orderBy(asc(curriculumThemes.grade), asc(curriculumThemes.number));
  const theme = themes.find((t) => t.id === id);
  if (!theme) throw notFound('Tema tidak ditemukan.');
  const kds = await db
    .select({
      id: curriculumKds.id,
      subjectName: curriculumSubjects.name,
      code: curriculumKds.code,
      kiNumber: curriculumKds.kiNumber,
      description: curriculumKds.description,
      linked: sql<boolean>`exists (select 1 from sd_cur_theme_kds m where m.sd_cur_theme_id = ${id} and m.sd_cur_kd_id = "sd_cur_kds"."sd_cur_kd_id")`,
    })
    .from(curriculumKds)
    .innerJoin(curriculumSubjects, eq(curriculumSubjects.id, curriculumKds.subjectId))
    .where(and(eq(curriculumKds.schoolId, schoolId), eq(curriculumKds.grade, theme.grade)))
    .orderBy(asc(curriculumSubjects.sortOrder), asc(curriculumKds.kiNumber), asc(curriculumKds.position));
  const { kdCount: _k, ...plain } = theme;
  return { theme: plain, themes, kds, canEdit: curriculumAllows('school.write', ctx.session.userTypeId) };
}

/** GET /api/curriculum/themes/:id/kds */
export async function getThemeKds({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireCurriculum(ctx, 'read');
  return readThemeKds(ctx.db, ctx, id);
}

/** PUT /api/curriculum/themes/:id/kds: only the school's own KDs of the theme's grade. */
export async function saveThemeKds({ ctx, id, input }: { ctx: SessionContext; id: number; input: { kdIds: number[] } }) {
  requireCurriculum(ctx, 'school.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [theme] = await tx
      .select({ id: curriculumThemes.id, grade: curriculumThemes.grade })
      .from(curriculumThemes)
      .where(and(eq(curriculumThemes.id, id), eq(curriculumThemes.schoolId, schoolId)));
    if (!theme) throw notFound('Tema tidak ditemukan.');
    const ids = [...new Set(input.kdIds)];
    const ok = ids.length
      ? new Set(
          (
            await tx
              .select({ id: curriculumKds.id })
              .from(curriculumKds)
              .where(and(eq(curriculumKds.schoolId, schoolId), eq(curriculumKds.grade, theme.grade), inArray(curriculumKds.id, ids)))
          ).map((k) => k.id),
        )
      : new Set<number>();
    const bad = ids.filter((k) => !ok.has(k));
    if (bad.length) throw validationError({ kdIds: ['Hanya KD sekolah pada tingkat tema ini yang dapat dipetakan.'] });
    await tx.delete(curriculumThemeKds).where(eq(curriculumThemeKds.themeId, id));
    if (ids.length) await tx.insert(curriculumThemeKds).values(ids.map((kdId) => ({ schoolId, themeId: id, kdId })));
    await recordAudit(tx, ctx, { resource: 'curriculum_theme_kds', recordId: id, action: 'update', after: ids });
    return readThemeKds(tx, ctx, id);
  });
}
