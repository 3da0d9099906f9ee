import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, routeByName, routeByPath } from '../../src/shared/catalogue/routes.ts';
import { matchCatalogue } from '../../src/shared/catalogue/match.ts';
import type { RouteAccess, RouteArea } from '../../src/shared/catalogue/types.ts';

/** The hand-made list from document 02: `path<TAB>access`, '#' lines are notes. */
const FIXTURE_TEXT = readFileSync(new URL('../fixtures/catalogue-doc02.txt', import.meta.url), 'utf8');
const FIXTURE_LINES = FIXTURE_TEXT.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
const FIXTURE = new Map(FIXTURE_LINES.map((line) => line.split('\t') as [string, string]));

const ACCESS: readonly RouteAccess[] = ['requiresAuth', 'open', 'misspelt'];
const AREAS: readonly RouteArea[] = [
  'core',
  'curriculum',
  'teaching',
  'school-life',
  'assessment',
  'library',
  'exams',
  'finance',
  'staff',
  'ppdb',
  'content',
  'attendance',
];
/** Document 02, section 3: the only parameter names routes use. */
const PARAM_NAMES = new Set([
  'id',
  'id2',
  'id3',
  'id4',
  'id5',
  'id6',
  'id7',
  'id8',
  'id9',
  'id10',
  'idtype',
  'slug_cate',
  'slug_title',
  'examination_id',
  'exam_enroll_user_id',
  'sd_users_id',
  'sd_exam_enroll_user_id',
  't_proc_result_exam_id',
  'ppdb_activity_id',
  'ppdb_group_period_id',
  'sd_class_rout_detail_id',
  'sd_map_routine_id',
]);
const CHROMELESS = ['do_exercise', 'do_exercise_class', 'do_exercise_class_akm', 'do_exercise_class_akm_new', 'webpageujian'];

const params = (path: string) => path.split('/').filter((s) => s.startsWith(':'));

/** The naming rule, written again here on purpose (not imported) so the test checks routes.ts. */
function expectedNames(paths: readonly string[]): Map<string, string> {
  const base = (p: string) =>
    p
      .slice(1)
      .split('/')
      .filter((s) => !s.startsWith(':'))
      .join('_')
      .replaceAll('-', '_');
  const fewest = new Map<string, number>();
  for (const p of paths) fewest.set(base(p), Math.min(fewest.get(base(p)) ?? Infinity, params(p).length));
  return new Map(paths.map((p) => [p, params(p).length === fewest.get(base(p)) ? base(p) : `${base(p)}_${params(p).length}`]));
}

describe('the fixture', () => {
  it('is sorted, without duplicates, and well formed', () => {
    expect(FIXTURE_LINES).toEqual([...FIXTURE_LINES].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(FIXTURE.size).toBe(FIXTURE_LINES.length);
    for (const [path, access] of FIXTURE) {
      expect(path).toMatch(/^\//);
      expect(ACCESS).toContain(access);
    }
  });
});

describe('the catalogue against document 02', () => {
  // Routes beyond document 02 (the library's stock taking) are checked on their own below.
  const tablePaths = CATALOGUE.filter((r) => !r.beyondSpec).map((r) => r.path);

  it('adds routes beyond document 02 only as signed-in library screens the fixture lacks', () => {
    const extra = CATALOGUE.filter((r) => r.beyondSpec);
    for (const r of extra) {
      expect(FIXTURE.has(r.path), r.path).toBe(false);
      expect([r.area, r.access], r.path).toEqual(['library', 'requiresAuth']);
    }
  });

  it('holds every route of the fixture and nothing else', () => {
    expect(
      tablePaths.filter((p) => !FIXTURE.has(p)),
      'in the table, not in the fixture',
    ).toEqual([]);
    expect(
      [...FIXTURE.keys()].filter((p) => !tablePaths.includes(p)),
      'in the fixture, not in the table',
    ).toEqual([]);
  });

  it('gives every route the access state of the fixture', () => {
    const wrong = CATALOGUE.filter((r) => !r.beyondSpec && FIXTURE.get(r.path) !== r.access).map((r) => `${r.path} ${r.access}`);
    expect(wrong).toEqual([]);
  });

  it('registers every path once', () => {
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
  });

  it('writes paths canonically, with the spec parameter names', () => {
    for (const { path } of CATALOGUE) {
      expect(path, path).toMatch(/^(\/(?:[A-Za-z0-9_-]+|:[a-z0-9_]+))+$/);
      for (const p of params(path)) expect(PARAM_NAMES.has(p.slice(1)), `${path}: ${p}`).toBe(true);
      expect(new Set(params(path)).size, path).toBe(params(path).length);
    }
  });

  it('leaves the public Astro pages and the server prefixes out', () => {
    const astro = [
      '/',
      '/homepage',
      '/login',
      '/contactus',
      '/privacy',
      '/about',
      '/ppdb',
      '/form_registration',
      '/ppdb/registered-by',
      '/ppdb_check_registration',
      '/blog-news',
      '/gallery',
    ];
    for (const path of astro) expect(routeByPath(path), path).toBeUndefined();
    expect(tablePaths.filter((p) => /^\/(api|_astro)(\/|$)/.test(p))).toEqual([]);
  });

  it('has unique names that follow the naming rule', () => {
    const names = CATALOGUE.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const expected = expectedNames(CATALOGUE.map((r) => r.path));
    const wrong = CATALOGUE.filter((r) => r.name !== expected.get(r.path)).map((r) => `${r.path} -> ${r.name}`);
    expect(wrong).toEqual([]);
    expect(routeByName('kelas_room_detail_2')?.path).toBe('/kelas_room_detail/:id/:sd_class_rout_detail_id');
    expect(routeByName('academicyear_add_academic')?.path).toBe('/academicyear/add_academic');
    expect(routeByName('editsekolah')?.path).toBe('/editsekolah/:id');
  });

  it('hides the chrome exactly on the exercise-taking routes', () => {
    const chromeless = CATALOGUE.filter((r) => r.chromeless)
      .map((r) => r.name)
      .sort();
    expect(chromeless).toEqual([...CHROMELESS].sort());
  });

  it('gives every route a known area and an Indonesian title, and covers every area', () => {
    for (const r of CATALOGUE) {
      expect(AREAS, r.path).toContain(r.area);
      expect(r.title.trim().length, r.path).toBeGreaterThan(2);
    }
    expect(new Set(CATALOGUE.map((r) => r.area))).toEqual(new Set(AREAS));
  });

  it('includes the routes the brief names outside 2.4 to 2.15', () => {
    expect(routeByName('dashboard')?.path).toBe('/dashboard');
    expect(routeByName('home')?.path).toBe('/home');
    expect(routeByName('webpageujian')).toMatchObject({ access: 'open', area: 'exams', chromeless: true });
  });
});

describe('matchCatalogue', () => {
  it('matches every catalogue route and returns its parameters', () => {
    for (const route of CATALOGUE) {
      const url = route.path.replace(/:([a-z0-9_]+)/g, 'v-$1');
      const found = matchCatalogue(url);
      expect(found?.route, url).toBe(route);
      expect(found?.params).toEqual(Object.fromEntries(params(route.path).map((p) => [p.slice(1), `v-${p.slice(1)}`])));
    }
  });

  it('reads parameters and decodes them', () => {
    expect(matchCatalogue('/kelas_room_detail/12/34/56')).toMatchObject({
      route: { name: 'kelas_room_detail_3' },
      params: { id: '12', sd_class_rout_detail_id: '34', sd_map_routine_id: '56' },
    });
    expect(matchCatalogue('/editsekolah/a%20b%2Fc')?.params).toEqual({ id: 'a b/c' });
    expect(matchCatalogue('/editsekolah/%E0%A4%A')).toBeNull();
  });

  it('tolerates one trailing slash only', () => {
    expect(matchCatalogue('/kelas/')?.route.name).toBe('kelas');
    expect(matchCatalogue('/editsekolah/7/')?.params).toEqual({ id: '7' });
    expect(matchCatalogue('/kelas//')).toBeNull();
    expect(matchCatalogue('//kelas')).toBeNull();
  });

  it('prefers a static segment over a parameter', () => {
    expect(matchCatalogue('/curriculum_atp/add')?.route.name).toBe('curriculum_atp_add');
    expect(matchCatalogue('/curriculum_atp/9')).toMatchObject({ route: { name: 'curriculum_atp_1' }, params: { id: '9' } });
  });

  it('refuses a wrong parameter count or an empty parameter', () => {
    expect(matchCatalogue('/editsekolah')).toBeNull();
    expect(matchCatalogue('/editsekolah/1/2')).toBeNull();
    expect(matchCatalogue('/editsekolah//')).toBeNull();
    expect(matchCatalogue('/teacher_teaching_class_detail_admin/1/2/3')).toBeNull();
    expect(matchCatalogue('/kelas/1')).toBeNull();
  });

  it('is case-sensitive and answers unknown paths with null', () => {
    expect(matchCatalogue('/Teacher')?.route.name).toBe('Teacher');
    expect(matchCatalogue('/teacher')).toBeNull();
    expect(matchCatalogue('/KELAS')).toBeNull();
    for (const path of ['/', '', 'kelas', '/nope', '/kelas.html', '/favicon.ico', '/_astro/x.js', '/api/foo', '/api/menu2', '/login']) {
      expect(matchCatalogue(path), path).toBeNull();
    }
  });
});
