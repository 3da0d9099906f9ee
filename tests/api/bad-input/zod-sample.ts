import type { z } from 'zod';

/**
 * A well-shaped value for a zod schema (zod 4 definitions): every key of every object, one element per array,
 * the first option of a union or enum. The bad-input suite starts from it and spoils one field at a time,
 * so the spoiled field is what a route's parser and service meet, not an early "Wajib diisi." elsewhere.
 */
export function sampleOf(schema: z.ZodType | undefined, depth = 0, key = ''): unknown {
  if (!schema || depth > 8) return undefined;
  const def = (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([name, child]) => [name, sampleOf(child, depth + 1, name)]));
    case 'array':
      return [sampleOf(def.element, depth + 1)];
    case 'tuple':
      return (def.items as z.ZodType[]).map((item) => sampleOf(item, depth + 1));
    case 'record':
      return { a: sampleOf(def.valueType, depth + 1) };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleOf(def.innerType, depth + 1, key);
    case 'pipe':
      // z.preprocess is a pipe from a transform: the shape is the pipe's output side.
      return (def.in as { _zod: { def: { type: string } } })._zod.def.type === 'transform'
        ? sampleOf(def.out, depth + 1, key)
        : sampleOf(def.in, depth + 1, key);
    case 'lazy':
      return sampleOf(def.getter(), depth + 1);
    case 'union':
      return sampleOf(def.options[0], depth + 1, key);
    case 'intersection': {
      const left = sampleOf(def.left, depth + 1);
      const right = sampleOf(def.right, depth + 1);
      return typeof left === 'object' && typeof right === 'object' ? { ...(left as object), ...(right as object) } : left;
    }
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'string':
      return textFor(key);
    case 'number':
    case 'int':
      return 1;
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return '2026-01-05T07:00:00.000Z';
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** A text that passes the usual rules of a field so named: a NUL put into it then meets the service, not a regex. */
function textFor(key: string): string {
  if (/email|login/i.test(key)) return 'uji@contoh.sch.id';
  if (/password/i.test(key)) return 'rahasia123';
  if (/phone|telp/i.test(key)) return '081234567890';
  if (/date|tanggal/i.test(key)) return '2026-01-05';
  if (/^token$/i.test(key)) return 'ABC123';
  return 'teks uji';
}

/** Every path to a value inside a sample: ['answers'], ['answers', 0], ['answers', 0, 'questionId'] ... */
export function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [];
  if (Array.isArray(value)) value.forEach((v, i) => out.push([...prefix, i], ...pathsOf(v, [...prefix, i])));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push([...prefix, k], ...pathsOf(v, [...prefix, k]));
  }
  return out;
}

/** A copy of `value` with the value at `path` replaced. */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}

export function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), value);
}
