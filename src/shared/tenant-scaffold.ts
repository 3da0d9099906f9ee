import type { SchoolStage, TenantSchool } from './tenant-schema.ts';
import { articleIdeas, fictionalName, newsIdeas, stageWords } from './tenant-scaffold-text.ts';

/**
 * Writes a complete, valid tenant folder as { relativePath: contents } from a few facts. Used by
 * scripts/tenant-new.ts and to create the demo schools; the result is a starting point a school edits.
 */
export interface TenantSeed {
  slug: string;
  name: string;
  code: string;
  stage: SchoolStage;
  npsn: string;
  city: string;
  province: string;
  primary?: string;
  secondary?: string;
  foundation?: string;
  domains?: string[];
  legacyPrivacyPaths?: string[];
  /** More articles, news and albums (the demo foundation's schools). */
  rich?: boolean;
  /** The date the content is written "as of" (YYYY-MM-DD); articles are dated before it. */
  today?: string;
}

const PALETTE = ['#1d4ed8', '#047857', '#b91c1c', '#7c3aed', '#0f766e', '#9a3412', '#be185d', '#1e40af', '#15803d', '#854d0e'];

export function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

function daysBefore(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

export function scaffoldTenant(seed: TenantSeed): Record<string, string> {
  const h = hashOf(seed.slug);
  const today = seed.today ?? new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const words = stageWords(seed.stage);
  const emailHost = `${seed.slug.toLowerCase().replace(/_/g, '-')}.sekolah.example`;
  const school: TenantSchool = {
    name: seed.name,
    code: seed.code,
    stage: seed.stage,
    npsn: seed.npsn,
    ...(seed.foundation ? { foundation: seed.foundation } : {}),
    appName: `Sekolahku ${seed.code}`,
    address: {
      street: `Jl. Pendidikan No. ${(h % 120) + 1}`,
      city: seed.city,
      province: seed.province,
      postalCode: String(10000 + (h % 89999)).padStart(5, '1'),
    },
    contacts: {
      email: `info@${emailHost}`,
      phone: `0${21 + (h % 70)}-555${String(h % 10000).padStart(4, '0')}`,
      whatsapp: `0812555${String(h % 100000).padStart(5, '0')}`,
    },
    colors: { primary: seed.primary ?? PALETTE[h % PALETTE.length], secondary: seed.secondary ?? '#f59e0b' },
    domains: seed.domains ?? [],
    legacyPrivacyPaths: seed.legacyPrivacyPaths ?? [],
    tagline: `${capitalise(words.level)} yang ramah, disiplin dan berprestasi di ${seed.city}.`,
    ppdb: {
      periods: [
        {
          id: `${year + 1}-gel-1`,
          name: 'Gelombang 1',
          academicYear: `${year + 1}/${year + 2}`,
          opens: `${year}-11-01`,
          closes: `${year + 1}-03-31`,
          pathways: seed.stage === 'SMK' ? ['reguler', 'prestasi', 'afirmasi'] : ['domisili', 'afirmasi', 'prestasi', 'mutasi'],
          quota: 32 * (2 + (h % 4)),
          fee: 0,
          requirements: [
            'Akta kelahiran',
            'Kartu keluarga',
            seed.stage === 'SD' || seed.stage === 'MI' ? 'Usia minimal 6 tahun pada 1 Juli' : 'Rapor atau surat keterangan lulus',
          ],
        },
        {
          id: `${year + 1}-gel-2`,
          name: 'Gelombang 2',
          academicYear: `${year + 1}/${year + 2}`,
          opens: `${year + 1}-04-15`,
          closes: `${year + 1}-06-30`,
          pathways: ['reguler'],
          quota: 32,
          fee: 0,
          requirements: ['Akta kelahiran', 'Kartu keluarga'],
        },
      ],
      majors: words.majors,
    },
    privacy: { retentionYears: 5, officer: 'Petugas Pelindungan Data Pribadi', effectiveDate: `${year}-07-01` },
  };
  const files: Record<string, string> = { 'school.json': json(school) };
  files['website.json'] = json(website(seed, h, words));
  files['gallery.json'] = json(gallery(seed, today, words));
  const articles = articleIdeas(seed.name, words).slice(0, seed.rich ? 8 : 3);
  articles.forEach((a, i) => {
    const date = daysBefore(today, 9 + i * 11 + (h % 7));
    const front = { id: i + 1, title: a.title, slug: a.slug, category: a.category, date, author: fictionalName(h, i + 10), summary: a.summary };
    files[`blog/${String(i + 1).padStart(2, '0')}-${a.slug}.md`] = markdown(front, a.body);
  });
  newsIdeas(seed.name, words)
    .slice(0, seed.rich ? 5 : 2)
    .forEach((n, i) => {
      const front = { id: 100 + i + 1, title: n.title, date: daysBefore(today, 3 + i * 13 + (h % 5)), summary: n.summary };
      files[`news/${100 + i + 1}.md`] = markdown(front, n.body);
    });
  return files;
}

function website(seed: TenantSeed, h: number, words: ReturnType<typeof stageWords>) {
  const principal = fictionalName(h, 0);
  const handle = `demo.${seed.slug.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const roles = [
    'Kepala Sekolah',
    'Wakil Kepala Bidang Kurikulum',
    'Wakil Kepala Bidang Kesiswaan',
    'Wakil Kepala Bidang Sarana Prasarana',
    'Kepala Tata Usaha',
    'Bendahara',
    'Koordinator Bimbingan Konseling',
    'Kepala Perpustakaan',
  ];
  return {
    speech: {
      principal,
      title: 'Kepala Sekolah',
      heading: `Selamat datang di ${seed.name}`,
      body: [
        'Assalamualaikum warahmatullahi wabarakatuh, salam sejahtera bagi kita semua.',
        `Terima kasih telah mengunjungi situs ${seed.name}. Melalui situs ini kami berbagi kegiatan, prestasi dan informasi penting bagi ${words.pupils}, orang tua dan masyarakat.`,
        `Kami percaya setiap anak dapat berkembang bila sekolah, keluarga dan lingkungan bekerja bersama. Karena itu kami membuka pintu lebar-lebar untuk masukan dan kerja sama.`,
        ...(seed.rich
          ? [
              'Tahun ini kami memperkuat budaya membaca, pembelajaran berbasis projek dan pemanfaatan teknologi secara bijak, termasuk aplikasi sekolah yang memudahkan orang tua memantau kehadiran, nilai dan tagihan.',
              'Mari bersama mewujudkan sekolah yang aman, nyaman dan menyenangkan bagi semua.',
            ]
          : []),
        'Wassalamualaikum warahmatullahi wabarakatuh.',
      ],
    },
    vision: `Terwujudnya ${words.pupils} yang beriman, berkarakter, cerdas dan peduli lingkungan.`,
    mission: [
      'Menyelenggarakan pembelajaran yang aktif, kreatif dan menyenangkan.',
      'Menumbuhkan budaya membaca dan berpikir kritis.',
      'Membiasakan ibadah, kejujuran dan sopan santun dalam kehidupan sehari-hari.',
      'Mengembangkan bakat melalui kegiatan ekstrakurikuler.',
      'Menjalin kerja sama dengan orang tua dan masyarakat.',
    ],
    goals: [`Seluruh ${words.pupils} gemar membaca minimal satu buku setiap bulan.`, 'Meningkatkan capaian literasi dan numerasi pada Asesmen Nasional.'],
    profile: {
      history: [
        `${seed.name} berdiri pada tahun ${1960 + (h % 55)} di ${seed.city}, ${seed.province}. Berawal dari beberapa ruang kelas sederhana, sekolah tumbuh bersama dukungan masyarakat sekitar.`,
        `Kini sekolah melayani ${words.pupils} ${words.grades} dan terus berbenah agar menjadi tempat belajar yang aman dan menyenangkan.`,
      ],
      established: 1960 + (h % 55),
      accreditation: (['A', 'A', 'B'] as const)[h % 3],
      curriculum: 'Kurikulum Merdeka',
      students: 180 + (h % 600),
      teachers: 12 + (h % 40),
      facilities: words.facilities,
      extracurriculars: words.extracurriculars,
    },
    organisation: roles.slice(0, seed.rich ? 8 : 5).map((role, i) => ({ role, name: i === 0 ? principal : fictionalName(h, i + 1) })),
    social: [
      { platform: 'instagram', handle: `@${handle}`, url: `https://www.instagram.com/${handle}` },
      { platform: 'youtube', handle: `@${handle}`, url: `https://www.youtube.com/@${handle}` },
    ],
    categories: [
      { slug: 'kegiatan-sekolah', name: 'Kegiatan Sekolah' },
      { slug: 'prestasi', name: 'Prestasi' },
      { slug: 'literasi', name: 'Literasi' },
      { slug: 'karya-siswa', name: 'Karya Siswa' },
    ],
    shortcuts: [
      { label: 'Pendaftaran (PPDB)', href: `/form_registration?sekolah=${seed.slug}`, description: 'Daftar sebagai peserta didik baru secara daring.' },
      { label: 'Cek pendaftaran', href: '/ppdb_check_registration', description: 'Lihat status pendaftaran dengan nomor pendaftaran.' },
      { label: 'Kebijakan privasi', href: `/${seed.slug}/privacy`, description: 'Bagaimana aplikasi sekolah memakai data pribadi.' },
      { label: 'Hubungi kami', href: `/contactus?sekolah=${seed.slug}`, description: 'Kirim pertanyaan kepada sekolah.' },
    ],
  };
}

function gallery(seed: TenantSeed, today: string, words: ReturnType<typeof stageWords>) {
  const albums = [
    {
      slug: 'kegiatan-belajar',
      title: 'Kegiatan Belajar',
      photos: [
        ['Belajar kelompok di kelas', 'kelas'],
        ['Membaca di perpustakaan', 'perpustakaan'],
        ['Praktik di laboratorium', 'lab'],
        ['Presentasi projek', 'kelas'],
      ],
    },
    {
      slug: 'upacara-dan-olahraga',
      title: 'Upacara dan Olahraga',
      photos: [
        ['Upacara bendera hari Senin', 'upacara'],
        ['Senam pagi bersama', 'lapangan'],
        ['Pertandingan futsal antarkelas', 'lapangan'],
      ],
    },
    {
      slug: 'pentas-seni',
      title: 'Pentas Seni',
      photos: [
        ['Tari tradisional', 'seni'],
        ['Paduan suara', 'seni'],
        ['Pameran lukisan', 'seni'],
      ],
    },
    {
      slug: 'sekolah-hijau',
      title: 'Sekolah Hijau',
      photos: [
        ['Menanam pohon', 'alam'],
        ['Kebun sekolah', 'alam'],
        ['Gedung sekolah', 'gedung'],
      ],
    },
  ];
  return {
    albums: albums.slice(0, seed.rich ? 4 : 2).map((a, i) => ({
      slug: a.slug,
      title: a.title,
      date: daysBefore(today, 20 + i * 30),
      description: `Dokumentasi ${a.title.toLowerCase()} ${words.pupils} ${seed.name}. Gambar ilustrasi.`,
      photos: a.photos.map(([caption, scene]) => ({ caption, scene })),
    })),
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Front matter as YAML with every string quoted (JSON strings are valid YAML scalars). */
function markdown(front: Record<string, string | number>, body: string[]): string {
  const lines = Object.entries(front).map(([k, v]) => `${k}: ${typeof v === 'number' ? v : JSON.stringify(v)}`);
  return `---\n${lines.join('\n')}\n---\n\n${body.join('\n\n')}\n`;
}
