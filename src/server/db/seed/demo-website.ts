import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { schools } from '../schema/schools.ts';
import { users } from '../schema/users.ts';
import {
  graduationContents,
  siteAlbumPhotos,
  siteAlbums,
  siteFeatures,
  siteFigures,
  siteSliders,
  siteSocial,
  siteSpeeches,
  siteVideos,
  studentAchievements,
} from '../schema/website.ts';
import { saveBytes } from '../../files/save-file.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';
import { demoPicture } from './demo-pictures.ts';

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * SMK Demo's website content written as the portal would (issue 20): two sliders, the head's speech, two videos,
 * an album with three photos, three features, social media, the figures (counted live), three achievements and
 * the graduation content. Pictures need the files directory (the server's start passes it; tests do not, and
 * then the sliders show as banners and the album is empty). Only when the school has no slider yet.
 */
export async function seedDemoWebsite(db: Db, filesDir?: string): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const schoolId = school.id;
  const [{ n }] = await db.select({ n: count() }).from(siteSliders).where(eq(siteSliders.schoolId, schoolId));
  if (n > 0) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.sch.id'));
  const students = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.userTypeId, '5'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .limit(3);

  const pictures: string[] = [];
  if (filesDir) {
    const colours: [string, string][] = [
      ['#047857', '#0f172a'],
      ['#f97316', '#7c2d12'],
      ['#0ea5e9', '#1e3a8a'],
      ['#a855f7', '#1f2937'],
      ['#16a34a', '#facc15'],
    ];
    for (const [i, [from, to]] of colours.entries()) {
      const bytes = i < 2 ? demoPicture(960, 400, from, to, i + 1) : demoPicture(480, 360, from, to, i + 1);
      const saved = await saveBytes(db, filesDir, bytes, {
        schoolId,
        kind: 'website_image',
        mime: 'image/png',
        originalName: `demo-${i + 1}.png`,
        createdBy: admin?.id ?? null,
      });
      pictures.push(saved.url);
    }
  }
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.insert(siteSliders).values([
      {
        schoolId,
        title: 'PPDB 2027/2028 telah dibuka',
        caption: 'Daftar secara daring, tanpa biaya pendaftaran.',
        image: pictures[0] ?? null,
        link: '/form_registration/?sekolah=demo-smk',
        sortOrder: 1,
      },
      {
        schoolId,
        title: 'Teaching factory: belajar seperti di dunia kerja',
        caption: 'Siswa mengerjakan pesanan nyata dari mitra industri.',
        image: pictures[1] ?? null,
        sortOrder: 2,
      },
    ]);
    await tx
      .insert(siteSpeeches)
      .values({
        schoolId,
        heading: 'Selamat datang di SMK Demo Nusantara',
        principalName: 'Joko Kurniawan, S.Pd.',
        principalTitle: 'Kepala Sekolah',
        body: [
          'Assalamualaikum warahmatullahi wabarakatuh, salam sejahtera bagi kita semua.',
          'Terima kasih telah mengunjungi situs SMK Demo Nusantara. Di sini kami berbagi kegiatan, prestasi dan informasi penting bagi siswa, orang tua dan dunia usaha.',
          'Tahun ini kami memperkuat teaching factory, budaya membaca dan kerja sama dengan industri, agar lulusan kami siap bekerja, berwirausaha atau melanjutkan studi.',
          'Wassalamualaikum warahmatullahi wabarakatuh.',
        ].join('\n\n'),
      })
      .onConflictDoNothing();
    await tx.insert(siteVideos).values([
      {
        schoolId,
        title: 'Profil SMK Demo Nusantara',
        videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        description: 'Sekilas kegiatan belajar, bengkel dan teaching factory.',
        sortOrder: 1,
      },
      { schoolId, title: 'Pentas Seni Akhir Semester', videoUrl: 'https://youtu.be/ScMzIvxBSi4', sortOrder: 2 },
    ]);
    const [album] = await tx
      .insert(siteAlbums)
      .values({
        schoolId,
        title: 'Pentas Seni Akhir Semester',
        albumDate: isoDay(now - 10 * DAY),
        description: 'Penampilan tari, musik dan drama siswa di aula sekolah.',
      })
      .returning({ id: siteAlbums.id });
    const captions = ['Tari Jaipong kelas X', 'Band sekolah', 'Drama bahasa Inggris'];
    if (pictures.length >= 5) {
      await tx
        .insert(siteAlbumPhotos)
        .values(captions.map((caption, i) => ({ schoolId, albumId: album.id, image: pictures[2 + i], caption, createdBy: admin?.id ?? null })));
    }
    await tx.insert(siteFeatures).values([
      { schoolId, title: 'Teaching factory', description: 'Siswa belajar dengan mengerjakan pesanan nyata dari mitra industri.', icon: 'tools', sortOrder: 1 },
      { schoolId, title: 'Laboratorium modern', description: 'Laboratorium jaringan dan pemrograman dengan perangkat terkini.', icon: 'laptop', sortOrder: 2 },
      { schoolId, title: 'Bursa kerja khusus', description: 'Menyalurkan lulusan ke perusahaan mitra di Bandung dan sekitarnya.', icon: 'globe', sortOrder: 3 },
    ]);
    await tx.insert(siteSocial).values([
      { schoolId, platform: 'instagram', handle: '@smkdemonusantara', url: 'https://instagram.com/smkdemonusantara', sortOrder: 1 },
      { schoolId, platform: 'youtube', handle: 'SMK Demo Nusantara', url: 'https://www.youtube.com/@smkdemonusantara', sortOrder: 2 },
      { schoolId, platform: 'facebook', handle: 'SMK Demo Nusantara', url: 'https://facebook.com/smkdemonusantara', sortOrder: 3 },
    ]);
    await tx.insert(siteFigures).values([
      { schoolId, label: 'Peserta didik', source: 'students', sortOrder: 1 },
      { schoolId, label: 'Guru', source: 'teachers', sortOrder: 2 },
      { schoolId, label: 'Rombel', source: 'sections', sortOrder: 3 },
      { schoolId, label: 'Mitra industri', source: 'manual', manualValue: 24, sortOrder: 4 },
    ]);
    const achievements = [
      ['Juara 1 Lomba Kompetensi Siswa bidang Akuntansi', 'kabupaten', 'Dinas Pendidikan Kota Bandung', 30],
      ['Medali perak Olimpiade Sains Nasional bidang Informatika', 'provinsi', 'Pusat Prestasi Nasional', 60],
      ['Juara 2 Lomba Desain Poster Hari Guru', 'sekolah', 'OSIS SMK Demo Nusantara', 5],
    ] as const;
    if (students.length) {
      await tx.insert(studentAchievements).values(
        achievements.map(([title, level, organizer, ago], i) => ({
          schoolId,
          userId: students[i % students.length].id,
          title,
          level,
          organizer,
          achievedOn: isoDay(now - ago * DAY),
        })),
      );
    }
    await tx
      .insert(graduationContents)
      .values({
        schoolId,
        title: 'Selamat kepada lulusan angkatan 2026',
        body: 'Seluruh peserta didik kelas XII dinyatakan lulus. Surat keterangan lulus dapat diambil di ruang tata usaha mulai hari Senin.\n\nTerima kasih kepada orang tua dan para guru atas dukungannya.',
        isPublished: true,
      })
      .onConflictDoNothing();
  });
}
