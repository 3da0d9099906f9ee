/** The school's instrument for observing a lesson (supervisi pembelajaran): aspects scored 1–4, and the predikat. */
export const SUPERVISION_ASPECTS = [
  ['perencanaan', 'Perencanaan pembelajaran (modul ajar, tujuan)'],
  ['pendahuluan', 'Kegiatan pendahuluan dan apersepsi'],
  ['materi', 'Penguasaan materi'],
  ['metode', 'Strategi dan metode pembelajaran'],
  ['media', 'Pemanfaatan media dan sumber belajar'],
  ['interaksi', 'Interaksi dan keterlibatan siswa'],
  ['penilaian', 'Penilaian proses dan hasil belajar'],
  ['penutup', 'Kegiatan penutup dan refleksi'],
] as const;
export type SupervisionAspect = (typeof SUPERVISION_ASPECTS)[number][0];

/** 0–100 from the aspect scores (each 1–4). */
export function supervisionTotal(scores: Record<string, number>): number {
  const values = SUPERVISION_ASPECTS.map(([key]) => scores[key] ?? 0);
  return Math.round((values.reduce((a, b) => a + b, 0) / (4 * values.length)) * 100);
}

export function supervisionPredicate(total: number): string {
  return total >= 91 ? 'Amat Baik' : total >= 76 ? 'Baik' : total >= 61 ? 'Cukup' : 'Kurang';
}
