// Measures the public site: build time for the tenants, the weight of each page type, and Lighthouse scores
// (mobile, simulated throttling, Debian's chromium) for the homepage, a privacy page and a school article. The
// school pages that render per request are measured by scripts/bench-site-publish.ts (npm run bench:site runs both).
// Writes the "## Situs publik" section of docs/benchmarks.md and leaves the other sections alone.
//   node scripts/bench-site.ts [--no-build] [--no-lighthouse]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const client = path.join(root, 'dist', 'client');
const args = new Set(process.argv.slice(2));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One page per type; the weight counts the HTML and everything it links (CSS, scripts, images), gzipped. */
const PAGE_TYPES: [string, string][] = [
  ['Beranda (direktori sekolah)', '/'],
  ['Kebijakan privasi sekolah', '/demo-smk/privacy/'],
  ['Kebijakan privasi (English)', '/demo-smk/privacy/en/'],
  ['Alamat privasi lama', '/privacy_bi3/'],
  ['Beranda situs sekolah', '/sekolah/demo-smk/'],
  ['Artikel sekolah', '/sekolah/demo-smk/blog-article/literasi/gerakan-literasi-pagi/1/'],
  ['Galeri sekolah', '/sekolah/demo-smk/gallery/'],
  ['PPDB', '/ppdb/'],
  ['Formulir PPDB', '/form_registration/'],
  ['Kontak', '/contactus/'],
];
const LIGHTHOUSE_PAGES: [string, string][] = [
  ['Beranda', '/'],
  ['Kebijakan privasi', '/demo-smk/privacy/'],
  ['Artikel sekolah', '/sekolah/demo-smk/blog-article/literasi/gerakan-literasi-pagi/1/'],
];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzipSize = (buf: Buffer) => zlib.gzipSync(buf, { level: 6 }).length;

function build(): { seconds: number; pages: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('astro build gagal');
  return { seconds: (performance.now() - started) / 1000, pages: countHtml(client) };
}

function countHtml(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((n, e) => n + (e.isDirectory() ? countHtml(path.join(dir, e.name)) : e.name.endsWith('.html') ? 1 : 0), 0);
}

function fileFor(url: string): string {
  const clean = url.split('?')[0];
  const direct = path.join(client, clean);
  return fs.existsSync(direct) && fs.statSync(direct).isFile() ? direct : path.join(client, clean, 'index.html');
}

function pageWeight(url: string): { html: number; total: number; scripts: number; requests: number } {
  const html = fs.readFileSync(fileFor(url));
  const text = html.toString('utf8');
  const linked = new Set<string>();
  for (const m of text.matchAll(/<(?:link[^>]+rel="(?:stylesheet|icon)"[^>]+href|script[^>]+src|img[^>]+src)="(\/[^"]+)"/g)) linked.add(m[1]);
  let total = gzipSize(html);
  let scripts = (text.match(/<script/g) ?? []).length;
  for (const asset of linked) {
    const buf = fs.readFileSync(fileFor(asset));
    total += asset.endsWith('.png') ? buf.length : gzipSize(buf);
    if (asset.endsWith('.js')) scripts++;
  }
  return { html: gzipSize(html), total, scripts, requests: 1 + linked.size };
}

/** The largest privacy page of all schools, to hold every one of them under the 30 KB target. */
function largestPrivacyPage(): { url: string; total: number } {
  let worst = { url: '', total: 0 };
  for (const slug of fs.readdirSync(path.join(root, 'tenants'))) {
    if (!fs.existsSync(path.join(client, slug, 'privacy', 'index.html'))) continue;
    for (const url of [`/${slug}/privacy/`, `/${slug}/privacy/en/`]) {
      const { total } = pageWeight(url);
      if (total > worst.total) worst = { url, total };
    }
  }
  return worst;
}

/** A static server over dist/client with gzip, as a reverse proxy in front of the product would serve it. */
function serveStatic(): Promise<http.Server> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.css': 'text/css',
    '.js': 'text/javascript',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.xml': 'application/xml',
    '.txt': 'text/plain',
  };
  const server = http.createServer((req, res) => {
    const file = fileFor(decodeURIComponent(req.url ?? '/'));
    if (!file.startsWith(client) || !fs.existsSync(file)) {
      res.writeHead(404, { 'content-type': types['.html'] }).end(fs.readFileSync(path.join(client, '404.html')));
      return;
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const body = fs.readFileSync(file);
    const gzip = !type.startsWith('image/png') && /gzip/.test(String(req.headers['accept-encoding']));
    res.writeHead(200, {
      'content-type': type,
      'cache-control': file.includes('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? zlib.gzipSync(body) : body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function startChromium(port: number) {
  const chrome = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
      '--user-data-dir=/tmp/bench-site-chromium',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return chrome;
    await new Promise((r) => setTimeout(r, 100));
  }
  chrome.kill();
  throw new Error(`chromium (${CHROMIUM}) tidak menjawab di port ${port}`);
}

/** The part of Lighthouse's API used here; the package is a dev dependency (imported by name at run time). */
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { displayValue?: string }> } } | undefined>;

async function loadLighthouse(): Promise<Lighthouse> {
  const name = 'lighthouse';
  try {
    return ((await import(name)) as { default: Lighthouse }).default;
  } catch {
    throw new Error('Paket lighthouse belum terpasang: npm install --save-dev lighthouse (atau jalankan dengan --no-lighthouse).');
  }
}

async function lighthouseScores(origin: string): Promise<string[]> {
  const lighthouse = await loadLighthouse();
  const port = 9300 + Math.floor(Math.random() * 500);
  const chrome = await startChromium(port);
  const rows: string[] = [];
  try {
    for (const [label, url] of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(`${origin}${url}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const c = result!.lhr.categories;
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      const lcp = result!.lhr.audits['largest-contentful-paint']?.displayValue ?? '-';
      rows.push(`| ${label} (\`${url}\`) | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${lcp} |`);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

function writeSection(body: string): void {
  const file = path.join(root, 'docs', 'benchmarks.md');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const section = `## Situs publik\n\n${body.trim()}\n`;
  const start = existing.indexOf('## Situs publik');
  let next = start === -1 ? -1 : existing.indexOf('\n## ', start + 3);
  if (next !== -1) next += 1;
  const updated =
    start === -1 ? `${existing.trimEnd()}\n\n${section}` : `${existing.slice(0, start)}${section}${next === -1 ? '' : `\n${existing.slice(next)}`}`;
  fs.writeFileSync(file, updated);
}

const tenants = fs.readdirSync(path.join(root, 'tenants')).filter((d) => fs.existsSync(path.join(root, 'tenants', d, 'school.json'))).length;
const built = args.has('--no-build') ? undefined : build();
const lines: string[] = [
  `Diukur ${new Date().toISOString().slice(0, 10)} dengan \`node scripts/bench-site.ts\` pada mesin 2 inti ini.`,
  '',
  built
    ? `- Build: ${tenants} sekolah, ${built.pages} halaman HTML dalam ${built.seconds.toFixed(1)} s (\`astro build\`, termasuk server).`
    : `- Build: tidak diukur (--no-build); ${tenants} sekolah, ${countHtml(client)} halaman HTML.`,
];
const worst = largestPrivacyPage();
lines.push(`- Halaman privasi terbesar dari semua sekolah: \`${worst.url}\`, ${kb(worst.total)} terkirim (target < 30 KB).`, '');
lines.push(
  'Berat per jenis halaman (gzip; HTML beserta CSS, skrip dan gambar yang ditautkannya):',
  '',
  '| Jenis halaman | Alamat | HTML | Total | Permintaan | Skrip |',
  '| --- | --- | --- | --- | --- | --- |',
);
for (const [label, url] of PAGE_TYPES) {
  // The school pages that render per request (issue 20) are not in dist/client: bench-site-publish.ts weighs them.
  if (!fs.existsSync(fileFor(url))) {
    lines.push(`| ${label} | \`${url}\` | per permintaan | lihat «Situs sekolah per permintaan» | | |`);
    continue;
  }
  const w = pageWeight(url);
  lines.push(`| ${label} | \`${url}\` | ${kb(w.html)} | ${kb(w.total)} | ${w.requests} | ${w.scripts} |`);
}
if (!args.has('--no-lighthouse')) {
  const server = await serveStatic();
  const { port } = server.address() as { port: number };
  try {
    const rows = await lighthouseScores(`http://127.0.0.1:${port}`);
    lines.push(
      '',
      'Lighthouse (seluler, throttling simulasi, server statis ber-gzip atas dist/client; target masing-masing >= 95):',
      '',
      '| Halaman | Performa | Aksesibilitas | Praktik terbaik | SEO | LCP |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
    );
  } finally {
    server.close();
  }
}
writeSection(lines.join('\n'));
console.log(lines.join('\n'));
