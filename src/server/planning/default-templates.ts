/**
 * The platform's templates a fresh installation starts with: the structure of each document (role default,
 * the `_def` routes) and two worked examples (role reference, `-reff`). The superadmin edits them afterwards;
 * they are written only when the platform has none of that kind, so an edit is never overwritten.
 */
import type { PlanFormat, PlanKind, PlanSection, TemplateRole } from '../../shared/planning/model.ts';

export interface TemplateSeed {
  kind: PlanKind;
  role: TemplateRole;
  format: PlanFormat;
  title: string;
  description: string;
  subject?: string;
  phase?: string;
  sections: PlanSection[];
}

const s = (key: string, title: string, hint: string, body = ''): PlanSection => ({ key, title, hint, body });

const MODUL_AJAR: PlanSection[] = [
  s(
    'informasi',
    'Informasi Umum',
    'Identitas (penyusun, satuan pendidikan, mata pelajaran, fase/kelas, semester) dicetak otomatis. Tuliskan topik, alokasi waktu dan jumlah pertemuan.',
    '<p>Topik: </p><p>Alokasi waktu: … JP (… pertemuan)</p>',
  ),
  s(
    'identifikasi',
    'Identifikasi Murid dan Materi',
    'Kesiapan belajar, minat dan kebutuhan murid; karakteristik materi (faktual, konseptual, prosedural, metakognitif) dan relevansinya dengan kehidupan nyata.',
  ),
  s('dimensi', 'Dimensi Profil Lulusan', 'Dimensi yang dikuatkan dalam pembelajaran ini (mis. Penalaran Kritis, Kolaborasi, Komunikasi).'),
  s('tujuan', 'Tujuan Pembelajaran', 'Tujuan pembelajaran dari ATP sekolah; tautkan CP/TP di bagian Tautan Kurikulum.'),
  s(
    'desain',
    'Desain Pembelajaran',
    'Lintas disiplin ilmu, praktik pedagogis (model, strategi, metode), kemitraan pembelajaran, lingkungan pembelajaran dan pemanfaatan digital.',
  ),
  s('pemahaman', 'Pemahaman Bermakna dan Pertanyaan Pemantik', 'Apa manfaat materi bagi murid, dan pertanyaan yang membuka rasa ingin tahu.'),
  s(
    'pengalaman',
    'Pengalaman Belajar',
    'Langkah pembelajaran: awal (memahami), inti (memahami, mengaplikasi, merefleksi) dan penutup, berkesadaran, bermakna dan menggembirakan.',
    '<h3>Awal</h3><p></p><h3>Inti</h3><p></p><h3>Penutup</h3><p></p>',
  ),
  s(
    'asesmen',
    'Asesmen Pembelajaran',
    'Asesmen awal, asesmen proses (formatif) dan asesmen akhir (sumatif), dengan teknik, instrumen dan kriteria ketercapaian tujuan pembelajaran (KKTP).',
  ),
  s('pengayaan', 'Pengayaan dan Remedial', 'Kegiatan bagi murid yang telah dan yang belum mencapai tujuan pembelajaran.'),
  s('lampiran', 'Lampiran', 'Lembar kerja murid, bahan bacaan, glosarium dan daftar pustaka.'),
];

const RPP_FULL: PlanSection[] = [
  s(
    'identitas',
    'Identitas',
    'Satuan pendidikan, mata pelajaran, kelas/semester dan tahun pelajaran dicetak otomatis. Tuliskan materi pokok dan alokasi waktu.',
    '<p>Materi pokok: </p><p>Alokasi waktu: … × 45 menit</p>',
  ),
  s('ki', 'Kompetensi Inti', 'KI-1 sampai KI-4 jenjang dan kelas ini.'),
  s(
    'kd',
    'Kompetensi Dasar dan Indikator Pencapaian Kompetensi',
    'KD pengetahuan (3.x) dan keterampilan (4.x) beserta indikatornya; tautkan KD di bagian Tautan Kurikulum.',
  ),
  s('tujuan', 'Tujuan Pembelajaran', 'Rumuskan dengan unsur audience, behavior, condition dan degree.'),
  s('materi', 'Materi Pembelajaran', 'Fakta, konsep, prinsip dan prosedur.'),
  s('metode', 'Metode Pembelajaran', 'Pendekatan, model dan metode.'),
  s('media', 'Media, Alat dan Sumber Belajar', ''),
  s(
    'langkah',
    'Langkah-langkah Pembelajaran',
    'Pendahuluan, kegiatan inti (mengamati, menanya, mengumpulkan informasi, mengasosiasi, mengomunikasikan) dan penutup.',
    '<h3>Pendahuluan</h3><p></p><h3>Kegiatan Inti</h3><p></p><h3>Penutup</h3><p></p>',
  ),
  s('penilaian', 'Penilaian Hasil Pembelajaran', 'Teknik dan bentuk instrumen penilaian sikap, pengetahuan dan keterampilan; remedial dan pengayaan.'),
];

const RPP_ONE_PAGE: PlanSection[] = [
  s('tujuan', 'Tujuan Pembelajaran', 'Satu sampai tiga tujuan yang terukur.'),
  s(
    'langkah',
    'Langkah-langkah Pembelajaran',
    'Pendahuluan, inti dan penutup secara ringkas.',
    '<p><strong>Pendahuluan:</strong> </p><p><strong>Inti:</strong> </p><p><strong>Penutup:</strong> </p>',
  ),
  s('penilaian', 'Penilaian (Asesmen)', 'Teknik dan instrumen penilaian sikap, pengetahuan dan keterampilan.'),
];

const SILABUS: PlanSection[] = [
  s(
    'identitas',
    'Identitas Mata Pelajaran',
    'Mata pelajaran, kelas dan semester dicetak otomatis. Tuliskan alokasi waktu per minggu.',
    '<p>Alokasi waktu: … JP/minggu</p>',
  ),
  s('ki', 'Kompetensi Inti', 'KI-1 sampai KI-4.'),
  s('kd', 'Kompetensi Dasar', 'Pasangan KD 3.x dan 4.x yang diajarkan semester ini; tautkan KD di bagian Tautan Kurikulum.'),
  s('materi', 'Materi Pokok', ''),
  s('pembelajaran', 'Kegiatan Pembelajaran', 'Kegiatan yang memberi pengalaman belajar untuk mencapai KD.'),
  s('penilaian', 'Penilaian', 'Teknik dan instrumen penilaian.'),
  s('alokasi', 'Alokasi Waktu', 'Jumlah JP per KD.'),
  s('sumber', 'Sumber Belajar', 'Buku teks, media cetak dan elektronik, lingkungan.'),
];

/** Fills a structure with an example's text, section by section. */
const filled = (sections: PlanSection[], bodies: Record<string, string>) => sections.map((x) => ({ ...x, body: bodies[x.key] ?? x.body }));

export const DEFAULT_TEMPLATES: readonly TemplateSeed[] = [
  {
    kind: 'modul_ajar',
    role: 'default',
    format: 'full',
    title: 'Modul Ajar (Pembelajaran Mendalam)',
    description: 'Struktur modul ajar Kurikulum Merdeka dengan pendekatan pembelajaran mendalam: identifikasi, desain, pengalaman belajar dan asesmen.',
    sections: MODUL_AJAR,
  },
  {
    kind: 'rpp',
    role: 'default',
    format: 'full',
    title: 'RPP Kurikulum 2013',
    description: 'Komponen RPP menurut Permendikbud No. 22 Tahun 2016 tentang Standar Proses.',
    sections: RPP_FULL,
  },
  {
    kind: 'rpp',
    role: 'default',
    format: 'one_page',
    title: 'RPP Satu Lembar',
    description: 'Tiga komponen inti RPP (tujuan, langkah, penilaian) menurut Surat Edaran Mendikbud No. 14 Tahun 2019.',
    sections: RPP_ONE_PAGE,
  },
  {
    kind: 'silabus',
    role: 'default',
    format: 'full',
    title: 'Silabus Kurikulum 2013',
    description: 'Komponen silabus menurut Permendikbud No. 22 Tahun 2016.',
    sections: SILABUS,
  },
  {
    kind: 'rpp',
    role: 'reference',
    format: 'full',
    subject: 'Matematika',
    phase: 'Kelas X',
    title: 'Contoh RPP Matematika: Sistem Persamaan Linear Tiga Variabel',
    description: 'Contoh RPP lengkap satu pertemuan untuk dibaca dan disalin.',
    sections: filled(RPP_FULL, {
      identitas: '<p>Materi pokok: Sistem Persamaan Linear Tiga Variabel (SPLTV)</p><p>Alokasi waktu: 2 × 45 menit</p>',
      ki: '<p>KI-3: Memahami, menerapkan, dan menganalisis pengetahuan faktual, konseptual dan prosedural berdasarkan rasa ingin tahunya.</p><p>KI-4: Mengolah, menalar, dan menyaji dalam ranah konkret dan abstrak.</p>',
      kd: '<p>3.3 Menyusun sistem persamaan linear tiga variabel dari masalah kontekstual.</p><ul><li>3.3.1 Mengidentifikasi variabel dari masalah kontekstual.</li><li>3.3.2 Menyusun model SPLTV.</li></ul><p>4.3 Menyelesaikan masalah kontekstual yang berkaitan dengan SPLTV.</p>',
      tujuan:
        '<p>Melalui diskusi kelompok, murid dapat menyusun model SPLTV dari masalah sehari-hari dan menyelesaikannya dengan metode eliminasi–substitusi secara tepat.</p>',
      materi: '<p>Konsep SPLTV, metode eliminasi, metode substitusi, penerapan pada masalah harga belanja.</p>',
      metode: '<p>Pendekatan saintifik, model <em>problem based learning</em>, diskusi kelompok dan tanya jawab.</p>',
      media: '<p>Lembar kerja, proyektor, buku teks Matematika Kelas X.</p>',
      langkah:
        '<h3>Pendahuluan (10 menit)</h3><p>Salam, doa, presensi; apersepsi tentang SPLDV; menyampaikan tujuan.</p><h3>Kegiatan Inti (70 menit)</h3><ol><li>Mengamati masalah harga tiga jenis buah di pasar.</li><li>Menanya: apa yang belum diketahui?</li><li>Mengumpulkan informasi dan menyusun model dalam kelompok.</li><li>Mengasosiasi: menyelesaikan model dengan eliminasi–substitusi.</li><li>Mengomunikasikan hasil di depan kelas.</li></ol><h3>Penutup (10 menit)</h3><p>Menyimpulkan, refleksi, tugas latihan 3.2.</p>',
      penilaian:
        '<p>Sikap: observasi kerja sama. Pengetahuan: tes tertulis uraian 3 soal. Keterampilan: unjuk kerja presentasi (rubrik). Remedial bagi yang belum mencapai KKM; pengayaan soal olimpiade.</p>',
    }),
  },
  {
    kind: 'silabus',
    role: 'reference',
    format: 'full',
    subject: 'Matematika',
    phase: 'Kelas X',
    title: 'Contoh Silabus Matematika Kelas X Semester 1',
    description: 'Contoh silabus satu semester untuk dibaca dan disalin.',
    sections: filled(SILABUS, {
      identitas: '<p>Alokasi waktu: 4 JP/minggu</p>',
      ki: '<p>KI-3 dan KI-4 kelas X sesuai Permendikbud No. 37 Tahun 2018.</p>',
      kd: '<ul><li>3.1 / 4.1 Nilai mutlak dan persamaan/pertidaksamaan linear satu variabel.</li><li>3.2 / 4.2 Pertidaksamaan rasional dan irasional satu variabel.</li><li>3.3 / 4.3 Sistem persamaan linear tiga variabel.</li></ul>',
      materi: '<p>Nilai mutlak; pertidaksamaan rasional dan irasional; SPLTV.</p>',
      pembelajaran: '<p>Mengamati masalah kontekstual, menyusun model, menyelesaikan dan mempresentasikan hasil secara berkelompok.</p>',
      penilaian: '<p>Tes tertulis, penugasan, unjuk kerja dan observasi sikap.</p>',
      alokasi: '<p>3.1/4.1: 12 JP; 3.2/4.2: 12 JP; 3.3/4.3: 16 JP.</p>',
      sumber: '<p>Buku Matematika Kelas X (Kemendikbud), lembar kerja, internet.</p>',
    }),
  },
];
