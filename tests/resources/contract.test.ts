/**
 * The contract every resource of the registry keeps, generated from its definition: create, list, edit,
 * delete, 422 on bad input, another school's record is invisible (404), a user type without the right is
 * refused (403). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/shared/resources/registry.ts';
import { canRead, canWrite } from '../../src/shared/resources/access.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { editFor, sampleFor } from './samples.ts';
import { accountIn, signedIn, type Call } from './support.ts';

let t: TestApp;
let admin: Call; // a school admin of demo-sd, a school without demo data
let otherAdmin: Call; // a school admin of demo-smp
let superadmin: Call;

beforeAll(async () => {
  t = await createTestApp();
  admin = await accountIn(t, 'demo-sd', '2', 'admin-kontrak@sd.uji');
  otherAdmin = await accountIn(t, 'demo-smp', '2', 'admin-kontrak@smp.uji');
  superadmin = await signedIn(t, 'superadmin@demo.sch.id');
});
afterAll(() => t.close());

for (const def of RESOURCES.filter((r) => !r.singleton)) {
  describe(`resource ${def.name}`, () => {
    const url = `/api/resources/${def.name}`;
    const writer = () => (def.access.write.includes('2') ? admin : superadmin);

    it('creates, lists, edits and deletes a record, auditing each change', async () => {
      const call = writer();
      const body = await sampleFor(def, call);
      const created = await call('POST', url, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.data.id as number;
      for (const field of def.fields.filter((f) => !f.readOnly && f.kind !== 'password' && f.kind !== 'login')) {
        if (body[field.name] === undefined) continue;
        expect(String(created.body.data[field.name]), field.name).toBe(String(body[field.name]));
      }
      expect(created.body.data).not.toHaveProperty('password');
      expect(created.body.data).not.toHaveProperty('password_hash');

      const list = await call('GET', `${url}?per_page=100`);
      expect(list.status).toBe(200);
      expect(list.body.total).toBeGreaterThanOrEqual(1);
      expect(list.body.data.map((r: { id: number }) => r.id)).toContain(id);

      const change = await editFor(def, created.body.data, call);
      const edited = await call('PUT', `${url}/${id}`, { ...body, [change.field]: change.value });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(String(edited.body.data[change.field])).toBe(String(change.value));
      const read = await call('GET', `${url}/${id}`);
      expect(String(read.body.data[change.field])).toBe(String(change.value));

      const deleted = await call('DELETE', `${url}/${id}`);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect((await call('GET', `${url}/${id}`)).status).toBe(404);

      const trail = await t.database.db.execute(
        `select action, before, after from sd_audit_log where resource = '${def.name}' and record_id = '${id}' order by sd_audit_log_id`,
      );
      const rows = (trail as unknown as { rows: { action: string; before: any; after: any }[] }).rows;
      expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
      expect(rows[1].after[change.field]).toEqual(edited.body.data[change.field]);
      expect(JSON.stringify(rows)).not.toContain('rahasia123');
    });

    it('answers 422 with Indonesian field messages on bad input', async () => {
      const call = writer();
      const empty = await call('POST', url, {});
      expect(empty.status).toBe(422);
      for (const field of def.fields.filter((f) => f.required)) {
        expect(empty.body.errors[field.name], field.name).toEqual(expect.arrayContaining([expect.any(String)]));
      }
      expect(JSON.stringify(empty.body.errors)).not.toMatch(/expected|invalid input/i);
      const typed = def.fields.find((f) => f.kind === 'number' || f.inputMode === 'numeric' || f.kind === 'date' || f.kind === 'select');
      if (typed) {
        const bad = await call('POST', url, { ...(await sampleFor(def, call)), [typed.name]: 'bukan-nilai' });
        expect(bad.status).toBe(422);
        expect(bad.body.errors[typed.name]).toBeDefined();
      }
    });

    if (def.scope !== 'platform') {
      it("never shows or changes another school's record (404)", async () => {
        const theirs = await otherAdmin('POST', url, await sampleFor(def, otherAdmin));
        expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
        const id = theirs.body.data.id as number;
        const call = writer();
        expect((await call('GET', `${url}/${id}`)).status).toBe(404);
        expect((await call('PUT', `${url}/${id}`, await sampleFor(def, call))).status).toBe(404);
        expect((await call('DELETE', `${url}/${id}`)).status).toBe(404);
        const list = await call('GET', `${url}?per_page=100`);
        expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(id);
        expect((await otherAdmin('GET', `${url}/${id}`)).status).toBe(200);
      });
    }

    it('refuses a user type without the right (403)', async () => {
      // Some resources (the org chart) are read by every user type: then only writing can be refused.
      const refused = DEMO_ACCOUNTS.find((a) => !canRead(def, a.userTypeId));
      if (refused) {
        const call = await signedIn(t, refused.email);
        expect((await call('GET', url)).status).toBe(403);
        expect((await call('POST', url, {})).status).toBe(403);
        expect((await call('DELETE', `${url}/1`)).status).toBe(403);
      }
      const reader = DEMO_ACCOUNTS.find((a) => canRead(def, a.userTypeId) && !canWrite(def, a.userTypeId));
      if (reader) {
        const readOnly = await signedIn(t, reader.email);
        expect((await readOnly('GET', url)).status).toBe(200);
        expect((await readOnly('POST', url, {})).status).toBe(403);
      }
    });
  });
}

describe('the resources API', () => {
  it('answers 401 without a token and a JSON 404 for an unknown resource', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/resources/students' })).statusCode).toBe(401);
    const unknown = await admin('GET', '/api/resources/tidak-ada');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Alamat API tidak ditemukan.');
    expect((await admin('GET', '/api/resources/students/abc')).status).toBe(404);
  });
});
