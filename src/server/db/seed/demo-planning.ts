import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { academicYears, schools } from '../schema/schools.ts';
import { users } from '../schema/users.ts';
import { classes, courses } from '../schema/master.ts';
import { planDocuments, planEvents, planRequirements, planTemplates } from '../schema/planning.ts';
import type { PlanSection } from '../../../shared/planning/model.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

const fill = (sections: PlanSection[], bodies: Record<string, string>) => sections.map((s) => ({ ...s, body: bodies[s.key] ?? s.body }));

const MATH: Record<string, string> = {
  informasi: '<p>Topik: Fungsi Kuadrat</p><p>Alokasi waktu: 8 JP (2 pertemuan)</p>',
  identifikasi:
    '<p>Murid sudah memahami persamaan kuadrat; sebagian masih kesulitan membaca grafik. Materi bersifat konseptual dan prosedural, dekat dengan lintasan bola dan desain jembatan.</p>',
  dimensi: '<p>Penalaran Kritis, Kolaborasi, Komunikasi.</p>',
  tujuan: '<ol><li>Murid dapat menggambar grafik fungsi kuadrat dari tabel nilai.</li><li>Murid dapat menentukan titik puncak dan sumbu simetri.</li></ol>',
  desain: '<p>Model <em>problem based learning</em> dengan GeoGebra; kemitraan dengan guru PJOK (lintasan bola).</p>',
  pengalaman:
    '<h3>Awal</h3><p>Menonton video tembakan bola basket; pertanyaan pemantik: mengapa lintasannya melengkung?</p><h3>Inti</h3><p>Kelompok mengukur lintasan, menyusun tabel, menggambar grafik, lalu membandingkan dengan GeoGebra.</p><h3>Penutup</h3><p>Refleksi: apa yang berubah pada grafik bila koefisien a diganti?</p>',
  asesmen: '<p>Awal: kuis 5 soal. Proses: observasi diskusi dengan daftar periksa. Akhir: tes uraian 3 soal (KKTP: 2 dari 3 benar).</p>',
  pengayaan: '<p>Pengayaan: fungsi kuadrat dalam optimasi luas. Remedial: latihan terbimbing membaca grafik.</p>',
};

const INFORMATICS: Record<string, string> = {
  informasi: '<p>Topik: Berpikir Komputasional</p><p>Alokasi waktu: 4 JP (2 pertemuan)</p>',
  identifikasi: '<p>Sebagian besar murid belum pernah memecah masalah menjadi langkah-langkah; materi prosedural dan dekat dengan kegiatan sehari-hari.</p>',
  dimensi: '<p>Penalaran Kritis, Kreativitas.</p>',
  tujuan: '<ol><li>Murid dapat mendekomposisi persoalan antrean kantin.</li><li>Murid dapat menyusun algoritma dalam diagram alir.</li></ol>',
  pengalaman:
    '<h3>Awal</h3><p>Permainan "robot manusia".</p><h3>Inti</h3><p>Kelompok menganalisis antrean kantin, menemukan pola, dan menulis algoritmanya.</p><h3>Penutup</h3><p>Presentasi dan umpan balik antarkelompok.</p>',
  asesmen: '<p>Proses: rubrik diagram alir. Akhir: soal tipe Bebras.</p>',
};

/**
 * SMK Demo's planning documents (issue 15): guru@'s modul ajar for Matematika grade X (semester 2, waiting for the
 * principal's review) and for Informatika grade X (semester 1, reviewed with a note); the school's own RPP template
 * copied from the platform's; modul ajar required in semester 2 with a deadline. Only when the school has none.
 */
export async function seedDemoPlanning(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const schoolId = school.id;
  const [{ n }] = await db.select({ n: count() }).from(planDocuments).where(eq(planDocuments.schoolId, schoolId));
  if (n > 0) return;
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), eq(academicYears.isCurrent, true)));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['guru@demo.sch.id', 'kepsek@demo.sch.id', 'admin@demo.sch.id']));
  const guru = people.find((p) => p.email === 'guru@demo.sch.id');
  const kepsek = people.find((p) => p.email === 'kepsek@demo.sch.id');
  const admin = people.find((p) => p.email === 'admin@demo.sch.id');
  const subjects = await db
    .select({ id: courses.id, code: courses.code })
    .from(courses)
    .where(and(eq(courses.schoolId, schoolId), inArray(courses.code, ['MTK', 'INF'])));
  const [gradeX] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.grade, 10)));
  const templates = await db
    .select()
    .from(planTemplates)
    .where(and(isNull(planTemplates.schoolId), eq(planTemplates.role, 'default')));
  const ma = templates.find((x) => x.kind === 'modul_ajar');
  const rpp = templates.find((x) => x.kind === 'rpp' && x.format === 'full');
  const mtk = subjects.find((c) => c.code === 'MTK');
  const inf = subjects.find((c) => c.code === 'INF');
  if (!year || !guru || !kepsek || !gradeX || !ma || !mtk || !inf) return;
  const reviewedAt = new Date('2025-08-20T03:00:00Z');
  const submittedAt = new Date(Date.now() - 2 * 86_400_000);

  await db.transaction(async (tx) => {
    const base = {
      schoolId,
      academicYearId: year.id,
      kind: 'modul_ajar' as const,
      curriculum: 'merdeka' as const,
      teacherId: guru.id,
      classId: gradeX.id,
      templateId: ma.id,
    };
    const [waiting, reviewed] = await tx
      .insert(planDocuments)
      .values([
        {
          ...base,
          semester: '2',
          courseId: mtk.id,
          title: 'Modul Ajar Fungsi Kuadrat',
          sections: fill(ma.sections, MATH),
          status: 'submitted',
          submittedAt,
          revision: 2,
          updatedAt: submittedAt,
        },
        {
          ...base,
          semester: '1',
          courseId: inf.id,
          title: 'Modul Ajar Berpikir Komputasional',
          sections: fill(ma.sections, INFORMATICS),
          status: 'reviewed',
          submittedAt: new Date('2025-08-15T02:00:00Z'),
          reviewedAt,
          reviewedBy: kepsek.id,
          reviewNote: 'Alur pembelajaran runtut dan kontekstual. Lengkapi rubrik asesmen akhir pada revisi berikutnya.',
          revision: 3,
          updatedAt: reviewedAt,
        },
      ])
      .returning({ id: planDocuments.id });
    await tx.insert(planEvents).values([
      { schoolId, documentId: waiting.id, action: 'submitted', userId: guru.id, at: submittedAt },
      { schoolId, documentId: reviewed.id, action: 'submitted', userId: guru.id, at: new Date('2025-08-15T02:00:00Z') },
      {
        schoolId,
        documentId: reviewed.id,
        action: 'reviewed',
        note: 'Alur pembelajaran runtut dan kontekstual. Lengkapi rubrik asesmen akhir pada revisi berikutnya.',
        userId: kepsek.id,
        at: reviewedAt,
      },
    ]);
    if (rpp) {
      await tx.insert(planTemplates).values({
        schoolId,
        kind: 'rpp',
        role: 'school',
        curriculum: 'k13',
        format: 'full',
        title: 'RPP SMK Demo (Kurikulum 2013)',
        description: 'Templat RPP sekolah: komponen Permendikbud 22/2016 ditambah refleksi guru.',
        sections: [
          ...rpp.sections,
          { key: 'refleksi', title: 'Refleksi Guru', hint: 'Apa yang berjalan baik dan apa yang akan diubah pada pertemuan berikutnya.', body: '' },
        ],
        createdBy: admin?.id ?? null,
      });
    }
    await tx.insert(planRequirements).values({
      schoolId,
      academicYearId: year.id,
      semester: '2',
      kind: 'modul_ajar',
      dueDate: '2026-01-31',
      note: 'Satu modul ajar untuk setiap mata pelajaran dan tingkat yang diampu.',
    });
  });
}

const SYLLABUS: Record<string, string> = {
  identitas: '<p>Alokasi waktu: 4 JP/minggu</p>',
  ki: '<p>KI-3 dan KI-4 kelas X sesuai Permendikbud No. 37 Tahun 2018.</p>',
  kd: '<ul><li>3.5 / 4.5 Fungsi: notasi, daerah asal, daerah hasil dan ekspresi simbolik.</li><li>3.6 / 4.6 Operasi komposisi fungsi dan fungsi invers.</li><li>3.7 / 4.7 Perbandingan trigonometri pada segitiga siku-siku.</li><li>3.8 / 4.8 Rasio trigonometri sudut di semua kuadran.</li><li>3.9 / 4.9 Aturan sinus dan aturan kosinus.</li></ul>',
  materi: '<p>Fungsi dan grafiknya; komposisi dan invers fungsi; perbandingan trigonometri; sudut berelasi; aturan sinus dan kosinus.</p>',
  pembelajaran:
    '<p>Mengamati masalah kontekstual di bengkel dan lapangan (tinggi tiang bendera, kemiringan atap), menyusun model, menyelesaikannya dan mempresentasikan hasil secara berkelompok.</p>',
  karakter: '<p>Literasi numerasi (membaca tabel dan grafik), kerja sama dalam kelompok, dan jujur dalam mengukur dan melaporkan data.</p>',
  penilaian: '<p>Tes tertulis uraian, penugasan proyek pengukuran tinggi gedung sekolah, unjuk kerja presentasi dan observasi sikap.</p>',
  alokasi: '<p>3.5/4.5: 8 JP; 3.6/4.6: 12 JP; 3.7/4.7: 8 JP; 3.8/4.8: 8 JP; 3.9/4.9: 12 JP.</p>',
  sumber: '<p>Buku Matematika Kelas X (Kemendikbud), klinometer buatan siswa, GeoGebra, lembar kerja.</p>',
};

const LESSON: Record<string, string> = {
  identitas: '<p>Materi pokok: Perbandingan Trigonometri pada Segitiga Siku-siku</p><p>Alokasi waktu: 2 × 45 menit</p>',
  ki: '<p>KI-3: Memahami, menerapkan, dan menganalisis pengetahuan faktual, konseptual dan prosedural.</p><p>KI-4: Mengolah, menalar, dan menyaji dalam ranah konkret dan abstrak.</p>',
  kd: '<p>3.7 Menjelaskan rasio trigonometri (sinus, cosinus, tangen, cosecan, secan, dan cotangen) pada segitiga siku-siku.</p><ul><li>3.7.1 Menentukan panjang sisi depan, samping dan miring terhadap suatu sudut.</li><li>3.7.2 Menghitung nilai sinus, cosinus dan tangen.</li></ul><p>4.7 Menyelesaikan masalah kontekstual yang berkaitan dengan rasio trigonometri.</p>',
  tujuan:
    '<p>Melalui pengukuran tiang bendera dengan klinometer, murid dapat menentukan nilai sinus, cosinus dan tangen suatu sudut dan memakainya untuk menghitung tinggi benda dengan tepat.</p>',
  materi: '<p>Sisi depan, samping dan miring; rasio sinus, cosinus, tangen dan kebalikannya; sudut elevasi.</p>',
  metode: '<p>Pendekatan saintifik, model <em>discovery learning</em>, kerja kelompok di lapangan.</p>',
  media: '<p>Klinometer dari busur derajat, meteran, lembar kerja, kalkulator ilmiah.</p>',
  langkah:
    '<h3>Pendahuluan (10 menit)</h3><p>Salam, doa, presensi; apersepsi teorema Pythagoras; menyampaikan tujuan.</p><h3>Kegiatan Inti (70 menit)</h3><ol><li>Mengamati tiang bendera: bagaimana mengukur tingginya tanpa memanjat?</li><li>Kelompok mengukur sudut elevasi dan jarak, lalu mencatat datanya.</li><li>Menemukan rasio sisi-sisi segitiga siku-siku yang sebangun.</li><li>Menghitung tinggi tiang dan membandingkan hasil antarkelompok.</li></ol><h3>Penutup (10 menit)</h3><p>Menyimpulkan definisi sinus, cosinus dan tangen; refleksi; latihan 4.1.</p>',
  penilaian: '<p>Sikap: observasi kerja sama. Pengetahuan: tes tertulis 3 soal. Keterampilan: laporan pengukuran (rubrik).</p>',
};

/**
 * Kurikulum 2013 planning at SMK Demo (issue 15): the school's own silabus template (the platform's with character
 * and literacy added), and guru@'s drafts of a silabus and an RPP for Matematika grade X semester 2, written from
 * the school's templates. Each only when the school has none of its kind, so an existing demo database gets them too.
 */
export async function seedDemoPlanningK13(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const schoolId = school.id;
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), eq(academicYears.isCurrent, true)));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['guru@demo.sch.id', 'admin@demo.sch.id']));
  const guru = people.find((p) => p.email === 'guru@demo.sch.id');
  const admin = people.find((p) => p.email === 'admin@demo.sch.id');
  const [mtk] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.schoolId, schoolId), eq(courses.code, 'MTK')));
  const [gradeX] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.grade, 10)));
  if (!year || !guru || !mtk || !gradeX) return;
  const ofSchool = (t: Db, kind: 'silabus' | 'rpp') =>
    t
      .select()
      .from(planTemplates)
      .where(and(eq(planTemplates.schoolId, schoolId), eq(planTemplates.kind, kind), eq(planTemplates.role, 'school'), eq(planTemplates.format, 'full')))
      .orderBy(asc(planTemplates.id))
      .limit(1);
  const written = async (t: Db, kind: 'silabus' | 'rpp') =>
    (
      await t
        .select({ n: count() })
        .from(planDocuments)
        .where(and(eq(planDocuments.schoolId, schoolId), eq(planDocuments.kind, kind)))
    )[0].n > 0;

  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if ((await ofSchool(tx, 'silabus')).length === 0) {
      const [platform] = await tx
        .select()
        .from(planTemplates)
        .where(and(isNull(planTemplates.schoolId), eq(planTemplates.kind, 'silabus'), eq(planTemplates.role, 'default'), eq(planTemplates.format, 'full')))
        .limit(1);
      if (platform) {
        const at = platform.sections.findIndex((s) => s.key === 'penilaian');
        const character: PlanSection = {
          key: 'karakter',
          title: 'Penguatan Karakter dan Literasi',
          hint: 'Nilai karakter (PPK), literasi dan keterampilan abad ke-21 yang diintegrasikan dalam kegiatan pembelajaran.',
          body: '',
        };
        await tx.insert(planTemplates).values({
          schoolId,
          kind: 'silabus',
          role: 'school',
          curriculum: 'k13',
          format: 'full',
          title: 'Silabus SMK Demo (Kurikulum 2013)',
          description: 'Templat silabus sekolah: komponen Permendikbud 22/2016 ditambah penguatan karakter dan literasi.',
          sections: at < 0 ? [...platform.sections, character] : [...platform.sections.slice(0, at), character, ...platform.sections.slice(at)],
          createdBy: admin?.id ?? null,
        });
      }
    }
    const base = {
      schoolId,
      academicYearId: year.id,
      semester: '2',
      format: 'full' as const,
      curriculum: 'k13' as const,
      teacherId: guru.id,
      courseId: mtk.id,
      classId: gradeX.id,
      status: 'draft' as const,
      revision: 1,
    };
    const drafts = [
      { kind: 'silabus' as const, title: 'Silabus Matematika Kelas X Semester 2', bodies: SYLLABUS },
      { kind: 'rpp' as const, title: 'RPP Perbandingan Trigonometri pada Segitiga Siku-siku', bodies: LESSON },
    ];
    for (const draft of drafts) {
      const [template] = await ofSchool(tx, draft.kind);
      if (!template || (await written(tx, draft.kind))) continue;
      await tx
        .insert(planDocuments)
        .values({ ...base, kind: draft.kind, templateId: template.id, title: draft.title, sections: fill(template.sections, draft.bodies) });
    }
  });
}
