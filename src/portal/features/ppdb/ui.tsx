/** Small pieces every PPDB screen uses: links by route name, rupiah, a save with its feedback, a field's error. */
import type { ReactNode } from 'react';
import type { FieldErrorMap } from '../../lib/api-failure.ts';

export { routeTo } from '../../lib/route-to.ts';
export { act } from '../../lib/act.ts';

export const rupiah = (n: number) => `Rp${n.toLocaleString('id-ID')}`;

export const longDate = (iso: string) => new Date(`${iso}T00:00:00`).toLocaleDateString('id-ID', { day: 'numeric', month: 'short', year: 'numeric' });

export function FieldError({ errors, name, id }: { errors: FieldErrorMap; name: string; id?: string }) {
  const messages = errors[name];
  if (!messages?.length) return null;
  return (
    <div className="invalid-feedback d-block" id={id}>
      {messages.join(' ')}
    </div>
  );
}

export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="col-6 col-md-3">
      <div className="border rounded p-2 h-100">
        <div className="small text-body-secondary">{label}</div>
        <div className="fw-semibold">{value}</div>
      </div>
    </div>
  );
}
