/**
 * Kurikulum 2013: Kompetensi Inti per jenjang (Permendikbud No. 37 Tahun 2018) and a set of Kompetensi Dasar of
 * kelas VII for Matematika, Bahasa Indonesia, IPA and PPKn, in the regulation's wording (lightly shortened).
 */
import type { KdSeed, KiSeed } from './types.ts';

export const REFERENCE_KIS: readonly KiSeed[] = [
  { stage: 'SD', number: 1, name: 'KI-1 Sikap Spiritual', description: 'Menerima, menjalankan, dan menghargai ajaran agama yang dianutnya.' },
  {
    stage: 'SD',
    number: 2,
    name: 'KI-2 Sikap Sosial',
    description:
      'Menunjukkan perilaku jujur, disiplin, tanggung jawab, santun, peduli, dan percaya diri dalam berinteraksi dengan keluarga, teman, guru, dan tetangganya.',
  },
  {
    stage: 'SD',
    number: 3,
    name: 'KI-3 Pengetahuan',
    description:
      'Memahami pengetahuan faktual dengan cara mengamati, menanya, dan mencoba berdasarkan rasa ingin tahu tentang dirinya, makhluk ciptaan Tuhan dan kegiatannya, serta benda-benda yang dijumpainya di rumah, di sekolah, dan tempat bermain.',
  },
  {
    stage: 'SD',
    number: 4,
    name: 'KI-4 Keterampilan',
    description:
      'Menyajikan pengetahuan faktual dalam bahasa yang jelas, sistematis, dan logis, dalam karya yang estetis, dalam gerakan yang mencerminkan anak sehat, dan dalam tindakan yang mencerminkan perilaku anak beriman dan berakhlak mulia.',
  },
  { stage: 'SMP', number: 1, name: 'KI-1 Sikap Spiritual', description: 'Menghargai dan menghayati ajaran agama yang dianutnya.' },
  {
    stage: 'SMP',
    number: 2,
    name: 'KI-2 Sikap Sosial',
    description:
      'Menghargai dan menghayati perilaku jujur, disiplin, tanggung jawab, peduli (toleransi, gotong royong), santun, dan percaya diri dalam berinteraksi secara efektif dengan lingkungan sosial dan alam dalam jangkauan pergaulan dan keberadaannya.',
  },
  {
    stage: 'SMP',
    number: 3,
    name: 'KI-3 Pengetahuan',
    description:
      'Memahami pengetahuan (faktual, konseptual, dan prosedural) berdasarkan rasa ingin tahunya tentang ilmu pengetahuan, teknologi, seni, dan budaya terkait fenomena dan kejadian tampak mata.',
  },
  {
    stage: 'SMP',
    number: 4,
    name: 'KI-4 Keterampilan',
    description:
      'Mencoba, mengolah, dan menyaji dalam ranah konkret (menggunakan, mengurai, merangkai, memodifikasi, dan membuat) dan ranah abstrak (menulis, membaca, menghitung, menggambar, dan mengarang) sesuai dengan yang dipelajari di sekolah dan sumber lain yang sama dalam sudut pandang/teori.',
  },
  { stage: 'SMA', number: 1, name: 'KI-1 Sikap Spiritual', description: 'Menghayati dan mengamalkan ajaran agama yang dianutnya.' },
  {
    stage: 'SMA',
    number: 2,
    name: 'KI-2 Sikap Sosial',
    description:
      'Menghayati dan mengamalkan perilaku jujur, disiplin, tanggung jawab, peduli (gotong royong, kerja sama, toleran, damai), santun, responsif, dan proaktif sebagai bagian dari solusi atas berbagai permasalahan dalam berinteraksi secara efektif dengan lingkungan sosial dan alam serta menempatkan diri sebagai cerminan bangsa dalam pergaulan dunia.',
  },
  {
    stage: 'SMA',
    number: 3,
    name: 'KI-3 Pengetahuan',
    description:
      'Memahami, menerapkan, dan menganalisis pengetahuan faktual, konseptual, dan prosedural berdasarkan rasa ingin tahunya tentang ilmu pengetahuan, teknologi, seni, budaya, dan humaniora dengan wawasan kemanusiaan, kebangsaan, kenegaraan, dan peradaban terkait penyebab fenomena dan kejadian, serta menerapkan pengetahuan prosedural pada bidang kajian yang spesifik sesuai bakat dan minatnya untuk memecahkan masalah.',
  },
  {
    stage: 'SMA',
    number: 4,
    name: 'KI-4 Keterampilan',
    description:
      'Mengolah, menalar, dan menyaji dalam ranah konkret dan ranah abstrak terkait pengembangan dari yang dipelajarinya di sekolah secara mandiri, dan mampu menggunakan metode sesuai kaidah keilmuan.',
  },
];

export const REFERENCE_KDS: readonly KdSeed[] = [
  {
    subject: 'MAT',
    grade: 7,
    items: [
      ['3.1', 'Menjelaskan dan menentukan urutan pada bilangan bulat (positif dan negatif) dan pecahan (biasa, campuran, desimal, persen).'],
      ['3.2', 'Menjelaskan dan melakukan operasi hitung bilangan bulat dan pecahan dengan memanfaatkan berbagai sifat operasi.'],
      ['3.3', 'Menjelaskan dan menentukan representasi bilangan dalam bentuk bilangan berpangkat bulat positif dan negatif.'],
      [
        '3.4',
        'Menjelaskan himpunan, himpunan bagian, himpunan semesta, himpunan kosong, komplemen himpunan, dan melakukan operasi biner pada himpunan menggunakan masalah kontekstual.',
      ],
      ['3.5', 'Menjelaskan bentuk aljabar dan melakukan operasi pada bentuk aljabar (penjumlahan, pengurangan, perkalian, dan pembagian).'],
      ['3.6', 'Menjelaskan persamaan dan pertidaksamaan linear satu variabel dan penyelesaiannya.'],
      ['4.1', 'Menyelesaikan masalah yang berkaitan dengan urutan beberapa bilangan bulat dan pecahan (biasa, campuran, desimal, persen).'],
      ['4.2', 'Menyelesaikan masalah yang berkaitan dengan operasi hitung bilangan bulat dan pecahan.'],
      ['4.3', 'Menyelesaikan masalah yang berkaitan dengan bilangan dalam bentuk bilangan berpangkat bulat positif dan negatif.'],
      [
        '4.4',
        'Menyelesaikan masalah kontekstual yang berkaitan dengan himpunan, himpunan bagian, himpunan semesta, himpunan kosong, komplemen himpunan, dan operasi biner pada himpunan.',
      ],
      ['4.5', 'Menyelesaikan masalah yang berkaitan dengan bentuk aljabar dan operasi pada bentuk aljabar.'],
      ['4.6', 'Menyelesaikan masalah yang berkaitan dengan persamaan dan pertidaksamaan linear satu variabel.'],
    ],
  },
  {
    subject: 'BIN',
    grade: 7,
    items: [
      [
        '3.1',
        'Mengidentifikasi informasi dalam teks deskripsi tentang objek (sekolah, tempat wisata, tempat bersejarah, dan/atau suasana pentas seni daerah) yang didengar dan dibaca.',
      ],
      ['3.2', 'Menelaah struktur dan kebahasaan dari teks deskripsi tentang objek yang didengar dan dibaca.'],
      ['3.3', 'Mengidentifikasi unsur-unsur teks narasi (cerita imajinasi) yang dibaca dan didengar.'],
      ['3.4', 'Menelaah struktur dan kebahasaan teks narasi (cerita imajinasi) yang dibaca dan didengar.'],
      [
        '4.1',
        'Menentukan isi teks deskripsi objek (tempat wisata, tempat bersejarah, pentas seni daerah, kain tradisional, dan lain-lain) yang didengar dan dibaca.',
      ],
      [
        '4.2',
        'Menyajikan data, gagasan, dan kesan dalam bentuk teks deskripsi tentang objek secara tulis dan lisan dengan memperhatikan struktur, kebahasaan, atau aspek lisan.',
      ],
      ['4.3', 'Menceritakan kembali isi teks narasi (cerita imajinasi) yang didengar dan dibaca.'],
      [
        '4.4',
        'Menyajikan gagasan kreatif dalam bentuk cerita imajinasi secara lisan dan tulis dengan memperhatikan struktur, penggunaan bahasa, atau aspek lisan.',
      ],
    ],
  },
  {
    subject: 'IPA',
    grade: 7,
    items: [
      [
        '3.1',
        'Menerapkan konsep pengukuran berbagai besaran pada diri, makhluk hidup, dan lingkungan fisik sekitar sebagai bagian dari observasi, serta pentingnya satuan terstandar (baku) dalam pengukuran.',
      ],
      ['3.2', 'Mengklasifikasikan makhluk hidup dan benda berdasarkan karakteristik yang diamati.'],
      [
        '3.3',
        'Menjelaskan konsep campuran dan zat tunggal (unsur dan senyawa), sifat fisika dan kimia, serta perubahan fisika dan kimia dalam kehidupan sehari-hari.',
      ],
      [
        '4.1',
        'Menyajikan data hasil pengukuran dengan alat ukur yang sesuai pada diri sendiri, makhluk hidup lain, dan benda di sekitar dengan satuan tak baku dan satuan baku.',
      ],
      ['4.2', 'Menyajikan hasil pengklasifikasian makhluk hidup dan benda di lingkungan sekitar berdasarkan karakteristik yang diamati.'],
      ['4.3', 'Menyajikan hasil penyelidikan atau karya tentang sifat larutan, perubahan fisika dan kimia, atau pemisahan campuran.'],
    ],
  },
  {
    subject: 'PP',
    grade: 7,
    items: [
      ['3.1', 'Menganalisis sejarah perumusan dan penetapan Pancasila sebagai dasar negara.'],
      ['3.2', 'Mengidentifikasi norma-norma yang berlaku dalam kehidupan bermasyarakat untuk mewujudkan keadilan.'],
      ['4.1', 'Menyaji hasil analisis tentang sejarah perumusan dan penetapan Pancasila sebagai dasar negara.'],
      ['4.2', 'Mendemonstrasikan praktik norma-norma yang berlaku dalam kehidupan bermasyarakat untuk mewujudkan keadilan.'],
    ],
  },
];
