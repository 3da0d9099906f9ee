import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  /** Controlled when given; without it the input keeps what was typed (even before the island hydrated). */
  value?: string;
  onChange?: (value: string) => void;
  /** The server's messages for this field (a 422 answer), shown under it. */
  errors?: readonly string[];
  help?: string;
}

/** A labelled Bootstrap input whose error messages are tied to it for screen readers. */
export function TextField({ id, label, value, onChange, errors, help, className = '', ...input }: TextFieldProps) {
  const invalid = Boolean(errors?.length);
  const describedBy = [invalid ? `${id}-galat` : null, help ? `${id}-bantuan` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        value={value}
        onChange={onChange && ((event) => onChange(event.target.value))}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {invalid && (
        <div id={`${id}-galat`} className="invalid-feedback">
          {errors!.join(' ')}
        </div>
      )}
      {help && (
        <div id={`${id}-bantuan`} className="form-text">
          {help}
        </div>
      )}
    </div>
  );
}
