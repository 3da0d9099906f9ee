import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { $userType } from '../../lib/session-store.ts';
import { fieldErrorsOf } from '../../../shared/validation.ts';
import type { ResourceDef } from '../../../shared/resources/types.ts';
import { toFailure, type FieldErrorMap } from '../../lib/api-failure.ts';
import { FieldInput } from './field-input.tsx';
import { formFields, initialValues, payloadOf, type FormValue, type FormValues } from './form-values.ts';
import { saveRecord, type Row } from './resource-client.ts';
import type { Labels } from './format.ts';

interface ResourceFormProps {
  def: ResourceDef;
  /** null: a new record. */
  record: Row | null;
  labels: Labels;
  /** Where "Batal" and a successful save go; null stays on the form (a singleton). */
  backTo: string | null;
  /** For a singleton: the record's id in the API ('current'). */
  recordId?: string;
  onSaved?: (row: Row) => void;
  /** Where the form saves, when not the generic API (a guardian's own data). */
  save?: (body: Record<string, unknown>) => Promise<{ data: Row }>;
}

/**
 * The add/edit form of a resource, from its fields: grouped into sections, checked with the definition's own
 * schema before sending, the server's 422 messages shown under the same fields.
 */
export function ResourceForm({ def, record, labels, backTo, recordId, onSaved, save }: ResourceFormProps) {
  const mode = record ? 'edit' : 'create';
  const navigate = useNavigate();
  const userType = useStore($userType);
  const [values, setValues] = useState<FormValues>(() => initialValues(def, mode, record, userType));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = formFields(def, mode, userType);
  const groups = [...new Set(fields.map((f) => f.group ?? ''))];

  useEffect(() => setValues(initialValues(def, mode, record, userType)), [def, mode, record, userType]);

  const set = (name: string) => (value: FormValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const showErrors = (found: FieldErrorMap) => {
    setErrors(found);
    // Move to the first field with a message, so a phone user sees what to fix.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const again = ((event.nativeEvent as SubmitEvent).submitter as HTMLElement | null)?.dataset.next === 'again';
    setFailure(null);
    setSaved(null);
    const body = payloadOf(def, mode, values, userType);
    const checked = def.schema.safeParse(body);
    if (!checked.success) {
      showErrors(fieldErrorsOf(checked.error));
      return;
    }
    setBusy(true);
    try {
      const result = await (save ? save(body) : saveRecord(def.name, recordId ?? record?.id ?? null, body));
      setErrors({});
      const message = `${def.title} berhasil disimpan.`;
      onSaved?.(result.data);
      if (again) {
        // Entering a class's students one after another: a fresh form that keeps the references (the rombel).
        const fresh = initialValues(def, mode, null, userType);
        for (const field of fields) if (field.reference) fresh[field.name] = values[field.name];
        setValues(fresh);
        setSaved(`${message} Isi data berikutnya.`);
        window.scrollTo({ top: 0 });
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus());
      } else if (backTo) navigate(backTo, { state: { flash: message } });
      else setSaved(message);
    } catch (error) {
      const answer = toFailure(error);
      if (answer.status === 422) {
        showErrors(answer.fieldErrors);
        if (answer.fieldErrors._) setFailure(answer.fieldErrors._.join(' '));
      } else setFailure(answer.message);
    } finally {
      setBusy(false);
    }
  };

  const general = errors._?.length && !failure ? errors._.join(' ') : null;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="resource-form">
      {saved && mode === 'create' && (
        <div className="alert alert-success py-2" role="status">
          {saved}
        </div>
      )}
      {Object.keys(errors).length > 0 && (
        <div className="alert alert-warning py-2" role="alert">
          Periksa kembali isian yang ditandai. {general}
        </div>
      )}
      {failure && (
        <div className="alert alert-danger py-2" role="alert">
          {failure}
        </div>
      )}
      {groups.map((group) => (
        <fieldset key={group || 'utama'} className="portal-card mb-3">
          {group && <legend className="h6 fw-semibold float-none w-auto mb-3">{group}</legend>}
          <div className="resource-form-grid">
            {fields
              .filter((f) => (f.group ?? '') === group)
              .map((field) => (
                <div key={field.name} className={field.kind === 'textarea' || field.kind === 'references' ? 'span-all' : undefined}>
                  <FieldInput
                    field={field}
                    value={values[field.name]}
                    onChange={set(field.name)}
                    errors={errors[field.name]}
                    labels={labels[field.name] ?? {}}
                    mode={mode}
                  />
                </div>
              ))}
          </div>
        </fieldset>
      ))}
      {saved && mode === 'edit' && (
        <div className="alert alert-success py-2" role="status">
          {saved}
        </div>
      )}
      <div className="resource-form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          Simpan
        </button>
        {mode === 'create' && backTo && (
          <button type="submit" className="btn btn-outline-primary" data-next="again" disabled={busy}>
            Simpan &amp; Tambah Lagi
          </button>
        )}
        {backTo && (
          <Link to={backTo} className="btn btn-outline-secondary">
            Batal
          </Link>
        )}
      </div>
    </form>
  );
}
