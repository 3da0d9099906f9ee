/** What the public account pages share: sending a form by contract, its field errors and its outcome. */
import { useEffect, useState, type ReactNode, type SubmitEvent } from 'react';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useSubmission } from '../../lib/use-submission.ts';

export interface PublicForm {
  ready: boolean;
  busy: boolean;
  errors: FieldErrorMap;
  message: string | null;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
}

/** Reads the form's fields (blank ones left out), sends them, and keeps the server's answer or refusal. */
export function usePublicForm(send: (values: Record<string, string>) => Promise<unknown>): PublicForm {
  const [ready, setReady] = useState(false);
  const { busy, errors, message, submit } = useSubmission();
  useEffect(() => setReady(true), []);
  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((v, k) => {
      if (typeof v === 'string' && v.trim() !== '') values[k] = k.startsWith('password') ? v : v.trim();
    });
    await submit(() => send(values));
  };
  return { ready, busy, errors, message, onSubmit };
}

export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <div className="alert alert-danger py-2" role="alert">
      {message}
    </div>
  ) : null;
}

export function SubmitButton({ form, children }: { form: PublicForm; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary w-100 py-2" disabled={form.busy || !form.ready}>
      {form.busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}

export function Done({ children }: { children: ReactNode }) {
  return (
    <div className="alert alert-success" role="status" tabIndex={-1} ref={(el) => el?.focus()}>
      {children}
    </div>
  );
}

export function Choice({
  id,
  label,
  name,
  options,
  errors,
  required = true,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  options: readonly (readonly [string, string])[];
  errors?: readonly string[];
  required?: boolean;
  onChange?: (value: string) => void;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={`form-select${invalid ? ' is-invalid' : ''}`}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-galat` : undefined}
        defaultValue=""
        onChange={onChange && ((e) => onChange(e.target.value))}
      >
        <option value="" disabled>
          Pilih…
        </option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {invalid && (
        <div id={`${id}-galat`} className="invalid-feedback">
          {errors!.join(' ')}
        </div>
      )}
    </div>
  );
}
