import { and, count, eq, inArray, isNull } from 'drizzle-orm';
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
  identifikasi: '<p>Murid sudah memahami persamaan kuadrat; sebagian masih kesulitan membaca grafik. Materi bersifat konseptual dan prosedural, dekat dengan lintasan bola dan desain jembatan.</p>',
  dimensi: '<p>Penalaran Kritis, Kolaborasi, Komunikasi.</p>',
  tujuan: '<ol><li>Murid dapat menggambar grafik fungsi kuadrat dari tabel nilai.</li><li>Murid dapat menentukan titik puncak dan sumbu simetri.</li></ol>',
  desain: '<p>Model <em>problem based learning</em> dengan GeoGebra; kemitraan dengan guru PJOK (lintasan bola).</p>',
  pengalaman: '<h3>Awal</h3><p>Menonton video tembakan bola basket; pertanyaan pemantik: mengapa lintasannya melengkung?</p><h3>Inti</h3><p>Kelompok mengukur lintasan, menyusun tabel, menggambar grafik, lalu membandingkan dengan GeoGebra.</p><h3>Penutup</h3><p>Refleksi: apa yang berubah pada grafik bila koefisien a diganti?</p>',
  asesmen: '<p>Awal: kuis 5 soal. Proses: observasi diskusi dengan daftar periksa. Akhir: tes uraian 3 soal (KKTP: 2 dari 3 benar).</p>',
  pengayaan: '<p>Pengayaan: fungsi kuadrat dalam optimasi luas. Remedial: latihan terbimbing membaca grafik.</p>',
};

const INFORMATICS: Record<string, string> = {
  informasi: '<p>Topik: Berpikir Komputasional</p><p>Alokasi waktu: 4 JP (2 pertemuan)</p>',
  identifikasi: '<p>Sebagian besar murid belum pernah memecah masalah menjadi langkah-langkah; materi prosedural dan dekat dengan kegiatan sehari-hari.</p>',
  dimensi: '<p>Penalaran Kritis, Kreativitas.</p>',
  tujuan: '<ol><li>Murid dapat mendekomposisi persoalan antrean kantin.</li><li>Murid dapat menyusun algoritma dalam diagram alir.</li></ol>',
  pengalaman: '<h3>Awal</h3><p>Permainan "robot manusia".</p><h3>Inti</h3><p>Kelompok menganalisis antrean kantin, menemukan pola, dan menulis algoritmanya.</p><h3>Penutup</h3><p>Presentasi dan umpan balik antarkelompok.</p>',
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
  const [year] = await db.select({ id: academicYears.id }).from(academicYears).where(and(eq(academicYears.schoolId, schoolId), eq(academicYears.isCurrent, true)));
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['guru@demo.sch.id', 'kepsek@demo.sch.id', 'admin@demo.sch.id']));
  const guru = people.find((p) => p.email === 'guru@demo.sch.id');
  const kepsek = people.find((p) => p.email === 'kepsek@demo.sch.id');
  const admin = people.find((p) => p.email === 'admin@demo.sch.id');
  const subjects = await db.select({ id: courses.id, code: courses.code }).from(courses).where(and(eq(courses.schoolId, schoolId), inArray(courses.code, ['MTK', 'INF'])));
  const [gradeX] = await db.select({ id: classes.id }).from(classes).where(and(eq(classes.schoolId, schoolId), eq(classes.grade, 10)));
  const templates = await db.select().from(planTemplates).where(and(isNull(planTemplates.schoolId), eq(planTemplates.role, 'default')));
  const ma = templates.find((x) => x.kind === 'modul_ajar');
  const rpp = templates.find((x) => x.kind === 'rpp' && x.format === 'full');
  const mtk = subjects.find((c) => c.code === 'MTK');
  const inf = subjects.find((c) => c.code === 'INF');
  if (!year || !guru || !kepsek || !gradeX || !ma || !mtk || !inf) return;
  const reviewedAt = new Date('2025-08-20T03:00:00Z');
  const submittedAt = new Date(Date.now() - 2 * 86_400_000);

  await db.transaction(async (tx) => {
    const base = { schoolId, academicYearId: year.id, kind: 'modul_ajar' as const, curriculum: 'merdeka' as const, teacherId: guru.id, classId: gradeX.id, templateId: ma.id };
    const [waiting, reviewed] = await tx
      .insert(planDocuments)
      .values([
        { ...base, semester: '2', courseId: mtk.id, title: 'Modul Ajar Fungsi Kuadrat', sections: fill(ma.sections, MATH), status: 'submitted', submittedAt, revision: 2, updatedAt: submittedAt },
        {
          ...base, semester: '1', courseId: inf.id, title: 'Modul Ajar Berpikir Komputasional', sections: fill(ma.sections, INFORMATICS), status: 'reviewed', submittedAt: new Date('2025-08-15T02:00:00Z'),
          reviewedAt, reviewedBy: kepsek.id, reviewNote: 'Alur pembelajaran runtut dan kontekstual. Lengkapi rubrik asesmen akhir pada revisi berikutnya.', revision: 3, updatedAt: reviewedAt,
        },
      ])
      .returning({ id: planDocuments.id });
    await tx.insert(planEvents).values([
      { schoolId, documentId: waiting.id, action: 'submitted', userId: guru.id, at: submittedAt },
      { schoolId, documentId: reviewed.id, action: 'submitted', userId: guru.id, at: new Date('2025-08-15T02:00:00Z') },
      { schoolId, documentId: reviewed.id, action: 'reviewed', note: 'Alur pembelajaran runtut dan kontekstual. Lengkapi rubrik asesmen akhir pada revisi berikutnya.', userId: kepsek.id, at: reviewedAt },
    ]);
    if (rpp) {
      await tx.insert(planTemplates).values({
        schoolId, kind: 'rpp', role: 'school', curriculum: 'k13', format: 'full', title: 'RPP SMK Demo (Kurikulum 2013)', description: 'Templat RPP sekolah: komponen Permendikbud 22/2016 ditambah refleksi guru.',
        sections: [...rpp.sections, { key: 'refleksi', title: 'Refleksi Guru', hint: 'Apa yang berjalan baik dan apa yang akan diubah pada pertemuan berikutnya.', body: '' }], createdBy: admin?.id ?? null,
      });
    }
    await tx.insert(planRequirements).values({ schoolId, academicYearId: year.id, semester: '2', kind: 'modul_ajar', dueDate: '2026-01-31', note: 'Satu modul ajar untuk setiap mata pelajaran dan tingkat yang diampu.' });
  });
}
