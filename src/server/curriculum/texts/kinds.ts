import { asc, eq, type SQL } from 'drizzle-orm';
import { curriculumCps, curriculumKds, curriculumKis, curriculumSubjects } from '../../db/schema/curriculum.ts';
import type { TextKind } from './text-service.ts';
import type { cpRowSchema, kdRowSchema, kiRowSchema } from '../../../shared/api/curriculum/texts.ts';
import type { z } from 'zod';

type Values = Record<string, unknown>;
const subjectColumns = { subjectId: curriculumSubjects.id, subjectName: curriculumSubjects.name, subjectCode: curriculumSubjects.code };
const when = (value: unknown, make: () => SQL): SQL[] => (value === undefined || value === null ? [] : [make()]);
const pick = (row: Values, ...keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));

export const CP_KIND: TextKind<z.input<typeof cpRowSchema>> = {
  noun: 'CP',
  resource: 'curriculum_cp',
  table: curriculumCps,
  id: curriculumCps.id,
  school: curriculumCps.schoolId,
  copiedFrom: curriculumCps.copiedFromId,
  uses: 'cp',
  columns: {
    ...subjectColumns,
    phase: curriculumCps.phase,
    element: curriculumCps.element,
    description: curriculumCps.description,
    position: curriculumCps.position,
  },
  join: (q) => (q as any).innerJoin(curriculumSubjects, eq(curriculumSubjects.id, curriculumCps.subjectId)),
  filters: (i) => [
    ...when(i.subjectId, () => eq(curriculumCps.subjectId, i.subjectId as number)),
    ...when(i.phase, () => eq(curriculumCps.phase, i.phase as string)),
  ],
  order: [asc(curriculumSubjects.sortOrder), asc(curriculumSubjects.name), asc(curriculumCps.phase), asc(curriculumCps.position), asc(curriculumCps.id)],
  values: (i) => ({ ...pick(i, 'subjectId', 'phase', 'element', 'description'), position: i.position ?? 0 }),
  copyValues: (r) => pick(r, 'subjectId', 'phase', 'element', 'description', 'position'),
  subjectField: 'subjectId',
  toRow: (r) => r as never,
};

export const KD_KIND: TextKind<z.input<typeof kdRowSchema>> = {
  noun: 'KD',
  resource: 'curriculum_kd',
  table: curriculumKds,
  id: curriculumKds.id,
  school: curriculumKds.schoolId,
  copiedFrom: curriculumKds.copiedFromId,
  uses: 'kd',
  columns: {
    ...subjectColumns,
    grade: curriculumKds.grade,
    kiNumber: curriculumKds.kiNumber,
    code: curriculumKds.code,
    description: curriculumKds.description,
    position: curriculumKds.position,
  },
  join: (q) => (q as any).innerJoin(curriculumSubjects, eq(curriculumSubjects.id, curriculumKds.subjectId)),
  filters: (i) => [
    ...when(i.subjectId, () => eq(curriculumKds.subjectId, i.subjectId as number)),
    ...when(i.grade, () => eq(curriculumKds.grade, i.grade as number)),
  ],
  order: [
    asc(curriculumSubjects.sortOrder),
    asc(curriculumSubjects.name),
    asc(curriculumKds.grade),
    asc(curriculumKds.kiNumber),
    asc(curriculumKds.position),
    asc(curriculumKds.id),
  ],
  values: (i) => ({ ...pick(i, 'subjectId', 'grade', 'kiNumber', 'code', 'description'), position: i.position ?? Number(String(i.code).split('.')[1] ?? 0) }),
  copyValues: (r) => pick(r, 'subjectId', 'grade', 'kiNumber', 'code', 'description', 'position'),
  subjectField: 'subjectId',
  toRow: (r) => r as never,
};

export const KI_KIND: TextKind<z.input<typeof kiRowSchema>> = {
  noun: 'KI',
  resource: 'curriculum_ki',
  table: curriculumKis,
  id: curriculumKis.id,
  school: curriculumKis.schoolId,
  copiedFrom: curriculumKis.copiedFromId,
  columns: { stage: curriculumKis.stage, number: curriculumKis.number, name: curriculumKis.name, description: curriculumKis.description },
  filters: (i) => when(i.stage, () => eq(curriculumKis.stage, i.stage as string)),
  order: [asc(curriculumKis.stage), asc(curriculumKis.number), asc(curriculumKis.id)],
  values: (i) => pick(i, 'stage', 'number', 'name', 'description'),
  copyValues: (r) => pick(r, 'stage', 'number', 'name', 'description'),
  toRow: (r) => r as never,
};
