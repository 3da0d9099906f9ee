/**
 * Capaian Pembelajaran, Kurikulum Merdeka (Keputusan Kepala BSKAP No. 032/H/KR/2024), fase D and E: IPA (SMP) and
 * Projek IPAS (SMK), Informatika, and Pendidikan Pancasila. Paraphrased faithfully per element.
 */
import type { CpSeed } from './types.ts';

export const CP_IPA_IPAS: readonly CpSeed[] = [
  {
    subject: 'IPA',
    phase: 'D',
    element: 'Pemahaman IPA',
    description:
      'Peserta didik mampu mengklasifikasikan makhluk hidup dan benda berdasarkan karakteristik yang diamati, mengidentifikasi sifat dan karakteristik zat, ' +
      'membedakan perubahan fisika dan kimia, serta memisahkan campuran sederhana. Mereka mendeskripsikan atom dan senyawa sebagai unit terkecil materi dan sel ' +
      'sebagai unit terkecil makhluk hidup, mengidentifikasi sistem organisasi kehidupan, dan menganalisis keterkaitan sistem organ dengan fungsinya serta gangguannya ' +
      '(pencernaan, peredaran darah, pernapasan, reproduksi). Mereka mengidentifikasi interaksi makhluk hidup dengan lingkungannya dan merancang upaya mencegah ' +
      'pencemaran dan dampak perubahan iklim, mengenal pewarisan sifat dan bioteknologi, mengukur besaran fisis, memanfaatkan gerak dan gaya, menghubungkan usaha dan energi, ' +
      'mengukur suhu akibat kalor dan membedakan konduktor dan isolator, memahami gelombang, listrik, dan magnet, menjelaskan posisi relatif bumi-bulan-matahari ' +
      'dan struktur lapisan bumi untuk mitigasi bencana, serta menggunakan pH untuk mengelompokkan asam dan basa.',
  },
  {
    subject: 'IPA',
    phase: 'D',
    element: 'Keterampilan Proses',
    description:
      'Peserta didik mampu mengamati fenomena dengan alat yang tepat dan mencatat hasilnya; mengajukan pertanyaan dan membuat prediksi yang dapat diselidiki; ' +
      'merencanakan dan melakukan penyelidikan dengan mengendalikan variabel secara aman; memproses dan menganalisis data dalam tabel dan grafik untuk menarik kesimpulan; ' +
      'mengevaluasi dan merefleksikan keandalan hasil serta sumber kesalahan; dan mengomunikasikan hasil penyelidikan secara lisan dan tertulis dengan argumen yang didukung data.',
  },
  {
    subject: 'IPAS',
    phase: 'E',
    element: 'Umum',
    description:
      'Pada akhir Fase E, peserta didik dapat menerapkan konsep IPA dan IPS untuk memahami fenomena alam dan sosial di sekitarnya yang berkaitan dengan bidang keahliannya: ' +
      'makhluk hidup dan lingkungannya, zat dan perubahannya, energi dan perubahannya, bumi dan antariksa, keruangan dan konektivitas antarruang dan waktu, ' +
      'interaksi dan dinamika sosial, serta perilaku ekonomi dan kesejahteraan. Pembelajaran berbentuk projek untuk memecahkan masalah nyata.',
  },
  {
    subject: 'IPAS',
    phase: 'E',
    element: 'Menjelaskan fenomena secara ilmiah',
    description:
      'Peserta didik mampu mendeskripsikan gejala alam dan sosial yang relevan dengan bidang keahliannya, menjelaskan sebab akibatnya dengan konsep IPA dan IPS, ' +
      'dan menerapkannya pada masalah di lingkungan kerja dan masyarakat sekitar.',
  },
  {
    subject: 'IPAS',
    phase: 'E',
    element: 'Mendesain dan mengevaluasi penyelidikan ilmiah',
    description:
      'Peserta didik mampu menentukan pertanyaan ilmiah, merancang dan melakukan penyelidikan atau projek sederhana secara aman, serta mengevaluasi prosedur ' +
      'dan hasilnya untuk perbaikan.',
  },
  {
    subject: 'IPAS',
    phase: 'E',
    element: 'Menerjemahkan data dan bukti-bukti secara ilmiah',
    description:
      'Peserta didik mampu mengolah dan menafsirkan data serta bukti dari penyelidikan atau sumber lain, menarik kesimpulan yang dapat dipertanggungjawabkan, ' +
      'dan mengomunikasikannya dalam bentuk laporan atau presentasi.',
  },
];

export const CP_INFORMATIKA: readonly CpSeed[] = [
  {
    subject: 'INF',
    phase: 'D',
    element: 'Berpikir Komputasional',
    description:
      'Peserta didik mampu menerapkan berpikir komputasional untuk menghasilkan beberapa solusi dari persoalan dengan data diskrit bervolume kecil, ' +
      'serta membiasakan berpikir komputasional di bidang lain, terutama literasi, numerasi, dan literasi sains.',
  },
  {
    subject: 'INF',
    phase: 'D',
    element: 'Teknologi Informasi dan Komunikasi',
    description:
      'Peserta didik mampu memanfaatkan surel untuk berkomunikasi, peramban untuk mencari informasi di internet, sistem pengelola konten untuk mengelola konten digital, ' +
      'dan perkakas TIK untuk membuat laporan, presentasi, serta menganalisis dan menafsirkan data.',
  },
  {
    subject: 'INF',
    phase: 'D',
    element: 'Sistem Komputer',
    description:
      'Peserta didik mampu mendeskripsikan komponen, fungsi, dan cara kerja komputer yang membentuk sistem komputasi, serta menjelaskan proses dasar logika di dalam komputer.',
  },
  {
    subject: 'INF',
    phase: 'D',
    element: 'Jaringan Komputer dan Internet',
    description:
      'Peserta didik mampu memahami konektivitas jaringan lokal dan internet, baik kabel maupun nirkabel, menghubungkan perangkat ke jaringan yang tersedia, ' +
      'mengenal enkripsi, dan melindungi data pribadi saat terhubung.',
  },
  {
    subject: 'INF',
    phase: 'D',
    element: 'Analisis Data',
    description:
      'Peserta didik mampu mengakses, mengolah, mengelola, dan menganalisis data secara efisien, terstruktur, dan sistematis untuk menafsirkan dan memprediksi fenomena, ' +
      'dengan atau tanpa perkakas TIK.',
  },
  {
    subject: 'INF',
    phase: 'D',
    element: 'Algoritma dan Pemrograman',
    description:
      'Peserta didik mampu mengenali objek dalam lingkungan pemrograman blok, memahami dan menerapkan struktur kontrol dasar (runtunan, percabangan, perulangan), ' +
      'serta menulis program yang memuat ketiganya.',
  },
  {
    subject: 'INF',
    phase: 'D',
    element: 'Dampak Sosial Informatika',
    description:
      'Peserta didik mampu mengetahui sejarah perkembangan teknologi informasi, menjelaskan dampak sosialnya, menerapkan etika dalam memanfaatkan teknologi informasi, ' +
      'mengenal hak kekayaan intelektual, dan mengenal profesi di bidang informatika.',
  },
  {
    subject: 'INF',
    phase: 'D',
    element: 'Praktik Lintas Bidang',
    description:
      'Peserta didik mampu secara bergotong royong mengembangkan atau menyempurnakan artefak komputasional sederhana yang bermakna bagi masyarakat sekitar, ' +
      'serta mendokumentasikan dan mengomunikasikan proses dan hasilnya.',
  },
  {
    subject: 'INF',
    phase: 'E',
    element: 'Berpikir Komputasional',
    description:
      'Peserta didik mampu menerapkan strategi algoritmik standar untuk menghasilkan beberapa solusi persoalan dengan data diskrit bervolume tidak kecil, ' +
      'baik dalam kehidupan sehari-hari maupun dalam program komputer.',
  },
  {
    subject: 'INF',
    phase: 'E',
    element: 'Teknologi Informasi dan Komunikasi',
    description:
      'Peserta didik mampu memanfaatkan berbagai aplikasi secara bersamaan dan optimal untuk berkomunikasi dan mencari sumber data, serta mahir memakai fitur lanjut ' +
      'pengolah kata, pengolah angka, dan presentasi beserta otomasinya untuk mengintegrasikan dan menyajikan konten yang mudah dianalisis dan ditafsirkan.',
  },
  {
    subject: 'INF',
    phase: 'E',
    element: 'Sistem Komputer',
    description: 'Peserta didik mampu memahami peran sistem operasi dan mekanisme internal interaksi antara perangkat keras, perangkat lunak, dan pengguna.',
  },
  {
    subject: 'INF',
    phase: 'E',
    element: 'Jaringan Komputer dan Internet',
    description:
      'Peserta didik mampu memahami komunikasi data melalui jaringan kabel dan nirkabel, kinerja jaringan, jenis-jenis kejahatan siber, ' +
      'serta cara melindungi data pribadi, termasuk dengan enkripsi.',
  },
  {
    subject: 'INF',
    phase: 'E',
    element: 'Analisis Data',
    description:
      'Peserta didik mampu memahami aspek privasi dan keamanan data, mengumpulkan, mengolah, memvisualisasikan, dan menafsirkan data untuk menyelesaikan persoalan, ' +
      'serta memahami peran dan manfaat data bervolume besar.',
  },
  {
    subject: 'INF',
    phase: 'E',
    element: 'Algoritma dan Pemrograman',
    description:
      'Peserta didik mampu menerapkan praktik baik pemrograman prosedural dalam satu bahasa pemrograman dan mengembangkan program terstruktur ' +
      'dalam notasi algoritma atau notasi lain berdasarkan strategi algoritmik yang tepat.',
  },
  {
    subject: 'INF',
    phase: 'E',
    element: 'Dampak Sosial Informatika',
    description:
      'Peserta didik mampu menerapkan etika dalam memanfaatkan teknologi informasi, memahami ketentuan hak kekayaan intelektual dan lisensi, ' +
      'serta memahami dampak sosial, ekonomi, dan budaya teknologi informasi.',
  },
  {
    subject: 'INF',
    phase: 'E',
    element: 'Praktik Lintas Bidang',
    description:
      'Peserta didik mampu secara bergotong royong menghasilkan solusi komputasional melalui tahapan rekayasa perangkat lunak sederhana, ' +
      'serta mendokumentasikan dan mempresentasikan prosesnya.',
  },
];

export const CP_PANCASILA: readonly CpSeed[] = [
  {
    subject: 'PP',
    phase: 'D',
    element: 'Pancasila',
    description:
      'Peserta didik mampu menganalisis sejarah perumusan dan penetapan Pancasila sebagai dasar negara, memahami kedudukan dan fungsi Pancasila, ' +
      'serta menerapkan nilai-nilai Pancasila dalam kehidupan sehari-hari.',
  },
  {
    subject: 'PP',
    phase: 'D',
    element: 'Undang-Undang Dasar Negara Republik Indonesia Tahun 1945',
    description:
      'Peserta didik mampu menganalisis perumusan dan pengesahan UUD NRI Tahun 1945, mengidentifikasi norma dalam kehidupan bermasyarakat, berbangsa, dan bernegara, ' +
      'serta menyeimbangkan hak dan kewajiban sebagai warga negara.',
  },
  {
    subject: 'PP',
    phase: 'D',
    element: 'Bhinneka Tunggal Ika',
    description:
      'Peserta didik mampu menunjukkan sikap toleran dan menjaga keberagaman suku, agama, ras, budaya, dan antargolongan dalam bingkai Bhinneka Tunggal Ika, ' +
      'serta bergotong royong dalam kehidupan di sekolah dan masyarakat.',
  },
  {
    subject: 'PP',
    phase: 'D',
    element: 'Negara Kesatuan Republik Indonesia',
    description:
      'Peserta didik mampu memahami karakteristik wilayah Negara Kesatuan Republik Indonesia dalam konteks Wawasan Nusantara, peran dan kedudukannya sebagai warga negara, ' +
      'serta menunjukkan perilaku cinta tanah air dan bela negara sesuai usianya.',
  },
  {
    subject: 'PP',
    phase: 'E',
    element: 'Pancasila',
    description:
      'Peserta didik mampu menganalisis cara pandang para pendiri negara tentang dasar negara, menganalisis kedudukan Pancasila sebagai dasar negara, pandangan hidup, ' +
      'dan ideologi negara, serta menyajikan praktik baik pengamalan nilai-nilai Pancasila dalam kehidupan sehari-hari.',
  },
  {
    subject: 'PP',
    phase: 'E',
    element: 'Undang-Undang Dasar Negara Republik Indonesia Tahun 1945',
    description:
      'Peserta didik mampu menganalisis ketentuan UUD NRI Tahun 1945 tentang wilayah negara, warga negara dan penduduk, agama dan kepercayaan, serta pertahanan dan keamanan, ' +
      'dan menunjukkan perilaku sesuai hak dan kewajiban warga negara serta norma yang berlaku.',
  },
  {
    subject: 'PP',
    phase: 'E',
    element: 'Bhinneka Tunggal Ika',
    description:
      'Peserta didik mampu mengidentifikasi keberagaman sosial budaya masyarakat, menganalisis potensi konflik yang dapat timbul dan memberi solusinya, ' +
      'serta mempromosikan kebinekaan dan sikap saling menghormati.',
  },
  {
    subject: 'PP',
    phase: 'E',
    element: 'Negara Kesatuan Republik Indonesia',
    description:
      'Peserta didik mampu menganalisis peran dan kedudukannya sebagai warga negara, memahami sistem pertahanan dan keamanan negara, ' +
      'serta menunjukkan sikap bela negara dalam menjaga keutuhan Negara Kesatuan Republik Indonesia.',
  },
];
