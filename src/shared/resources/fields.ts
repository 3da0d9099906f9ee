/**
 * Field builders: each returns the field's metadata and its zod validator together, so the form, the API
 * and the Excel import check a value the same way. Messages are Indonesian and say what to type.
 * Optional fields accept '' (an empty form input) and store it as null.
 */
import { z } from 'zod';
import { idSchema } from '../ids.ts';
import type { FieldDef, FormPlacement, OptionItem } from './types.ts';
import { FILE_URL_PATTERN, type FileKind } from '../files/file-kinds.ts';

interface Common {
  optional?: boolean;
  group?: string;
  help?: string;
  placeholder?: string;
  form?: FormPlacement;
  sensitive?: boolean;
  defaultValue?: unknown;
  hiddenFor?: FieldDef['hiddenFor'];
}

const REQUIRED = 'Wajib diisi.';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const numeric = (value: unknown) => {
  const v = blankToNull(value);
  return typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v;
};

/** Wraps a validator so a blank or absent value is null (optional) or "Wajib diisi." (required). */
function presence(inner: z.ZodType, optional: boolean, prepare = blankToNull): z.ZodType {
  if (optional) return z.preprocess(prepare, inner.nullable().optional());
  return z.preprocess(
    prepare,
    z
      .any()
      .refine((v) => v !== null && v !== undefined, REQUIRED)
      .pipe(inner as z.ZodType<unknown, any>),
  );
}

function field(
  name: string,
  label: string,
  kind: FieldDef['kind'],
  inner: z.ZodType,
  common: Common,
  extra: Partial<FieldDef> = {},
  prepare = blankToNull,
): FieldDef {
  const optional = common.optional ?? false;
  return {
    name,
    label,
    kind,
    schema: presence(inner, optional, prepare),
    required: !optional,
    group: common.group,
    help: common.help,
    placeholder: common.placeholder,
    form: common.form ?? 'both',
    sensitive: common.sensitive,
    defaultValue: common.defaultValue,
    hiddenFor: common.hiddenFor,
    ...extra,
  };
}

function trimmed(max: number, min = 1): z.ZodType {
  return z
    .string()
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(min, min <= 1 ? REQUIRED : `Minimal ${min} karakter.`)
        .max(max, `Maksimal ${max} karakter.`),
    );
}

export function text(name: string, label: string, options: Common & { max?: number; min?: number } = {}): FieldDef {
  const max = options.max ?? 150;
  return field(name, label, 'text', trimmed(max, options.min), options, { maxLength: max });
}

export function textarea(name: string, label: string, options: Common & { max?: number } = {}): FieldDef {
  const max = options.max ?? 2000;
  const inner = z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().max(max, `Maksimal ${max} karakter.`));
  return field(name, label, 'textarea', inner, options, { maxLength: max });
}

/** A string of digits of an exact length (NISN 10, NIK 16, NUPTK 16, NIP 18, NPSN 8) or a length range. */
export function digits(name: string, label: string, length: number | [number, number], options: Common = {}): FieldDef {
  const [min, max] = typeof length === 'number' ? [length, length] : length;
  const rule = min === max ? `${min} digit angka` : `${min}–${max} digit angka`;
  const inner = z
    .union([z.string(), z.number()])
    .transform((v) => String(v).replace(/\s+/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`), `${label} harus ${rule}.`));
  return field(name, label, 'text', inner, options, { inputMode: 'numeric', maxLength: max, digits: [min, max] });
}

export function phone(name: string, label: string, options: Common = {}): FieldDef {
  const inner = z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\+?\d{8,15}$/, 'Nomor telepon 8–15 angka, boleh diawali +.'));
  return field(name, label, 'text', inner, options, { inputMode: 'tel', maxLength: 20 });
}

/** A key of hexadecimal digits (a SHA-256 key as Safe Exam Browser shows it: 64), stored in lower case. */
export function hexKey(name: string, label: string, length: number, options: Common = {}): FieldDef {
  const inner = z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.string().regex(new RegExp(`^[0-9a-f]{${length}}$`), `Harus ${length} karakter heksadesimal (0-9, a-f).`));
  return field(name, label, 'text', inner, options, { maxLength: length });
}

export function integer(name: string, label: string, options: Common & { min?: number; max?: number } = {}): FieldDef {
  const min = options.min ?? 0;
  const max = options.max ?? 1_000_000;
  const inner = z.number({ error: 'Isi dengan angka.' }).int('Isi dengan bilangan bulat.').min(min, `Paling kecil ${min}.`).max(max, `Paling besar ${max}.`);
  return field(name, label, 'number', inner, options, { inputMode: 'numeric', min, max }, numeric);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isRealDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** A time of day as HH:MM; 07.30 (the Indonesian way of writing it) is accepted too. */
export const timeValue = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3])[:.][0-5]\d(:[0-5]\d)?$/, 'Tulis jam seperti 07:30.')
  .transform((v) => v.replace('.', ':').slice(0, 5));

/** "07:30" as minutes after midnight, to compare times of day. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function time(name: string, label: string, options: Common = {}): FieldDef {
  return field(name, label, 'time', timeValue, options, { maxLength: 5 });
}

export const dateValue = z.string().refine(isRealDate, 'Tanggal tidak valid (format TTTT-BB-HH).');

export function date(name: string, label: string, options: Common = {}): FieldDef {
  return field(name, label, 'date', dateValue, options);
}

export function select(name: string, label: string, items: readonly OptionItem[], options: Common = {}): FieldDef {
  const values = new Set(items.map((o) => o.value));
  const inner = z
    .union([z.string(), z.number()])
    .transform(String)
    .refine((v) => values.has(v), 'Pilih salah satu pilihan yang tersedia.');
  return field(name, label, 'select', inner, options, { options: items });
}

const recordId = idSchema('Pilih salah satu.');

export function reference(name: string, label: string, resource: string, options: Common = {}): FieldDef {
  return field(name, label, 'reference', recordId, options, { reference: resource }, numeric);
}

export function references(name: string, label: string, resource: string, options: Common & { max?: number } = {}): FieldDef {
  const max = options.max ?? 20;
  const inner = z
    .array(z.preprocess(numeric, recordId))
    .max(max, `Paling banyak ${max}.`)
    .transform((ids) => [...new Set(ids)]);
  return {
    ...field(name, label, 'references', inner, { ...options, optional: true }, { reference: resource }),
    schema: z.preprocess((v) => (v === null || v === undefined || v === '' ? [] : v), inner),
    required: false,
  };
}

export function checkbox(name: string, label: string, options: Common = {}): FieldDef {
  const fallback = (options.defaultValue as boolean | undefined) ?? false;
  return {
    ...field(name, label, 'checkbox', z.boolean(), { ...options, optional: true }),
    schema: z.preprocess((v) => (v === null || v === undefined || v === '' ? fallback : v), z.boolean({ error: 'Isian tidak valid.' })),
    required: false,
    defaultValue: fallback,
  };
}

const USERNAME = /^[a-z0-9][a-z0-9._-]{2,59}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign-in name: an email, or a username of letters, digits, dot, dash and underscore (students often lack email). */
export const loginValue = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().toLowerCase())
  .pipe(
    z
      .string()
      .max(254, 'Maksimal 254 karakter.')
      .refine((v) => EMAIL.test(v) || USERNAME.test(v), 'Isi email yang valid, atau nama pengguna 3–60 huruf kecil/angka (boleh . _ -).'),
  );

export function login(name: string, label: string, options: Common = {}): FieldDef {
  return field(name, label, 'login', loginValue, options, { inputMode: 'email', maxLength: 254 });
}

export const PASSWORD_MIN = 8;

export function password(name: string, label: string, options: Common = {}): FieldDef {
  const inner = z.string().min(PASSWORD_MIN, `Minimal ${PASSWORD_MIN} karakter.`).max(128, 'Maksimal 128 karakter.');
  return field(name, label, 'password', inner, { ...options, optional: true }, { maxLength: 128 }, (v) => (v === '' ? null : v));
}

export function email(name: string, label: string, options: Common = {}): FieldDef {
  const inner = z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.string().max(254, 'Maksimal 254 karakter.').regex(EMAIL, 'Isi alamat email yang valid.'));
  return field(name, label, 'text', inner, options, { inputMode: 'email', maxLength: 254 });
}

/** A value the server computes (a count, a name from another table): listed and sorted, never written. */
export function computed(name: string, label: string, kind: 'text' | 'number' | 'checkbox' = 'text'): FieldDef {
  return { name, label, kind, schema: z.unknown(), required: false, form: 'none', readOnly: true };
}

/** An uploaded picture, stored as its address (/api/files/<uuid>); the form uploads it through the one upload path. */
export function image(name: string, label: string, fileKind: FileKind, options: Common = {}): FieldDef {
  const inner = z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().regex(FILE_URL_PATTERN, 'Unggah gambar melalui tombol unggah.'));
  return field(name, label, 'image', inner, options, { fileKind });
}

/** A web address (https://...), e.g. a video or a social media page. */
export function url(name: string, label: string, options: Common & { max?: number; host?: RegExp; hostMessage?: string; allowPath?: boolean } = {}): FieldDef {
  const max = options.max ?? 300;
  const inner = z
    .string()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .max(max, `Maksimal ${max} karakter.`)
        .refine(
          (v) => {
            if (options.allowPath && /^\/(?!\/)[^\s]*$/.test(v)) return true;
            try {
              const u = new URL(v);
              return (u.protocol === 'https:' || u.protocol === 'http:') && (!options.host || options.host.test(u.hostname));
            } catch {
              return false;
            }
          },
          options.hostMessage ??
            (options.allowPath ? 'Isi alamat web lengkap (https://…) atau alamat di situs ini (/…).' : 'Isi alamat web lengkap, diawali https://'),
        ),
    );
  return field(name, label, 'text', inner, options, { maxLength: max, inputMode: 'text' });
}
