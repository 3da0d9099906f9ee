import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { multipart, PNG_1X1 } from '../files/multipart.ts';
import { readSchoolSite } from '../../src/server/content/public-site.ts';

/** The school website's CMS (issue 20): what the office saves is what the school's public pages read. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let teacher: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [admin, teacher, otherAdmin] = await Promise.all(
    ['admin@demo.sch.id', 'guru@demo.sch.id', 'admin.smp@demo.sch.id'].map(async (e) => (await t.signIn(e)).token),
  );
});
afterAll(() => t.close());

const upload = async (token: string, kind = 'website_image') => {
  const body = multipart(PNG_1X1, 'slider.png', 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/files?kind=${kind}`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
};
const site = () => readSchoolSite(t.database.db, 'demo-smk');

describe('the demo website', () => {
  it('has SMK Demo content, with figures counted from the live data', async () => {
    const s = (await site())!;
    expect(s.sliders.length).toBeGreaterThanOrEqual(2);
    expect(s.speech?.principalName).toBe('Joko Kurniawan, S.Pd.');
    expect(s.features.map((f) => f.title)).toContain('Teaching factory');
    expect(s.social.map((x) => x.platform)).toContain('Instagram');
    expect(s.videos[0].youtubeId).toBe('aqz-KE-bpKQ');
    expect(s.achievements.length).toBe(3);
    expect(s.graduation?.title).toBe('Selamat kepada lulusan angkatan 2026');
    expect(s.organisation.length).toBeGreaterThan(0);
    const students = s.figures.find((f) => f.label === 'Peserta didik')!.value;
    const listed = await call('GET', '/api/resources/students?per_page=1&is_active=true', admin);
    expect(students).toBe(listed.body.total);
    expect(s.figures.find((f) => f.label === 'Mitra industri')!.value).toBe(24);
  });
});

describe('sliders with pictures', () => {
  it("stores an uploaded picture of the school and shows it on the site at once; refuses another school's picture", async () => {
    const file = await upload(admin);
    expect(file.status).toBe(200);
    const created = await call('POST', '/api/resources/site-sliders', admin, {
      title: 'Uji slider',
      image: file.body.url,
      link: '/ppdb/',
      sort_order: 1,
      is_active: true,
    });
    expect(created.status).toBe(201);
    expect((await site())!.sliders.find((x) => x.title === 'Uji slider')?.image).toBe(file.body.url);
    // The picture is public (an <img> on the school's site) and readable without a session.
    expect((await t.app.inject({ method: 'GET', url: file.body.url })).statusCode).toBe(200);

    const foreign = await upload(otherAdmin);
    const refused = await call('POST', '/api/resources/site-sliders', admin, { title: 'Curian', image: foreign.body.url, sort_order: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.image[0]).toBe('Gambar tidak ditemukan. Unggah ulang gambarnya.');
    const typed = await call('POST', '/api/resources/site-sliders', admin, {
      title: 'Ketik',
      image: 'https://contoh.com/a.png',
      link: 'javascript:alert(1)',
      sort_order: 1,
    });
    expect(typed.status).toBe(422);
    expect(typed.body.errors.image[0]).toBe('Unggah gambar melalui tombol unggah.');
    expect(typed.body.errors.link[0]).toMatch(/alamat web lengkap/);
    // Only the office and the principal upload website pictures or write the website.
    expect((await upload(teacher)).status).toBe(403);
    expect((await call('POST', '/api/resources/site-sliders', teacher, { title: 'x' })).status).toBe(403);
  });
});

describe('videos, figures and the speech', () => {
  it("accepts only YouTube videos, asks for a manual figure's value, and shows the new speech", async () => {
    const vimeo = await call('POST', '/api/resources/site-videos', admin, { title: 'x', video_url: 'https://vimeo.com/1' });
    expect(vimeo.status).toBe(422);
    expect(vimeo.body.errors.video_url[0]).toMatch(/YouTube/);
    const figure = await call('POST', '/api/resources/site-figures', admin, { label: 'Alumni', source: 'manual' });
    expect(figure.status).toBe(422);
    expect(figure.body.errors.manual_value[0]).toBe('Isi nilainya untuk sumber "Diisi manual".');

    const speech = await call('PUT', '/api/resources/site-speech/current', admin, {
      heading: 'Sambutan baru',
      principal_name: 'Dra. Uji',
      principal_title: 'Kepala Sekolah',
      body: 'Paragraf satu.\n\nParagraf dua.',
    });
    expect(speech.status).toBe(200);
    expect((await site())!.speech).toMatchObject({ heading: 'Sambutan baru', paragraphs: ['Paragraf satu.', 'Paragraf dua.'] });
  });
});

describe('album photos (/post_upload_image)', () => {
  it('places uploaded pictures in an album, shows them in the gallery, and keeps other schools out', async () => {
    const album = await call('POST', '/api/resources/site-albums', admin, { title: 'Uji album', album_date: '2026-11-20', is_published: true });
    expect(album.status).toBe(201);
    const id = album.body.data.id;
    const file = await upload(admin);
    const added = await call('POST', `/api/content/albums/${id}/photos`, admin, { image: file.body.url, caption: 'Foto uji' });
    expect(added.status).toBe(201);
    const shown = (await site())!.albums.find((a) => a.title === 'Uji album')!;
    expect(shown.photos).toEqual([{ image: file.body.url, caption: 'Foto uji' }]);
    expect((await call('GET', '/api/resources/site-albums?q=Uji%20album', admin)).body.data[0].photo_count).toBe(1);

    expect((await call('PUT', `/api/content/album-photos/${added.body.id}`, admin, { caption: 'Keterangan baru' })).body.caption).toBe('Keterangan baru');
    expect((await call('GET', `/api/content/albums/${id}/photos`, otherAdmin)).status).toBe(404);
    expect((await call('DELETE', `/api/content/album-photos/${added.body.id}`, otherAdmin)).status).toBe(404);
    expect((await call('POST', `/api/content/albums/${id}/photos`, teacher, { image: file.body.url })).status).toBe(403);
    const foreign = await upload(otherAdmin);
    const refused = await call('POST', `/api/content/albums/${id}/photos`, admin, { image: foreign.body.url });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.image[0]).toBe('Gambar tidak ditemukan. Unggah ulang gambarnya.');
    const profile = await upload(admin, 'profile_photo');
    expect((await call('POST', `/api/content/albums/${id}/photos`, admin, { image: profile.body.url })).status).toBe(422);

    expect((await call('DELETE', `/api/content/album-photos/${added.body.id}`, admin)).status).toBe(200);
    expect((await site())!.albums.find((a) => a.title === 'Uji album')!.photos).toEqual([]);
  });
});

describe('the public pages', () => {
  it('are served per request with the school content (no pre-rendered copy needed)', async () => {
    const missing = await readSchoolSite(t.database.db, 'tidak-ada');
    expect(missing).toBeNull();
  });
});
