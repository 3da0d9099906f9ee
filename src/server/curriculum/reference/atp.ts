/** The platform's reference ATPs (two subjects, fase E, kelas X): TPs in teaching order with grade, semester and JP. */
import type { AtpSeed } from './types.ts';

export const REFERENCE_ATPS: readonly AtpSeed[] = [
  {
    subject: 'MAT',
    phase: 'E',
    title: 'ATP Matematika Fase E (Kelas X)',
    description: 'Alur tujuan pembelajaran Matematika kelas X, 4 JP per minggu, disusun dari CP Fase E per elemen.',
    tps: [
      ['Bilangan', 'Menyederhanakan bentuk eksponen dan bentuk akar dengan menerapkan sifat-sifat bilangan berpangkat, termasuk pangkat pecahan.', 10, '1', 12],
      ['Bilangan', 'Mengubah bentuk eksponen menjadi logaritma dan sebaliknya, serta menerapkan sifat-sifat logaritma.', 10, '1', 10],
      ['Aljabar dan Fungsi', 'Menyelesaikan persamaan eksponensial berbasis sama dan menafsirkan grafik fungsi eksponensial pada masalah pertumbuhan dan peluruhan.', 10, '1', 10],
      ['Bilangan', 'Menentukan suku ke-n dan jumlah n suku pertama barisan dan deret aritmetika pada masalah kontekstual.', 10, '1', 10],
      ['Bilangan', 'Menentukan suku ke-n dan jumlah n suku pertama barisan dan deret geometri, termasuk deret geometri tak hingga.', 10, '1', 10],
      ['Bilangan', 'Menghitung bunga tunggal, bunga majemuk, dan anuitas sederhana untuk mengambil keputusan keuangan.', 10, '1', 8],
      ['Aljabar dan Fungsi', 'Memodelkan masalah kontekstual ke dalam sistem persamaan linear tiga variabel dan menyelesaikannya.', 10, '1', 12],
      ['Aljabar dan Fungsi', 'Menyelesaikan masalah optimasi sederhana dengan sistem pertidaksamaan linear dua variabel dan daerah penyelesaiannya.', 10, '2', 10],
      ['Aljabar dan Fungsi', 'Menentukan akar-akar persamaan kuadrat, termasuk akar imajiner, dan menggunakan sifat-sifat akar.', 10, '2', 10],
      ['Aljabar dan Fungsi', 'Menggambar grafik fungsi kuadrat dan menggunakannya untuk menyelesaikan masalah nilai maksimum dan minimum.', 10, '2', 10],
      ['Geometri', 'Menentukan perbandingan trigonometri pada segitiga siku-siku dan nilai perbandingan sudut-sudut istimewa.', 10, '2', 10],
      ['Geometri', 'Menerapkan perbandingan trigonometri untuk menyelesaikan masalah tinggi, jarak, serta sudut elevasi dan depresi.', 10, '2', 8],
      ['Analisis Data dan Peluang', 'Menyajikan data dengan histogram, diagram titik, dan boxplot, serta menafsirkan kuartil dan jangkauan antarkuartil.', 10, '2', 10],
      ['Analisis Data dan Peluang', 'Menyelidiki hubungan dua variabel numerik dengan diagram pencar dan mengevaluasi laporan statistika di media.', 10, '2', 6],
      ['Analisis Data dan Peluang', 'Menentukan peluang kejadian majemuk, termasuk kejadian saling lepas dan saling bebas, beserta frekuensi harapannya.', 10, '2', 8],
    ],
  },
  {
    subject: 'INF',
    phase: 'E',
    title: 'ATP Informatika Fase E (Kelas X)',
    description: 'Alur tujuan pembelajaran Informatika kelas X, 2 JP per minggu, satu TP atau lebih untuk setiap elemen CP Fase E.',
    tps: [
      ['Berpikir Komputasional', 'Menerapkan strategi algoritmik pencarian dan pengurutan untuk menyelesaikan persoalan dengan data yang cukup besar.', 10, '1', 8],
      ['Teknologi Informasi dan Komunikasi', 'Menggunakan fitur lanjut pengolah kata dan pengolah angka (referensi silang, rumus, tabel pivot) untuk menyusun laporan.', 10, '1', 8],
      ['Sistem Komputer', 'Menjelaskan peran sistem operasi dalam mengelola proses, memori, dan berkas pada interaksi perangkat keras, perangkat lunak, dan pengguna.', 10, '1', 6],
      ['Jaringan Komputer dan Internet', 'Menjelaskan komunikasi data pada jaringan kabel dan nirkabel serta mengukur kinerja jaringan sederhana.', 10, '1', 6],
      ['Jaringan Komputer dan Internet', 'Mengidentifikasi jenis kejahatan siber dan melindungi data pribadi dengan enkripsi dan kata sandi yang kuat.', 10, '1', 6],
      ['Analisis Data', 'Mengumpulkan, membersihkan, dan memvisualisasikan data, lalu menafsirkannya untuk menyelesaikan persoalan.', 10, '2', 8],
      ['Algoritma dan Pemrograman', 'Menulis program prosedural dengan variabel, percabangan, perulangan, dan fungsi dalam satu bahasa pemrograman.', 10, '2', 12],
      ['Algoritma dan Pemrograman', 'Mengembangkan dan menguji program terstruktur berdasarkan algoritma yang dirancang sendiri.', 10, '2', 8],
      ['Dampak Sosial Informatika', 'Menganalisis dampak sosial, ekonomi, dan budaya teknologi informasi serta menerapkan ketentuan HAKI dan lisensi.', 10, '2', 4],
      ['Praktik Lintas Bidang', 'Bergotong royong mengembangkan solusi komputasional sederhana melalui tahapan rekayasa perangkat lunak dan mempresentasikannya.', 10, '2', 6],
    ],
  },
];
