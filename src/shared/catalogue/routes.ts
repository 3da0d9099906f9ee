/**
 * The route catalogue: every portal route of document 02, sections 2.4 to 2.15, plus /dashboard, /home and
 * the exam web page. The public pages of 2.1 to 2.3 and the public PPDB pages are Astro pages and are
 * absent on purpose. tests/fixtures/catalogue-doc02.txt is the hand-made list this table is checked against.
 */
import type { CatalogueRoute } from './types.ts';
import type { RouteDraft } from './define.ts';
import { ASSESSMENT } from './areas/assessment.ts';
import { ATTENDANCE } from './areas/attendance.ts';
import { CONTENT } from './areas/content.ts';
import { CORE } from './areas/core.ts';
import { CURRICULUM } from './areas/curriculum.ts';
import { EXAMS } from './areas/exams.ts';
import { FINANCE } from './areas/finance.ts';
import { LIBRARY } from './areas/library.ts';
import { PPDB } from './areas/ppdb.ts';
import { SCHOOL_LIFE } from './areas/school-life.ts';
import { STAFF } from './areas/staff.ts';
import { TEACHING } from './areas/teaching.ts';

/** Parameter names of a path pattern, in order ('/a/:id/:id2' -> ['id', 'id2']). */
export function paramNamesOf(path: string): string[] {
  return path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
}

/** The name before collisions: drop the slash and the parameters, '/' and '-' become '_'. */
export function baseRouteName(path: string): string {
  return path
    .split('/')
    .filter((s) => s !== '' && !s.startsWith(':'))
    .join('_')
    .replace(/-/g, '_');
}

/**
 * Paths sharing a base name (/kelas_room_detail/:id, /kelas_room_detail/:id/:x) keep it for the one with the
 * fewest parameters; the others get '_' + their parameter count (kelas_room_detail_2).
 */
function nameRoutes(drafts: readonly RouteDraft[]): CatalogueRoute[] {
  const byBase = new Map<string, RouteDraft[]>();
  for (const draft of drafts) {
    const base = baseRouteName(draft.path);
    byBase.set(base, [...(byBase.get(base) ?? []), draft]);
  }
  const names = new Map<RouteDraft, string>();
  for (const [base, group] of byBase) {
    const sorted = [...group].sort((a, b) => paramNamesOf(a.path).length - paramNamesOf(b.path).length);
    sorted.forEach((draft, index) => {
      const count = paramNamesOf(draft.path).length;
      if (index > 0 && count === paramNamesOf(sorted[index - 1].path).length) {
        throw new Error(`Catalogue: ${draft.path} and ${sorted[index - 1].path} would share the name ${base}`);
      }
      names.set(draft, index === 0 ? base : `${base}_${count}`);
    });
  }
  return drafts.map((draft) => Object.freeze({ ...draft, name: names.get(draft)! }));
}

export const CATALOGUE: readonly CatalogueRoute[] = Object.freeze(
  nameRoutes([
    ...CORE,
    ...CURRICULUM,
    ...TEACHING,
    ...SCHOOL_LIFE,
    ...ASSESSMENT,
    ...LIBRARY,
    ...EXAMS,
    ...FINANCE,
    ...STAFF,
    ...PPDB,
    ...CONTENT,
    ...ATTENDANCE,
  ]),
);

function indexBy(key: 'name' | 'path'): ReadonlyMap<string, CatalogueRoute> {
  const map = new Map<string, CatalogueRoute>();
  for (const route of CATALOGUE) {
    // A duplicate would make one route unreachable by name or path: fail loudly at load.
    if (map.has(route[key])) throw new Error(`Catalogue: duplicate ${key} ${route[key]}`);
    map.set(route[key], route);
  }
  return map;
}

const BY_NAME = indexBy('name');
const BY_PATH = indexBy('path');

export function routeByName(name: string): CatalogueRoute | undefined {
  return BY_NAME.get(name);
}

/** By path pattern as written in the catalogue (e.g. '/editsekolah/:id'); see match.ts for real URLs. */
export function routeByPath(pattern: string): CatalogueRoute | undefined {
  return BY_PATH.get(pattern);
}
