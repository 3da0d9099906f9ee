/** The course (mata pelajaran) choice used by the bank, the import and the schedule forms. Value '' = none. */
export function CourseSelect({
  id,
  courses,
  value,
  onChange,
  emptyLabel = '— umum —',
  hiddenLabel = false,
}: {
  id: string;
  courses: { id: number; name: string }[];
  value: string;
  onChange: (value: string) => void;
  emptyLabel?: string;
  hiddenLabel?: boolean;
}) {
  return (
    <>
      <label className={hiddenLabel ? 'visually-hidden' : 'form-label'} htmlFor={id}>
        Mata pelajaran
      </label>
      <select id={id} className="form-select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{emptyLabel}</option>
        {courses.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </>
  );
}
