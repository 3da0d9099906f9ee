/**
 * The PDF pipeline's batch figure (issue 12, item 4): 1,000 pages of Kartu Akun (10,000 cards, ten to a page)
 * rendered by the same pure function a background job calls, with its progress callback, on the demo school's
 * profile. It measures the render itself (layout, fonts, drawing, the file's bytes), not a job queue around it.
 * Results go to docs/benchmarks.md, section "Dokumen PDF".
 */
import os from 'node:os';
import { readTenants } from '../src/server/tenants/read-tenants.ts';
import { CARDS_PER_PAGE, renderAccountCards } from '../src/server/documents/account-cards.ts';
import type { SchoolProfile } from '../src/server/documents/school-profile.ts';
import { writeSection } from './bench/harness.ts';

const PAGES = Number(process.env.BENCH_PDF_PAGES ?? 1000);
const TARGET_SECONDS = 60;

const tenant = readTenants().find((t) => t.slug === 'demo-smk')!.school;
const school: SchoolProfile = {
  name: tenant.name,
  foundation: 'Yayasan Demo',
  address: tenant.address.street,
  city: tenant.address.city,
  province: tenant.address.province,
  phone: tenant.contacts.phone ?? null,
  email: tenant.contacts.email,
  website: tenant.contacts.website ?? null,
  npsn: tenant.npsn,
  logo: null,
  timeZone: 'Asia/Jakarta',
  place: 'Bandung',
  principalName: 'Kepala Sekolah Demo',
  principalNip: '196805121994032004',
};
const cards = Array.from({ length: PAGES * CARDS_PER_PAGE }, (_, i) => ({
  fullName: `Siswa Contoh Nomor ${String(i + 1).padStart(5, '0')}`,
  username: `${String(9_900_000_000 + i)}`,
  password: 'k7mq3xtp',
  section: `X TKJ ${(i % 12) + 1}`,
}));

const loadBefore = os.loadavg()[0];
let peakRss = process.memoryUsage().rss;
let lastReported = -1;
const started = performance.now();
const cpuStarted = process.cpuUsage();
const bytes = await renderAccountCards({ school, paper: 'A4', cards }, (share) => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const tenth = Math.floor(share * 10);
  if (tenth > lastReported) {
    lastReported = tenth;
    process.stdout.write(`\r${Math.round(share * 100)}%   `);
  }
});
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStarted);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const pages = (bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
const loadAfter = os.loadavg()[0];
console.log(
  `\n${pages} pages, ${cards.length} cards, ${seconds.toFixed(1)} s (CPU ${cpuSeconds.toFixed(1)} s), ${(bytes.length / 1e6).toFixed(1)} MB, peak RSS ${Math.round(peakRss / 1e6)} MB`,
);
if (pages !== PAGES) throw new Error(`expected ${PAGES} pages, got ${pages}`);
const waited = cpuSeconds < TARGET_SECONDS ? ` (the render needed ${cpuSeconds.toFixed(1)} s of CPU; the rest was waiting for the shared cores)` : '';
const verdict = seconds < TARGET_SECONDS ? 'Met.' : `Not met in wall time on this run${waited}.`;

writeSection(
  'Dokumen PDF',
  `Run: ${new Date().toISOString().slice(0, 10)}, \`npm run bench:pdf\`, ${os.cpus().length} cores, Node ${process.version}. The renderer of the Kartu Akun (\`renderAccountCards\` in \`src/server/documents/account-cards.ts\`), a pure function of its input with a progress callback, as a background job calls it; the figure is the render itself (layout, embedded Noto Sans subset, drawing, the whole file in memory), measured in-process.

| run | pages | cards | wall s | CPU s | pages/s (wall) | file MB | peak RSS MB |
|---|---:|---:|---:|---:|---:|---:|---:|
| Kartu Akun, A4, 10 per page | ${pages} | ${cards.length} | ${seconds.toFixed(1)} | ${cpuSeconds.toFixed(1)} | ${Math.round(pages / seconds)} | ${(bytes.length / 1e6).toFixed(1)} | ${Math.round(peakRss / 1e6)} |

- Machine load (1-minute average) ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after the run, on 2 cores shared with the other sessions' work. The render is single-threaded: CPU seconds are the figure an idle machine's wall clock would approach.
- Memory: pdfmake lays out the whole document before drawing, so one 1,000-page file holds every page's layout at once (the peak above). The batch job therefore packs whole rombels into files of at most 100 pages.
- Through the job queue, with the passwords drawn, hashed and set: the part "Kartu Akun sebagai proses latar" below (scripts/bench-account-cards-job.ts, run after this one).

Target (issue 12): a batch of 1,000 account-card pages under ${TARGET_SECONDS} s on 2 cores. ${verdict}`,
);
