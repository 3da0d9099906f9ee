/**
 * List totals and the names of referenced records, remembered for a few seconds per school. Paging through
 * 20,000 students asks for the same total and the same rombel names at every page; reading them each time
 * would cost more than the page itself. Any change made in this process to the school's data forgets them
 * at once (forgetCounts, called by every write), so a list is exact after its own changes; another
 * process's change shows within TTL_MS.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
const entries = new Map<string, { total: number; until: number }>();
const versions = new Map<number, number>();

export async function cachedCount(schoolId: number, key: string, count: () => Promise<number>): Promise<number> {
  const id = `${schoolId}:${versions.get(schoolId) ?? 0}:${key}`;
  const hit = entries.get(id);
  if (hit && hit.until > Date.now()) return hit.total;
  const total = await count();
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(id, { total, until: Date.now() + TTL_MS });
  return total;
}

export function forgetCounts(schoolId: number): void {
  versions.set(schoolId, (versions.get(schoolId) ?? 0) + 1);
}

const labels = new Map<string, { name: string; until: number }>();

/** Names of records by id (a rombel's name for a student row); the missing ones are looked up together. */
export async function cachedLabels(
  scope: { schoolId: number; yearId: number | null },
  resource: string,
  ids: readonly number[],
  lookup: (missing: number[]) => Promise<(readonly [number, string])[]>,
): Promise<Record<string, string>> {
  const prefix = `${scope.schoolId}:${versions.get(scope.schoolId) ?? 0}:${scope.yearId}:${resource}:`;
  const now = Date.now();
  const out: Record<string, string> = {};
  const missing: number[] = [];
  for (const id of ids) {
    const hit = labels.get(prefix + id);
    if (hit && hit.until > now) out[id] = hit.name;
    else missing.push(id);
  }
  if (missing.length) {
    if (labels.size >= MAX_ENTRIES * 10) labels.clear();
    for (const [id, name] of await lookup(missing)) {
      out[id] = name;
      labels.set(prefix + id, { name, until: now + TTL_MS });
    }
  }
  return out;
}
