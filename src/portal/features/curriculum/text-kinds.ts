/** CP, KD and KI as the reference-text screens show them: filters, form fields and each row's heading. */
import { CP, KD, KI, KI_STAGES } from '../../../shared/api/curriculum/texts.ts';
import { PHASES, phaseLabel } from './ui.tsx';

export type TextKindName = 'cp' | 'kd' | 'ki';
export type TextRow = Record<string, unknown> & {
  id: number;
  owner: 'platform' | 'school';
  copyId: number | null;
  copiedFromId: number | null;
  description: string;
};

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'subject' | 'select' | 'text' | 'textarea';
  options?: readonly { value: string; label: string }[];
}

export interface KindSpec {
  noun: string;
  contracts: typeof CP | typeof KD | typeof KI;
  filters: FieldSpec[];
  fields: FieldSpec[];
  heading(row: TextRow): string;
  empty: Record<string, string>;
}

const grades = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `Kelas ${i + 1}` }));
const phases = PHASES.map((p) => ({ value: p, label: phaseLabel(p) }));

export const KINDS: Record<TextKindName, KindSpec> = {
  cp: {
    noun: 'CP',
    contracts: CP,
    filters: [
      { name: 'subjectId', label: 'Mata pelajaran', kind: 'subject' },
      { name: 'phase', label: 'Fase', kind: 'select', options: phases },
    ],
    fields: [
      { name: 'subjectId', label: 'Mata pelajaran', kind: 'subject' },
      { name: 'phase', label: 'Fase', kind: 'select', options: phases },
      { name: 'element', label: 'Elemen', kind: 'text' },
      { name: 'description', label: 'Capaian pembelajaran', kind: 'textarea' },
    ],
    heading: (r) => `${String(r.subjectName)} · Fase ${String(r.phase)} · ${String(r.element)}`,
    empty: { subjectId: '', phase: 'E', element: '', description: '' },
  },
  kd: {
    noun: 'KD',
    contracts: KD,
    filters: [
      { name: 'subjectId', label: 'Mata pelajaran', kind: 'subject' },
      { name: 'grade', label: 'Kelas', kind: 'select', options: grades },
    ],
    fields: [
      { name: 'subjectId', label: 'Mata pelajaran', kind: 'subject' },
      { name: 'grade', label: 'Kelas', kind: 'select', options: grades },
      {
        name: 'kiNumber',
        label: 'Di bawah KI',
        kind: 'select',
        options: [
          { value: '3', label: 'KI-3 Pengetahuan' },
          { value: '4', label: 'KI-4 Keterampilan' },
        ],
      },
      { name: 'code', label: 'Kode KD (mis. 3.1)', kind: 'text' },
      { name: 'description', label: 'Rumusan KD', kind: 'textarea' },
    ],
    heading: (r) => `${String(r.subjectName)} · Kelas ${String(r.grade)} · KD ${String(r.code)}`,
    empty: { subjectId: '', grade: '7', kiNumber: '3', code: '', description: '' },
  },
  ki: {
    noun: 'KI',
    contracts: KI,
    filters: [{ name: 'stage', label: 'Jenjang', kind: 'select', options: KI_STAGES.map((s) => ({ value: s, label: s === 'SMA' ? 'SMA/SMK/MA' : s })) }],
    fields: [
      { name: 'stage', label: 'Jenjang', kind: 'select', options: KI_STAGES.map((s) => ({ value: s, label: s === 'SMA' ? 'SMA/SMK/MA' : s })) },
      { name: 'number', label: 'Nomor KI', kind: 'select', options: [1, 2, 3, 4].map((n) => ({ value: String(n), label: `KI-${n}` })) },
      { name: 'name', label: 'Nama', kind: 'text' },
      { name: 'description', label: 'Rumusan KI', kind: 'textarea' },
    ],
    heading: (r) => `${String(r.stage === 'SMA' ? 'SMA/SMK/MA' : r.stage)} · ${String(r.name)}`,
    empty: { stage: 'SMP', number: '1', name: '', description: '' },
  },
};
