import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderStatus, STATUS_FILE } from '../../scripts/catalogue-status.ts';
import { CATALOGUE } from '../../src/shared/catalogue/routes.ts';

describe('docs/catalogue-status.md', () => {
  it('is up to date (regenerate with `node scripts/catalogue-status.ts`)', () => {
    expect(readFileSync(STATUS_FILE, 'utf8')).toBe(renderStatus());
  });

  it('lists every route once and counts only the built names', () => {
    const doc = renderStatus(CATALOGUE, ['kelas']);
    expect(doc.match(/^\| `\//gm)).toHaveLength(CATALOGUE.length);
    expect(doc).toContain('| `/kelas` | `kelas` | core | requiresAuth | yes |');
    const spec = CATALOGUE.filter((r) => !r.beyondSpec).length;
    expect(doc).toContain(`| **Total** | ${spec} | 1 | ${spec - 1} | 0% |`);
  });

  it('refuses a built name that is not in the catalogue', () => {
    expect(() => renderStatus(CATALOGUE, ['no_such_route'])).toThrow(/no_such_route/);
  });
});
