import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { schoolSelectorMode } from '../../../shared/user-types.ts';
import { $curriculumData, $curriculumId, $schoolData, $schoolId, $userType, $yearData, $yearId } from '../../lib/session-store.ts';
import { DEFAULT_YEAR } from '../../lib/storage.ts';
import { changeSchool, changeYear } from '../../lib/shell-calls.ts';

/**
 * The top bar's selectors (document 01, section 6): the school selector is disabled for types 2, 3, 4, 7, 8,
 * 9, 10, 11, enabled for the foundation (13) and absent for the rest; the academic year is enabled for every
 * signed-in user; the curriculum is always read-only.
 */
export function Selectors() {
  const userType = useStore($userType);
  const mode = schoolSelectorMode(userType);
  return (
    <div className="portal-selectors">
      {mode !== 'hidden' && <SchoolSelect disabled={mode === 'disabled'} />}
      <YearSelect />
      <CurriculumSelect />
    </div>
  );
}

function SchoolSelect({ disabled }: { disabled: boolean }) {
  const schools = useStore($schoolData);
  const schoolId = useStore($schoolId) ?? '';
  const [busy, setBusy] = useState(false);
  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    setBusy(true);
    const reloading = await changeSchool(event.target.value);
    if (!reloading) setBusy(false);
  };
  return (
    <Field id="pilih-sekolah" label="Sekolah">
      <select id="pilih-sekolah" className="form-select form-select-sm" value={schoolId} disabled={disabled || busy} onChange={onChange}>
        {schools.length === 0 && <option value={schoolId}>—</option>}
        {schools.map((s) => (
          <option key={s.sd_school_id} value={String(s.sd_school_id)}>
            {s.school_name}
          </option>
        ))}
      </select>
    </Field>
  );
}

function YearSelect() {
  const years = useStore($yearData);
  const yearId = useStore($yearId);
  const [busy, setBusy] = useState(false);
  const known = years.some((y) => String(y.sd_academic_year_id) === yearId);
  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    setBusy(true);
    await changeYear(event.target.value);
    setBusy(false);
  };
  return (
    <Field id="pilih-tahun" label="Tahun Ajaran">
      <select id="pilih-tahun" className="form-select form-select-sm" value={known ? yearId : DEFAULT_YEAR} disabled={busy} onChange={onChange}>
        {!known && <option value={DEFAULT_YEAR}>Pilih tahun ajaran</option>}
        {years.map((y) => (
          <option key={y.sd_academic_year_id} value={String(y.sd_academic_year_id)}>
            {y.description}
          </option>
        ))}
      </select>
    </Field>
  );
}

function CurriculumSelect() {
  const curricula = useStore($curriculumData);
  const curriculumId = useStore($curriculumId) ?? '';
  const known = curricula.some((c) => String(c.sd_curriculum_id) === curriculumId);
  return (
    <Field id="pilih-kurikulum" label="Kurikulum">
      <select id="pilih-kurikulum" className="form-select form-select-sm" value={known ? curriculumId : ''} disabled>
        {!known && <option value="">—</option>}
        {curricula.map((c) => (
          <option key={c.sd_curriculum_id} value={String(c.sd_curriculum_id)} title={c.name}>
            {c.code}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="portal-selector">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
    </div>
  );
}
