import type { SchoolStage } from './tenant-schema.ts';

/**
 * Text banks for scaffolded demo schools. Everything here is fictional sample content in Indonesian: names are
 * invented combinations, events never happened. A real school replaces these files with its own.
 */
export interface StageWords {
  level: string;
  grades: string;
  pupils: string;
  majors: string[];
  extracurriculars: string[];
  facilities: string[];
}

const BASE_EXTRAS = ['Pramuka', 'Paskibra', 'Futsal', 'Seni Tari', 'Paduan Suara'];

export function stageWords(stage: SchoolStage): StageWords {
  switch (stage) {
    case 'TK':
    case 'SD':
    case 'MI':
    case 'SLB':
      return {
        level: stage === 'MI' ? 'madrasah ibtidaiyah' : 'sekolah dasar',
        grades: 'kelas 1 sampai kelas 6',
        pupils: 'peserta didik',
        majors: [],
        extracurriculars: ['Pramuka', 'Tari Tradisional', 'Drumband', 'Tahfidz', 'Melukis'],
        facilities: ['Ruang kelas ber-ventilasi baik', 'Perpustakaan ramah anak', 'UKS', 'Lapangan upacara', 'Kebun sekolah'],
      };
    case 'SMP':
    case 'MTs':
      return {
        level: stage === 'MTs' ? 'madrasah tsanawiyah' : 'sekolah menengah pertama',
        grades: 'kelas 7 sampai kelas 9',
        pupils: 'siswa',
        majors: [],
        extracurriculars: [...BASE_EXTRAS, 'Robotika', 'KIR'],
        facilities: ['Laboratorium IPA', 'Laboratorium komputer', 'Perpustakaan', 'Musala', 'Lapangan olahraga'],
      };
    case 'SMK':
      return {
        level: 'sekolah menengah kejuruan',
        grades: 'kelas 10 sampai kelas 12',
        pupils: 'siswa',
        majors: ['Teknik Jaringan Komputer dan Telekomunikasi', 'Rekayasa Perangkat Lunak', 'Akuntansi dan Keuangan Lembaga', 'Teknik Otomotif'],
        extracurriculars: [...BASE_EXTRAS, 'Robotika', 'English Club'],
        facilities: ['Bengkel otomotif', 'Laboratorium jaringan', 'Laboratorium pemrograman', 'Teaching factory', 'Bursa kerja khusus'],
      };
    default:
      return {
        level: stage === 'MA' ? 'madrasah aliyah' : 'sekolah menengah atas',
        grades: 'kelas 10 sampai kelas 12',
        pupils: 'siswa',
        majors: stage === 'MA' ? ['MIPA', 'IPS', 'Keagamaan'] : ['Peminatan MIPA', 'Peminatan IPS', 'Peminatan Bahasa'],
        extracurriculars: [...BASE_EXTRAS, 'Debat Bahasa Inggris', 'Jurnalistik', 'KIR'],
        facilities: ['Laboratorium fisika, kimia dan biologi', 'Laboratorium komputer', 'Perpustakaan digital', 'Aula', 'Lapangan basket'],
      };
  }
}

const FIRST = [
  'Ahmad',
  'Siti',
  'Budi',
  'Dewi',
  'Rina',
  'Agus',
  'Wahyu',
  'Nur',
  'Hendra',
  'Yuliani',
  'Rizki',
  'Fitri',
  'Eko',
  'Lestari',
  'Andi',
  'Maya',
  'Fajar',
  'Ratna',
  'Joko',
  'Intan',
];
const LAST = [
  'Prasetyo',
  'Rahmawati',
  'Hidayat',
  'Susanti',
  'Saputra',
  'Wulandari',
  'Kurniawan',
  'Handayani',
  'Nugroho',
  'Permatasari',
  'Setiawan',
  'Maharani',
  'Gunawan',
  'Puspita',
  'Firmansyah',
];
const DEGREES = ['S.Pd.', 'M.Pd.', 'S.Pd.I.', 'S.Kom.', 'S.E.', 'S.Si.'];

/** A fictional name, stable for (seed, index). */
export function fictionalName(seed: number, index: number, withDegree = true): string {
  const n = seed * 31 + index * 17;
  const name = `${FIRST[n % FIRST.length]} ${LAST[(n * 7 + index) % LAST.length]}`;
  return withDegree ? `${name}, ${DEGREES[(n + index) % DEGREES.length]}` : name;
}

export interface ArticleIdea {
  title: string;
  slug: string;
  category: string;
  summary: string;
  body: string[];
}

export function articleIdeas(school: string, w: StageWords): ArticleIdea[] {
  return [
    {
      title: 'Gerakan Literasi Pagi: Lima Belas Menit yang Mengubah Kebiasaan',
      slug: 'gerakan-literasi-pagi',
      category: 'literasi',
      summary: `Setiap pagi ${w.pupils} ${school} membaca buku pilihan selama lima belas menit sebelum pelajaran dimulai.`,
      body: [
        `Sejak awal semester, ${school} membiasakan ${w.pupils} membaca selama lima belas menit sebelum jam pertama. Buku dipilih sendiri dari pojok baca kelas.`,
        '## Cara kami menjalankannya',
        '- Wali kelas menyiapkan pojok baca dengan buku yang diganti setiap bulan.\n- Setiap Jumat, tiga peserta menceritakan kembali isi buku di depan kelas.\n- Orang tua diajak membaca bersama di rumah minimal dua kali sepekan.',
        'Hasil awalnya menggembirakan: jumlah peminjaman buku perpustakaan naik dan anak-anak lebih berani bercerita.',
      ],
    },
    {
      title: 'Juara Lomba Sains Tingkat Kabupaten',
      slug: 'juara-lomba-sains-kabupaten',
      category: 'prestasi',
      summary: `Tim sains ${school} meraih juara dalam lomba sains tingkat kabupaten setelah tiga bulan berlatih.`,
      body: [
        `Tim sains ${school} membawa pulang piala dari lomba sains tingkat kabupaten. Mereka berlatih setiap Selasa dan Kamis sepulang sekolah bersama guru pembimbing.`,
        'Materi latihan mencakup pengamatan, percobaan sederhana dan penulisan laporan. Guru pembimbing menekankan cara berpikir, bukan hafalan.',
        'Terima kasih kepada orang tua yang mendukung latihan tambahan. Selamat kepada tim, semoga menginspirasi teman-temannya.',
      ],
    },
    {
      title: 'Projek Penguatan Profil Pelajar Pancasila: Pasar Kreatif',
      slug: 'p5-pasar-kreatif',
      category: 'kegiatan-sekolah',
      summary: `Dalam projek P5 bertema kewirausahaan, ${w.pupils} merancang, membuat dan menjual produk karya mereka sendiri.`,
      body: [
        `Projek P5 semester ini bertema kewirausahaan. ${w.pupils.charAt(0).toUpperCase() + w.pupils.slice(1)} ${w.grades} bekerja dalam kelompok untuk merancang produk, menghitung modal dan menjualnya di pasar kreatif sekolah.`,
        '## Yang dipelajari',
        '1. Menyusun rencana usaha sederhana.\n2. Bekerja sama dan membagi peran.\n3. Mencatat pemasukan dan pengeluaran dengan jujur.',
        'Seluruh keuntungan disumbangkan untuk kegiatan sosial kelas.',
      ],
    },
    {
      title: 'Kerja Bakti dan Penanaman Pohon di Lingkungan Sekolah',
      slug: 'kerja-bakti-penanaman-pohon',
      category: 'kegiatan-sekolah',
      summary: `Warga ${school} menanam lima puluh bibit pohon dan membersihkan saluran air bersama warga sekitar.`,
      body: [
        `Sabtu pagi, guru, ${w.pupils}, orang tua dan warga sekitar ${school} bergotong royong membersihkan saluran air dan menanam lima puluh bibit pohon.`,
        'Setiap kelas mengadopsi satu pohon dan bertanggung jawab menyiraminya. Kegiatan ini bagian dari program Sekolah Adiwiyata yang sedang kami rintis.',
      ],
    },
    {
      title: 'Tips Belajar di Rumah yang Menyenangkan',
      slug: 'tips-belajar-di-rumah',
      category: 'literasi',
      summary: 'Beberapa kebiasaan sederhana yang membantu anak belajar di rumah tanpa tekanan.',
      body: [
        'Belajar di rumah tidak harus lama. Yang penting rutin dan menyenangkan.',
        '- Sediakan tempat belajar yang terang dan tenang.\n- Buat jadwal pendek, misalnya 30 menit, lalu istirahat.\n- Tanyakan apa yang dipelajari hari ini, dengarkan tanpa menghakimi.\n- Batasi gawai saat jam belajar, termasuk gawai orang tua.',
        'Guru kelas siap berdiskusi bila anak mengalami kesulitan. Hubungi kami melalui kontak sekolah.',
      ],
    },
    {
      title: 'Karya Siswa: Puisi tentang Hujan',
      slug: 'karya-siswa-puisi-hujan',
      category: 'karya-siswa',
      summary: `Kumpulan puisi pendek karya ${w.pupils} dari kegiatan menulis kreatif bulan ini.`,
      body: [
        `Dalam kegiatan menulis kreatif, ${w.pupils} diminta menulis puisi tentang hujan. Berikut salah satu karya pilihan (ditulis ulang dengan izin orang tua, tanpa nama penulis).`,
        '> Hujan mengetuk jendela kelas,\n> menghapus debu di halaman,\n> kami menunggu pelangi\n> sambil menghitung genangan.',
        'Karya lainnya dipajang di majalah dinding sekolah.',
      ],
    },
    {
      title: 'Pentas Seni Akhir Semester',
      slug: 'pentas-seni-akhir-semester',
      category: 'kegiatan-sekolah',
      summary: 'Tari, musik, drama dan pameran lukisan mewarnai pentas seni akhir semester.',
      body: [
        `Pentas seni akhir semester ${school} menampilkan tari tradisional, paduan suara, drama dan pameran lukisan.`,
        'Setiap kelas tampil sekali. Penonton terdiri atas orang tua dan warga sekitar. Terima kasih atas dukungannya.',
      ],
    },
    {
      title: 'Pelatihan Guru: Asesmen yang Memajukan Belajar',
      slug: 'pelatihan-guru-asesmen',
      category: 'literasi',
      summary: 'Guru-guru mengikuti pelatihan asesmen formatif untuk mendukung Kurikulum Merdeka.',
      body: [
        `Selama dua hari, guru ${school} berlatih merancang asesmen formatif: pertanyaan pemantik, tiket keluar dan umpan balik tertulis.`,
        'Tujuannya agar guru tahu lebih awal siapa yang perlu bantuan, sebelum ulangan akhir.',
      ],
    },
  ];
}

export interface NewsIdea {
  title: string;
  summary: string;
  body: string[];
}

export function newsIdeas(school: string, w: StageWords): NewsIdea[] {
  return [
    {
      title: 'Pendaftaran Peserta Didik Baru Telah Dibuka',
      summary: `${school} membuka pendaftaran peserta didik baru secara daring. Simak syarat dan jadwalnya.`,
      body: [
        `Pendaftaran peserta didik baru ${school} dibuka secara daring melalui halaman PPDB. Calon peserta didik mengisi formulir dan menerima nomor pendaftaran.`,
        'Simpan nomor pendaftaran untuk memeriksa status melalui halaman cek pendaftaran.',
      ],
    },
    {
      title: 'Jadwal Penilaian Akhir Semester',
      summary: `Penilaian akhir semester untuk ${w.grades} dilaksanakan berbasis komputer.`,
      body: [
        `Penilaian akhir semester untuk ${w.grades} dilaksanakan berbasis komputer di laboratorium sekolah sesuai jadwal yang dibagikan wali kelas.`,
        'Peserta hadir 15 menit sebelum sesi dan membawa kartu peserta.',
      ],
    },
    {
      title: 'Libur Semester dan Pembagian Rapor',
      summary: 'Rapor dibagikan kepada orang tua atau wali; libur semester dimulai setelahnya.',
      body: [
        'Rapor dibagikan langsung kepada orang tua atau wali oleh wali kelas. Orang tua juga dapat melihat rapor melalui aplikasi sekolah.',
        'Kegiatan belajar semester berikutnya dimulai sesuai kalender akademik.',
      ],
    },
    {
      title: 'Rapat Komite Sekolah Bersama Orang Tua',
      summary: 'Komite sekolah mengundang orang tua untuk membahas program semester depan.',
      body: [
        'Komite sekolah mengundang seluruh orang tua dan wali untuk membahas program sekolah semester depan, termasuk kegiatan ekstrakurikuler dan keamanan lingkungan sekolah.',
      ],
    },
    {
      title: 'Vaksinasi dan Pemeriksaan Kesehatan Berkala',
      summary: 'Puskesmas setempat mengadakan pemeriksaan kesehatan berkala di sekolah.',
      body: [
        `Petugas puskesmas setempat mengadakan pemeriksaan kesehatan berkala bagi ${w.pupils}. Orang tua menerima formulir persetujuan melalui wali kelas.`,
      ],
    },
  ];
}
