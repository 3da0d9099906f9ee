import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { createJobWorker } from '../../src/server/jobs/worker.ts';
import { broadcastJob } from '../../src/server/content/broadcast-job.ts';
import { readSchoolNews } from '../../src/server/content/public-news.ts';

/** Information, polls, broadcasts, the website's news and the foundation's view (issue 20), as each role uses them. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let teacher: string;
let student: string;
let parent: string;
let foundation: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [admin, teacher, student, parent, foundation, otherAdmin] = await Promise.all(
    ['admin@demo.sch.id', 'guru@demo.sch.id', 'siswa@demo.sch.id', 'ortu@demo.sch.id', 'yayasan@demo.sch.id', 'admin.smp@demo.sch.id'].map(
      async (e) => (await t.signIn(e)).token,
    ),
  );
});
afterAll(() => t.close());

describe('information (pengumuman)', () => {
  it('shows the demo announcements to their audiences, tracks reading, and lets only the office publish', async () => {
    const mine = await call('GET', '/api/content/info', parent);
    expect(mine.status).toBe(200);
    const titles = mine.body.data.map((a: { title: string }) => a.title);
    expect(titles).toContain('Pengambilan rapor tengah semester');
    expect(titles).toContain('Rapat komite sekolah');
    expect(titles).toContain('Libur Hari Guru Nasional');
    expect(mine.body.canWrite).toBe(false);
    const teacherTitles = (await call('GET', '/api/content/info', teacher)).body.data.map((a: { title: string }) => a.title);
    expect(teacherTitles).not.toContain('Pengambilan rapor tengah semester');
    const studentView = (await call('GET', '/api/content/info', student)).body;
    expect(studentView.data.some((a: { title: string }) => a.title.startsWith('Jadwal piket kelas'))).toBe(true);

    const before = (await call('GET', '/api/content/info/unread', parent)).body.unread;
    expect(before).toBeGreaterThan(0);
    const first = mine.body.data.find((a: { read: boolean }) => !a.read);
    expect((await call('POST', `/api/content/info/${first.id}/read`, parent)).status).toBe(200);
    expect((await call('GET', '/api/content/info/unread', parent)).body.unread).toBe(before - 1);
    expect((await call('POST', `/api/content/info/${first.id}/read`, otherAdmin)).status).toBe(404);

    const created = await call('POST', '/api/content/info', admin, { title: 'Uji pengumuman guru', body: 'Rapat guru Jumat.', audience: 'teachers' });
    expect(created.status).toBe(201);
    expect(created.body.recipients).toBeGreaterThan(0);
    expect((await call('GET', '/api/content/info', teacher)).body.data[0].title).toBe('Uji pengumuman guru');
    expect((await call('GET', '/api/content/info', parent)).body.data.map((a: { title: string }) => a.title)).not.toContain('Uji pengumuman guru');
    const listed = (await call('GET', '/api/content/info', admin)).body.data.find((a: { title: string }) => a.title === 'Uji pengumuman guru');
    expect(listed.readCount).toBe(0);

    expect((await call('POST', '/api/content/info', teacher, { title: 'x', body: 'y', audience: 'all' })).status).toBe(403);
    const bad = await call('POST', '/api/content/info', admin, { title: '', body: 'y', audience: 'semua' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.title[0]).toBe('Judul wajib diisi.');
    expect(bad.body.errors.audience[0]).toBe('Penerima tidak dikenal.');
    expect((await call('POST', '/api/content/info', otherAdmin, { title: 'x', body: 'y', audience: 'rombel:1' })).status).toBe(422);
  });
});

describe('polls', () => {
  it('takes one vote per user, refuses a second, and shows the results', async () => {
    const list = await call('GET', '/api/content/polls', student);
    expect(list.status).toBe(200);
    const poll = list.body.data[0];
    expect(poll.open).toBe(true);
    expect(poll.votes).toBe(40);
    expect(poll.myOptionId).toBeNull();
    expect(poll.canVote).toBe(true);
    const voted = await call('POST', `/api/content/polls/${poll.id}/vote`, student, { optionId: poll.options[1].id });
    expect(voted.status).toBe(200);
    expect(voted.body.votes).toBe(41);
    expect(voted.body.myOptionId).toBe(poll.options[1].id);
    expect(voted.body.canVote).toBe(false);
    const again = await call('POST', `/api/content/polls/${poll.id}/vote`, student, { optionId: poll.options[0].id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Anda sudah memberi suara pada jajak pendapat ini.');
    expect((await call('POST', `/api/content/polls/${poll.id}/vote`, parent, { optionId: 999999 })).status).toBe(422);
    expect((await call('GET', `/api/content/polls/${poll.id}`, otherAdmin)).status).toBe(404);

    const created = await call('POST', '/api/content/polls', admin, { question: 'Tujuan study tour?', audience: 'parents', options: ['Yogyakarta', 'Bali'] });
    expect(created.status).toBe(201);
    expect((await call('GET', `/api/content/polls/${created.body.id}`, student)).status).toBe(404);
    // The office sees the parents' poll but is not asked, and may not vote in it.
    expect(created.body.canVote).toBe(false);
    expect((await call('GET', `/api/content/polls/${created.body.id}`, parent)).body.canVote).toBe(true);
    const outsider = await call('POST', `/api/content/polls/${created.body.id}/vote`, admin, { optionId: created.body.options[0].id });
    expect(outsider.status).toBe(403);
    expect(outsider.body.message).toContain('bukan untuk Anda');
    expect((await call('POST', `/api/content/polls/${created.body.id}/vote`, parent, { optionId: created.body.options[0].id })).status).toBe(200);
    const changed = await call('PUT', `/api/content/polls/${created.body.id}`, admin, {
      question: 'Tujuan study tour?',
      audience: 'parents',
      options: ['Yogyakarta', 'Malang'],
    });
    expect(changed.status).toBe(409);
    const closed = await call('PUT', `/api/content/polls/${created.body.id}`, admin, {
      question: 'Tujuan study tour kelas XI?',
      audience: 'parents',
      options: ['Yogyakarta', 'Bali'],
      closesAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(closed.status).toBe(200);
    expect(closed.body.open).toBe(false);
    expect((await call('POST', '/api/content/polls', admin, { question: 'Q', audience: 'all', options: ['A', 'a'] })).body.errors.options[0]).toBe(
      'Pilihan tidak boleh sama.',
    );
    expect((await call('POST', '/api/content/polls', teacher, { question: 'Q', audience: 'all', options: ['A', 'B'] })).status).toBe(403);
  });
});

describe('broadcasts', () => {
  it('shows the demo broadcast with delivery statuses, sends a new one through the outbox as a job, and limits them', async () => {
    const list = await call('GET', '/api/content/broadcasts', admin);
    expect(list.status).toBe(200);
    const demo = list.body.data.find((b: { title: string }) => b.title === 'Rapat komite sekolah');
    expect(demo.statusCounts.outbox).toBeGreaterThan(0);
    const detail = await call('GET', `/api/content/broadcasts/${demo.id}`, admin);
    expect(detail.body.deliveries.length).toBe(demo.recipients);
    expect(detail.body.deliveries.some((d: { status: string }) => d.status === 'failed')).toBe(true);
    expect((await call('GET', `/api/content/broadcasts/${demo.id}`, otherAdmin)).status).toBe(404);
    expect((await call('GET', '/api/content/broadcasts', teacher)).status).toBe(403);

    const sent = await call('POST', '/api/content/broadcasts', admin, { title: 'Uji siaran', body: 'Isi siaran.', audience: 'parents', channel: 'whatsapp' });
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('scheduled');
    await createJobWorker({ db: t.database.db, handlers: [broadcastJob] }).runOnce();
    const after = (await call('GET', `/api/content/broadcasts/${sent.body.id}`, admin)).body;
    expect(after.status).toBe('sent');
    expect(after.progress).toBe(100);
    expect(after.deliveries.some((d: { status: string; address: string | null }) => d.address && d.status === 'queued')).toBe(true);
    expect((await call('GET', '/api/content/info', parent)).body.data[0].title).toBe('Uji siaran');

    const later = await call('POST', '/api/content/broadcasts', admin, {
      title: 'Terjadwal',
      body: 'Nanti.',
      audience: 'teachers',
      channel: 'email',
      sendAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(later.status).toBe(201);
    await createJobWorker({ db: t.database.db, handlers: [broadcastJob] }).runOnce();
    expect((await call('GET', `/api/content/broadcasts/${later.body.id}`, admin)).body.status).toBe('scheduled');

    let status = 201;
    for (let i = 0; i < 12 && status === 201; i += 1)
      status = (await call('POST', '/api/content/broadcasts', admin, { title: `Banjir ${i}`, body: 'x', audience: 'teachers', channel: 'app' })).status;
    expect(status).toBe(429);
  });
});

describe('website news', () => {
  it('publishes sanitised news that the public pages read, keeps drafts off the site, and only for the office', async () => {
    const list = await call('GET', '/api/content/posts', admin);
    expect(list.body.data.filter((p: { status: string }) => p.status === 'published').length).toBe(3);
    const created = await call('POST', '/api/content/posts', admin, {
      title: 'Berita uji CMS',
      body: '<p>Halo <script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">tautan</a></p>',
      publish: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.body).toBe('<p>Halo <a rel="noopener nofollow">tautan</a></p>');
    expect(created.body.publicUrl).toBe(`/sekolah/demo-smk/berita/${created.body.id}/`);
    const news = await readSchoolNews(t.database.db, 'demo-smk');
    expect(news[0].title).toBe('Berita uji CMS');

    const draft = await call('PUT', `/api/content/posts/${created.body.id}`, admin, {
      title: 'Berita uji CMS',
      body: 'Baris satu\n\nBaris dua',
      publish: false,
    });
    expect(draft.body.body).toBe('<p>Baris satu</p><p>Baris dua</p>');
    expect((await readSchoolNews(t.database.db, 'demo-smk')).map((n) => n.title)).not.toContain('Berita uji CMS');

    expect((await call('POST', '/api/content/posts', admin, { title: 'Kosong', body: '<script>x</script>' })).body.errors.body[0]).toContain('Isi wajib diisi');
    expect((await call('POST', '/api/content/posts', admin, { title: 'Berita uji CMS', body: 'x' })).body.errors.title[0]).toBe(
      'Sudah ada berita dengan judul ini.',
    );
    expect((await call('POST', '/api/content/posts', teacher, { title: 'x', body: 'y' })).status).toBe(403);
    expect((await call('GET', `/api/content/posts/${created.body.id}`, otherAdmin)).status).toBe(404);
    expect((await call('DELETE', `/api/content/posts/${created.body.id}`, admin)).status).toBe(200);
  });
});

describe('foundation', () => {
  it('shows the foundation its schools side by side with live counts, and its users', async () => {
    const recap = await call('GET', '/api/content/foundation', foundation);
    expect(recap.status).toBe(200);
    expect(recap.body.schools.length).toBeGreaterThan(1);
    const smk = recap.body.schools.find((s: { slug: string }) => s.slug === 'demo-smk');
    expect(smk.students).toBeGreaterThan(100);
    expect(smk.newsPublished).toBeGreaterThanOrEqual(3);
    expect(recap.body.totals.students).toBe(recap.body.schools.reduce((s: number, x: { students: number }) => s + x.students, 0));
    const users = await call('GET', '/api/content/foundation/users', foundation);
    expect(users.body.data.some((u: { email: string }) => u.email === 'admin.smp@demo.sch.id')).toBe(true);
    expect((await call('GET', '/api/content/foundation', admin)).status).toBe(403);
  });
});

describe('live chat', () => {
  it('carries the demo chat, delivers new messages with unread counts, and refuses strangers and students when off', async () => {
    const parentList = await call('GET', '/api/content/chat', parent);
    expect(parentList.status).toBe(200);
    const demo = parentList.body.conversations[0];
    expect(demo.with.fullName).toContain('Budi Santoso');
    expect(demo.unread).toBe(1);
    const history = await call('GET', `/api/content/chat/${demo.id}/messages`, parent);
    expect(history.body.messages.length).toBe(4);
    expect((await call('GET', '/api/content/chat', parent)).body.unread).toBe(0);

    const last = history.body.messages.at(-1).id;
    const sent = await call('POST', `/api/content/chat/${demo.id}/messages`, teacher, { body: 'Rapor bisa diambil Sabtu.' });
    expect(sent.status).toBe(201);
    const fresh = await call('GET', `/api/content/chat/${demo.id}/messages?after=${last}`, parent);
    expect(fresh.body.messages.map((m: { body: string }) => m.body)).toEqual(['Rapor bisa diambil Sabtu.']);
    expect((await call('POST', `/api/content/chat/${demo.id}/messages`, teacher, { body: '   ' })).status).toBe(422);
    expect((await call('GET', `/api/content/chat/${demo.id}/messages`, student)).status).toBe(404);
    expect((await call('GET', `/api/content/chat/${demo.id}/messages`, otherAdmin)).status).toBe(404);

    const contacts = await call('GET', '/api/content/chat/contacts?q=Andi', teacher);
    const andi = contacts.body.data.find((p: { fullName: string }) => p.fullName.startsWith('Andi Pratama'));
    const started = await call('POST', '/api/content/chat', teacher, { userId: andi.id });
    expect(started.status).toBe(200);
    const smpAdmin = (await call('GET', '/api/content/chat/contacts', otherAdmin)).body.data[0];
    expect((await call('POST', '/api/content/chat', teacher, { userId: smpAdmin.id })).status).toBe(404);

    expect((await call('PUT', '/api/content/chat/settings', teacher, { studentChat: false })).status).toBe(403);
    expect((await call('PUT', '/api/content/chat/settings', admin, { studentChat: false })).status).toBe(200);
    const refused = await call('POST', `/api/content/chat/${started.body.id}/messages`, teacher, { body: 'Halo Andi' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Obrolan untuk siswa dimatikan oleh sekolah.');
    expect((await call('POST', `/api/content/chat/${demo.id}/messages`, parent, { body: 'Baik, Pak.' })).status).toBe(201);
    expect((await call('PUT', '/api/content/chat/settings', admin, { studentChat: true })).status).toBe(200);
    expect((await call('POST', `/api/content/chat/${started.body.id}/messages`, student, { body: 'Baik, Pak.' })).status).toBe(201);
  });
});
