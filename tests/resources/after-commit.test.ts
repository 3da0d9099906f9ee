/**
 * The engine's afterCommit hook runs once the write's transaction committed, and never when it rolled back.
 * The allowed apps use it to forget every cached exam paper (tests/exams/platform-rules.test.ts shows the
 * effect: a switched-off key is refused at once).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { examAllowedApps } from '../../src/server/db/schema/exam-platform.ts';
import { validationError } from '../../src/server/http/errors.ts';
import { bindingOf } from '../../src/server/resources/bindings.ts';
import type { Hooks } from '../../src/server/resources/binding.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { signedIn, type Call } from './support.ts';

let t: TestApp;
let admin: Call;
const url = '/api/resources/exam-allowed-apps';
const hooks = bindingOf('exam-allowed-apps').hooks;
const original: Hooks = { ...hooks };
let events: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin@demo.sch.id');
  // Every transaction of the app, marked when its commit has resolved.
  const db = t.database.db;
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<typeof transaction>) => {
    const result = await transaction(...args);
    events.push('committed');
    return result;
  }) as typeof db.transaction;
});
afterEach(() => {
  Object.assign(hooks, original);
  delete hooks.afterWrite;
  events = [];
});
afterAll(() => t.close());

function watch(failInTransaction = false) {
  hooks.afterWrite = async () => {
    events.push('write');
    if (failInTransaction) throw validationError({ name: ['Ditolak oleh uji.'] });
  };
  hooks.afterCommit = async (_scope, id, action) => {
    events.push(`afterCommit ${action} ${id}`);
    await original.afterCommit?.(_scope, id, action);
  };
}

const body = { name: 'Uji Setelah Commit', platform: 'windows', config_key: 'c'.repeat(64) };

describe('the afterCommit hook', () => {
  it('runs after the commit of a create, an update and a delete', async () => {
    watch();
    const created = await admin('POST', url, body);
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(events).toEqual(['write', 'committed', `afterCommit create ${id}`]);
    events = [];
    expect((await admin('PUT', `${url}/${id}`, { active: false })).status).toBe(200);
    expect(events).toEqual(['write', 'committed', `afterCommit update ${id}`]);
    events = [];
    expect((await admin('DELETE', `${url}/${id}`)).status).toBe(200);
    expect(events).toEqual(['committed', `afterCommit delete ${id}`]);
  });

  it('does not run when the transaction rolls back, and nothing is kept', async () => {
    watch(true);
    const refused = await admin('POST', url, { ...body, name: 'Uji Dibatalkan' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.name).toEqual(['Ditolak oleh uji.']);
    expect(events).toEqual(['write']);
    expect(await t.database.db.select().from(examAllowedApps).where(eq(examAllowedApps.name, 'Uji Dibatalkan'))).toEqual([]);
  });
});
