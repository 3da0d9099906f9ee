import { fieldOf } from '../../../shared/resources/define.ts';
import type { ResourceDef } from '../../../shared/resources/types.ts';
import { ReferencePicker } from './reference-picker.tsx';
import type { ListQuery } from './resource-client.ts';

/** The list's filters: option fields and yes/no as selects, references with the same picker as the form. */
export function ListFilters({ def, query, onChange }: { def: ResourceDef; query: ListQuery; onChange: (field: string, value: string | null) => void }) {
  return (
    <>
      {def.filters.map((filter) => {
        const field = fieldOf(def, filter.field)!;
        const id = `saring-${filter.field}`;
        const value = String(query[filter.field] ?? '');
        return (
          <div key={filter.field} className="resource-filter">
            <label htmlFor={id} className="form-label small mb-1">
              {filter.label}
            </label>
            {field.kind === 'reference' ? (
              <ReferencePicker
                id={id}
                field={field}
                value={value}
                labels={{}}
                emptyLabel="Semua"
                onChange={(v) => onChange(filter.field, (v as string) || null)}
              />
            ) : (
              <select id={id} className="form-select" value={value} onChange={(e) => onChange(filter.field, e.target.value || null)}>
                <option value="">Semua</option>
                {field.kind === 'checkbox' ? (
                  <>
                    <option value="true">Ya</option>
                    <option value="false">Tidak</option>
                  </>
                ) : (
                  field.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))
                )}
              </select>
            )}
          </div>
        );
      })}
    </>
  );
}
