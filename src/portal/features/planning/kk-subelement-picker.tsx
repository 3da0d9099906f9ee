/** Choosing a project's target sub-elements from a framework's tree: a checkbox per sub-element, grouped by dimension. */
import type { z } from 'zod';
import type { frameworkSchema } from '../../../shared/api/kokurikuler/framework.ts';

type Framework = z.output<typeof frameworkSchema>;

export function SubelementPicker({
  framework,
  value,
  onChange,
  errors,
}: {
  framework: Framework;
  value: number[];
  onChange: (ids: number[]) => void;
  errors?: string[];
}) {
  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset className="mb-3">
      <legend className="form-label fw-semibold fs-6">Subelemen sasaran ({value.length} dipilih)</legend>
      {errors?.length ? (
        <div className="text-danger small mb-1" role="alert">
          {errors.join(' ')}
        </div>
      ) : null}
      <div className="border rounded p-2" style={{ maxHeight: '22rem', overflowY: 'auto' }}>
        {framework.dimensions.map((d) => (
          <details key={d.id} open={d.elements.some((e) => e.subelements.some((s) => value.includes(s.id)))}>
            <summary className="fw-semibold small py-1">
              {d.name}{' '}
              <span className="text-body-secondary">({d.elements.reduce((n, e) => n + e.subelements.filter((s) => value.includes(s.id)).length, 0)})</span>
            </summary>
            {d.elements.map((e) => (
              <div key={e.id} className="ms-3 mb-1">
                <div className="small text-body-secondary">{e.name}</div>
                {e.subelements.map((s) => (
                  <div className="form-check ms-2" key={s.id}>
                    <input className="form-check-input" type="checkbox" id={`sub-${s.id}`} checked={value.includes(s.id)} onChange={() => toggle(s.id)} />
                    <label className="form-check-label small" htmlFor={`sub-${s.id}`}>
                      {s.name}
                    </label>
                  </div>
                ))}
              </div>
            ))}
          </details>
        ))}
      </div>
    </fieldset>
  );
}
