import { afterEach, describe, expect, it } from 'vitest';
import { resolveSitePath } from '../../src/server/site/resolve-site-path.ts';

afterEach(() => {
  delete process.env.DEFAULT_SCHOOL;
});

describe('resolveSitePath', () => {
  it('serves the default school (demo-smk) on a host no tenant claims', () => {
    expect(resolveSitePath('contoh.example', '/head-speechs')).toBe('/sekolah/demo-smk/head-speechs');
    expect(resolveSitePath('contoh.example:8080', '/vision_mission/')).toBe('/sekolah/demo-smk/vision_mission');
  });

  it('serves the school that lists the host among its domains, port or case aside', () => {
    expect(resolveSitePath('SMK-Triguna.sekolah.example:443', '/gallery')).toBe('/sekolah/smk_triguna/gallery');
    expect(resolveSitePath('bisma-interaktif.sekolah.example', '/blog-news')).toBe('/sekolah/bisma_interaktif/blog-news');
  });

  it('maps the paths with parameters', () => {
    expect(resolveSitePath('x', '/blog-article/prestasi')).toBe('/sekolah/demo-smk/blog-article/prestasi');
    expect(resolveSitePath('x', '/blog-article/literasi/gerakan-literasi-pagi/1')).toBe('/sekolah/demo-smk/blog-article/literasi/gerakan-literasi-pagi/1');
    expect(resolveSitePath('x', '/blog-news-detail/101')).toBe('/sekolah/demo-smk/blog-news-detail/101');
    expect(resolveSitePath('x', '/utility/info-floating-shortcut')).toBe('/sekolah/demo-smk/utility/info-floating-shortcut');
  });

  it('honours DEFAULT_SCHOOL and ignores an unknown one', () => {
    process.env.DEFAULT_SCHOOL = 'demo-sd';
    expect(resolveSitePath('x', '/profil-schools')).toBe('/sekolah/demo-sd/profil-schools');
    process.env.DEFAULT_SCHOOL = 'tidak-ada';
    expect(resolveSitePath('x', '/profil-schools')).toBeNull();
  });

  it('answers null for every other path', () => {
    for (const p of ['/', '/login', '/dashboard', '/blog-article/a/b', '/blog-news-detail/abc', '/head-speechs/x', '/api/health']) {
      expect(resolveSitePath('x', p), p).toBeNull();
    }
  });
});
