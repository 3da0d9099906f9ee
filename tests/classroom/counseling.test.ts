import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';

/** Bimbingan konseling (issue 16): confidential cases for BK and the principal only, requests, referrals, points. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let bk: string;
let guru: string;
let siswa: string;
let ortu: string;
let kepsek: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [bk, guru, siswa, ortu, kepsek, admin] = await Promise.all(
    ['bk@demo.sch.id', 'guru@demo.sch.id', 'siswa@demo.sch.id', 'ortu@demo.sch.id', 'kepsek@demo.sch.id', 'admin@demo.sch.id'].map(
      async (e) => (await t.signIn(e)).token,
    ),
  );
});
afterAll(() => t.close());

type Row = { id: number; status: string; studentId: number; source: string; title: string };
const auditCount = async (action: string, id: number) =>
  Number(
    (
      await t.database.db.execute<{ n: number }>(
        `select count(*)::int as n from sd_audit_log where resource = 'counseling.case' and action = '${action}' and record_id = '${id}'`,
      )
    ).rows[0].n,
  );

describe('BK cases', () => {
  it('shows the demo case to BK and the principal only, audits each read, and is 404 for everyone else', async () => {
    const list = await call('GET', '/api/counseling/cases', bk);
    expect(list.status).toBe(200);
    const demo = (list.body.data as Row[]).find((c) => c.status === 'open')!;
    expect(demo).toBeTruthy();
    const before = await auditCount('read', demo.id);
    const opened = await call('GET', `/api/counseling/cases/${demo.id}`, bk);
    expect(opened.status).toBe(200);
    expect(opened.body.entries.length).toBe(2);
    expect((await call('GET', `/api/counseling/cases/${demo.id}`, kepsek)).body.canWrite).toBe(false);
    expect(await auditCount('read', demo.id)).toBe(before + 2);
    for (const token of [guru, siswa, ortu, admin]) expect((await call('GET', `/api/counseling/cases/${demo.id}`, token)).status).toBe(404);
    expect((await call('GET', '/api/counseling/cases', guru)).status).toBe(403);
    expect((await call('POST', `/api/counseling/cases/${demo.id}/entries`, kepsek, { kind: 'note', happenedOn: '2026-11-20', body: 'x' })).status).toBe(403);
    expect((await call('POST', `/api/counseling/cases/${demo.id}/entries`, guru, { kind: 'note', happenedOn: '2026-11-20', body: 'x' })).status).toBe(404);
  });

  it('takes a student request and a teacher referral, lets BK work the case, tell the parent and close it', async () => {
    const asked = await call('POST', '/api/counseling/requests', siswa, { category: 'pribadi', title: 'Ingin bercerita', preferredTime: 'Jumat' });
    expect(asked.status).toBe(201);
    expect((await call('POST', '/api/counseling/requests', guru, { category: 'pribadi', title: 'x' })).status).toBe(403);
    const desk = (await call('GET', '/api/counseling/desk', siswa)).body;
    expect(desk.role).toBe('student');
    expect((desk.mine as Row[]).some((r) => r.id === asked.body.id && r.status === 'requested')).toBe(true);
    expect(desk.waiting).toEqual([]);

    const siswaId = (desk.mine as Row[])[0].studentId;
    const referred = await call('POST', '/api/counseling/referrals', guru, { studentId: siswaId, category: 'belajar', title: 'Sering mengantuk di kelas' });
    expect(referred.status).toBe(201);
    expect((await call('POST', '/api/counseling/referrals', guru, { studentId: siswaId, category: 'zzz', title: '' })).body.errors).toHaveProperty('title');
    const waiting = (await call('GET', '/api/counseling/desk', bk)).body.waiting as Row[];
    expect(waiting.map((w) => w.id)).toEqual(expect.arrayContaining([asked.body.id, referred.body.id]));

    const id = referred.body.id as number;
    expect((await call('POST', `/api/counseling/cases/${id}/entries`, bk, { kind: 'note', happenedOn: '2026-11-20', body: 'x' })).status).toBe(409);
    expect((await call('POST', `/api/counseling/cases/${id}/decision`, bk, { accept: true })).body.status).toBe('open');
    expect((await call('POST', `/api/counseling/cases/${id}/decision`, bk, { accept: false })).status).toBe(409);
    expect(
      (await call('POST', `/api/counseling/cases/${id}/entries`, bk, { kind: 'follow_up', happenedOn: '2026-11-20', body: 'Pantau' })).body.errors,
    ).toHaveProperty('followUpOn');
    const follow = await call('POST', `/api/counseling/cases/${id}/entries`, bk, {
      kind: 'follow_up',
      happenedOn: '2026-11-20',
      body: 'Pantau seminggu',
      followUpOn: '2026-11-27',
    });
    expect(follow.status).toBe(201);
    expect((await call('POST', `/api/counseling/entries/${follow.body.id}/done`, bk)).status).toBe(200);
    expect((await call('POST', `/api/counseling/entries/${follow.body.id}/done`, bk)).status).toBe(409);
    const told = await call('POST', `/api/counseling/cases/${id}/parent-message`, bk, { message: 'Mohon datang ke ruang BK hari Kamis.' });
    expect(told.body.queued).toBe(1);
    const outbox = (await t.database.db.execute<{ body: string }>(`select body from sd_messages order by sd_message_id desc limit 1`)).rows[0];
    expect(outbox.body).toContain('ruang BK');
    expect((await call('POST', `/api/counseling/cases/${id}/close`, bk, { summary: 'Siswa tidur lebih awal; membaik.' })).status).toBe(200);
    expect((await call('POST', `/api/counseling/cases/${id}/close`, bk, { summary: 'lagi' })).status).toBe(409);
    const mine = (await call('GET', '/api/counseling/desk', guru)).body.mine as Row[];
    expect(mine.find((r) => r.id === id)?.status).toBe('closed');
    expect(JSON.stringify(mine)).not.toContain('Pantau seminggu');
  });
});

describe('conduct points', () => {
  it('adds points and tells the homeroom teacher and the parent once when a threshold is crossed', async () => {
    const desk = (await call('GET', '/api/counseling/desk', siswa)).body;
    const siswaId = (desk.mine as Row[])[0].studentId;
    const start = desk.conduct[0]?.total ?? 0;
    expect(start).toBe(0);
    const add = (points: number) =>
      call('POST', '/api/counseling/conduct', guru, { studentId: siswaId, occurredOn: '2026-11-20', rule: 'Terlambat masuk sekolah', points });
    expect((await add(20)).body.notified).toEqual([]);
    const crossed = await add(10);
    expect(crossed.body.total).toBe(30);
    expect(crossed.body.notified).toEqual([25]);
    expect((await add(5)).body.notified).toEqual([]);
    expect((await add(0)).status).toBe(422);
    expect((await call('POST', '/api/counseling/conduct', siswa, { studentId: siswaId, occurredOn: '2026-11-20', rule: 'x', points: 5 })).status).toBe(403);
    expect((await call('GET', '/api/counseling/desk', siswa)).body.conduct[0].total).toBe(35);
  });
});
