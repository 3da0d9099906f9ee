/**
 * Summary figures of a group's grades (a rombel, a grade level): average, extremes, pass rate against each
 * student's KKM, and the spread in bands of ten (0–9 … 90–100) that the grade-level screen draws as bars.
 */
export interface GradedStudent {
  grade: number | null;
  kkm: number;
}

export const GRADE_BANDS = ['0–9', '10–19', '20–29', '30–39', '40–49', '50–59', '60–69', '70–79', '80–89', '90–100'] as const;

export interface GradeStats {
  participants: number;
  sat: number;
  average: number | null;
  min: number | null;
  max: number | null;
  passed: number;
  /** Share of those who sat that met their KKM, 0–100. */
  passRate: number | null;
  /** Students per band of GRADE_BANDS. */
  distribution: number[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function bandOf(grade: number): number {
  return Math.min(9, Math.max(0, Math.floor(grade / 10)));
}

export function gradeStats(students: readonly GradedStudent[]): GradeStats {
  const sat = students.filter((s): s is { grade: number; kkm: number } => s.grade !== null);
  const grades = sat.map((s) => s.grade);
  const distribution = GRADE_BANDS.map(() => 0);
  for (const g of grades) distribution[bandOf(g)]++;
  const passed = sat.filter((s) => s.grade >= s.kkm).length;
  return {
    participants: students.length,
    sat: sat.length,
    average: grades.length ? round1(grades.reduce((a, b) => a + b, 0) / grades.length) : null,
    min: grades.length ? Math.min(...grades) : null,
    max: grades.length ? Math.max(...grades) : null,
    passed,
    passRate: sat.length ? round1((passed / sat.length) * 100) : null,
    distribution,
  };
}
