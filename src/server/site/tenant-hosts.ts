import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Host name -> school slug, read once from tenants/<slug>/school.json ("domains"). Only that one field is read,
 * so a malformed website file never stops the server; the build validates the rest.
 */
const TENANTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tenants');

export function loadTenantHosts(dir: string = TENANTS_DIR): { hosts: Map<string, string>; slugs: Set<string> } {
  const hosts = new Map<string, string>();
  const slugs = new Set<string>();
  for (const slug of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const file = path.join(dir, slug, 'school.json');
    if (!fs.existsSync(file)) continue;
    slugs.add(slug);
    const { domains = [] } = JSON.parse(fs.readFileSync(file, 'utf8')) as { domains?: string[] };
    for (const domain of domains) if (!hosts.has(domain.toLowerCase())) hosts.set(domain.toLowerCase(), slug);
  }
  return { hosts, slugs };
}
