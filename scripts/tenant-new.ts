// Scaffolds a valid school folder: npm run tenant:new <slug> [--name "SMP Contoh"] [--stage SMP]
//   [--city "Kota Bandung"] [--province "Jawa Barat"] [--npsn 69912345] [--code SMPCONTOH]
// The result passes the same schemas as the build; edit the generated text before publishing.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SCHOOL_STAGES, tenantSlugSchema, type SchoolStage } from '../src/shared/tenant-schema.ts';
import { scaffoldTenant } from '../src/shared/tenant-scaffold.ts';
import { listTenants, validateTenants } from '../src/shared/tenant-validate.ts';

const root = path.resolve(process.env.TENANTS_DIR ?? 'tenants');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    stage: { type: 'string' },
    city: { type: 'string' },
    province: { type: 'string' },
    npsn: { type: 'string' },
    code: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(`tenant:new: ${message}`);
  process.exit(1);
}

const slug = positionals[0] ?? fail('sebutkan slug sekolah, misalnya: npm run tenant:new -- smp-contoh --stage SMP');
if (!tenantSlugSchema.safeParse(slug).success) fail(`slug "${slug}" hanya boleh huruf, angka, garis bawah dan tanda hubung`);
if (fs.existsSync(path.join(root, slug))) fail(`tenants/${slug} sudah ada`);
const stage = (values.stage ?? slug.split(/[-_]/)[0].toUpperCase().replace('MTS', 'MTs')) as SchoolStage;
if (!SCHOOL_STAGES.includes(stage)) fail(`jenjang "${stage}" tidak dikenal; pakai --stage (${SCHOOL_STAGES.join(', ')})`);

const existing = listTenants(root).map((s) => JSON.parse(fs.readFileSync(path.join(root, s, 'school.json'), 'utf8')) as { npsn: string; code: string });
const npsns = new Set(existing.map((s) => s.npsn));
const codes = new Set(existing.map((s) => s.code));
// Demo schools take NPSNs from 699xxxxx, a range not used by real schools; a real school passes --npsn.
let npsn = values.npsn ?? '';
for (let n = 69950001; !npsn; n++) if (!npsns.has(String(n))) npsn = String(n);
const code =
  values.code ??
  slug
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 16);
if (codes.has(code)) fail(`kode ${code} sudah dipakai; pakai --code`);
const name =
  values.name ??
  slug
    .replace(/[-_]+/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase())
    .replace(/^(\w+)/, (w) => w.toUpperCase());

const files = scaffoldTenant({ slug, name, code, stage, npsn, city: values.city ?? 'Kota Bandung', province: values.province ?? 'Jawa Barat' });
for (const [rel, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, slug, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, slug, rel), text);
}
const problems = validateTenants(root, [slug]);
if (problems.length) fail(`folder dibuat tetapi tidak valid:\n${problems.join('\n')}`);
console.log(`tenants/${slug} dibuat (${Object.keys(files).length} berkas): ${name}, ${stage}, NPSN ${npsn}, kode ${code}.`);
console.log('Sunting school.json, website.json, gallery.json, blog/ dan news/, lalu jalankan npm run build.');
