/**
 * The graduate-profile frameworks a kokurikuler project is assessed against, as platform reference data
 * (seeded into sd_profile_* at every start, docs/decisions/0023-planning-kokurikuler.md):
 * - PL2025: the eight dimensions of the Profil Lulusan (Permendikdasmen No. 10 Tahun 2025), assessed in
 *   kokurikuler (Permendikdasmen No. 13 Tahun 2025), from the 2025/2026 school year;
 * - P5-2022: the six dimensions of the Profil Pelajar Pancasila (Keputusan Kepala BSKAP No. 009/H/KR/2022),
 *   kept so the P5 projects of 2024/2025 and earlier stay readable.
 * Elements and sub-elements of PL2025 are the platform's working breakdown of each dimension's description;
 * those of P5-2022 are the official ones. Codes are stable: rows are upserted by code.
 */

export interface SubelementDef {
  code: string;
  name: string;
}
export interface ElementDef {
  code: string;
  name: string;
  subelements: readonly SubelementDef[];
}
export interface DimensionDef {
  code: string;
  name: string;
  description: string;
  elements: readonly ElementDef[];
}
export interface LevelDef {
  level: 1 | 2 | 3 | 4;
  code: string;
  name: string;
  description: string;
}
export interface FrameworkDef {
  code: FrameworkCode;
  name: string;
  /** What the activity is called on screen and in the rapor. */
  activity: string;
  regulation: string;
  /** The first school year (its starting calendar year) the framework applies to; the latest one below wins. */
  fromYear: number;
  levels: readonly LevelDef[];
  dimensions: readonly DimensionDef[];
}

export const FRAMEWORK_CODES = ['PL2025', 'P5-2022'] as const;
export type FrameworkCode = (typeof FRAMEWORK_CODES)[number];

const sub = (code: string, name: string): SubelementDef => ({ code, name });
const el = (code: string, name: string, ...subelements: SubelementDef[]): ElementDef => ({ code, name, subelements });

const PL2025: FrameworkDef = {
  code: 'PL2025',
  name: 'Profil Lulusan (8 dimensi)',
  activity: 'Kokurikuler',
  regulation: 'Permendikdasmen No. 10 Tahun 2025; kokurikuler menurut Permendikdasmen No. 13 Tahun 2025',
  fromYear: 2025,
  levels: [
    { level: 1, code: 'MB', name: 'Mulai Berkembang', description: 'Murid mulai menunjukkan perilaku yang diharapkan dengan bimbingan penuh.' },
    { level: 2, code: 'B', name: 'Berkembang', description: 'Murid menunjukkan perilaku yang diharapkan, belum konsisten, dengan sebagian bimbingan.' },
    { level: 3, code: 'C', name: 'Cakap', description: 'Murid menunjukkan perilaku yang diharapkan secara konsisten dan mandiri.' },
    { level: 4, code: 'M', name: 'Mahir', description: 'Murid menunjukkan perilaku yang diharapkan melampaui harapan dan menjadi teladan bagi teman.' },
  ],
  dimensions: [
    {
      code: 'KTY',
      name: 'Keimanan dan Ketakwaan terhadap Tuhan YME',
      description: 'Memiliki keyakinan teguh akan keberadaan Tuhan serta menghayati nilai-nilai spiritual dalam kehidupan sehari-hari.',
      elements: [
        el(
          'KTY.1',
          'Hubungan dengan Tuhan Yang Maha Esa',
          sub('KTY.1.1', 'Mengenal dan mencintai Tuhan Yang Maha Esa'),
          sub('KTY.1.2', 'Menjalankan ibadah dan ajaran agama atau kepercayaannya secara konsisten'),
        ),
        el(
          'KTY.2',
          'Hubungan dengan sesama manusia',
          sub('KTY.2.1', 'Berakhlak mulia serta jujur dalam perkataan dan perbuatan'),
          sub('KTY.2.2', 'Menghargai perbedaan dan menjaga kerukunan antarumat beragama'),
        ),
        el('KTY.3', 'Hubungan dengan alam', sub('KTY.3.1', 'Merawat lingkungan sebagai wujud syukur kepada Tuhan Yang Maha Esa')),
      ],
    },
    {
      code: 'KWG',
      name: 'Kewargaan',
      description:
        'Memiliki rasa cinta tanah air, menaati aturan dan norma sosial, peduli dan bertanggung jawab sosial, serta berkomitmen menyelesaikan masalah nyata terkait keberlanjutan manusia dan lingkungan.',
      elements: [
        el(
          'KWG.1',
          'Cinta tanah air',
          sub('KWG.1.1', 'Mengenal dan bangga pada budaya serta identitas bangsa'),
          sub('KWG.1.2', 'Menaati aturan dan norma sosial di sekolah dan masyarakat'),
        ),
        el(
          'KWG.2',
          'Kepedulian dan tanggung jawab sosial',
          sub('KWG.2.1', 'Peduli dan membantu sesama di lingkungan sekitar'),
          sub('KWG.2.2', 'Berpartisipasi dalam musyawarah dan pengambilan keputusan bersama'),
        ),
        el('KWG.3', 'Keberlanjutan', sub('KWG.3.1', 'Berkontribusi menyelesaikan masalah nyata terkait keberlanjutan manusia dan lingkungan')),
      ],
    },
    {
      code: 'PKR',
      name: 'Penalaran Kritis',
      description: 'Mampu berpikir secara logis, analitis, dan reflektif dalam memahami, mengevaluasi, serta memproses informasi untuk menyelesaikan masalah.',
      elements: [
        el(
          'PKR.1',
          'Memperoleh dan memproses informasi',
          sub('PKR.1.1', 'Mengajukan pertanyaan yang relevan'),
          sub('PKR.1.2', 'Mengidentifikasi, mengklarifikasi, dan mengolah informasi dari berbagai sumber'),
        ),
        el(
          'PKR.2',
          'Menganalisis dan mengevaluasi',
          sub('PKR.2.1', 'Menganalisis masalah dan mengevaluasi argumen'),
          sub('PKR.2.2', 'Mengambil keputusan berdasarkan bukti dan berbagai sudut pandang'),
        ),
        el('PKR.3', 'Merefleksikan pemikiran', sub('PKR.3.1', 'Merefleksikan dan mengevaluasi proses berpikirnya sendiri')),
      ],
    },
    {
      code: 'KRV',
      name: 'Kreativitas',
      description:
        'Mampu berpikir secara inovatif, fleksibel, dan orisinal dalam mengolah ide atau informasi untuk menciptakan solusi yang unik dan bermanfaat.',
      elements: [
        el('KRV.1', 'Menghasilkan gagasan', sub('KRV.1.1', 'Menghasilkan gagasan yang orisinal')),
        el('KRV.2', 'Menghasilkan karya dan tindakan', sub('KRV.2.1', 'Menghasilkan karya dan tindakan yang inovatif dan bermanfaat')),
        el('KRV.3', 'Keluwesan berpikir', sub('KRV.3.1', 'Mencari alternatif solusi atas permasalahan')),
      ],
    },
    {
      code: 'KLB',
      name: 'Kolaborasi',
      description:
        'Mampu bekerja sama secara efektif dengan orang lain, berbagi peran dan tanggung jawab, serta saling menghargai kontribusi untuk mencapai tujuan bersama.',
      elements: [
        el(
          'KLB.1',
          'Kerja sama',
          sub('KLB.1.1', 'Bekerja sama dalam tim untuk mencapai tujuan bersama'),
          sub('KLB.1.2', 'Membagi peran dan menghargai kontribusi setiap anggota'),
        ),
        el(
          'KLB.2',
          'Kepedulian dan berbagi',
          sub('KLB.2.1', 'Tanggap terhadap kebutuhan anggota kelompok'),
          sub('KLB.2.2', 'Berbagi sumber daya serta menerima dan memberi masukan'),
        ),
      ],
    },
    {
      code: 'KMD',
      name: 'Kemandirian',
      description: 'Mampu bertanggung jawab atas proses dan hasil belajarnya sendiri, mengelola diri, serta bangkit dari kesulitan.',
      elements: [
        el('KMD.1', 'Pemahaman diri', sub('KMD.1.1', 'Mengenali kekuatan, minat, dan tantangan dirinya')),
        el(
          'KMD.2',
          'Regulasi diri',
          sub('KMD.2.1', 'Mengelola emosi, waktu, dan tugas belajar'),
          sub('KMD.2.2', 'Menetapkan tujuan dan merencanakan cara mencapainya'),
        ),
        el(
          'KMD.3',
          'Tangguh dan bertanggung jawab',
          sub('KMD.3.1', 'Bangkit dari kegagalan dan beradaptasi dengan situasi baru'),
          sub('KMD.3.2', 'Bertanggung jawab atas pilihan dan tindakannya'),
        ),
      ],
    },
    {
      code: 'KSH',
      name: 'Kesehatan',
      description:
        'Memiliki fisik yang prima, bugar, sehat, dan mampu menjaga keseimbangan kesehatan mental dan fisik untuk mewujudkan kesejahteraan lahir dan batin.',
      elements: [
        el(
          'KSH.1',
          'Kesehatan fisik',
          sub('KSH.1.1', 'Menerapkan perilaku hidup bersih dan sehat'),
          sub('KSH.1.2', 'Menjaga kebugaran dengan aktivitas fisik dan pola makan bergizi'),
        ),
        el(
          'KSH.2',
          'Kesehatan mental',
          sub('KSH.2.1', 'Mengelola stres dan emosi secara positif'),
          sub('KSH.2.2', 'Membangun relasi sosial yang sehat dan aman'),
        ),
      ],
    },
    {
      code: 'KMN',
      name: 'Komunikasi',
      description:
        'Memiliki kemampuan komunikasi intrapribadi untuk melakukan refleksi dan antarpribadi untuk menyampaikan ide, gagasan, dan informasi baik lisan maupun tulisan.',
      elements: [
        el('KMN.1', 'Menyimak dan memahami', sub('KMN.1.1', 'Menyimak secara aktif dan berempati')),
        el(
          'KMN.2',
          'Menyampaikan gagasan',
          sub('KMN.2.1', 'Menyampaikan gagasan secara lisan dengan jelas'),
          sub('KMN.2.2', 'Menyampaikan gagasan secara tertulis dengan runtut'),
        ),
        el('KMN.3', 'Komunikasi lintas konteks', sub('KMN.3.1', 'Berkomunikasi dengan santun lintas budaya dan generasi')),
      ],
    },
  ],
};

const P5_2022: FrameworkDef = {
  code: 'P5-2022',
  name: 'Profil Pelajar Pancasila (6 dimensi)',
  activity: 'Projek Penguatan Profil Pelajar Pancasila (P5)',
  regulation: 'Keputusan Kepala BSKAP No. 009/H/KR/2022',
  fromYear: 2022,
  levels: [
    { level: 1, code: 'MB', name: 'Mulai Berkembang', description: 'Siswa masih membutuhkan bimbingan dalam mengembangkan kemampuan.' },
    { level: 2, code: 'SB', name: 'Sedang Berkembang', description: 'Siswa mulai mengembangkan kemampuan namun masih belum ajek.' },
    { level: 3, code: 'BSH', name: 'Berkembang Sesuai Harapan', description: 'Siswa telah mengembangkan kemampuan hingga berada dalam tahap ajek.' },
    { level: 4, code: 'SAB', name: 'Sangat Berkembang', description: 'Siswa mengembangkan kemampuannya melampaui harapan.' },
  ],
  dimensions: [
    {
      code: 'P5.BTY',
      name: 'Beriman, Bertakwa kepada Tuhan Yang Maha Esa, dan Berakhlak Mulia',
      description: 'Pelajar yang berakhlak dalam hubungannya dengan Tuhan Yang Maha Esa, sesama, alam, dan negara.',
      elements: [
        el(
          'P5.BTY.1',
          'Akhlak beragama',
          sub('P5.BTY.1.1', 'Mengenal dan mencintai Tuhan Yang Maha Esa'),
          sub('P5.BTY.1.2', 'Pemahaman agama/kepercayaan'),
          sub('P5.BTY.1.3', 'Pelaksanaan ritual ibadah'),
        ),
        el('P5.BTY.2', 'Akhlak pribadi', sub('P5.BTY.2.1', 'Integritas'), sub('P5.BTY.2.2', 'Merawat diri secara fisik, mental, dan spiritual')),
        el(
          'P5.BTY.3',
          'Akhlak kepada manusia',
          sub('P5.BTY.3.1', 'Mengutamakan persamaan dengan orang lain dan menghargai perbedaan'),
          sub('P5.BTY.3.2', 'Berempati kepada orang lain'),
        ),
        el('P5.BTY.4', 'Akhlak kepada alam', sub('P5.BTY.4.1', 'Memahami keterhubungan ekosistem Bumi'), sub('P5.BTY.4.2', 'Menjaga lingkungan alam sekitar')),
        el('P5.BTY.5', 'Akhlak bernegara', sub('P5.BTY.5.1', 'Melaksanakan hak dan kewajiban sebagai warga negara Indonesia')),
      ],
    },
    {
      code: 'P5.BKG',
      name: 'Berkebinekaan Global',
      description: 'Pelajar yang mempertahankan budaya luhur, lokalitas, dan identitasnya, serta berpikiran terbuka dalam berinteraksi dengan budaya lain.',
      elements: [
        el(
          'P5.BKG.1',
          'Mengenal dan menghargai budaya',
          sub('P5.BKG.1.1', 'Mendalami budaya dan identitas budaya'),
          sub('P5.BKG.1.2', 'Mengeksplorasi dan membandingkan pengetahuan budaya, kepercayaan, serta praktiknya'),
          sub('P5.BKG.1.3', 'Menumbuhkan rasa menghormati terhadap keanekaragaman budaya'),
        ),
        el(
          'P5.BKG.2',
          'Komunikasi dan interaksi antarbudaya',
          sub('P5.BKG.2.1', 'Berkomunikasi antarbudaya'),
          sub('P5.BKG.2.2', 'Mempertimbangkan dan menumbuhkan berbagai perspektif'),
        ),
        el(
          'P5.BKG.3',
          'Refleksi dan tanggung jawab terhadap pengalaman kebinekaan',
          sub('P5.BKG.3.1', 'Refleksi terhadap pengalaman kebinekaan'),
          sub('P5.BKG.3.2', 'Menghilangkan stereotip dan prasangka'),
          sub('P5.BKG.3.3', 'Menyelaraskan perbedaan budaya'),
        ),
        el(
          'P5.BKG.4',
          'Berkeadilan sosial',
          sub('P5.BKG.4.1', 'Aktif membangun masyarakat yang inklusif, adil, dan berkelanjutan'),
          sub('P5.BKG.4.2', 'Berpartisipasi dalam proses pengambilan keputusan bersama'),
          sub('P5.BKG.4.3', 'Memahami peran individu dalam demokrasi'),
        ),
      ],
    },
    {
      code: 'P5.GTR',
      name: 'Bergotong Royong',
      description: 'Pelajar yang mampu melakukan kegiatan secara bersama-sama dengan suka rela agar kegiatan berjalan lancar, mudah, dan ringan.',
      elements: [
        el(
          'P5.GTR.1',
          'Kolaborasi',
          sub('P5.GTR.1.1', 'Kerja sama'),
          sub('P5.GTR.1.2', 'Komunikasi untuk mencapai tujuan bersama'),
          sub('P5.GTR.1.3', 'Saling ketergantungan positif'),
          sub('P5.GTR.1.4', 'Koordinasi sosial'),
        ),
        el('P5.GTR.2', 'Kepedulian', sub('P5.GTR.2.1', 'Tanggap terhadap lingkungan sosial'), sub('P5.GTR.2.2', 'Persepsi sosial')),
        el('P5.GTR.3', 'Berbagi', sub('P5.GTR.3.1', 'Berbagi')),
      ],
    },
    {
      code: 'P5.MDR',
      name: 'Mandiri',
      description: 'Pelajar yang bertanggung jawab atas proses dan hasil belajarnya.',
      elements: [
        el(
          'P5.MDR.1',
          'Pemahaman diri dan situasi yang dihadapi',
          sub('P5.MDR.1.1', 'Mengenali kualitas dan minat diri serta tantangan yang dihadapi'),
          sub('P5.MDR.1.2', 'Mengembangkan refleksi diri'),
        ),
        el(
          'P5.MDR.2',
          'Regulasi diri',
          sub('P5.MDR.2.1', 'Regulasi emosi'),
          sub('P5.MDR.2.2', 'Penetapan tujuan belajar, prestasi, dan pengembangan diri serta rencana strategis untuk mencapainya'),
          sub('P5.MDR.2.3', 'Menunjukkan inisiatif dan bekerja secara mandiri'),
          sub('P5.MDR.2.4', 'Mengembangkan pengendalian dan disiplin diri'),
          sub('P5.MDR.2.5', 'Percaya diri, tangguh (resilient), dan adaptif'),
        ),
      ],
    },
    {
      code: 'P5.BNK',
      name: 'Bernalar Kritis',
      description:
        'Pelajar yang mampu secara objektif memproses informasi, membangun keterkaitan antarinformasi, menganalisis, mengevaluasi, dan menyimpulkannya.',
      elements: [
        el(
          'P5.BNK.1',
          'Memperoleh dan memproses informasi dan gagasan',
          sub('P5.BNK.1.1', 'Mengajukan pertanyaan'),
          sub('P5.BNK.1.2', 'Mengidentifikasi, mengklarifikasi, dan mengolah informasi dan gagasan'),
        ),
        el('P5.BNK.2', 'Menganalisis dan mengevaluasi penalaran dan prosedurnya', sub('P5.BNK.2.1', 'Menganalisis dan mengevaluasi penalaran dan prosedurnya')),
        el('P5.BNK.3', 'Merefleksi pemikiran dan proses berpikir', sub('P5.BNK.3.1', 'Merefleksi dan mengevaluasi pemikirannya sendiri')),
      ],
    },
    {
      code: 'P5.KRT',
      name: 'Kreatif',
      description: 'Pelajar yang mampu memodifikasi dan menghasilkan sesuatu yang orisinal, bermakna, bermanfaat, dan berdampak.',
      elements: [
        el('P5.KRT.1', 'Menghasilkan gagasan yang orisinal', sub('P5.KRT.1.1', 'Menghasilkan gagasan yang orisinal')),
        el('P5.KRT.2', 'Menghasilkan karya dan tindakan yang orisinal', sub('P5.KRT.2.1', 'Menghasilkan karya dan tindakan yang orisinal')),
        el(
          'P5.KRT.3',
          'Memiliki keluwesan berpikir dalam mencari alternatif solusi permasalahan',
          sub('P5.KRT.3.1', 'Memiliki keluwesan berpikir dalam mencari alternatif solusi permasalahan'),
        ),
      ],
    },
  ],
};

export const FRAMEWORKS: Readonly<Record<FrameworkCode, FrameworkDef>> = { PL2025, 'P5-2022': P5_2022 };

/** The framework of a school year ("2025/2026" -> PL2025, "2024/2025" -> P5-2022). */
export function frameworkForYear(yearLabel: string): FrameworkCode {
  const start = Number(/^(\d{4})/.exec(yearLabel)?.[1] ?? 0);
  return start >= PL2025.fromYear ? 'PL2025' : 'P5-2022';
}

/** Themes a school may pick (free text is allowed too): P5's national themes and kokurikuler's suggested forms. */
export const THEME_SUGGESTIONS: Readonly<Record<FrameworkCode, readonly string[]>> = {
  PL2025: [
    'Gaya Hidup Berkelanjutan',
    'Kearifan Lokal',
    'Bhinneka Tunggal Ika',
    'Bangunlah Jiwa dan Raganya',
    'Suara Demokrasi',
    'Rekayasa dan Teknologi',
    'Kewirausahaan',
    'Kebekerjaan',
    'Gerakan 7 Kebiasaan Anak Indonesia Hebat',
  ],
  'P5-2022': [
    'Gaya Hidup Berkelanjutan',
    'Kearifan Lokal',
    'Bhinneka Tunggal Ika',
    'Bangunlah Jiwa dan Raganya',
    'Suara Demokrasi',
    'Rekayasa dan Teknologi',
    'Kewirausahaan',
    'Kebekerjaan',
  ],
};
