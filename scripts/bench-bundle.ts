/**
 * Measures the JavaScript of the portal's first load, shell + dashboard, from the build in dist/client:
 * the portal page's scripts (inline and the island's component and renderer), every chunk they import
 * statically, and the dashboard screen's chunk with its static imports (the router loads it at once on
 * /dashboard). Lazily loaded chunks (sweetalert2, other screens) are not part of the first load. Each file is
 * gzipped at level 9, as a server with compression would send it. The result goes to docs/benchmarks.md,
 * section "Portal"; the script exits 1 over budget. Run after `astro build` (DIST_DIR names another build folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { writeSection } from './bench/harness.ts';

export const BUDGET_KIB = 170;
const CLIENT = path.resolve(process.env.DIST_DIR ?? 'dist', 'client');
const ASSETS = path.join(CLIENT, '_astro');
const PAGE = path.join(CLIENT, 'portal/index.html');
const LOGIN = path.join(CLIENT, 'login/index.html');

const gzipSize = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Static imports of an ES module chunk: import ... from "./x.js", import "./x.js", export ... from "./x.js". */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const spec of staticImports(code)) queue.push(path.resolve(path.dirname(file), spec));
  }
  return seen;
}

/** The scripts a page loads at once: its island's component and renderer, and what they import statically. */
function pageScripts(html: string): { files: Set<string>; inline: string } {
  const urls = [...html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  return { files: closure(urls.map((u) => path.join(CLIENT, u))), inline };
}

function gzipTotal(files: Iterable<string>, inline: string): number {
  let total = gzipSize(inline);
  for (const file of files) total += gzipSize(fs.readFileSync(file));
  return total;
}

function main(): void {
  if (!fs.existsSync(PAGE)) {
    console.error('dist/client/portal/index.html tidak ada: jalankan `astro build` dulu.');
    process.exit(2);
  }
  const { files: shellFiles, inline } = pageScripts(fs.readFileSync(PAGE, 'utf8'));
  const dashboard = fs.readdirSync(ASSETS).find((f) => /^dashboard-screen\.[\w-]+\.js$/.test(f));
  if (!dashboard) throw new Error('Chunk layar dasbor (dashboard-screen.*.js) tidak ditemukan.');

  const dashboardFiles = [...closure([path.join(ASSETS, dashboard)])].filter((f) => !shellFiles.has(f));
  const rows = [...shellFiles, ...dashboardFiles].map((file) => {
    const body = fs.readFileSync(file);
    return { name: path.basename(file), raw: body.length, gzip: gzipSize(body), part: shellFiles.has(file) ? 'shell' : 'dasbor' };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const inlineGzip = gzipSize(inline);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0) + inlineGzip;
  const raw = rows.reduce((sum, r) => sum + r.raw, 0) + Buffer.byteLength(inline);
  const verdict = total <= BUDGET_KIB * 1024 ? 'within' : 'OVER';
  const login = fs.existsSync(LOGIN) ? pageScripts(fs.readFileSync(LOGIN, 'utf8')) : null;
  const loginGzip = login ? gzipTotal(login.files, login.inline) : null;

  const lines = [
    `Run: ${new Date().toISOString().slice(0, 10)}, \`node scripts/bench-bundle.ts\` after \`astro build\`. JavaScript of the portal's first load (shell + dashboard): the portal page's scripts and every chunk they import statically, plus the dashboard screen's chunk; lazily loaded chunks (sweetalert2, other screens) excluded. Gzip level 9 per file.`,
    '',
    `**Total: ${kib(total)} KiB gzipped** (${kib(raw)} KiB raw), budget ${BUDGET_KIB} KiB: ${verdict} budget.`,
    '',
    ...(loginGzip === null ? [] : [`The sign-in page (/login) loads ${kib(loginGzip)} KiB gzipped: React and the form, not the portal.`, '']),
    '| file | part | raw KiB | gzip KiB |',
    '|---|---|---:|---:|',
    ...rows.map((r) => `| ${r.name.replace(/\.[\w-]{8}\.js$/, '.js')} | ${r.part} | ${kib(r.raw)} | ${kib(r.gzip)} |`),
    `| inline scripts of portal/index.html | shell | ${kib(Buffer.byteLength(inline))} | ${kib(inlineGzip)} |`,
  ];
  writeSection('Portal', lines.join('\n'));
  console.log(`Portal first load: ${kib(total)} KiB gzipped (${kib(raw)} KiB raw), budget ${BUDGET_KIB} KiB: ${verdict}.`);
  if (verdict === 'OVER') process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
