/**
 * Valid records generated from a definition's fields, so the contract suite covers every resource of the
 * registry without hand-written fixtures. References are resolved to (or created as) records of the
 * caller's school. A few fields have rules a generator cannot guess; they are given here.
 */
import { resourceByName } from '../../src/shared/resources/registry.ts';
import type { FieldDef, ResourceDef } from '../../src/shared/resources/types.ts';
import type { Call } from './support.ts';

let counter = 0;
const next = () => ++counter + Math.floor(Math.random() * 1000) * 1000;

function digitsOf(length: number, n: number): string {
  return `9${String(n).padStart(length - 1, '0')}`.slice(0, length);
}

const OVERRIDES: Record<string, (n: number, call: Call) => Record<string, unknown> | Promise<Record<string, unknown>>> = {
  'academic-years': (n) => {
    const year = 2100 + (n % 800);
    return { description: `${year}/${year + 1}`, start_date: `${year}-07-01`, end_date: `${year + 1}-06-30`, is_current: false };
  },
  // A lockdown app's key is 64 hexadecimal digits; one of its two keys is enough.
  'exam-allowed-apps': (n) => ({ config_key: n.toString(16).padStart(64, 'a'), browser_exam_key: null }),
  // A bank account names a cash/bank account of the school's chart.
  'bank-accounts': () => ({ ledger_code: '1-1200' }),
  // The website's addresses (issue 20): a web page, a YouTube video, a social media page.
  'site-sliders': () => ({ link: 'https://contoh.sch.id/ppdb' }),
  'site-videos': () => ({ video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
  'site-social': (n) => ({ url: `https://instagram.com/uji${n}` }),
  schools: (n) => ({ slug: `uji-sekolah-${n}`, school_code: `UJI-${n}` }),
  students: (n) => ({ nisn: digitsOf(10, n), email: `siswa-uji-${n}@contoh.sch.id` }),
  // A student is in one rombel per year: place one who has none yet.
  'class-members': async (_n, call) => {
    const student = await call('POST', '/api/resources/students', {
      ...(await sampleFor(resourceByName('students')!, call)),
      sd_section_id: null,
    });
    return { sd_user_id: student.body.data.id };
  },
};

async function referenceId(call: Call, resource: string): Promise<number> {
  const list = await call('GET', `/api/resources/${resource}?per_page=1`);
  if (list.status === 200 && list.body.data.length) return list.body.data[0].id;
  const created = await call('POST', `/api/resources/${resource}`, await sampleFor(resourceByName(resource)!, call));
  if (created.status !== 201) throw new Error(`cannot create a ${resource}: ${JSON.stringify(created.body)}`);
  return created.body.data.id;
}

async function valueFor(field: FieldDef, call: Call, n: number): Promise<unknown> {
  switch (field.kind) {
    case 'login':
      return `uji-${n}@contoh.sch.id`;
    case 'password':
      return 'rahasia123';
    case 'checkbox':
      return field.defaultValue ?? true;
    case 'date':
      return /end|due/.test(field.name) ? '2026-06-20' : '2025-07-14';
    // The start before the end, in the evening, clear of any seeded exam session.
    case 'time':
      return /end/.test(field.name) ? '21:00' : '20:00';
    case 'number':
      return field.defaultValue ?? field.min ?? 1;
    case 'select':
      return field.defaultValue ?? field.options![0].value;
    case 'reference':
      return referenceId(call, field.reference!);
    case 'references':
      return [await referenceId(call, field.reference!)];
    case 'textarea':
      return `Keterangan uji ${n}`;
    // A picture needs an upload first; the website's picture fields are optional (tests/content covers them).
    case 'image':
      return null;
    default:
      if (field.inputMode === 'numeric') return digitsOf(field.maxLength!, n);
      if (field.inputMode === 'tel') return `0812${digitsOf(8, n)}`;
      if (field.inputMode === 'email') return `uji${n}@contoh.sch.id`;
      return `Uji ${field.label} ${n}`.slice(0, field.maxLength ?? 100);
  }
}

/** A valid body for POST /api/resources/<name>: every field the form shows, filled. */
export async function sampleFor(def: ResourceDef, call: Call): Promise<Record<string, unknown>> {
  const n = next();
  const body: Record<string, unknown> = {};
  for (const field of def.fields) {
    if (field.readOnly || field.form === 'none') continue;
    // A tree's own parent (org chart boxes): the first record is a root, or making one would recurse forever.
    if (field.kind === 'reference' && field.reference === def.name && !field.required) continue;
    body[field.name] = await valueFor(field, call, n);
  }
  return { ...body, ...((await OVERRIDES[def.name]?.(n, call)) ?? {}) };
}

/** A change the edit step makes: a plain text field gets new text, else a number, an option or a reference changes. */
export async function editFor(def: ResourceDef, record: Record<string, unknown>, call: Call): Promise<{ field: string; value: unknown }> {
  const editable = def.fields.filter((f) => !f.readOnly && f.form !== 'none' && !(def.name === 'academic-years' && f.name === 'description'));
  const text = editable.find((f) => f.kind === 'text' && !f.inputMode && !f.options);
  if (text) return { field: text.name, value: `Diubah ${String(record[text.name] ?? '')}`.slice(0, text.maxLength ?? 100) };
  const number = editable.find((f) => f.kind === 'number');
  if (number) {
    const value = Number(record[number.name]);
    return { field: number.name, value: value + 1 > (number.max ?? Infinity) ? value - 1 : value + 1 };
  }
  const option = editable.find((f) => f.kind === 'select' && (f.options?.length ?? 0) > 1);
  if (option) return { field: option.name, value: option.options!.find((o) => o.value !== String(record[option.name]))!.value };
  const reference = editable.find((f) => f.kind === 'reference')!;
  const target = resourceByName(reference.reference!)!;
  const created = await call('POST', `/api/resources/${target.name}`, await sampleFor(target, call));
  return { field: reference.name, value: created.body.data.id };
}
