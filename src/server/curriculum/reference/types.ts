import type { PhaseCode } from '../../../shared/curriculum/types.ts';

export interface CpSeed {
  subject: string;
  phase: PhaseCode;
  element: string;
  description: string;
}

export interface AtpSeed {
  subject: string;
  phase: PhaseCode;
  title: string;
  description: string;
  /** [element, TP, grade, semester, JP] in order. */
  tps: readonly (readonly [string, string, number, '1' | '2', number])[];
}

export interface KiSeed {
  stage: 'SD' | 'SMP' | 'SMA';
  number: number;
  name: string;
  description: string;
}

export interface KdSeed {
  subject: string;
  grade: number;
  /** [code, description]: 3.x under KI-3, 4.x under KI-4. */
  items: readonly (readonly [string, string])[];
}
