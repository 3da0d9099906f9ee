/**
 * Bad input over EVERY /api route (issue 11), generated: the routes come from the app itself (every route it
 * registers, with the zod input its endpoint parses), and for each, as a signed-in school admin and as a
 * stranger, fast-check sends bad input derived from that schema: one field at a time spoiled with a NUL byte,
 * a lone surrogate, an id at 2^31 or 2^63, -1, 'abc', a 1 MB string, the wrong type; bad path ids; bodies
 * wrong as a whole. Every answer must be below 500, and every 4xx the JSON { message, errors? } in Indonesian.
 *
 * A route the suite cannot reach (a path parameter it has no values for) fails the first test: add its values
 * to PATH_VALUES. BAD_INPUT_RUNS=200 runs deeper (the default keeps `npm test` fast); BAD_INPUT_SEED replays.
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { apiRoutes, type ApiRoute } from '../../src/server/http/route-list.ts';
import { RESOURCES } from '../../src/shared/resources/registry.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { accountIn, caller, type Call } from '../resources/support.ts';
import { sampleFor } from '../resources/samples.ts';
import { BAD_PATH_IDS, BAD_PATH_NAMES, BAD_RAW_BODIES, badValue, englishIn, toQueryString } from './bad-input/bad-values.ts';
import { pathsOf, sampleOf, valueAt, withValueAt } from './bad-input/zod-sample.ts';

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 6);
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20261123);

const ADMIN = 'admin-bad-input@uji.sch.id';
// The demo school's exams give the :id routes records to reach (id 1 of each table is the demo's).
const t = await createTestApp();
await accountIn(t, 'demo-smk', '2', ADMIN);
const adminToken = (await t.signIn(ADMIN)).token;
const admin: Call = caller(t, adminToken);
afterAll(() => t.close());

/** Valid values of each path parameter; the bad ones are added by the suite. */
const PATH_VALUES: Record<string, string[]> = {
  id: ['1'],
  userId: ['1'],
  resource: RESOURCES.map((r) => r.name),
  kind: ['students', 'teachers', 'guardians'],
  // The library's reports (two of them: they share one call) and the import's two modes.
  name: ['laporan_perpustakaan', 'data_peminjam'],
  mode: ['check', 'import'],
  // Finance's report exports (issue 17): two of them, one per kind of filter.
  report: ['trial-balance', 'journals'],
};
/** Routes whose body is not JSON. */
const RAW_BODY = new Set(['POST /api/master/excel/:kind/import', 'POST /api/library/import/:mode']);
/** Routes that end the caller's session: they get a session of their own. */
const ENDS_SESSION = new Set(['POST /api/logout']);

const routes = apiRoutes(t.app).filter((r) => r.url.startsWith('/api'));
const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
/** `:id`, `:activityId`, `:studentId`...: a record id, valid as 1 and spoiled like every id. */
const isIdParam = (name: string) => name === 'id' || /Id$/.test(name);
const valuesOf = (name: string) => (isIdParam(name) ? PATH_VALUES.id : PATH_VALUES[name]);

interface Target {
  route: ApiRoute;
  params: Record<string, string>;
  /** A well-shaped body (or query) to spoil. */
  sample: () => Promise<unknown>;
}

/** Each route once per value of its non-id parameters (every resource name, every import kind). */
function targetsOf(route: ApiRoute): Target[] {
  let combos: Record<string, string>[] = [{}];
  for (const name of paramsOf(route.url)) {
    const values = valuesOf(name);
    combos = combos.flatMap((c) => values.map((v) => ({ ...c, [name]: v })));
  }
  return combos.map((params) => {
    const def = params.resource ? RESOURCES.find((r) => r.name === params.resource) : undefined;
    if (def?.singleton && params.id) params = { ...params, id: 'current' };
    const writes = route.method === 'POST' || route.method === 'PUT';
    const listing = def && route.method === 'GET' && !params.id;
    const sample = def && writes ? () => sampleFor(def, admin) : listing ? async () => listQueryOf(def) : async () => sampleOf(route.input) ?? {};
    return { route, params, sample };
  });
}

/** What the resource list and picker read from a query string. */
function listQueryOf(def: (typeof RESOURCES)[number]): Record<string, unknown> {
  const filters = Object.fromEntries(def.filters.map((f) => [f.field, '1']));
  return { page: '1', per_page: '25', q: 'siti', sort: def.defaultSort.field, dir: 'asc', ids: '1,2', ...filters };
}

function urlOf(route: ApiRoute, params: Record<string, string>): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => params[name]);
}

let requests = 0;
const reached = new Set<string>();

async function send(
  target: Target,
  identity: 'admin' | 'anonymous',
  request: { params?: Record<string, string>; body?: unknown; raw?: string | Buffer; contentType?: string; examLink?: string },
) {
  const { route } = target;
  const key = `${route.method} ${route.url}`;
  const token = identity === 'admin' ? (ENDS_SESSION.has(key) ? (await t.signIn(ADMIN)).token : adminToken) : null;
  const url = urlOf(route, { ...target.params, ...request.params });
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.examLink !== undefined) headers['x-exam-link'] = request.examLink;
  let res: LightMyRequestResponse;
  if (route.method === 'GET') {
    const query = request.body === undefined ? '' : toQueryString(request.body);
    res = await t.app.inject({ method: route.method as 'GET', url: query ? `${url}?${query}` : url, headers });
  } else {
    const payload = request.raw ?? JSON.stringify(request.body ?? {});
    headers['content-type'] = request.contentType ?? (RAW_BODY.has(key) && request.raw !== undefined ? 'application/octet-stream' : 'application/json');
    res = await t.app.inject({ method: route.method as 'POST', url, headers, payload });
  }
  requests++;
  const label = `${route.method} ${url.slice(0, 200)} as ${identity}: ${String(request.raw ?? JSON.stringify(request.body)).slice(0, 300)}\n→ ${res.statusCode} ${res.body.slice(0, 500)}`;
  checkAnswer(res, label);
  if (identity === 'admin' && !isRouterMiss(res)) reached.add(key);
  return res;
}

/** Fastify's own 404 (no route matched) or 415: the request never reached the endpoint. */
function isRouterMiss(res: LightMyRequestResponse): boolean {
  if (res.statusCode === 415) return true;
  return res.statusCode === 404 && res.json().message === 'Alamat API tidak ditemukan.';
}

function checkAnswer(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, label).toBeLessThan(500);
  if (res.statusCode < 400) return;
  const body = res.json();
  expect(
    Object.keys(body).every((k) => k === 'message' || k === 'errors'),
    label,
  ).toBe(true);
  expect(typeof body.message, label).toBe('string');
  expect(englishIn(body.message), label).toBe(false);
  if (res.statusCode === 422 || body.errors !== undefined) {
    for (const messages of Object.values(body.errors ?? {})) {
      expect(Array.isArray(messages), label).toBe(true);
      for (const m of messages as unknown[]) {
        expect(typeof m, label).toBe('string');
        expect(englishIn(m as string), label).toBe(false);
      }
    }
  }
}

/** One request of the property: a spoiled field, a spoiled path id, a wrong whole body, or the sample as it is. */
function requestArbitrary(target: Target, sample: unknown) {
  const ids = paramsOf(target.route.url).filter(isIdParam);
  const paths = pathsOf(sample);
  const spoiledField = paths.length
    ? fc.record({ path: fc.constantFrom(...paths), value: badValue }).map(({ path, value }) => ({ body: withValueAt(sample, path, value) }))
    : badValue.map((value) => ({ body: { q: value } }));
  const extraField = fc.record({ key: fc.constantFrom('id', 'sd_school_id', 'schoolId', '\u0000', 'a\ud800'), value: badValue }).map(({ key, value }) => ({
    body: { ...(sample as object), [key]: value },
  }));
  // A NUL or a lone surrogate put inside a text that is otherwise right (an email), so it passes the field's rule.
  const texts = paths.filter((p) => typeof valueAt(sample, p) === 'string');
  const poisonedText = texts.length
    ? fc.record({ path: fc.constantFrom(...texts), at: fc.nat(), bad: fc.constantFrom('\u0000', '\ud800', '\udfff') }).map(({ path, at, bad }) => {
        const text = valueAt(sample, path) as string;
        const i = at % (text.length + 1);
        return { body: withValueAt(sample, path, text.slice(0, i) + bad + text.slice(i)) };
      })
    : spoiledField;
  const spoiledPath = ids.length
    ? fc.tuple(fc.constantFrom(...ids), fc.constantFrom(...BAD_PATH_IDS)).map(([name, id]) => ({ params: { [name]: id }, body: sample }))
    : fc.constant({ body: sample });
  const wholeBody = fc.oneof(
    badValue.map((body) => ({ body })),
    fc.constantFrom(...BAD_RAW_BODIES).map((raw) => ({ raw })),
  );
  return fc.oneof(
    { weight: 4, arbitrary: spoiledField },
    { weight: 3, arbitrary: poisonedText },
    { weight: 1, arbitrary: extraField },
    { weight: 2, arbitrary: spoiledPath },
    { weight: 2, arbitrary: wholeBody },
  );
}

const examLink = fc.oneof(fc.constant(''), fc.stringMatching(/^[0-9]{1,12}\.[0-9a-f]{0,64}$/), fc.stringMatching(/^[ -~]{0,80}$/));

it('reaches every /api route the app registers', () => {
  expect(routes.length).toBeGreaterThan(100);
  const unknown = routes.flatMap((r) =>
    paramsOf(r.url)
      .filter((p) => !valuesOf(p))
      .map((p) => `${r.method} ${r.url} (:${p})`),
  );
  expect(unknown, 'routes with a path parameter the bad-input suite has no values for: add them to PATH_VALUES').toEqual([]);
});

describe.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', (_name, route) => {
  it('answers bad input with a 4xx in Indonesian, never a 5xx', async () => {
    const targets = targetsOf(route);
    // Routes served once per resource get fewer runs each, so that every route costs about the same; a route
    // that reads no input and no id meets bad input only in its path.
    const readsInput = route.input !== undefined || paramsOf(route.url).some(isIdParam);
    const runs = readsInput ? Math.max(2, Math.ceil(RUNS / Math.max(1, targets.length / 4))) : 2;
    for (const [index, target] of targets.entries()) {
      const sample = await target.sample();
      // The sample itself, then every bad path id, then generated bad input, as the admin and as a stranger.
      await send(target, 'admin', { body: sample });
      if (RAW_BODY.has(`${route.method} ${route.url}`)) {
        await fc.assert(
          fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), async (bytes) => void (await send(target, 'admin', { raw: Buffer.from(bytes) }))),
          { numRuns: RUNS, seed: SEED },
        );
      }
      if (index === 0) {
        for (const name of paramsOf(route.url)) {
          for (const value of isIdParam(name) ? BAD_PATH_IDS : BAD_PATH_NAMES) await send(target, 'admin', { params: { [name]: value }, body: sample });
        }
      }
      await fc.assert(
        fc.asyncProperty(requestArbitrary(target, sample), examLink, fc.boolean(), async (request, link, asAdmin) => {
          await send(target, asAdmin ? 'admin' : 'anonymous', asAdmin ? request : { ...request, examLink: link });
        }),
        { numRuns: runs, seed: SEED },
      );
    }
    expect(reached.has(`${route.method} ${route.url}`), 'no request reached the endpoint (router 404 or 415)').toBe(true);
  });
});

it('covered every route', () => {
  const missing = routes.map((r) => `${r.method} ${r.url}`).filter((k) => !reached.has(k));
  expect(missing).toEqual([]);
  console.log(`bad-input suite: ${routes.length} routes covered, ${requests} requests, 0 answers of 5xx`);
});

describe('the reproductions of issue 11', () => {
  const link = { 'x-exam-link': `${Math.floor(Date.now() / 1000) + 3600}.${'ab'.repeat(32)}` };

  it('answers an attempt id past 2^31, with any exam link, 422 on the id before any SQL', async () => {
    for (const id of ['2147483648', '9223372036854775808', '-1', 'abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/exams/attempts/${id}`, headers: link });
      expect(res.statusCode, id).toBe(422);
      expect(res.json()).toEqual({ message: 'Data yang dikirim tidak valid.', errors: { id: ['Id tidak valid.'] } });
    }
  });

  it('answers a NUL byte in the sign-in, a search or a body 422 on its field', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login_web', payload: { email: 'siswa\u0000@demo.sch.id', password: 'rahasia123' } });
    expect(login.statusCode).toBe(422);
    expect(Object.keys(login.json().errors)).toEqual(['email']);
    const search = await admin('GET', '/api/resources/students?q=siti%00rahma');
    expect(search.status).toBe(422);
    expect(Object.keys(search.body.errors)).toEqual(['q']);
    const body = await admin('POST', '/api/resources/courses', { name: 'Mate\u0000matika' });
    expect(body.status).toBe(422);
    expect(body.body.errors.name).toEqual(['Teks berisi karakter yang tidak diizinkan (karakter NUL atau Unicode yang rusak).']);
  });

  it('answers a lone surrogate 422 on its field, in a nested body too', async () => {
    const res = await admin('POST', '/api/exams/attempts/1/answers', {
      answers: [{ questionId: 1, revision: 1, key: 'k', value: { text: 'a\ud800' }, flagged: false }],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['answers.0.value.text']);
  });

  it('answers a body reference past 2^31 422 on that field', async () => {
    const res = await admin('POST', '/api/exams/schedules', { kind: 'school', title: 'X', parentId: 2 ** 31, sectionIds: [2 ** 31] });
    expect(res.status).toBe(422);
    expect(res.body.errors.parentId).toEqual(['Id tidak valid.']);
    expect(res.body.errors['sectionIds.0']).toEqual(['Id tidak valid.']);
    const reference = await admin('POST', '/api/resources/sections', { name: 'X', sd_class_id: 2 ** 31 });
    expect(reference.status).toBe(422);
    expect(reference.body.errors.sd_class_id).toEqual(['Pilih salah satu.']);
  });
});
