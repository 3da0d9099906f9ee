/**
 * The contracts a resource definition emits (ENGINEERING.md "One definition per entity"): list, options, get,
 * create, update and delete under /api/resources/<name>. The server registers them for every definition, the
 * resource screens call them, and the OpenAPI document lists each resource's calls with its own fields.
 */
import { z } from 'zod';
import { defineContract } from './contract.ts';
import { messageAnswerSchema } from './common.ts';
import type { FieldDef, ResourceDef } from '../resources/types.ts';

/** A stored value as the API answers it, per input kind (what the form sends is the field's own schema). */
function outputOf(field: FieldDef): z.ZodType | null {
  const described = (schema: z.ZodType) => schema.nullable().optional().describe(field.label);
  switch (field.kind) {
    case 'password':
      return null;
    case 'number':
    case 'reference':
      return described(z.number());
    case 'references':
      return z.array(z.number()).optional().describe(field.label);
    case 'checkbox':
      return described(z.boolean());
    case 'select':
      return described(z.union([z.string(), z.number()]));
    default:
      return described(z.string());
  }
}

function rowSchema(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = { id: z.number().int() };
  for (const field of def.fields) {
    const schema = outputOf(field);
    if (schema) shape[field.name] = schema;
  }
  // Hooks may add computed columns beyond the fields (a count, a name): they pass through.
  return z.looseObject(shape);
}

const labelsSchema = z.record(z.string(), z.record(z.string(), z.string())).describe('Nama rekaman yang dirujuk, per kolom lalu id');
const rawId = z.object({ id: z.string().describe(`Id rekaman (atau 'current' untuk pengaturan sekolah)`) });

export function resourceContracts(def: ResourceDef) {
  const base = `/api/resources/${def.name}`;
  const tag = `Data: ${def.title}`;
  const row = rowSchema(def);
  const record = z.object({ data: row, labels: labelsSchema });
  const access = `baca: jenis ${def.access.read.join(', ')}; ubah: jenis ${def.access.write.join(', ')}`;
  const common = { auth: 'session' as const, tag, access };
  return {
    list: defineContract({
      ...common,
      name: `resources.${def.name}.list`,
      method: 'GET',
      path: base,
      input: z.record(z.string(), z.unknown()).describe('page, per_page, q, sort, dir, dan filter per kolom'),
      output: z.object({ data: z.array(row), total: z.number().int(), page: z.number().int(), per_page: z.number().int(), labels: labelsSchema }),
      summary: `Daftar ${def.title}: halaman, pencarian, urutan dan filter.`,
    }),
    options: defineContract({
      ...common,
      name: `resources.${def.name}.options`,
      method: 'GET',
      path: `${base}/options`,
      input: z.object({ q: z.string().optional(), ids: z.string().optional() }).loose(),
      output: z.object({ data: z.array(z.object({ value: z.string(), label: z.string(), hint: z.string().optional() })), more: z.boolean() }),
      summary: `Pilihan ${def.title} untuk kolom rujukan (q: cari, ids: id dipisah koma).`,
    }),
    get: defineContract({
      ...common,
      name: `resources.${def.name}.get`,
      method: 'GET',
      path: `${base}/:id`,
      params: rawId,
      output: record,
      summary: `Satu ${def.title}.`,
    }),
    create: defineContract({
      ...common,
      name: `resources.${def.name}.create`,
      method: 'POST',
      path: base,
      status: 201,
      input: z.record(z.string(), z.unknown()).describe(def.fields.map((f) => f.name).join(', ')),
      output: record,
      summary: `Tambah ${def.title}.`,
    }),
    update: defineContract({
      ...common,
      name: `resources.${def.name}.update`,
      method: 'PUT',
      path: `${base}/:id`,
      params: rawId,
      input: z.record(z.string(), z.unknown()).describe('kolom yang tidak dikirim tetap'),
      output: record,
      summary: `Ubah ${def.title}.`,
    }),
    remove: defineContract({
      ...common,
      name: `resources.${def.name}.delete`,
      method: 'DELETE',
      path: `${base}/:id`,
      params: rawId,
      output: messageAnswerSchema,
      summary: `Hapus ${def.title}.`,
    }),
  };
}

export type ResourceContracts = ReturnType<typeof resourceContracts>;

const cache = new Map<string, ResourceContracts>();
/** One set of contracts per definition, made once. */
export function contractsOf(def: ResourceDef): ResourceContracts {
  let found = cache.get(def.name);
  if (!found) cache.set(def.name, (found = resourceContracts(def)));
  return found;
}
