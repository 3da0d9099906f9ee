/** A labelled input with its 422 message under it, as every planning form shows one. */
import type { InputHTMLAttributes } from 'react';

export function Field({
  id,
  label,
  errors,
  className = 'col-12',
  ...input
}: { id: string; label: string; errors?: string[]; className?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className={`form-control${errors ? ' is-invalid' : ''}`} {...input} />
      {errors && <div className="invalid-feedback">{errors.join(' ')}</div>}
    </div>
  );
}

/** The messages of a field and its sub-fields (rooms.0.roomId …) in one line. */
export function errorsUnder(errors: Record<string, string[]>, prefix: string): string[] | undefined {
  const found = Object.entries(errors)
    .filter(([k]) => k === prefix || k.startsWith(`${prefix}.`))
    .flatMap(([, v]) => v);
  return found.length ? found : undefined;
}
