/**
 * The small form pieces the school-life screens share: a labelled field with its server message under it, a
 * student picker over the students list, and a form that posts through a contract and reports like `act`.
 */
import { useId, useState, type ReactNode } from 'react';
import { reference } from '../../../shared/resources/fields.ts';
import { ReferencePicker } from '../../components/resource/reference-picker.tsx';
import { failureText, type FieldErrorMap, toFailure } from '../../lib/api-failure.ts';
import Swal from 'sweetalert2';
import { act } from '../../lib/act.ts';

export type Errors = FieldErrorMap;

export function FieldError({ errors, name }: { errors: Errors; name: string }) {
  return errors[name] ? (
    <div className="text-danger small" id={`err-${name}`}>
      {errors[name].join(' ')}
    </div>
  ) : null;
}

type InputProps = {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  errors: Errors;
  type?: string;
  className?: string;
  required?: boolean;
  placeholder?: string;
  large?: boolean;
};

export function Input({ label, name, value, onChange, errors, type = 'text', className = 'col-12', required, placeholder, large }: InputProps) {
  const id = useId();
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className={`form-control${large ? ' form-control-lg' : ''}${errors[name] ? ' is-invalid' : ''}`}
        value={value}
        required={required}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={errors[name] ? `err-${name}` : undefined}
      />
      <FieldError errors={errors} name={name} />
    </div>
  );
}

export function TextArea({ label, name, value, onChange, errors, rows = 3, className = 'col-12', large }: Omit<InputProps, 'type'> & { rows?: number }) {
  const id = useId();
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        className={`form-control${large ? ' form-control-lg' : ''}${errors[name] ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={errors[name] ? `err-${name}` : undefined}
      />
      <FieldError errors={errors} name={name} />
    </div>
  );
}

export function Select({
  label,
  name,
  value,
  onChange,
  errors,
  options,
  className = 'col-12',
  empty,
  large,
}: Omit<InputProps, 'type'> & { options: readonly (readonly [string, string])[]; empty?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={`form-select${large ? ' form-select-lg' : ''}${errors[name] ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
      <FieldError errors={errors} name={name} />
    </div>
  );
}

const STUDENT_FIELD = reference('studentId', 'Siswa', 'students');
const TEACHER_FIELD = reference('userId', 'Guru', 'teachers');

/** A student (or teacher) chosen from the school's list: a select when short, a search box when long. */
export function PersonPicker({
  label,
  name,
  value,
  onChange,
  errors,
  className = 'col-12',
  of = 'students',
}: Omit<InputProps, 'type'> & { of?: 'students' | 'teachers' }) {
  const id = useId();
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <ReferencePicker
        id={id}
        field={of === 'students' ? STUDENT_FIELD : TEACHER_FIELD}
        value={value}
        onChange={(v) => onChange(String(v))}
        labels={{}}
        invalid={!!errors[name]}
      />
      <FieldError errors={errors} name={name} />
    </div>
  );
}

/** A form that runs one call: the done message as a toast, the field messages under their fields. */
export function useSubmit() {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  /** `done` may read the answer: "Poin tercatat (jumlah 30)…" comes from the server. */
  const submit = async <T,>(action: () => Promise<T>, done: string | ((answer: T) => string)) => {
    setBusy(true);
    try {
      if (typeof done === 'string') return await act(action, done, setErrors);
      try {
        const answer = await action();
        setErrors({});
        void Swal.fire({ icon: 'success', title: done(answer), timer: 2600, showConfirmButton: false });
        return true;
      } catch (error) {
        const failure = toFailure(error);
        setErrors(failure.fieldErrors);
        await Swal.fire({ icon: 'error', title: 'Gagal', text: failureText(failure) });
        return false;
      }
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, submit };
}

export function FormCard({
  title,
  label,
  onSubmit,
  children,
  busy,
  button,
}: {
  title?: string;
  label: string;
  onSubmit: () => void;
  children: ReactNode;
  busy: boolean;
  button: string;
}) {
  return (
    <form
      className="card card-body mb-3"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {title && <h2 className="h6">{title}</h2>}
      <div className="row g-2">{children}</div>
      <div className="mt-2">
        <button className="btn btn-primary" type="submit" disabled={busy}>
          {button}
        </button>
      </div>
    </form>
  );
}

/** "24 Nov 2026" from "2026-11-24". */
export const dayLabel = (iso: string | null) =>
  iso ? new Date(`${iso.slice(0, 10)}T00:00:00`).toLocaleDateString('id-ID', { day: 'numeric', month: 'short', year: 'numeric' }) : '-';
/** Today on this device, as a date input's value. */
export const todayInput = () => {
  const d = new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** A table that may scroll sideways on a phone: focusable, so a keyboard reaches it (axe: scrollable-region-focusable). */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
    <div className="table-responsive" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
