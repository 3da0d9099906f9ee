/**
 * The curriculum's shapes other modules use (issue 15): a tujuan pembelajaran (TP) as the gradebook, the question
 * bank and the planning documents link to it, and what "used by" means when a CP, TP or KD is deleted.
 */
import { z } from 'zod';

export const PHASE_CODES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type PhaseCode = (typeof PHASE_CODES)[number];

/** Which grades a phase covers (Kurikulum Merdeka; SMK: E is grade 10, F grades 11–12). */
export const PHASE_GRADES: Record<PhaseCode, readonly number[]> = {
  A: [1, 2],
  B: [3, 4],
  C: [5, 6],
  D: [7, 8, 9],
  E: [10],
  F: [11, 12],
};

export function phaseOfGrade(grade: number): PhaseCode | null {
  return PHASE_CODES.find((p) => PHASE_GRADES[p].includes(grade)) ?? null;
}

export const learningObjectiveSchema = z.object({
  id: z.number(),
  /** "10.3": the order number the ATP gives it. */
  code: z.string(),
  description: z.string(),
  atpId: z.number(),
  atpTitle: z.string(),
  subjectId: z.number(),
  subjectName: z.string(),
  /** The school's course the ATP is written for (null for the platform's reference). */
  courseId: z.number().nullable(),
  phase: z.enum(PHASE_CODES),
  grade: z.number().nullable(),
  semester: z.enum(['1', '2']).nullable(),
  cpId: z.number().nullable(),
  element: z.string().nullable(),
  position: z.number(),
});

/** One TP as another module sees it: enough to show it, link it, and write a rapor sentence from it. */
export type LearningObjective = z.infer<typeof learningObjectiveSchema>;

export interface LearningObjectiveFilter {
  /** The school's course (sd_course_id). */
  courseId?: number;
  grade?: number;
  semester?: '1' | '2';
  /** Exactly these TPs (another school's ids are left out). */
  ids?: readonly number[];
}

/** The reference texts whose deletion is checked against their uses. */
export type CurriculumRefKind = 'cp' | 'tp' | 'kd';

export const REF_KIND_NAMES: Record<CurriculumRefKind, string> = { cp: 'CP', tp: 'TP', kd: 'KD' };

/** One place a CP, TP or KD is used: "3 penilaian di buku nilai (Matematika X AKL 1)". */
export interface CurriculumUse {
  /** What uses it, as a plural Indonesian noun phrase: "penilaian di buku nilai", "soal di bank soal". */
  where: string;
  count: number;
  /** A few names of the users (class, title), shown after the count. */
  examples?: readonly string[];
}
