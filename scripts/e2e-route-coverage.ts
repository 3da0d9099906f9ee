/**
 * Writes docs/e2e-route-coverage.md: how each catalogue route is reached by a browser test. Two ways count:
 * (a) the route is a link in some user type's menu, so the menu walks (e2e/portal/role-walk.spec.ts and
 * e2e/a11y/axe.spec.ts) open it as that type; (b) a spec under e2e/ names a URL of the route.
 * `node scripts/e2e-route-coverage.ts` writes the file.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { CATALOGUE } from '../src/shared/catalogue/routes.ts';
import { matchCatalogue } from '../src/shared/catalogue/match.ts';
import type { CatalogueRoute, RouteArea } from '../src/shared/catalogue/types.ts';
import { SCREEN_AUDIENCE } from '../src/shared/access/index.ts';
import { MENU } from '../src/server/db/seed/menu-data.ts';
import { linkRoute, menuForType } from '../src/server/db/seed/menu-audience.ts';
import type { UserTypeId } from '../src/shared/user-types.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'docs/e2e-route-coverage.md');

/** The areas of issues 13–20, which e2e/portal/detail-walk.spec.ts covers (core and exams are not among them). */
const ISSUE_AREAS: readonly RouteArea[] = [
  'attendance',
  'assessment',
  'teaching',
  'curriculum',
  'school-life',
  'finance',
  'library',
  'staff',
  'ppdb',
  'content',
];

/**
 * Routes of those areas that no spec opens, with the reason. Kept here, next to the numbers they explain, so a
 * route that becomes testable shows up as "neither" again once its reason is deleted.
 */
const NOT_OPENED: Readonly<Record<string, string>> = {
  // Empty since the demo data has a KD of SMP Demo's own, a teacher's silabus and RPP, a school silabus template,
  // an employee appendix and a closed stock opname (the last six left out until then).
};

/**
 * (a) The routes each user type's menu links to, exactly as the seed writes them into the database for
 * /api/menu2: the same MENU tree filtered by menuForType. A link to a route with parameters is not followable
 * (the shell shows it unlinked, src/portal/lib/menu-links.ts), so it does not count.
 */
function menuTypes(): Map<string, UserTypeId[]> {
  const byRoute = new Map<string, UserTypeId[]>();
  for (const [type, headings] of Object.entries(MENU) as [UserTypeId, (typeof MENU)[UserTypeId]][]) {
    for (const group of menuForType(type, headings).flatMap((h) => h.groups)) {
      for (const link of group.links) {
        const route = linkRoute(group, link.menuPath);
        if (!route || route.path.includes(':')) continue;
        const types = byRoute.get(route.name) ?? [];
        if (!types.includes(type)) types.push(type);
        byRoute.set(route.name, types);
      }
    }
  }
  return byRoute;
}

/**
 * (b) The routes a spec names. Every quoted string or template literal that starts with '/' is matched against
 * the catalogue as the server matches a URL (each `${…}` or `:param` standing for one segment's value), so
 * '/kelas' counts for /kelas only and not for /kelas_room, and `/detail/${id}` counts for /detail/:id.
 */
function specFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? specFiles(path) : /\.ts$/.test(entry.name) ? [path] : [];
  });
}

function specRefs(): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const file of specFiles(join(ROOT, 'e2e'))) {
    const source = readFileSync(file, 'utf8');
    for (const [, literal] of source.matchAll(/['"`](\/[^'"`\s]*)/g)) {
      // A literal may also be a catalogue pattern (the link a spec follows): each :param stands for a value too.
      const url = literal!
        .replace(/\$\{[^}]*\}/g, '1')
        .replace(/\/:\w+/g, '/1')
        .replace(/[?#].*$/, '');
      const match = matchCatalogue(url);
      if (!match) continue;
      const spec = file.slice(ROOT.length);
      const specs = byRoute.get(match.route.name) ?? [];
      if (!specs.includes(spec)) specs.push(spec);
      byRoute.set(match.route.name, specs);
    }
  }
  return byRoute;
}

function render(): string {
  const menus = menuTypes();
  const refs = specRefs();
  const areas = [...new Set(CATALOGUE.map((r) => r.area))];
  const neither = (r: CatalogueRoute) => !menus.has(r.name) && !refs.has(r.name);
  const row = (label: string, routes: readonly CatalogueRoute[]) =>
    `| ${label} | ${routes.length} | ${routes.filter((r) => menus.has(r.name)).length} | ${routes.filter((r) => refs.has(r.name)).length} | ${routes.filter(neither).length} |`;
  const uncovered = CATALOGUE.filter(neither);
  const reasoned = CATALOGUE.filter((r) => NOT_OPENED[r.name]);
  const who = (r: CatalogueRoute) => SCREEN_AUDIENCE[r.name]?.join(', ') ?? 'any signed-in user (no audience listed)';
  return [
    '# Browser coverage of the route catalogue',
    '',
    '<!-- Generated by `node scripts/e2e-route-coverage.ts`. Do not edit by hand. -->',
    '',
    "How each catalogue route is opened in a browser test. **In a menu**: a link of some user type's menu",
    '(the seeded menus, as /api/menu2 serves them), which the menu walks (e2e/portal/role-walk.spec.ts,',
    'e2e/a11y/axe.spec.ts) open as that type. **In a spec**: a URL of the route written in a spec under e2e/',
    '(a route can be both). **Neither**: no browser test names or walks to it. The sample of',
    "e2e/portal/catalogue.spec.ts (opened as admin, whatever the route's audience) is not counted.",
    '',
    '| Area | Routes | In a menu | In a spec | Neither |',
    '|---|---:|---:|---:|---:|',
    row('**Total**', CATALOGUE),
    ...areas.map((area) =>
      row(
        area,
        CATALOGUE.filter((r) => r.area === area),
      ),
    ),
    '',
    '## Routes in neither',
    '',
    'User types are numbered as in README.md (1 superadmin … 13 yayasan); "who may open" is the screen\'s audience',
    'in src/shared/access.',
    '',
    '| Route | Area | Who may open |',
    '|---|---|---|',
    ...uncovered.map((r) => `| \`${r.path}\` | ${r.area} | ${who(r)} |`),
    '',
    '## Routes of issues 13–20 not opened by e2e/portal/detail-walk.spec.ts',
    '',
    ...(reasoned.length
      ? [
          `Areas: ${ISSUE_AREAS.join(', ')}. Each is left out for the reason given (they are also in the list above).`,
          '',
          '| Route | Area | Why not |',
          '|---|---|---|',
          ...reasoned.map((r) => `| \`${r.path}\` | ${r.area} | ${NOT_OPENED[r.name]} |`),
        ]
      : [`Areas: ${ISSUE_AREAS.join(', ')}. None: the spec opens every route of these areas that no menu links to.`]),
    '',
  ].join('\n');
}

// Written as prettier would write it (its tables padded), so `prettier --check` passes on the generated file.
writeFileSync(OUT, await format(render(), { ...(await resolveConfig(OUT)), parser: 'markdown' }));
console.log(`Wrote ${OUT.slice(ROOT.length)}.`);
