/**
 * Helpers for writing the catalogue data compactly: one row per route, grouped by area and access state
 * exactly as document 02 groups them. Names are derived later (routes.ts), from the full list, because the
 * collision rule needs to see every path.
 */
import type { CatalogueRoute, RouteAccess, RouteArea } from './types.ts';

export type RouteDraft = Omit<CatalogueRoute, 'name'>;

/** [path as the spec writes it, Indonesian title, optional flags]. */
export type Row = readonly [path: string, title: string, flags?: { chromeless?: true; beyondSpec?: true; deviceLink?: true }];

/** Some paths lack a leading slash in the original and one carries a trailing slash: normalise both. */
export function normalisePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

export function section(area: RouteArea, access: RouteAccess, rows: readonly Row[]): RouteDraft[] {
  return rows.map(([path, title, flags]) => ({
    path: normalisePath(path),
    access,
    area,
    title,
    ...(flags?.chromeless ? { chromeless: true } : {}),
    ...(flags?.beyondSpec ? { beyondSpec: true } : {}),
    ...(flags?.deviceLink ? { deviceLink: true } : {}),
  }));
}

/** `ids(4)` -> '/:id/:id2/:id3/:id4', the spec's "four ids". */
export function ids(count: number): string {
  let out = '/:id';
  for (let i = 2; i <= count; i++) out += `/:id${i}`;
  return out;
}
