import type { PolicyFacts, PolicyText } from './tenant-privacy.ts';

/** The Indonesian privacy policy, filled from one school's facts. UU PDP = Undang-Undang No. 27 Tahun 2022. */
export function policyId(f: PolicyFacts): PolicyText {
  return {
    title: `Kebijakan Privasi ${f.appName}`,
    intro: [
      `${f.schoolName} ("Sekolah"), NPSN ${f.npsn}, adalah pengendali data pribadi atas data yang diolah melalui aplikasi ${f.appName} dan situs sekolah. Kebijakan ini menjelaskan data apa yang kami kumpulkan, untuk apa, berapa lama disimpan, dan hak Anda berdasarkan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).`,
      `Berlaku sejak ${f.effectiveDate}. Penyedia platform Sekolahku mengolah data atas perintah Sekolah sebagai prosesor data pribadi.`,
    ],
    sections: [
      {
        id: 'data',
        heading: 'Data yang kami kumpulkan dan tujuannya',
        items: [
          'Identitas peserta didik (nama, NISN, NIS, NIK, tempat dan tanggal lahir, jenis kelamin, agama, alamat, foto): untuk administrasi sekolah, pelaporan Dapodik, rapor dan kartu ujian.',
          'Data orang tua atau wali (nama, hubungan, nomor telepon, email, pekerjaan): untuk komunikasi dengan keluarga dan untuk meminta persetujuan.',
          'Data akademik (kelas, jadwal, tugas, nilai, rapor, jawaban ujian CBT dan AKM): untuk pembelajaran, penilaian dan pelaporan hasil belajar.',
          'Kehadiran (presensi harian dan per jam pelajaran, waktu pindai kartu atau kode QR, izin): untuk keamanan, kedisiplinan dan kabar kepada orang tua.',
          'Keuangan (tagihan SPP, pembayaran, tabungan siswa, nomor virtual account): untuk administrasi keuangan sekolah.',
          'Perpustakaan (peminjaman, pengembalian, denda): untuk layanan perpustakaan.',
          'Guru dan tenaga kependidikan (identitas, NUPTK atau NIP, data kepegawaian): untuk administrasi kepegawaian.',
          'Pendaftaran peserta didik baru (data calon peserta didik dan orang tua atau wali): untuk seleksi dan daftar ulang.',
          'Data akun dan teknis (email, kata sandi yang disimpan dalam bentuk hash, token sesi, alamat IP, jenis perangkat, catatan masuk): untuk keamanan akun dan mencegah penyalahgunaan.',
        ],
      },
      {
        id: 'dasar',
        heading: 'Dasar pemrosesan',
        paragraphs: [
          'Kami memproses data untuk memenuhi kewajiban hukum penyelenggaraan pendidikan (termasuk pelaporan Dapodik), untuk melaksanakan perjanjian layanan pendidikan dengan orang tua atau wali, dan atas persetujuan untuk keperluan yang tidak wajib, misalnya menampilkan foto kegiatan di situs sekolah.',
          'Kami tidak menjual data pribadi, tidak memakainya untuk iklan, dan tidak membuat profil anak untuk tujuan komersial.',
        ],
      },
      {
        id: 'anak',
        heading: 'Data anak dan persetujuan orang tua atau wali',
        paragraphs: [
          'Sebagian besar pengguna aplikasi adalah anak. Data anak termasuk data pribadi yang bersifat spesifik (Pasal 4 ayat (2) UU PDP), dan pemrosesannya wajib mendapat persetujuan orang tua anak dan/atau wali anak (Pasal 25 UU PDP).',
          'Persetujuan diminta saat pendaftaran atau daftar ulang dan dapat ditarik kembali kapan saja melalui kontak di bawah, tanpa memengaruhi hak anak atas layanan pendidikan yang wajib diberikan. Hak-hak anak sebagai subjek data dijalankan oleh orang tua atau walinya.',
        ],
      },
      {
        id: 'akses',
        heading: 'Siapa yang dapat melihat data',
        items: [
          'Guru, wali kelas, operator dan kepala sekolah, sebatas tugasnya.',
          ...(f.foundation ? ['Yayasan yang menaungi Sekolah, untuk pengawasan dan pelaporan.'] : []),
          'Orang tua atau wali, hanya untuk data anaknya sendiri; peserta didik, hanya untuk datanya sendiri.',
          'Instansi pemerintah di bidang pendidikan bila diwajibkan peraturan perundang-undangan.',
          'Penyedia platform Sekolahku sebagai prosesor, hanya untuk menjalankan dan merawat layanan.',
        ],
      },
      {
        id: 'simpan',
        heading: 'Penyimpanan, keamanan dan masa retensi',
        paragraphs: [
          'Data dikirim melalui koneksi terenkripsi (HTTPS). Kata sandi disimpan sebagai hash argon2id, akses dibatasi menurut peran, dan perubahan data penting dicatat.',
          `Data peserta didik disimpan selama peserta didik terdaftar dan ${f.retentionYears} tahun setelah lulus atau pindah, lalu dihapus atau dianonimkan, kecuali catatan yang wajib disimpan lebih lama menurut peraturan (misalnya buku induk). Data pendaftar yang tidak diterima dan pesan formulir kontak disimpan paling lama 1 tahun.`,
        ],
      },
      {
        id: 'hak',
        heading: 'Hak Anda sebagai subjek data pribadi',
        items: [
          'Mendapat informasi tentang identitas pengendali, dasar dan tujuan pemrosesan (Pasal 5).',
          'Melengkapi, memperbarui dan memperbaiki data yang keliru (Pasal 6).',
          'Mengakses dan memperoleh salinan data (Pasal 7).',
          'Mengakhiri pemrosesan serta menghapus dan/atau memusnahkan data (Pasal 8).',
          'Menarik kembali persetujuan (Pasal 9).',
          'Mengajukan keberatan atas keputusan yang hanya didasarkan pada pemrosesan otomatis (Pasal 10).',
          'Menunda atau membatasi pemrosesan (Pasal 11).',
          'Menggugat dan menerima ganti rugi atas pelanggaran pemrosesan data (Pasal 12).',
          'Mendapatkan dan/atau menggunakan data dalam format yang umum dan dapat dibaca sistem elektronik (Pasal 13).',
        ],
        paragraphs: [
          'Ajukan permintaan melalui kontak di bawah. Kami akan memverifikasi identitas Anda dan menanggapi dalam batas waktu yang ditetapkan UU PDP.',
        ],
      },
      {
        id: 'insiden',
        heading: 'Bila terjadi kegagalan pelindungan data',
        paragraphs: [
          'Bila terjadi kegagalan pelindungan data pribadi, kami memberi tahu subjek data dan lembaga yang berwenang paling lambat 3 × 24 jam, sebagaimana diatur Pasal 46 UU PDP.',
        ],
      },
      {
        id: 'kuki',
        heading: 'Kuki dan penyimpanan di perangkat',
        paragraphs: [
          `Aplikasi ${f.appName} menyimpan token sesi di perangkat Anda dan memakai kuki "identity" agar Anda tetap masuk selama 2 hari. Kami tidak memakai kuki iklan atau pelacak pihak ketiga. Halaman publik situs sekolah tidak memasang kuki.`,
        ],
      },
      {
        id: 'kontak',
        heading: 'Kontak',
        paragraphs: [
          `${f.officer}, ${f.schoolName}, ${f.address}. Email: ${f.email}${f.phone ? `, telepon: ${f.phone}` : ''}.`,
          'Bila tanggapan kami tidak memuaskan, Anda dapat mengadu kepada lembaga penyelenggara pelindungan data pribadi sesuai UU PDP.',
        ],
      },
      {
        id: 'ubah',
        heading: 'Perubahan kebijakan',
        paragraphs: ['Perubahan kebijakan diumumkan di halaman ini dan, bila penting, melalui aplikasi sebelum berlaku.'],
      },
    ],
  };
}
