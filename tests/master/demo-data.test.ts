import { describe, expect, it } from 'vitest';
import { generateSchool } from '../../src/server/master/demo-data.ts';
import { resourceByName } from '../../src/shared/resources/registry.ts';
import { configureValidation } from '../../src/shared/validation.ts';

configureValidation();
const smk = { stage: 'SMK', seed: 42, parallels: 1, studentsPerSection: 30, series: 1000, domain: 'demo.sch.id', yearStart: 2025 } as const;

describe('the demo school generator', () => {
  it('gives the same school for the same seed, and another for another seed', () => {
    expect(generateSchool(smk)).toEqual(generateSchool(smk));
    expect(generateSchool({ ...smk, seed: 43 }).students[0].fullName).not.toBe(undefined);
    expect(JSON.stringify(generateSchool({ ...smk, seed: 43 }).students)).not.toBe(JSON.stringify(generateSchool(smk).students));
  });

  it('makes an SMK of three grades and three majors, 30 students a rombel, each with a guardian and a homeroom teacher', () => {
    const school = generateSchool(smk);
    expect(school.sections.map((s) => s.name)).toEqual([
      'X AKL 1',
      'X DKV 1',
      'X TKJ 1',
      'XI AKL 1',
      'XI DKV 1',
      'XI TKJ 1',
      'XII AKL 1',
      'XII DKV 1',
      'XII TKJ 1',
    ]);
    expect(school.students).toHaveLength(270);
    const guarded = new Set(school.guardians.flatMap((g) => g.students));
    expect(guarded.size).toBe(270);
    expect(school.guardians.some((g) => g.students.length > 1)).toBe(true);
    expect(new Set(school.sections.map((s) => s.homeroom)).size).toBe(9);
    expect(school.assignments.filter((a) => a.section === 0).map((a) => a.course)).toContain('DPK-AKL');
  });

  it('produces records the definitions accept, with visibly fictional identifiers', () => {
    const school = generateSchool(smk);
    const students = resourceByName('students')!;
    for (const s of school.students) {
      const parsed = students.schema.safeParse({ full_name: s.fullName, ...s.profile });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(s.profile.nisn).toMatch(/^99\d{8}$/);
      expect(s.profile.nik).toMatch(/^99\d{14}$/);
    }
    const teachers = resourceByName('teachers')!;
    for (const t of school.teachers) expect(teachers.schema.safeParse({ full_name: t.fullName, email: t.email, ...t.profile }).success).toBe(true);
    const guardians = resourceByName('guardians')!;
    for (const g of school.guardians) expect(guardians.schema.safeParse({ full_name: g.fullName, email: g.email, ...g.profile }).success).toBe(true);
  });

  it('scales to the 20,000-student benchmark school with unique NISN and sign-in names', () => {
    // How long it takes is bench:students' business (a timed test fails on a busy machine, not on slow code).
    const big = generateSchool({ ...smk, parallels: 75 });
    expect(big.students.length).toBeGreaterThanOrEqual(20_000);
    expect(new Set(big.students.map((s) => s.profile.nisn)).size).toBe(big.students.length);
    expect(new Set(big.guardians.map((g) => g.email)).size).toBe(big.guardians.length);
    expect(new Set(big.teachers.map((t) => t.email)).size).toBe(big.teachers.length);
  });
});
