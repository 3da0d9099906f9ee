/** A small labelled select over a fixed list with Indonesian labels; `all` adds an empty "Semua" choice for filters. */
export function OptionSelect<T extends string>(props: {
  id: string;
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | '';
  onChange: (value: T | '') => void;
  all?: boolean;
}) {
  return (
    <>
      <label className="form-label small mb-0" htmlFor={props.id}>
        {props.label}
      </label>
      <select id={props.id} className="form-select form-select-sm" value={props.value} onChange={(e) => props.onChange(e.target.value as T | '')}>
        {props.all && <option value="">Semua</option>}
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.labels[o]}
          </option>
        ))}
      </select>
    </>
  );
}
