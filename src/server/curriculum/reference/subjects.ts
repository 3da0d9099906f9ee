/** The platform's reference subjects (mapel referensi), seeded at every start; a superadmin adds more. */
export interface SubjectSeed {
  code: string;
  name: string;
  curriculum: 'merdeka' | 'k13' | 'both';
}

export const REFERENCE_SUBJECTS: readonly SubjectSeed[] = [
  { code: 'PAI', name: 'Pendidikan Agama Islam dan Budi Pekerti', curriculum: 'both' },
  { code: 'PP', name: 'Pendidikan Pancasila (PPKn)', curriculum: 'both' },
  { code: 'BIN', name: 'Bahasa Indonesia', curriculum: 'both' },
  { code: 'MAT', name: 'Matematika', curriculum: 'both' },
  { code: 'IPA', name: 'Ilmu Pengetahuan Alam (IPA)', curriculum: 'both' },
  { code: 'IPS', name: 'Ilmu Pengetahuan Sosial (IPS)', curriculum: 'both' },
  { code: 'IPAS', name: 'Projek Ilmu Pengetahuan Alam dan Sosial (IPAS)', curriculum: 'merdeka' },
  { code: 'INF', name: 'Informatika', curriculum: 'merdeka' },
  { code: 'BING', name: 'Bahasa Inggris', curriculum: 'both' },
  { code: 'PJOK', name: 'Pendidikan Jasmani, Olahraga, dan Kesehatan', curriculum: 'both' },
  { code: 'SEJ', name: 'Sejarah', curriculum: 'both' },
  { code: 'SENI', name: 'Seni Budaya', curriculum: 'both' },
  { code: 'PKK', name: 'Projek Kreatif dan Kewirausahaan', curriculum: 'merdeka' },
  { code: 'MULOK', name: 'Muatan Lokal (Bahasa Daerah)', curriculum: 'both' },
];
