/**
 * Capaian Pembelajaran, Kurikulum Merdeka (Keputusan Kepala BSKAP No. 032/H/KR/2024), fase D and E: Matematika and
 * Bahasa Indonesia. Paraphrased faithfully per element; "Umum" is the phase's overview paragraph.
 */
import type { CpSeed } from './types.ts';

export const CP_MATEMATIKA: readonly CpSeed[] = [
  {
    subject: 'MAT',
    phase: 'D',
    element: 'Umum',
    description:
      'Pada akhir Fase D, peserta didik dapat menyelesaikan masalah kontekstual dengan konsep dan keterampilan matematika fase ini. ' +
      'Mereka mengoperasikan secara efisien bilangan bulat, rasional dan irasional, desimal, berpangkat bulat dan akar, serta notasi ilmiah; ' +
      'memfaktorkan bilangan prima dan memakai faktor skala, proporsi dan laju perubahan. Mereka menyajikan dan menyelesaikan persamaan dan ' +
      'pertidaksamaan linear satu variabel serta sistem persamaan linear dua variabel dengan beberapa cara, dan memahami serta menyajikan relasi dan fungsi. ' +
      'Mereka menentukan luas permukaan dan volume prisma, tabung, bola, limas dan kerucut, menjelaskan pengaruh perubahan proporsional bangun terhadap ukurannya, ' +
      'menggunakan hubungan antarsudut, teorema Pythagoras dan transformasi geometri, serta menyajikan dan menafsirkan data dan peluang kejadian.',
  },
  {
    subject: 'MAT',
    phase: 'D',
    element: 'Bilangan',
    description:
      'Peserta didik dapat membaca, menulis, dan membandingkan bilangan bulat, bilangan rasional dan irasional, bilangan desimal, bilangan berpangkat bulat dan akar, ' +
      'serta bilangan dalam notasi ilmiah. Mereka menerapkan operasi aritmetika pada bilangan real dan membuat estimasi dalam menyelesaikan masalah, termasuk masalah literasi finansial. ' +
      'Mereka menggunakan faktorisasi prima dan pengertian rasio (skala, proporsi, dan laju perubahan) untuk menyelesaikan masalah.',
  },
  {
    subject: 'MAT',
    phase: 'D',
    element: 'Aljabar',
    description:
      'Peserta didik dapat mengenali, memprediksi, dan menggeneralisasi pola pada susunan benda dan bilangan, serta menyatakan suatu situasi dalam bentuk aljabar. ' +
      'Mereka menggunakan sifat komutatif, asosiatif, dan distributif untuk memperoleh bentuk aljabar yang setara. Mereka memahami relasi dan fungsi (domain, kodomain, daerah hasil) ' +
      'dan menyajikannya dengan diagram panah, tabel, himpunan pasangan berurutan, dan grafik, serta membedakan fungsi linear dan nonlinear dari grafiknya. ' +
      'Mereka menyelesaikan persamaan dan pertidaksamaan linear satu variabel, menganalisis masalah dengan relasi, fungsi, dan persamaan linear, ' +
      'serta menyelesaikan sistem persamaan linear dua variabel dengan beberapa cara.',
  },
  {
    subject: 'MAT',
    phase: 'D',
    element: 'Pengukuran',
    description:
      'Peserta didik dapat menjelaskan cara menentukan luas lingkaran serta luas permukaan dan volume bangun ruang (prisma, tabung, bola, limas, dan kerucut) ' +
      'dan menggunakannya untuk menyelesaikan masalah. Mereka menjelaskan pengaruh perubahan ukuran secara proporsional pada bangun datar dan bangun ruang ' +
      'terhadap panjang, luas, dan/atau volumenya.',
  },
  {
    subject: 'MAT',
    phase: 'D',
    element: 'Geometri',
    description:
      'Peserta didik dapat membuat jaring-jaring prisma, tabung, limas, dan kerucut serta menyusun bangun ruang dari jaring-jaringnya. Mereka menggunakan hubungan antarsudut ' +
      'pada dua garis berpotongan dan pada dua garis sejajar yang dipotong garis transversal, termasuk jumlah sudut dalam segitiga. Mereka menjelaskan sifat kekongruenan ' +
      'dan kesebangunan segitiga dan segiempat, membuktikan teorema Pythagoras dan menggunakannya (termasuk jarak dua titik pada bidang Kartesius), ' +
      'serta melakukan transformasi tunggal (refleksi, translasi, rotasi, dan dilatasi) titik, garis, dan bangun datar pada bidang koordinat.',
  },
  {
    subject: 'MAT',
    phase: 'D',
    element: 'Analisis Data dan Peluang',
    description:
      'Peserta didik dapat merumuskan pertanyaan, mengumpulkan, menyajikan, dan menganalisis data untuk menjawabnya, termasuk dengan diagram batang dan diagram lingkaran. ' +
      'Mereka mengambil sampel yang mewakili populasi, menentukan dan menafsirkan rerata, median, modus, dan jangkauan untuk membandingkan, memprediksi, dan mengambil keputusan, ' +
      'serta menyelidiki perubahan ukuran pemusatan akibat perubahan data. Mereka menjelaskan peluang dan frekuensi relatif untuk menentukan frekuensi harapan ' +
      'satu kejadian pada percobaan sederhana.',
  },
  {
    subject: 'MAT',
    phase: 'E',
    element: 'Umum',
    description:
      'Pada akhir Fase E, peserta didik dapat menyelesaikan masalah yang berkaitan dengan eksponen dan logaritma, menerapkan barisan dan deret aritmetika dan geometri ' +
      'termasuk bunga tunggal dan bunga majemuk, menyelesaikan sistem persamaan linear tiga variabel dan sistem pertidaksamaan linear dua variabel, ' +
      'menyelesaikan masalah persamaan dan fungsi kuadrat serta persamaan dan fungsi eksponensial, menggunakan perbandingan trigonometri pada segitiga siku-siku, ' +
      'menyajikan dan menafsirkan data dengan ukuran pemusatan dan penyebaran, serta menentukan peluang kejadian majemuk.',
  },
  {
    subject: 'MAT',
    phase: 'E',
    element: 'Bilangan',
    description:
      'Peserta didik dapat menggeneralisasi sifat-sifat bilangan berpangkat, termasuk bilangan berpangkat pecahan, serta menerapkan barisan dan deret aritmetika dan geometri, ' +
      'termasuk masalah yang berkaitan dengan bunga tunggal dan bunga majemuk.',
  },
  {
    subject: 'MAT',
    phase: 'E',
    element: 'Aljabar dan Fungsi',
    description:
      'Peserta didik dapat menyelesaikan masalah yang berkaitan dengan sistem persamaan linear tiga variabel dan sistem pertidaksamaan linear dua variabel. ' +
      'Mereka menyelesaikan masalah yang berkaitan dengan persamaan dan fungsi kuadrat (termasuk akar imajiner), serta persamaan eksponensial berbasis sama dan fungsi eksponensial.',
  },
  {
    subject: 'MAT',
    phase: 'E',
    element: 'Geometri',
    description: 'Peserta didik dapat menyelesaikan permasalahan segitiga siku-siku yang melibatkan perbandingan trigonometri beserta penerapannya.',
  },
  {
    subject: 'MAT',
    phase: 'E',
    element: 'Analisis Data dan Peluang',
    description:
      'Peserta didik dapat merepresentasikan dan menafsirkan data dengan menentukan jangkauan kuartil serta memakai diagram kotak-garis (boxplot), histogram, dan diagram titik ' +
      'sesuai sifat data dan kebutuhan. Mereka menggunakan diagram pencar untuk menyelidiki hubungan data numerik dan mengevaluasi laporan statistika di media ' +
      'berdasarkan tampilan, statistik, dan representasi datanya. Mereka menjelaskan peluang dan menentukan frekuensi harapan kejadian majemuk, ' +
      'serta menyelidiki kejadian saling bebas dan saling lepas dan menentukan peluangnya.',
  },
];

export const CP_BAHASA_INDONESIA: readonly CpSeed[] = [
  {
    subject: 'BIN',
    phase: 'D',
    element: 'Umum',
    description:
      'Pada akhir Fase D, peserta didik memiliki kemampuan berbahasa untuk berkomunikasi dan bernalar sesuai tujuan, konteks sosial, dan akademis. ' +
      'Mereka memahami, mengolah, dan menafsirkan informasi dan pesan dari paparan lisan dan tulis tentang topik yang dikenali dalam teks narasi, deskripsi, eksposisi, ' +
      'prosedur, dan argumentasi. Mereka menyampaikan tanggapan dan gagasan secara lisan dan menulis berbagai teks untuk menyampaikan pengamatan dan pengalamannya ' +
      'dengan lebih terstruktur, serta mengembangkan diri melalui pajanan berbagai teks untuk penguatan karakter.',
  },
  {
    subject: 'BIN',
    phase: 'D',
    element: 'Menyimak',
    description:
      'Peserta didik mampu menganalisis dan memaknai informasi berupa gagasan, pikiran, perasaan, pandangan, arahan, atau pesan yang tepat dari berbagai jenis teks ' +
      'audio dan audiovisual dalam bentuk monolog, dialog, dan gelar wicara.',
  },
  {
    subject: 'BIN',
    phase: 'D',
    element: 'Membaca dan Memirsa',
    description:
      'Peserta didik mampu memahami informasi berupa gagasan, pikiran, pandangan, arahan, atau pesan dari teks visual dan audiovisual untuk menemukan makna tersurat dan tersirat. ' +
      'Mereka menafsirkan informasi untuk mengungkapkan simpati, kepedulian, empati, atau pendapat pro dan kontra, memakai sumber informasi lain untuk menilai akurasi ' +
      'dan kualitas data serta membandingkan isi teks, dan mengeksplorasi serta mengevaluasi topik aktual yang dibaca dan dipirsa.',
  },
  {
    subject: 'BIN',
    phase: 'D',
    element: 'Berbicara dan Mempresentasikan',
    description:
      'Peserta didik mampu menyampaikan gagasan, pikiran, pandangan, arahan, atau pesan untuk mengajukan usul, memecahkan masalah, dan memberi solusi secara lisan ' +
      'dalam monolog dan dialog yang logis, kritis, dan kreatif. Mereka menggunakan kosakata baru bermakna denotatif, konotatif, dan kiasan, memakai ungkapan yang santun, ' +
      'berdiskusi secara aktif dan kontributif, serta mempresentasikan gagasan, hasil pengamatan, dan pengalaman, termasuk dalam bentuk karya sastra.',
  },
  {
    subject: 'BIN',
    phase: 'D',
    element: 'Menulis',
    description:
      'Peserta didik mampu menulis gagasan, pikiran, pandangan, arahan, atau pesan untuk berbagai tujuan secara logis, kritis, dan kreatif dalam teks informasional dan fiksi. ' +
      'Mereka menuliskan hasil pengamatan dan penyelidikan sederhana dengan mengutip sumber secara etis, menyampaikan simpati, empati, dan penghargaan dalam tulisan, ' +
      'serta menyunting tulisannya sebelum dipublikasikan di media cetak atau digital.',
  },
  {
    subject: 'BIN',
    phase: 'E',
    element: 'Umum',
    description:
      'Pada akhir Fase E, peserta didik memiliki kemampuan berbahasa untuk berkomunikasi dan bernalar sesuai tujuan, konteks sosial, akademis, dan dunia kerja. ' +
      'Mereka memahami, mengolah, menafsirkan, dan mengevaluasi informasi dari berbagai jenis teks tentang topik yang beragam, menyintesis gagasan dan pendapat ' +
      'dari berbagai sumber, berpartisipasi aktif dalam diskusi dan debat, serta menulis berbagai teks untuk menyampaikan pendapat dan menanggapi informasi nonfiksi dan fiksi ' +
      'secara kritis dan etis.',
  },
  {
    subject: 'BIN',
    phase: 'E',
    element: 'Menyimak',
    description:
      'Peserta didik mampu mengevaluasi dan mengkreasi informasi berupa gagasan, pikiran, perasaan, pandangan, arahan, atau pesan yang akurat dari menyimak berbagai jenis teks ' +
      '(nonfiksi dan fiksi) yang disajikan secara lisan, audio, dan audiovisual untuk menyimpulkan makna.',
  },
  {
    subject: 'BIN',
    phase: 'E',
    element: 'Membaca dan Memirsa',
    description:
      'Peserta didik mampu mengevaluasi informasi berupa gagasan, pikiran, pandangan, arahan, atau pesan dari teks deskripsi, narasi, puisi, eksplanasi, dan eksposisi, ' +
      'baik visual maupun audiovisual, untuk menemukan makna tersurat dan tersirat. Mereka menafsirkan informasi untuk mengungkapkan simpati, kepedulian, empati, ' +
      'atau pendapat pro dan kontra, serta menggunakan sumber lain untuk menilai akurasi dan kualitas data dan membandingkan isi teks.',
  },
  {
    subject: 'BIN',
    phase: 'E',
    element: 'Berbicara dan Mempresentasikan',
    description:
      'Peserta didik mampu mengolah dan menyajikan gagasan, pikiran, pandangan, arahan, atau pesan untuk mengajukan usul, memecahkan masalah, dan memberi solusi ' +
      'dalam monolog, dialog, dan gelar wicara secara logis, runtut, kritis, dan kreatif. Mereka mengkreasi ungkapan yang santun, berkontribusi aktif dalam diskusi ' +
      'dengan menyiapkan materi dan menjalankan perannya, serta mengungkapkan simpati, empati, dan penghargaan secara kreatif dalam teks fiksi dan nonfiksi multimodal.',
  },
  {
    subject: 'BIN',
    phase: 'E',
    element: 'Menulis',
    description:
      'Peserta didik mampu menulis gagasan, pikiran, pandangan, arahan, atau pesan untuk berbagai tujuan secara logis, kritis, dan kreatif. Mereka menuliskan hasil penelitian ' +
      'dengan metodologi sederhana dan mengutip sumber rujukan secara etis, menyampaikan simpati, empati, dan penghargaan dalam teks fiksi dan nonfiksi multimodal, ' +
      'serta menerbitkan tulisannya di media cetak maupun digital.',
  },
];
