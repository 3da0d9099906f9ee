import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void, locals?: object) => Promise<void>;

export interface PagesOptions {
  distDir: string;
  /** Portal paths of the route catalogue answer with the portal page. */
  isPortalPath?: (pathname: string) => boolean;
  /** Bare school-website paths answer with the pre-rendered page of the host's school. */
  resolveSitePath?: (host: string, pathname: string) => string | null;
  /** Handed to pages rendered on demand as Astro.locals (the PPDB pages read admissions from the database). */
  locals?: object;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Everything that is not /api: the pre-rendered files of the Astro build (listed once at start, so a request
 * never probes the disk for a file that is not there), the portal page for catalogue paths, Astro's handler
 * for pages rendered on demand, and a real 404 for the rest (a stale /_astro/ asset included).
 */
export async function createPagesHandler(options: PagesOptions) {
  const clientDir = path.join(options.distDir, 'client');
  const files = listFiles(clientDir);
  const portalPage = files.has('/portal/index.html') ? '/portal/index.html' : null;
  const astro = await loadAstroHandler(options.distDir);

  return async function servePages(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const pathname = decodePath(request.url);
    if (pathname === null) return reply.status(400).type('text/plain; charset=utf-8').send('Alamat tidak valid.');
    if (request.method === 'GET' || request.method === 'HEAD') {
      const file = findFile(files, pathname);
      if (file) return sendFile(reply, clientDir, file);
      if (!pathname.startsWith('/_astro/')) {
        const sitePath = options.resolveSitePath?.(request.hostname, pathname);
        const siteFile = sitePath ? findFile(files, sitePath) : null;
        if (siteFile) return sendFile(reply, clientDir, siteFile);
        if (portalPage && options.isPortalPath?.(pathname)) return sendFile(reply, clientDir, portalPage);
        // A bare school path whose page renders per request (blog-news): Astro renders the school's own path.
        if (sitePath) request.raw.url = sitePath;
      }
    }
    if (astro) {
      reply.hijack();
      // Astro writes to the raw response: carry over the headers already set on the reply (security-headers.ts).
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      await astro(request.raw, reply.raw, () => send404Raw(reply.raw, clientDir, files), options.locals);
      return reply;
    }
    return send404(reply, clientDir, files);
  };
}

function decodePath(url: string): string | null {
  const raw = url.split('?')[0].split('#')[0];
  try {
    const decoded = decodeURIComponent(raw);
    if (decoded.includes('\0') || decoded.split('/').includes('..')) return null;
    return decoded;
  } catch {
    return null;
  }
}

function findFile(files: Set<string>, pathname: string): string | null {
  if (files.has(pathname) && !pathname.endsWith('/')) return pathname;
  const base = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const candidate of [`${base}/index.html`, `${base}.html`]) if (files.has(candidate)) return candidate;
  return null;
}

function headersFor(file: string): Record<string, string> {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  // Hashed assets never change; pages must be revalidated so a deploy is seen at once.
  const cache = file.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
  return { 'content-type': type, 'cache-control': cache };
}

/**
 * Text files go out compressed (brotli, else gzip) when the browser accepts it: a teacher's cheap phone on a
 * slow connection pays for every byte of the portal's JavaScript. Each file is compressed once and kept.
 */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
const compressed = new Map<string, { raw: Buffer; br: Buffer; gzip: Buffer; etag: string }>();

/** The build never changes while the server runs: a file's ETag is the hash of its bytes, computed once. */
const etagOf = (raw: Buffer) => `"${crypto.createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`;

async function fileVariants(clientDir: string, file: string) {
  let hit = compressed.get(file);
  if (!hit) {
    const raw = await fs.promises.readFile(path.join(clientDir, file));
    hit = {
      raw,
      br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: zlib.gzipSync(raw, { level: 9 }),
      etag: etagOf(raw),
    };
    compressed.set(file, hit);
  }
  return hit;
}

const binaryEtags = new Map<string, string>();

/** A revalidation whose ETag still matches answers 304 with no body: a reload sends only headers. */
function notModified(reply: FastifyReply, etag: string, status: number): boolean {
  if (status !== 200) return false;
  const sent = String(reply.request.headers['if-none-match'] ?? '');
  return sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function sendFile(reply: FastifyReply, clientDir: string, file: string, status = 200) {
  const headers = headersFor(file);
  if (!COMPRESSIBLE.has(path.extname(file))) {
    const raw = await fs.promises.readFile(path.join(clientDir, file));
    let etag = binaryEtags.get(file);
    if (!etag) binaryEtags.set(file, (etag = etagOf(raw)));
    if (notModified(reply, etag, status)) return reply.status(304).headers(headers).header('etag', etag).send();
    return reply.status(status).headers(headers).header('etag', etag).send(raw);
  }
  const variants = await fileVariants(clientDir, file);
  const accepted = String(reply.request.headers['accept-encoding'] ?? '');
  reply.headers(headers).header('vary', 'accept-encoding').header('etag', variants.etag);
  if (notModified(reply, variants.etag, status)) return reply.status(304).send();
  reply.status(status);
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(variants.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(variants.gzip);
  return reply.send(variants.raw);
}

async function send404(reply: FastifyReply, clientDir: string, files: Set<string>) {
  if (files.has('/404.html')) return sendFile(reply, clientDir, '/404.html', 404);
  return reply.status(404).type('text/plain; charset=utf-8').send('Halaman tidak ditemukan.');
}

function send404Raw(res: ServerResponse, clientDir: string, files: Set<string>): void {
  const body = files.has('/404.html') ? fs.readFileSync(path.join(clientDir, '404.html')) : 'Halaman tidak ditemukan.';
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
}

function listFiles(root: string): Set<string> {
  const out = new Set<string>();
  if (!fs.existsSync(root)) return out;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.add('/' + path.relative(root, full).split(path.sep).join('/'));
  }
  return out;
}

async function loadAstroHandler(distDir: string): Promise<AstroHandler | null> {
  const entry = path.join(distDir, 'server', 'entry.mjs');
  if (!fs.existsSync(entry)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as { handler?: AstroHandler };
  return mod.handler ?? null;
}
