import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { academicYears, schools } from '../schema/schools.ts';
import { users } from '../schema/users.ts';
import { classMaps, classes, sections } from '../schema/master.ts';
import { kkAssessments, kkFacilitators, kkNotes, kkProjectTargets, kkProjects, profileSubelements } from '../schema/kokurikuler.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

/** Twelve sub-elements of six dimensions: what a waste-reduction campaign strengthens. */
const TARGETS = ['KWG.2.1', 'KWG.3.1', 'PKR.1.2', 'PKR.2.1', 'KRV.1.1', 'KRV.2.1', 'KLB.1.1', 'KLB.1.2', 'KMD.2.1', 'KMD.3.2', 'KMN.2.1', 'KMN.2.2'];
const SECOND = ['KRV.1.1', 'KRV.3.1', 'KLB.2.2', 'KMD.2.2', 'KMN.2.1', 'KWG.2.2'];
/** Mostly Berkembang and Cakap, some Mahir, a few Mulai Berkembang: a believable class. */
const SPREAD = [2, 3, 3, 4, 2, 3, 1, 3, 3, 2, 4, 3];
const NOTES = [
  'Aktif memimpin diskusi kelompok dan membagi tugas dengan adil.',
  'Rajin mendata sampah plastik kelas; perlu lebih berani menyampaikan pendapat.',
  'Poster kampanyenya menarik dan informatif.',
  'Perlu pendampingan dalam menyelesaikan tugas tepat waktu.',
];

const DESCRIPTION = [
  '<p>Murid kelas X meneliti jumlah dan jenis sampah plastik di lingkungan sekolah, lalu merancang dan menjalankan kampanye pengurangan sampah plastik selama empat minggu.</p>',
  '<h3>Alur kegiatan</h3>',
  '<ol><li>Pengenalan: mendata sampah plastik kelas selama satu minggu.</li><li>Kontekstualisasi: wawancara petugas kebersihan dan pengelola kantin.</li><li>Aksi: membuat poster, video pendek dan pojok isi ulang air minum.</li><li>Refleksi: membandingkan data sebelum dan sesudah kampanye, lalu presentasi di depan warga sekolah.</li></ol>',
].join('');

/**
 * SMK Demo's kokurikuler (issue 15): a semester-2 project for grade X ("Sekolahku Bebas Sampah Plastik",
 * coordinated by guru@, the homeroom teacher of siswa@'s rombel) with every student of that rombel assessed on
 * its twelve sub-elements and a few notes, so the rapor's kokurikuler block has text; and a not-yet-assessed
 * semester-1 project for grade XI, so the flow of dimensions shows two grades. Only when the school has none.
 */
export async function seedDemoKokurikuler(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const schoolId = school.id;
  const [{ n }] = await db.select({ n: count() }).from(kkProjects).where(eq(kkProjects.schoolId, schoolId));
  if (n > 0) return;
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), eq(academicYears.isCurrent, true)));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['siswa@demo.sch.id', 'guru@demo.sch.id']));
  const siswa = people.find((p) => p.email === 'siswa@demo.sch.id');
  const guru = people.find((p) => p.email === 'guru@demo.sch.id');
  if (!year || !siswa || !guru) return;
  const [map] = await db
    .select({ sectionId: classMaps.sectionId, classId: sections.classId })
    .from(classMaps)
    .innerJoin(sections, eq(sections.id, classMaps.sectionId))
    .where(and(eq(classMaps.academicYearId, year.id), eq(classMaps.userId, siswa.id)));
  if (!map) return;
  const [grade11] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.grade, 11)));
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.userTypeId, '3'), ne(users.id, guru.id)))
    .orderBy(asc(users.id))
    .limit(1);
  const subs = new Map(
    (
      await db
        .select({ id: profileSubelements.id, code: profileSubelements.code })
        .from(profileSubelements)
        .where(inArray(profileSubelements.code, [...TARGETS, ...SECOND]))
    ).map((s) => [s.code, s.id]),
  );
  const students = (await db.select({ id: classMaps.userId }).from(classMaps).where(eq(classMaps.sectionId, map.sectionId)))
    .map((s) => s.id)
    .sort((a, b) => a - b);

  await db.transaction(async (tx) => {
    const [project] = await tx
      .insert(kkProjects)
      .values({
        schoolId,
        academicYearId: year.id,
        framework: 'PL2025',
        classId: map.classId,
        semester: '2',
        title: 'Sekolahku Bebas Sampah Plastik',
        theme: 'Gaya Hidup Berkelanjutan',
        description: DESCRIPTION,
        startsOn: '2026-02-02',
        endsOn: '2026-02-27',
        coordinatorId: guru.id,
      })
      .returning({ id: kkProjects.id });
    const targetIds = TARGETS.map((c) => subs.get(c)!).filter(Boolean);
    await tx.insert(kkProjectTargets).values(targetIds.map((subelementId, i) => ({ schoolId, projectId: project.id, subelementId, position: i + 1 })));
    if (other) await tx.insert(kkFacilitators).values({ schoolId, projectId: project.id, userId: other.id });
    await tx.insert(kkAssessments).values(
      students.flatMap((studentId, s) =>
        targetIds.map((subelementId, t) => ({
          schoolId,
          projectId: project.id,
          studentId,
          subelementId,
          level: SPREAD[(s * 5 + t * 7) % SPREAD.length],
          updatedBy: guru.id,
        })),
      ),
    );
    await tx
      .insert(kkNotes)
      .values(students.slice(0, 8).map((studentId, i) => ({ schoolId, projectId: project.id, studentId, note: NOTES[i % NOTES.length], updatedBy: guru.id })));
    if (grade11) {
      const [second] = await tx
        .insert(kkProjects)
        .values({
          schoolId,
          academicYearId: year.id,
          framework: 'PL2025',
          classId: grade11.id,
          semester: '1',
          title: 'Bazar Produk Kreatif',
          theme: 'Kewirausahaan',
          description: '<p>Merancang, membuat dan menjual produk kreatif dari bahan lokal dalam bazar sekolah.</p>',
        })
        .returning({ id: kkProjects.id });
      const ids = SECOND.map((c) => subs.get(c)!).filter(Boolean);
      await tx.insert(kkProjectTargets).values(ids.map((subelementId, i) => ({ schoolId, projectId: second.id, subelementId, position: i + 1 })));
    }
  });
}
