/** The ten main classes of the Dewey Decimal Classification, as Indonesian school libraries label them. */
export const DDC_CLASSES = [
  { code: '000', name: 'Karya Umum' },
  { code: '100', name: 'Filsafat dan Psikologi' },
  { code: '200', name: 'Agama' },
  { code: '300', name: 'Ilmu Sosial' },
  { code: '400', name: 'Bahasa' },
  { code: '500', name: 'Ilmu Murni (Sains)' },
  { code: '600', name: 'Ilmu Terapan (Teknologi)' },
  { code: '700', name: 'Kesenian dan Olahraga' },
  { code: '800', name: 'Kesusastraan' },
  { code: '900', name: 'Sejarah dan Geografi' },
] as const;

/** The main class of a DDC number ("599.9" → "500"); null when it is not one. */
export function ddcMainClass(ddc: string | null | undefined): string | null {
  const m = /^(\d)\d{2}(\.\d+)?$/.exec((ddc ?? '').trim());
  return m ? `${m[1]}00` : null;
}
