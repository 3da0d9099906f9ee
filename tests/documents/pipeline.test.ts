import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderAccountCards, CARDS_PER_PAGE } from '../../src/server/documents/account-cards.ts';
import { renderAttendanceList } from '../../src/server/documents/attendance-list.ts';
import { schoolLogo } from '../../src/server/documents/school-logo.ts';
import type { SchoolProfile } from '../../src/server/documents/school-profile.ts';
import { clockTime, longDate } from '../../src/server/documents/school-time.ts';
import { readPdf } from './pdf-text.ts';

const school: SchoolProfile = {
  name: 'SMK Contoh Dokumen',
  foundation: 'Yayasan Contoh',
  address: 'Jl. Merdeka No. 1',
  city: 'Kota Jayapura',
  province: 'Papua',
  phone: '0967-123',
  email: 'tu@contoh.sch.id',
  website: 'https://contoh.sch.id',
  npsn: '69912345',
  logo: null,
  timeZone: 'Asia/Jayapura',
  place: 'Jayapura',
  principalName: 'Drs. Kepala Contoh',
  principalNip: '197001012000031001',
};
const exam = {
  title: 'PAS Matematika',
  kind: 'Ujian Sekolah',
  course: 'Matematika',
  startsAt: new Date('2026-11-23T23:30:00Z'),
  endsAt: new Date('2026-11-24T01:00:00Z'),
};

describe('the document pipeline', () => {
  it("dates and times documents in the school's zone", () => {
    expect(longDate(exam.startsAt, 'Asia/Jayapura')).toBe('24 November 2026');
    expect(longDate(exam.startsAt, 'Asia/Jakarta')).toBe('24 November 2026');
    expect(longDate(new Date('2026-11-23T16:30:00Z'), 'Asia/Jakarta')).toBe('23 November 2026');
    expect(clockTime(exam.startsAt, 'Asia/Jayapura')).toBe('08.30 WIT');
    expect(clockTime(exam.startsAt, 'Asia/Makassar')).toBe('07.30 WITA');
  });

  it('draws the kop from the profile, with every contact line, and the signature with place, long date and NIP', async () => {
    const rooms = [
      {
        name: 'Lab 1',
        location: null,
        session: 'Sesi 1',
        proctorName: 'Ibu Pengawas',
        proctorNip: '198001012005012001',
        students: [{ name: 'Siti Nurhaliza', nis: '1001', section: 'XII RPL 1' }],
      },
    ];
    const pdf = await readPdf(await renderAttendanceList({ school, paper: 'A4', exam, rooms }));
    expect(pdf.all).toContain('YAYASAN CONTOH');
    expect(pdf.all).toContain('SMK CONTOH DOKUMEN');
    expect(pdf.all).toContain('Jl. Merdeka No. 1, Kota Jayapura, Papua');
    expect(pdf.all).toContain('Telp. 0967-123 · Email: tu@contoh.sch.id · Website: https://contoh.sch.id');
    expect(pdf.all).toContain('NPSN: 69912345');
    expect(pdf.all).toContain('Selasa, 24 November 2026');
    expect(pdf.all).toContain('08.30–10.00 WIT');
    expect(pdf.all).toMatch(/Jayapura, 24 November 2026 Pengawas Ruang, Ibu Pengawas NIP\. 198001012005012001/);
  });

  it('takes the logo from the tenant folder by its first bytes, and does without one', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'logo-'));
    await fs.mkdir(path.join(dir, 'ada', 'assets'), { recursive: true });
    await fs.mkdir(path.join(dir, 'rusak', 'assets'), { recursive: true });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    await fs.writeFile(path.join(dir, 'ada', 'assets', 'logo.png'), png);
    await fs.writeFile(path.join(dir, 'rusak', 'assets', 'logo.png'), 'bukan gambar');
    const logo = await schoolLogo('ada', dir);
    expect(logo).toMatch(/^data:image\/png;base64,/);
    expect(await schoolLogo('rusak', dir)).toBeNull();
    expect(await schoolLogo('tidak-ada', dir)).toBeNull();
    expect(await schoolLogo('../etc', dir)).toBeNull();
    const withLogo = await renderAttendanceList({ school: { ...school, logo }, paper: 'F4', exam, rooms: [] });
    const without = await renderAttendanceList({ school, paper: 'F4', exam, rooms: [] });
    // The image is embedded once: the file grows by about the logo's size, and the text is the same.
    expect(withLogo.length).toBeGreaterThan(without.length);
    expect(withLogo.includes('/Subtype /Image')).toBe(true);
    expect((await readPdf(withLogo)).all).toContain('Jadwal ini belum dibagi ke ruang.');
    await fs.rm(dir, { recursive: true });
  });

  it('renders account cards as a pure function a job can run, ten to a page, reporting progress up to 1', async () => {
    const cards = Array.from({ length: CARDS_PER_PAGE * 3 }, (_, i) => ({
      fullName: `Siswa Ke-${i + 1}`,
      username: `siswa${i + 1}`,
      password: 'abcd2345',
      section: 'X TKJ 2',
    }));
    const seen: number[] = [];
    const pdf = await readPdf(await renderAccountCards({ school, paper: 'A4', cards }, (share) => seen.push(share)));
    expect(pdf.pages).toHaveLength(3);
    expect(pdf.pages[2]).toContain('Siswa Ke-30');
    expect(pdf.pages[2]).toContain('Halaman 3 dari 3');
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((s, i) => i === 0 || s >= seen[i - 1])).toBe(true);
  });
});
