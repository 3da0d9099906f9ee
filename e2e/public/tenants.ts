import fs from 'node:fs';
import path from 'node:path';

/** The tenants as the build sees them, for tests that visit every school. */
export interface TenantFacts {
  slug: string;
  name: string;
  legacyPrivacyPaths: string[];
}

export function readTenantFacts(root = path.resolve('tenants')): TenantFacts[] {
  return fs
    .readdirSync(root)
    .filter((slug) => fs.existsSync(path.join(root, slug, 'school.json')))
    .sort()
    .map((slug) => {
      const school = JSON.parse(fs.readFileSync(path.join(root, slug, 'school.json'), 'utf8'));
      return { slug, name: school.name, legacyPrivacyPaths: school.legacyPrivacyPaths ?? [] };
    });
}

/** The HTML-escaped form of a name as it appears in a page (apostrophes become &#39;). */
export const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
