import { isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { curriculumAtps, curriculumCps, curriculumKds, curriculumKis, curriculumSubjects, curriculumTps } from '../../db/schema/curriculum.ts';
import { REFERENCE_SUBJECTS } from './subjects.ts';
import { CP_BAHASA_INDONESIA, CP_MATEMATIKA } from './cp-mat-bin.ts';
import { CP_INFORMATIKA, CP_IPA_IPAS, CP_PANCASILA } from './cp-ipa-inf-pp.ts';
import { REFERENCE_ATPS } from './atp.ts';
import { REFERENCE_KDS, REFERENCE_KIS } from './k13.ts';

export const REFERENCE_CPS = [...CP_MATEMATIKA, ...CP_BAHASA_INDONESIA, ...CP_IPA_IPAS, ...CP_INFORMATIKA, ...CP_PANCASILA];

/**
 * The platform's curriculum reference, at every start: subjects by code, then CP per subject and phase, KI per
 * stage, KD per subject and grade, and the reference ATPs, each only where the platform has none yet, so what the
 * superadmin changed or removed stays as they left it. A handful of statements when nothing is missing.
 */
export async function seedCurriculumReference(db: Db): Promise<void> {
  await db
    .insert(curriculumSubjects)
    .values(REFERENCE_SUBJECTS.map((s, i) => ({ ...s, sortOrder: (i + 1) * 10 })))
    .onConflictDoNothing();
  const subjects = new Map((await db.select({ id: curriculumSubjects.id, code: curriculumSubjects.code }).from(curriculumSubjects)).map((s) => [s.code, s.id]));
  const idOf = (code: string) => subjects.get(code)!;

  const cpKeys = new Set(
    (await db.selectDistinct({ s: curriculumCps.subjectId, p: curriculumCps.phase }).from(curriculumCps).where(isNull(curriculumCps.schoolId))).map(
      (r) => `${r.s}:${r.p}`,
    ),
  );
  const cps = REFERENCE_CPS.map((c, i) => ({
    schoolId: null,
    subjectId: idOf(c.subject),
    phase: c.phase,
    element: c.element,
    description: c.description,
    position: i + 1,
  })).filter((c) => !cpKeys.has(`${c.subjectId}:${c.phase}`));
  if (cps.length) await db.insert(curriculumCps).values(cps);

  const kiStages = new Set(
    (await db.selectDistinct({ stage: curriculumKis.stage }).from(curriculumKis).where(isNull(curriculumKis.schoolId))).map((r) => r.stage),
  );
  const kis = REFERENCE_KIS.filter((k) => !kiStages.has(k.stage));
  if (kis.length) await db.insert(curriculumKis).values(kis.map((k) => ({ ...k, schoolId: null })));

  const kdKeys = new Set(
    (await db.selectDistinct({ s: curriculumKds.subjectId, g: curriculumKds.grade }).from(curriculumKds).where(isNull(curriculumKds.schoolId))).map(
      (r) => `${r.s}:${r.g}`,
    ),
  );
  const kds = REFERENCE_KDS.filter((k) => !kdKeys.has(`${idOf(k.subject)}:${k.grade}`)).flatMap((k) =>
    k.items.map(([code, description], i) => ({
      schoolId: null,
      subjectId: idOf(k.subject),
      grade: k.grade,
      kiNumber: Number(code[0]),
      code,
      description,
      position: i + 1,
    })),
  );
  if (kds.length) await db.insert(curriculumKds).values(kds);

  await seedReferenceAtps(db, idOf);
}

async function seedReferenceAtps(db: Db, idOf: (code: string) => number): Promise<void> {
  const existing = new Set((await db.select({ title: curriculumAtps.title }).from(curriculumAtps).where(isNull(curriculumAtps.schoolId))).map((a) => a.title));
  const missing = REFERENCE_ATPS.filter((a) => !existing.has(a.title));
  if (!missing.length) return;
  const cps = await db
    .select({ id: curriculumCps.id, subjectId: curriculumCps.subjectId, phase: curriculumCps.phase, element: curriculumCps.element })
    .from(curriculumCps)
    .where(isNull(curriculumCps.schoolId));
  const cpOf = new Map(cps.map((c) => [`${c.subjectId}:${c.phase}:${c.element}`, c.id]));
  for (const atp of missing) {
    const subjectId = idOf(atp.subject);
    const [created] = await db
      .insert(curriculumAtps)
      .values({ schoolId: null, subjectId, phase: atp.phase, title: atp.title, description: atp.description })
      .returning({ id: curriculumAtps.id });
    const counters = new Map<string, number>();
    await db.insert(curriculumTps).values(
      atp.tps.map(([element, description, grade, semester, hours], i) => {
        const n = (counters.get(String(grade)) ?? 0) + 1;
        counters.set(String(grade), n);
        return {
          schoolId: null,
          atpId: created.id,
          cpId: cpOf.get(`${subjectId}:${atp.phase}:${element}`) ?? null,
          code: `${grade}.${n}`,
          description,
          grade,
          semester,
          hours,
          position: i + 1,
        };
      }),
    );
  }
}
