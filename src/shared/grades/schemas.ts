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
export const scoreSchema = z
  .number({ message: 'Nilai harus berupa angka.' })
  .min(0, 'Nilai paling kecil 0.')
  .max(100, 'Nilai paling besar 100.')
  .nullable();

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
