import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateTenants } from '../../src/shared/tenant-validate.ts';
import { scaffoldTenant } from '../../src/shared/tenant-scaffold.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function tenantsWith(edit?: (files: Record<string, string>) => void): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tenants-'));
  dirs.push(root);
  const files = scaffoldTenant({
    slug: 'sd-uji',
    name: 'SD Uji Coba',
    code: 'SDUJI',
    stage: 'SD',
    npsn: '69999991',
    city: 'Kota Bandung',
    province: 'Jawa Barat',
    today: '2026-11-20',
  });
  edit?.(files);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'sd-uji', rel)), { recursive: true });
    fs.writeFileSync(path.join(root, 'sd-uji', rel), text);
  }
  return root;
}

const jsonEdit = (files: Record<string, string>, file: string, change: (v: any) => void) => {
  const value = JSON.parse(files[file]);
  change(value);
  files[file] = JSON.stringify(value);
};

describe('tenant validation', () => {
  it('accepts every tenant folder in the repository', () => {
    expect(validateTenants(path.resolve('tenants'))).toEqual([]);
  });

  it('accepts a scaffolded folder', () => {
    expect(validateTenants(tenantsWith())).toEqual([]);
  });

  it('names the file and the field of a school.json error', () => {
    const root = tenantsWith((f) => jsonEdit(f, 'school.json', (s) => ((s.npsn = '123'), (s.contacts.email = 'bukan-email'))));
    expect(validateTenants(root)).toEqual([
      'tenants/sd-uji/school.json: npsn: NPSN harus 8 digit',
      'tenants/sd-uji/school.json: contacts.email: Email tidak valid',
    ]);
  });

  it('names the file and the field of website content and article front matter', () => {
    const root = tenantsWith((f) => {
      jsonEdit(f, 'website.json', (w) => (w.mission = []));
      const article = Object.keys(f).find((k) => k.startsWith('blog/'))!;
      f[article] = f[article].replace(/^date: .*$/m, 'date: "kemarin"');
    });
    const problems = validateTenants(root);
    expect(problems[0]).toMatch(/^tenants\/sd-uji\/website\.json: mission: /);
    expect(problems[1]).toMatch(/^tenants\/sd-uji\/blog\/01-[\w-]+\.md: date: Tanggal harus berformat YYYY-MM-DD$/);
  });

  it('reports admission dates in the wrong order', () => {
    const root = tenantsWith((f) => jsonEdit(f, 'school.json', (s) => (s.ppdb.periods[0].closes = '2000-01-01')));
    expect(validateTenants(root)).toEqual(['tenants/sd-uji/school.json: ppdb.periods.0.closes: Tanggal tutup harus setelah tanggal buka']);
  });

  it('reports rules across files: an article in an unknown category', () => {
    const root = tenantsWith((f) => {
      const article = Object.keys(f).find((k) => k.startsWith('blog/'))!;
      f[article] = f[article].replace(/^category: .*$/m, 'category: "olahraga"');
    });
    expect(validateTenants(root)).toEqual([
      expect.stringMatching(/^tenants\/sd-uji\/blog\/01-[\w-]+\.md: category: kategori "olahraga" tidak ada di website\.json$/),
    ]);
  });
});
