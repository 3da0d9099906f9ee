import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { AppError } from '../http/errors.ts';
import type { CurriculumRefKind, CurriculumUse } from '../../shared/curriculum/types.ts';
import { CURRICULUM_USE_PROVIDERS } from './usage-providers.ts';

/**
 * Where a CP, TP or KD is used, asked of every module that keeps references to them. A module adds its provider
 * to src/server/curriculum/usage-providers.ts (one line): it answers from its own tables, so the curriculum never
 * reads them. `ids` are the school's own rows (or a platform row's copies are not involved: a school's reference is
 * always its own copy).
 */
export interface CurriculumUseProvider {
  kind: CurriculumRefKind;
  /** How many of its records point at any of the ids (of this school), and a few of their names. */
  uses(db: Db | Tx, schoolId: number, ids: readonly number[]): Promise<CurriculumUse | null>;
}

const extra: CurriculumUseProvider[] = [];

/** Adds a provider at run time (a module registering itself, or a test). Returns a function that removes it. */
export function registerCurriculumUse(provider: CurriculumUseProvider): () => void {
  extra.push(provider);
  return () => {
    const at = extra.indexOf(provider);
    if (at >= 0) extra.splice(at, 1);
  };
}

export async function findCurriculumUses(db: Db | Tx, schoolId: number, kind: CurriculumRefKind, ids: readonly number[]): Promise<CurriculumUse[]> {
  if (ids.length === 0) return [];
  const providers = [...CURRICULUM_USE_PROVIDERS, ...extra].filter((p) => p.kind === kind);
  const found = await Promise.all(providers.map((p) => p.uses(db, schoolId, ids)));
  return found.filter((u): u is CurriculumUse => !!u && u.count > 0);
}

export function describeUses(uses: readonly CurriculumUse[]): string {
  return uses.map((u) => `${u.count} ${u.where}${u.examples?.length ? ` (${u.examples.slice(0, 3).join(', ')})` : ''}`).join('; ');
}

/** Deleting what is still used is a 409 that names where: "TP ini masih dipakai oleh 2 penilaian di buku nilai (…)". */
export async function assertUnused(db: Db | Tx, schoolId: number, kind: CurriculumRefKind, ids: readonly number[], what: string): Promise<void> {
  const uses = await findCurriculumUses(db, schoolId, kind, ids);
  if (uses.length) throw new AppError('conflict', `${what} masih dipakai oleh ${describeUses(uses)}. Lepaskan tautannya dahulu.`);
}
