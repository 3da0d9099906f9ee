/**
 * Between a record and its form: inputs hold strings (a reference holds its id as text), checkboxes
 * booleans, multi-references lists of ids. The payload is checked by the definition's own zod schema, which
 * turns '12' into 12 and '' into null exactly as the server does.
 */
import type { FieldDef, ResourceDef } from '../../../shared/resources/types.ts';

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

/** The fields a form shows: for its mode, and not those hidden from this user type. */
export function formFields(def: ResourceDef, mode: 'create' | 'edit', userType?: string | null): FieldDef[] {
  return def.fields.filter((f) => !f.readOnly && (f.form === 'both' || f.form === mode) && !f.hiddenFor?.includes(userType as never));
}

function toFormValue(field: FieldDef, value: unknown): FormValue {
  if (field.kind === 'checkbox') return value === undefined || value === null ? Boolean(field.defaultValue) : Boolean(value);
  if (field.kind === 'references') return Array.isArray(value) ? value.map(String) : [];
  if (field.kind === 'password') return '';
  if (value === undefined || value === null) return '';
  return String(value);
}

export function initialValues(def: ResourceDef, mode: 'create' | 'edit', record: Record<string, unknown> | null, userType?: string | null): FormValues {
  const values: FormValues = {};
  for (const field of formFields(def, mode, userType)) values[field.name] = toFormValue(field, record ? record[field.name] : field.defaultValue);
  return values;
}

/** What the form sends: every shown field; an empty password on an edit is left out (it stays as it was). */
export function payloadOf(def: ResourceDef, mode: 'create' | 'edit', values: FormValues, userType?: string | null): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of formFields(def, mode, userType)) {
    const value = values[field.name];
    if (field.kind === 'password' && value === '') continue;
    body[field.name] = typeof value === 'string' ? (value.trim() === '' ? null : value) : value;
  }
  return body;
}
