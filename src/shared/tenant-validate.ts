import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { tenantSchoolSchema } from './tenant-schema.ts';
import { articleSchema, gallerySchema, newsSchema, websiteSchema } from './tenant-website-schema.ts';
import { crossCheckTenants, type TenantFiles } from './tenant-checks.ts';

/**
 * Validates tenant folders outside Astro (tenant:new, tests, tools) with the schemas the build uses. Every
 * problem reads "tenants/<slug>/<file>: <field>: <message>". Node only.
 */
export function validateTenants(root: string, slugs = listTenants(root)): string[] {
  const problems: string[] = [];
  const parsed: TenantFiles[] = [];
  for (const slug of slugs) {
    const dir = path.join(root, slug);
    const rel = (file: string) => `tenants/${slug}/${file}`;
    const school = parseFile(path.join(dir, 'school.json'), rel('school.json'), tenantSchoolSchema, problems, readJson);
    const website = fs.existsSync(path.join(dir, 'website.json'))
      ? parseFile(path.join(dir, 'website.json'), rel('website.json'), websiteSchema, problems, readJson)
      : undefined;
    if (fs.existsSync(path.join(dir, 'gallery.json'))) parseFile(path.join(dir, 'gallery.json'), rel('gallery.json'), gallerySchema, problems, readJson);
    const articles = markdownFiles(dir, 'blog').flatMap((f) => {
      const data = parseFile(path.join(dir, 'blog', f), rel(`blog/${f}`), articleSchema, problems, readFrontMatter);
      return data ? [{ file: rel(`blog/${f}`), data }] : [];
    });
    const news = markdownFiles(dir, 'news').flatMap((f) => {
      const data = parseFile(path.join(dir, 'news', f), rel(`news/${f}`), newsSchema, problems, readFrontMatter);
      return data ? [{ file: rel(`news/${f}`), data }] : [];
    });
    if (school) parsed.push({ slug, school, website, articles, news });
  }
  return [...problems, ...crossCheckTenants(parsed)];
}

export function listTenants(root: string): string[] {
  return fs
    .readdirSync(root)
    .filter((d) => fs.existsSync(path.join(root, d, 'school.json')))
    .sort();
}

/** Formats one zod error as "file: field: message" lines. */
export function formatIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(berkas)'}: ${issue.message}`);
}

function parseFile<T extends z.ZodType>(abs: string, file: string, schema: T, problems: string[], read: (abs: string) => unknown): z.output<T> | undefined {
  let raw: unknown;
  try {
    raw = read(abs);
  } catch (error) {
    problems.push(`${file}: (berkas): ${(error as Error).message}`);
    return undefined;
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  problems.push(...formatIssues(file, result.error));
  return undefined;
}

function markdownFiles(dir: string, sub: string): string[] {
  const folder = path.join(dir, sub);
  return fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((f) => f.endsWith('.md'))
        .sort()
    : [];
}

function readJson(abs: string): unknown {
  if (!fs.existsSync(abs)) throw new Error('berkas tidak ada');
  return JSON.parse(fs.readFileSync(abs, 'utf8'));
}

/**
 * Front matter of the flat shape our article and news files use (key: value, strings quoted or bare,
 * integers as numbers). Astro reads the same files with a full YAML parser.
 */
export function readFrontMatter(abs: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(abs, 'utf8'));
  if (!match) throw new Error('front matter (---) tidak ada');
  const out: Record<string, unknown> = {};
  for (const line of match[1].split(/\r?\n/)) {
    const m = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (!m) continue;
    const value = m[2].trim();
    if (/^-?\d+$/.test(value)) out[m[1]] = Number(value);
    else if (value.startsWith('"')) out[m[1]] = JSON.parse(value);
    else if (value.startsWith("'")) out[m[1]] = value.slice(1, -1).replace(/''/g, "'");
    else out[m[1]] = value;
  }
  return out;
}
