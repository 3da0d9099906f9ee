/** Small pieces the curriculum screens share: owner badges, phase and semester labels, the subject list. */
import { useEffect, useRef, useState } from 'react';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { listSubjectsContract } from '../../../shared/api/curriculum/texts.ts';
import { PHASE_CODES, PHASE_GRADES, type PhaseCode } from '../../../shared/curriculum/types.ts';

export { act } from '../../lib/act.ts';
export { routeTo } from '../../lib/route-to.ts';

export const PHASES = PHASE_CODES;
export const phaseLabel = (p: string) => `Fase ${p}${PHASE_GRADES[p as PhaseCode] ? ` (kelas ${PHASE_GRADES[p as PhaseCode].join('–')})` : ''}`;
export const semesterLabel = (s: string | null | undefined) => (s === '1' ? 'Ganjil' : s === '2' ? 'Genap' : '–');
export const curriculumLabel = (c: string) => (c === 'k13' ? 'Kurikulum 2013' : c === 'merdeka' ? 'Kurikulum Merdeka' : 'K13 dan Merdeka');

export function OwnerBadge({ owner }: { owner: 'platform' | 'school' }) {
  return owner === 'platform' ? (
    <span className="badge text-bg-secondary">Referensi platform</span>
  ) : (
    <span className="badge text-bg-success">Milik sekolah</span>
  );
}

export type SubjectOption = { id: number; code: string; name: string; curriculum: string };
export const loadSubjects = async (): Promise<SubjectOption[]> => (await call(listSubjectsContract)).data;

export function Field({ id, label, error, children }: { id: string; label: string; error?: string[]; children: React.ReactNode }) {
  return (
    <div className="mb-2">
      <label className="form-label small mb-1" htmlFor={id}>
        {label}
      </label>
      {children}
      {error?.[0] && <div className="invalid-feedback d-block">{error[0]}</div>}
    </div>
  );
}

/** Loads again whenever `key` changes (a filter), keeping the screen mounted. */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const data = useApiData(load);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    data.retry();
  }, [key]);
  return data;
}

/**
 * Filters kept in the address with history.replaceState, not a router navigation: the shell re-creates the routed
 * view whenever the full path changes, which would drop the focus of the select being changed.
 */
export function useQueryState(names: readonly string[], defaults: Record<string, string> = {}) {
  const [values, setValues] = useState<Record<string, string>>(() => {
    const search = new URLSearchParams(window.location.search);
    return Object.fromEntries(names.map((n) => [n, search.get(n) ?? defaults[n] ?? '']));
  });
  const set = (name: string, value: string) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      const search = new URLSearchParams(window.location.search);
      for (const [k, v] of Object.entries(next)) {
        if (v) search.set(k, v);
        else search.delete(k);
      }
      const query = search.toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
      return next;
    });
  };
  return [values, set] as const;
}
