/** A labelled Bootstrap switch: the on/off rules of these screens, big enough for a thumb on a phone. */
export function SwitchField({
  id,
  label,
  help,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  help?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="form-check form-switch mb-3">
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={help ? `${id}-bantuan` : undefined}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      {help && (
        <div id={`${id}-bantuan`} className="form-text">
          {help}
        </div>
      )}
    </div>
  );
}
