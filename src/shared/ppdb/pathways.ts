/**
 * SPMB pathways (Permendikdasmen 3/2025) and the default share of a period's quota each gets per school stage.
 * The shares are the regulation's minimums (domisili, afirmasi) and maximum (mutasi), with the rest to prestasi;
 * "reguler" is a private school's own pathway. They seed a school's first quotas; the school sets its own after.
 */
import { PPDB_PATHWAYS, PPDB_PATHWAY_LABELS } from '../tenant-schema.ts';

export { PPDB_PATHWAYS, PPDB_PATHWAY_LABELS };
export type PpdbPathway = (typeof PPDB_PATHWAYS)[number];

export const isPathway = (value: unknown): value is PpdbPathway => typeof value === 'string' && (PPDB_PATHWAYS as readonly string[]).includes(value);

/** Percent of the quota per pathway, by stage (SD/MI, SMP/MTs, SMA/MA, SMK). */
export const SPMB_SHARES: Record<string, Partial<Record<PpdbPathway, number>>> = {
  SD: { domisili: 70, afirmasi: 15, mutasi: 5, prestasi: 0, reguler: 10 },
  SMP: { domisili: 40, afirmasi: 20, mutasi: 5, prestasi: 35, reguler: 35 },
  SMA: { domisili: 30, afirmasi: 30, mutasi: 5, prestasi: 35, reguler: 35 },
  SMK: { domisili: 10, afirmasi: 15, mutasi: 5, prestasi: 70, reguler: 70 },
};

const STAGE_OF: Record<string, string> = { MI: 'SD', MTS: 'SMP', MA: 'SMA' };

/** Splits a period's quota over its pathways by the stage's shares; what rounding leaves goes to the largest share. */
export function splitQuota(stage: string, total: number, pathways: readonly PpdbPathway[]): Record<string, number> {
  const key = SPMB_SHARES[stage.toUpperCase()] ? stage.toUpperCase() : (STAGE_OF[stage.toUpperCase()] ?? 'SMA');
  const shares = SPMB_SHARES[key];
  const weights = pathways.map((p) => Math.max(shares[p] ?? 0, 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const out: Record<string, number> = {};
  pathways.forEach((p, i) => (out[p] = Math.floor((total * weights[i]) / sum)));
  const left = total - Object.values(out).reduce((a, b) => a + b, 0);
  const largest = pathways[weights.indexOf(Math.max(...weights))];
  if (largest) out[largest] += left;
  return out;
}

/** What decides the order within each pathway, in words (shown above the ranking). */
export const RANKING_RULE: Record<PpdbPathway, string> = {
  domisili: 'Jarak rumah ke sekolah terdekat, lalu usia tertua, lalu waktu daftar.',
  afirmasi: 'Jarak rumah ke sekolah terdekat, lalu usia tertua, lalu waktu daftar.',
  mutasi: 'Waktu daftar paling awal, lalu jarak terdekat.',
  prestasi: 'Nilai (rata-rata rapor + poin prestasi) tertinggi, lalu usia tertua, lalu waktu daftar.',
  reguler: 'Nilai tertinggi, lalu waktu daftar.',
};
