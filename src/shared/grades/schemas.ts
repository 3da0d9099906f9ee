/** The Kurikulum Merdeka assessment kinds, their default weights, and the score and rounding rules. */
import { z } from 'zod';

export const ASSESSMENT_KINDS = ['formatif', 'sumatif', 'sts', 'sas'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

export const KIND_LABELS: Record<AssessmentKind, string> = {
  formatif: 'Formatif',
  sumatif: 'Sumatif Lingkup Materi',
  sts: 'Sumatif Tengah Semester',
  sas: 'Sumatif Akhir Semester',
};

/** Formatif feeds the teacher's feedback more than the number: a small share by default, the school may change it. */
export const DEFAULT_WEIGHTS: Record<AssessmentKind, number> = { formatif: 10, sumatif: 40, sts: 20, sas: 30 };

export const SEMESTERS = ['1', '2'] as const;
export const semesterSchema = z.enum(SEMESTERS, { message: 'Semester harus 1 atau 2.' });

/** A score as typed: 0–100, at most two decimals; null clears the cell. */
export const scoreSchema = z.number({ message: 'Nilai harus berupa angka.' }).min(0, 'Nilai paling kecil 0.').max(100, 'Nilai paling besar 100.').nullable();

/** Half up to a whole number, as rapor print it. */
export const roundScore = (n: number) => Math.floor(n + 0.5);

/**
 * The final grade of one student: each kind's average, weighted; kinds with no score drop out and the rest are
 * rescaled, so a semester in progress still shows a fair number. Null when nothing is scored.
 */
export function finalGrade(byKind: Partial<Record<AssessmentKind, number[]>>, weights: Record<string, number>): number | null {
  let sum = 0;
  let weight = 0;
  for (const kind of ASSESSMENT_KINDS) {
    const scores = byKind[kind] ?? [];
    const w = weights[kind] ?? 0;
    if (!scores.length || w <= 0) continue;
    sum += (scores.reduce((a, b) => a + b, 0) / scores.length) * w;
    weight += w;
  }
  return weight ? roundScore(sum / weight) : null;
}

/** Predikat of a score against the KKM/KKTP, for the leger and the K13 layout. */
export function predicate(score: number, kkm: number): 'A' | 'B' | 'C' | 'D' {
  if (score < kkm) return 'D';
  const step = (100 - kkm) / 3;
  if (score >= kkm + 2 * step) return 'A';
  if (score >= kkm + step) return 'B';
  return 'C';
}

/**
 * Capaian kompetensi from the best and the weakest TP (the PPA 2025 rapor): "Menunjukkan penguasaan yang baik
 * dalam …" and "Perlu bantuan dalam …". The teacher may rewrite it.
 */
export function capaianFrom(objectives: { objective: string; score: number }[], kkm: number): string {
  if (!objectives.length) return '';
  const sorted = [...objectives].sort((a, b) => b.score - a.score);
  const best = sorted[0];
  const weakest = sorted[sorted.length - 1];
  const parts = [`Menunjukkan penguasaan yang baik dalam ${best.objective}.`];
  if (weakest.objective !== best.objective) {
    parts.push(weakest.score < kkm ? `Perlu bantuan dalam ${weakest.objective}.` : `Perlu peningkatan dalam ${weakest.objective}.`);
  }
  return parts.join(' ');
}

/** The rapor layout a school prints, from the curriculum of the academic year. */
export type RaporLayout = 'merdeka' | 'k13';

/** K13 keeps knowledge (KI-3) and skills (KI-4) apart; Kurikulum Merdeka has one final grade (pengetahuan). */
export const ASPECTS = ['pengetahuan', 'keterampilan'] as const;
export type Aspect = (typeof ASPECTS)[number];
export const ASPECT_LABELS: Record<Aspect, string> = { pengetahuan: 'Pengetahuan (KI-3)', keterampilan: 'Keterampilan (KI-4)' };

/** K13 names the same four kinds after its own assessments: tugas, penilaian harian, PTS and PAS/PAT. */
export const K13_KIND_LABELS: Record<AssessmentKind, string> = {
  formatif: 'Tugas',
  sumatif: 'Penilaian Harian (PH)',
  sts: 'Penilaian Tengah Semester (PTS)',
  sas: 'Penilaian Akhir Semester (PAS/PAT)',
};
export const kindLabels = (layout: RaporLayout): Record<AssessmentKind, string> => (layout === 'k13' ? K13_KIND_LABELS : KIND_LABELS);

/**
 * The score a cell counts: a remedial lifts a score under the KKM up to the KKM at most, and never lowers it.
 * A cell with only a remedial counts the remedial capped at the KKM.
 */
export function effectiveScore(score: number | null | undefined, remedial: number | null | undefined, kkm: number): number | null {
  const base = score ?? null;
  if (remedial === null || remedial === undefined) return base;
  return Math.max(base ?? 0, Math.min(remedial, kkm));
}

/** Sikap (K13) and extracurricular predikat. */
export const ATTITUDE_PREDICATES = ['SB', 'B', 'C', 'K'] as const;
export const ATTITUDE_LABELS: Record<(typeof ATTITUDE_PREDICATES)[number], string> = { SB: 'Sangat Baik', B: 'Baik', C: 'Cukup', K: 'Kurang' };

const K13_PHRASE: Record<'A' | 'B' | 'C' | 'D', string> = { A: 'Sangat baik', B: 'Baik', C: 'Cukup', D: 'Perlu bimbingan' };

/** The K13 description of one aspect: the predikat's words with the best TP/KD, then the weakest one. */
export function k13Description(score: number | null, objectives: { objective: string; score: number }[], kkm: number): string {
  if (score === null || !objectives.length) return '';
  const sorted = [...objectives].sort((a, b) => b.score - a.score);
  const best = sorted[0];
  const weakest = sorted[sorted.length - 1];
  const parts = [`${K13_PHRASE[predicate(score, kkm)]} dalam ${best.objective}.`];
  if (weakest.objective !== best.objective) parts.push(`${weakest.score < kkm ? 'Perlu bimbingan' : 'Perlu peningkatan'} dalam ${weakest.objective}.`);
  return parts.join(' ');
}
