/** The semester picker of the planning screens: 1 (Ganjil) or 2 (Genap). */
export function SemesterSelect({
  id,
  value,
  onChange,
  small = true,
  label = 'Semester',
}: {
  id: string;
  value: string;
  onChange: (s: '1' | '2') => void;
  small?: boolean;
  label?: string;
}) {
  return (
    <>
      <label className={small ? 'form-label small mb-0' : 'form-label'} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={small ? 'form-select form-select-sm' : 'form-select'} value={value} onChange={(e) => onChange(e.target.value as '1' | '2')}>
        <option value="1">1 (Ganjil)</option>
        <option value="2">2 (Genap)</option>
      </select>
    </>
  );
}
