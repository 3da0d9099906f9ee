import { describe, expect, it } from 'vitest';
import { rootsOf } from '../../src/server/library/indonesian-roots.ts';

/** The roots the OPAC may match an Indonesian word by (issue 18: "forgiving: Indonesian words"). */
describe('rootsOf', () => {
  it('takes suffixes and up to two prefixes off, also where a nasal ate the first letter', () => {
    expect(rootsOf('pembelajaran')).toEqual(expect.arrayContaining(['belajar', 'ajar']));
    expect(rootsOf('kelistrikan')).toContain('listrik');
    expect(rootsOf('pemrograman')).toContain('program');
    expect(rootsOf('menulis')).toContain('tulis');
    expect(rootsOf('membaca')).toContain('baca');
    expect(rootsOf('menyapu')).toContain('sapu');
    expect(rootsOf('mengirim')).toContain('kirim');
    expect(rootsOf('perikanan')).toContain('ikan');
    expect(rootsOf('pertanian')).toContain('tani');
    expect(rootsOf('bukunya')).toContain('buku');
    expect(rootsOf('bacalah')).toContain('baca');
  });

  it('keeps roots of four letters or more, never the word itself, and leaves short words and numbers alone', () => {
    expect(rootsOf('kelas')).not.toContain('las');
    expect(rootsOf('pembelajaran')).not.toContain('pembelajaran');
    expect(rootsOf('buku')).toEqual([]);
    expect(rootsOf('978602')).toEqual([]);
    expect(rootsOf('mendengar')).not.toContain('tdengar');
    expect(rootsOf('pembelajaran').every((r) => r.length >= 4)).toBe(true);
  });
});
