import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { schools } from '../../src/server/db/schema/schools.ts';
import { courses } from '../../src/server/db/schema/master.ts';
import { curriculumAtps, curriculumCps, curriculumSubjects, curriculumTps } from '../../src/server/db/schema/curriculum.ts';
import { findLearningObjective, listLearningObjectives } from '../../src/server/curriculum/learning-objectives.ts';
import { assertUnused, findCurriculumUses, registerCurriculumUse } from '../../src/server/curriculum/usage-registry.ts';

/** The seam other modules call: a school's TPs by course, grade, semester or ids, and the "used by" registry. */
let database: TestDatabase;
let schoolA: number;
let schoolB: number;
let courseA: number;
let tpIds: number[];
let otherTp: number;

beforeAll(async () => {
  database = await openTestDatabase('base');
  const db = database.db;
  const all = await db.select({ id: schools.id }).from(schools).orderBy(schools.id);
  [schoolA, schoolB] = [all[0].id, all[1].id];
  [{ id: courseA }] = await db
    .insert(courses)
    .values({ schoolId: schoolA, code: 'MTK-T', name: 'Matematika Uji', courseGroup: 'A' })
    .returning({ id: courses.id });
  const [subject] = await db.insert(curriculumSubjects).values({ code: 'UJI-MAT', name: 'Matematika (uji)' }).returning();
  const [cp] = await db
    .insert(curriculumCps)
    .values({ schoolId: schoolA, subjectId: subject.id, phase: 'E', element: 'Bilangan', description: 'CP uji' })
    .returning();
  const [atp] = await db
    .insert(curriculumAtps)
    .values({ schoolId: schoolA, subjectId: subject.id, courseId: courseA, phase: 'E', title: 'ATP uji' })
    .returning();
  const tps = await db
    .insert(curriculumTps)
    .values([
      { schoolId: schoolA, atpId: atp.id, cpId: cp.id, code: '10.2', description: 'Kedua', grade: 10, semester: '1', position: 2 },
      { schoolId: schoolA, atpId: atp.id, cpId: cp.id, code: '10.1', description: 'Pertama', grade: 10, semester: '1', position: 1 },
      { schoolId: schoolA, atpId: atp.id, code: '10.3', description: 'Ketiga', grade: 10, semester: '2', position: 3 },
    ])
    .returning({ id: curriculumTps.id });
  tpIds = tps.map((t) => t.id);
  const [otherAtp] = await db.insert(curriculumAtps).values({ schoolId: schoolB, subjectId: subject.id, phase: 'E', title: 'ATP sekolah lain' }).returning();
  [{ id: otherTp }] = await db
    .insert(curriculumTps)
    .values({ schoolId: schoolB, atpId: otherAtp.id, code: '1', description: 'Lain' })
    .returning({ id: curriculumTps.id });
});
afterAll(() => database.close());

describe('listLearningObjectives', () => {
  it('gives the school TPs in ATP order with their element, filtered by course, grade, semester and ids', async () => {
    const all = await listLearningObjectives(database.db, schoolA, { courseId: courseA });
    expect(all.map((t) => t.description)).toEqual(['Pertama', 'Kedua', 'Ketiga']);
    expect(all[0]).toMatchObject({
      code: '10.1',
      phase: 'E',
      grade: 10,
      semester: '1',
      element: 'Bilangan',
      subjectName: 'Matematika (uji)',
      courseId: courseA,
    });
    expect((await listLearningObjectives(database.db, schoolA, { courseId: courseA, semester: '2' })).map((t) => t.code)).toEqual(['10.3']);
    expect(await listLearningObjectives(database.db, schoolA, { grade: 11 })).toEqual([]);
    expect((await listLearningObjectives(database.db, schoolA, { ids: [tpIds[0], otherTp] })).map((t) => t.id)).toEqual([tpIds[0]]);
    expect(await findLearningObjective(database.db, schoolA, otherTp)).toBeNull();
    expect((await findLearningObjective(database.db, schoolB, otherTp))?.description).toBe('Lain');
  });
});

describe('the uses registry', () => {
  it('refuses with 409 naming every module that registered a use, and forgets a removed provider', async () => {
    expect(await findCurriculumUses(database.db, schoolA, 'tp', tpIds)).toEqual([]);
    const remove = registerCurriculumUse({
      kind: 'tp',
      uses: async (_db, schoolId, ids) =>
        schoolId === schoolA && ids.includes(tpIds[1]) ? { where: 'penilaian di buku nilai', count: 2, examples: ['Matematika X AKL 1'] } : null,
    });
    await expect(assertUnused(database.db, schoolA, 'tp', [tpIds[1]], 'TP ini')).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('2 penilaian di buku nilai (Matematika X AKL 1)'),
    });
    await expect(assertUnused(database.db, schoolA, 'tp', [tpIds[2]], 'TP ini')).resolves.toBeUndefined();
    await expect(assertUnused(database.db, schoolB, 'kd', [tpIds[1]], 'KD ini')).resolves.toBeUndefined();
    remove();
    await expect(assertUnused(database.db, schoolA, 'tp', [tpIds[1]], 'TP ini')).resolves.toBeUndefined();
    expect((await database.db.select().from(curriculumTps).where(eq(curriculumTps.schoolId, schoolB))).length).toBe(1);
  });
});
