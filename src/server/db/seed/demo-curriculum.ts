import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { academicYears, schools } from '../schema/schools.ts';
import { classes, courseSettings, courses } from '../schema/master.ts';
import {
  courseGroups,
  courseProfiles,
  courseTypes,
  curriculumAtps,
  curriculumCps,
  curriculumKds,
  curriculumKis,
  curriculumSubjects,
  curriculumThemeKds,
  curriculumThemes,
  curriculumTps,
  gradeCurricula,
  gradeSubjects,
  scorePredicates,
} from '../schema/curriculum.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

/** Demo course codes (src/server/master/demo-data.ts) and the platform subject each follows. */
const SUBJECT_OF: Record<string, string> = {
  PAI: 'PAI',
  PP: 'PP',
  BIND: 'BIN',
  MTK: 'MAT',
  SEJ: 'SEJ',
  BING: 'BING',
  PJOK: 'PJOK',
  INF: 'INF',
  IPAS: 'IPAS',
  SENBUD: 'SENI',
  BSUN: 'MULOK',
  PKK: 'PKK',
  IPA: 'IPA',
  IPS: 'IPS',
};
const PREDICATES = [
  { letter: 'A', minScore: 90, maxScore: 100, description: 'Sangat baik' },
  { letter: 'B', minScore: 80, maxScore: 89, description: 'Baik' },
  { letter: 'C', minScore: 70, maxScore: 79, description: 'Cukup' },
  { letter: 'D', minScore: 0, maxScore: 69, description: 'Perlu bimbingan' },
];

interface Structure {
  types: { code: string; name: string; description: string }[];
  /** [group code, name, type code, the demo course_group values it takes]. */
  groups: [string, string, string, string[]][];
}

const SMK_STRUCTURE: Structure = {
  types: [
    { code: 'UMUM', name: 'Kelompok Mata Pelajaran Umum', description: 'Mata pelajaran umum yang wajib bagi semua program keahlian.' },
    { code: 'KEJURUAN', name: 'Kelompok Mata Pelajaran Kejuruan', description: 'Dasar-dasar program keahlian, konsentrasi keahlian, PKK, dan PKL.' },
    { code: 'MULOK', name: 'Muatan Lokal', description: 'Muatan lokal yang ditetapkan daerah dan sekolah.' },
  ],
  groups: [
    ['A', 'A. Kelompok Mata Pelajaran Umum', 'UMUM', ['A', 'B']],
    ['B', 'B. Kelompok Mata Pelajaran Kejuruan', 'KEJURUAN', ['C', 'PILIHAN']],
    ['C', 'C. Muatan Lokal', 'MULOK', ['MULOK']],
  ],
};

const SMP_STRUCTURE: Structure = {
  types: [
    { code: 'NASIONAL', name: 'Muatan Nasional', description: 'Kelompok A dan B Kurikulum 2013.' },
    { code: 'LOKAL', name: 'Muatan Lokal', description: 'Muatan lokal daerah.' },
  ],
  groups: [
    ['A', 'Kelompok A (Umum)', 'NASIONAL', ['A']],
    ['B', 'Kelompok B (Umum)', 'NASIONAL', ['B', 'C', 'PILIHAN']],
    ['ML', 'Muatan Lokal', 'LOKAL', ['MULOK']],
  ],
};

/**
 * Issue 15's demo: SMK Demo runs Kurikulum Merdeka in every grade, with its course types and groups, each course
 * mapped to its reference subject, the rapor order of every grade, the CP of fase E copied and the reference ATPs
 * of Matematika and Informatika adapted for kelas X. SMP Demo is the K13 school for contrast: every grade on K13,
 * KI and the KD of kelas VII copied, and two themes mapped to KD. Fills a school whose structure is still empty.
 */
export async function seedDemoCurriculum(db: Db): Promise<void> {
  const found = await db
    .select({ id: schools.id, slug: schools.slug })
    .from(schools)
    .where(inArray(schools.slug, [DEMO_SCHOOL, 'demo-smp']));
  const subjects = new Map((await db.select({ id: curriculumSubjects.id, code: curriculumSubjects.code }).from(curriculumSubjects)).map((s) => [s.code, s.id]));
  for (const school of found) {
    const [already] = await db.select({ id: courseTypes.id }).from(courseTypes).where(eq(courseTypes.schoolId, school.id)).limit(1);
    const [year] = await db
      .select({ id: academicYears.id })
      .from(academicYears)
      .where(and(eq(academicYears.schoolId, school.id), eq(academicYears.isCurrent, true)));
    if (already || !year) continue;
    const smk = school.slug === DEMO_SCHOOL;
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await writeStructure(t, school.id, year.id, smk ? SMK_STRUCTURE : SMP_STRUCTURE, subjects, smk ? 'merdeka' : 'k13');
      await t.insert(scorePredicates).values(PREDICATES.map((p) => ({ ...p, schoolId: school.id })));
      if (smk) await adoptMerdeka(t, school.id, year.id, subjects);
      else await adoptK13(t, school.id, subjects);
    });
  }
}

async function writeStructure(db: Db, schoolId: number, yearId: number, structure: Structure, subjects: Map<string, number>, curriculum: 'merdeka' | 'k13') {
  const types = await db
    .insert(courseTypes)
    .values(structure.types.map((t, i) => ({ ...t, schoolId, sortOrder: i + 1 })))
    .returning({ id: courseTypes.id, code: courseTypes.code });
  const typeId = new Map(types.map((t) => [t.code, t.id]));
  const groups = await db
    .insert(courseGroups)
    .values(structure.groups.map(([code, name, type], i) => ({ schoolId, code, name, courseTypeId: typeId.get(type)!, sortOrder: i + 1 })))
    .returning({ id: courseGroups.id, code: courseGroups.code });
  const groupOf = new Map<string, { groupId: number; typeId: number }>();
  structure.groups.forEach(([code, , type, values]) => {
    for (const v of values) groupOf.set(v, { groupId: groups.find((g) => g.code === code)!.id, typeId: typeId.get(type)! });
  });
  const list = await db.select().from(courses).where(eq(courses.schoolId, schoolId)).orderBy(asc(courses.sortOrder), asc(courses.id));
  await db.insert(courseProfiles).values(
    list.map((c) => ({
      courseId: c.id,
      schoolId,
      subjectId: subjects.get(SUBJECT_OF[c.code] ?? '') ?? null,
      courseTypeId: groupOf.get(c.courseGroup)?.typeId ?? null,
      courseGroupId: groupOf.get(c.courseGroup)?.groupId ?? null,
    })),
  );
  const grades = await db.select({ id: classes.id }).from(classes).where(eq(classes.schoolId, schoolId));
  await db.insert(gradeCurricula).values(grades.map((g) => ({ schoolId, academicYearId: yearId, classId: g.id, curriculum })));
  const taught = await db
    .select({ classId: courseSettings.classId, courseId: courseSettings.courseId })
    .from(courseSettings)
    .where(and(eq(courseSettings.schoolId, schoolId), eq(courseSettings.academicYearId, yearId)));
  const order = new Map(list.map((c, i) => [c.id, i + 1]));
  if (taught.length) {
    await db
      .insert(gradeSubjects)
      .values(taught.map((t) => ({ schoolId, academicYearId: yearId, classId: t.classId, courseId: t.courseId, position: order.get(t.courseId) ?? 99 })));
  }
}

/** SMK: fase E CPs copied, the two reference ATPs copied for the school's courses and linked to kelas X. */
async function adoptMerdeka(db: Db, schoolId: number, yearId: number, subjects: Map<string, number>) {
  const subjectIds = ['MAT', 'BIN', 'IPAS', 'INF', 'PP'].map((c) => subjects.get(c)!);
  const source = await db
    .select()
    .from(curriculumCps)
    .where(and(isNull(curriculumCps.schoolId), eq(curriculumCps.phase, 'E'), inArray(curriculumCps.subjectId, subjectIds)));
  const copies = await db
    .insert(curriculumCps)
    .values(
      source.map((c) => ({
        schoolId,
        subjectId: c.subjectId,
        phase: c.phase,
        element: c.element,
        description: c.description,
        position: c.position,
        copiedFromId: c.id,
      })),
    )
    .returning({ id: curriculumCps.id, from: curriculumCps.copiedFromId });
  const cpMap = new Map(copies.map((c) => [c.from!, c.id]));
  const [gradeX] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.grade, 10)));
  const atps = await db.select().from(curriculumAtps).where(isNull(curriculumAtps.schoolId));
  const courseOf = new Map(
    (await db.select({ id: courses.id, code: courses.code }).from(courses).where(eq(courses.schoolId, schoolId))).map((c) => [SUBJECT_OF[c.code], c.id]),
  );
  for (const atp of atps) {
    const code = [...subjects.entries()].find(([, id]) => id === atp.subjectId)?.[0] ?? '';
    const courseId = courseOf.get(code);
    if (!courseId) continue;
    const [created] = await db
      .insert(curriculumAtps)
      .values({
        schoolId,
        subjectId: atp.subjectId,
        phase: atp.phase,
        courseId,
        title: `${atp.title.replace('ATP ', 'ATP SMK Demo — ')}`,
        description: atp.description,
        copiedFromId: atp.id,
      })
      .returning({ id: curriculumAtps.id });
    const tps = await db.select().from(curriculumTps).where(eq(curriculumTps.atpId, atp.id)).orderBy(asc(curriculumTps.position));
    await db.insert(curriculumTps).values(
      tps.map((t) => ({
        schoolId,
        atpId: created.id,
        cpId: t.cpId ? (cpMap.get(t.cpId) ?? null) : null,
        code: t.code,
        description: t.description,
        grade: t.grade,
        semester: t.semester,
        hours: t.hours,
        position: t.position,
        copiedFromId: t.id,
      })),
    );
    if (gradeX)
      await db
        .update(gradeSubjects)
        .set({ atpId: created.id })
        .where(and(eq(gradeSubjects.academicYearId, yearId), eq(gradeSubjects.classId, gradeX.id), eq(gradeSubjects.courseId, courseId)));
  }
}

/** SMP (K13): KI of the SMP stage and the KD of kelas VII copied; two themes of kelas VII mapped to KD across subjects. */
async function adoptK13(db: Db, schoolId: number, subjects: Map<string, number>) {
  const kis = await db
    .select()
    .from(curriculumKis)
    .where(and(isNull(curriculumKis.schoolId), eq(curriculumKis.stage, 'SMP')));
  if (kis.length)
    await db
      .insert(curriculumKis)
      .values(kis.map((k) => ({ schoolId, stage: k.stage, number: k.number, name: k.name, description: k.description, copiedFromId: k.id })));
  const kds = await db
    .select()
    .from(curriculumKds)
    .where(and(isNull(curriculumKds.schoolId), eq(curriculumKds.grade, 7)));
  const copies = kds.length
    ? await db
        .insert(curriculumKds)
        .values(
          kds.map((k) => ({
            schoolId,
            subjectId: k.subjectId,
            grade: k.grade,
            kiNumber: k.kiNumber,
            code: k.code,
            description: k.description,
            position: k.position,
            copiedFromId: k.id,
          })),
        )
        .returning({ id: curriculumKds.id, code: curriculumKds.code, subjectId: curriculumKds.subjectId })
    : [];
  const themes = await db
    .insert(curriculumThemes)
    .values([
      {
        schoolId,
        grade: 7,
        number: 1,
        name: 'Keragaman Budaya Nusantara',
        description: 'Mengenal dan menghargai keragaman budaya daerah melalui teks deskripsi, norma, dan data.',
      },
      {
        schoolId,
        grade: 7,
        number: 2,
        name: 'Lingkungan Sekitarku',
        description: 'Mengamati, mengukur, dan mengklasifikasikan benda dan makhluk hidup di lingkungan sekolah.',
      },
    ])
    .returning({ id: curriculumThemes.id, number: curriculumThemes.number });
  const kd = (subject: string, code: string) => copies.find((k) => k.subjectId === subjects.get(subject) && k.code === code);
  const map: [number, [string, string][]][] = [
    [
      themes[0].id,
      [
        ['BIN', '3.1'],
        ['BIN', '4.1'],
        ['BIN', '4.2'],
        ['PP', '3.2'],
        ['PP', '4.2'],
      ],
    ],
    [
      themes[1].id,
      [
        ['IPA', '3.1'],
        ['IPA', '3.2'],
        ['IPA', '4.2'],
        ['MAT', '3.4'],
        ['MAT', '4.4'],
      ],
    ],
  ];
  const links = map.flatMap(([themeId, items]) =>
    items.flatMap(([subject, code]) => {
      const found = kd(subject, code);
      return found ? [{ themeId, kdId: found.id }] : [];
    }),
  );
  const unique = [...new Map(links.map((l) => [`${l.themeId}:${l.kdId}`, l])).values()];
  if (unique.length) await db.insert(curriculumThemeKds).values(unique.map((l) => ({ ...l, schoolId })));
}
