/** Each school's subject structure: course profiles, the grade × course matrix, curricula per grade, the rapor mapping. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { idSchema } from '../../ids.ts';
import { TAG, idParams, phaseSchema } from './common.ts';

const optionalRef = z.preprocess((v) => (v === '' || v === undefined ? null : v), idSchema().nullable());
const named = z.object({ id: z.number(), name: z.string() });

export const courseProfileSchema = z.object({
  courseId: z.number(),
  code: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  subjectId: z.number().nullable(),
  courseTypeId: z.number().nullable(),
  courseGroupId: z.number().nullable(),
  /** Grade levels that teach it this year. */
  grades: z.array(z.number()),
});

export const courseProfilesSchema = z.object({
  courses: z.array(courseProfileSchema),
  types: z.array(named),
  groups: z.array(named.extend({ code: z.string(), courseTypeId: z.number().nullable() })),
  subjects: z.array(named.extend({ code: z.string(), curriculum: z.string(), cpPhases: z.array(z.string()), kdGrades: z.array(z.number()) })),
  canEdit: z.boolean(),
});

export const getCourseProfilesContract = defineContract({
  name: 'curriculum.course-profiles.get',
  method: 'GET',
  path: '/api/curriculum/course-profiles',
  auth: 'session',
  tag: TAG,
  output: courseProfilesSchema,
  summary: 'Mapel sekolah dengan jenis, kelompok, dan mapel referensi platform yang diikutinya.',
});

export const saveCourseProfilesContract = defineContract({
  name: 'curriculum.course-profiles.save',
  method: 'PUT',
  path: '/api/curriculum/course-profiles',
  auth: 'session',
  tag: TAG,
  input: z.object({
    rows: z
      .array(z.object({ courseId: idSchema('Pilih mapel.'), subjectId: optionalRef, courseTypeId: optionalRef, courseGroupId: optionalRef }))
      .min(1, 'Tidak ada perubahan.')
      .max(300),
  }),
  output: courseProfilesSchema,
  access: 'admin sekolah',
  summary: 'Menyimpan jenis, kelompok, dan mapel referensi beberapa mapel sekaligus.',
});

export const gradeMatrixSchema = z.object({
  yearLabel: z.string(),
  classes: z.array(z.object({ id: z.number(), name: z.string(), grade: z.number(), phase: z.string().nullable() })),
  courses: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), groupName: z.string().nullable() })),
  /** A course taught in a grade: its JP per week and KKM/KKTP. Absent = not taught there. */
  cells: z.array(z.object({ classId: z.number(), courseId: z.number(), hoursPerWeek: z.number(), kkm: z.number() })),
  canEdit: z.boolean(),
});

export const getGradeMatrixContract = defineContract({
  name: 'curriculum.grade-matrix.get',
  method: 'GET',
  path: '/api/curriculum/grade-matrix',
  auth: 'session',
  tag: TAG,
  output: gradeMatrixSchema,
  summary: 'Mapel per tingkat pada tahun ajaran sesi: JP per minggu dan KKM/KKTP tiap mapel di tiap tingkat.',
});

export const saveGradeMatrixContract = defineContract({
  name: 'curriculum.grade-matrix.save',
  method: 'PUT',
  path: '/api/curriculum/grade-matrix',
  auth: 'session',
  tag: TAG,
  input: z.object({
    cells: z
      .array(
        z.object({
          classId: idSchema('Pilih tingkat.'),
          courseId: idSchema('Pilih mapel.'),
          /** null: the course is not taught in that grade. */
          hoursPerWeek: z.preprocess(
            (v) => (v === '' ? null : v),
            z.coerce.number().int('JP berupa bilangan bulat.').min(1, 'JP paling sedikit 1.').max(40, 'JP paling banyak 40.').nullable(),
          ),
          kkm: z.coerce.number().int('KKM berupa bilangan bulat.').min(0, 'KKM 0–100.').max(100, 'KKM 0–100.').optional(),
        }),
      )
      .min(1, 'Tidak ada perubahan.')
      .max(2000),
  }),
  output: gradeMatrixSchema,
  access: 'admin sekolah',
  summary: 'Menyimpan sel matriks mapel × tingkat (JP dan KKM) dalam satu transaksi.',
});

export const CURRICULUM_KINDS = ['merdeka', 'k13'] as const;

export const gradeCurriculaSchema = z.object({
  yearLabel: z.string(),
  yearCurriculum: z.enum(CURRICULUM_KINDS),
  classes: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      grade: z.number(),
      phase: z.string().nullable(),
      curriculum: z.enum(CURRICULUM_KINDS),
      /** Whether the school chose it for this grade (else it follows the academic year). */
      chosen: z.boolean(),
      /** What the school has to teach from: CP of the phase (Merdeka) or KI of the stage and KD of the grade (K13). */
      cpCount: z.number(),
      kiCount: z.number(),
      kdCount: z.number(),
    }),
  ),
  canEdit: z.boolean(),
});

export const getGradeCurriculaContract = defineContract({
  name: 'curriculum.grade-curricula.get',
  method: 'GET',
  path: '/api/curriculum/grade-curricula',
  auth: 'session',
  tag: TAG,
  output: gradeCurriculaSchema,
  summary: 'Kurikulum tiap tingkat (K13 atau Merdeka) pada tahun ajaran sesi, dengan kompetensi yang tersedia.',
});

export const saveGradeCurriculaContract = defineContract({
  name: 'curriculum.grade-curricula.save',
  method: 'PUT',
  path: '/api/curriculum/grade-curricula',
  auth: 'session',
  tag: TAG,
  input: z.object({
    rows: z
      .array(z.object({ classId: idSchema('Pilih tingkat.'), curriculum: z.enum(CURRICULUM_KINDS, { error: 'Pilih K13 atau Kurikulum Merdeka.' }) }))
      .min(1)
      .max(20),
  }),
  output: gradeCurriculaSchema,
  access: 'admin sekolah',
  summary: 'Menetapkan kurikulum tiap tingkat.',
});

export const raporMappingSchema = z.object({
  yearLabel: z.string(),
  classes: z.array(z.object({ id: z.number(), name: z.string(), grade: z.number(), phase: z.string().nullable(), curriculum: z.enum(CURRICULUM_KINDS) })),
  classId: z.number().nullable(),
  rows: z.array(
    z.object({
      courseId: z.number(),
      code: z.string(),
      name: z.string(),
      groupCode: z.string().nullable(),
      groupName: z.string().nullable(),
      subjectName: z.string().nullable(),
      position: z.number(),
      inRapor: z.boolean(),
      raporName: z.string().nullable(),
      atpId: z.number().nullable(),
      /** The school's ATPs of this course's subject and the grade's phase. */
      atps: z.array(z.object({ id: z.number(), title: z.string(), tpCount: z.number() })),
      kdCount: z.number(),
    }),
  ),
  canEdit: z.boolean(),
});

export const getRaporMappingContract = defineContract({
  name: 'curriculum.rapor-mapping.get',
  method: 'GET',
  path: '/api/curriculum/rapor-mapping',
  auth: 'session',
  tag: TAG,
  input: z.object({ classId: idSchema().optional() }),
  output: raporMappingSchema,
  summary: 'Mapel satu tingkat seperti di rapor: urutan, kelompok, nama di rapor, tampil/tidak, dan ATP yang diikuti.',
});

export const saveRaporMappingContract = defineContract({
  name: 'curriculum.rapor-mapping.save',
  method: 'PUT',
  path: '/api/curriculum/rapor-mapping',
  auth: 'session',
  tag: TAG,
  input: z.object({
    classId: idSchema('Pilih tingkat.'),
    rows: z
      .array(
        z.object({
          courseId: idSchema('Pilih mapel.'),
          inRapor: z.boolean(),
          raporName: z.preprocess(
            (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
            z.string().trim().max(120, 'Nama di rapor paling banyak 120 karakter.').nullable().optional(),
          ),
          atpId: optionalRef.optional(),
        }),
      )
      .max(100),
  }),
  output: raporMappingSchema,
  access: 'admin sekolah',
  summary: 'Menyimpan urutan (urutan larik), nama di rapor, tampil/tidak, dan ATP tiap mapel satu tingkat.',
});

export const courseDetailSchema = z.object({
  course: z.object({ id: z.number(), code: z.string(), name: z.string(), isActive: z.boolean() }),
  subject: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  typeName: z.string().nullable(),
  groupName: z.string().nullable(),
  grades: z.array(
    z.object({
      classId: z.number(),
      name: z.string(),
      grade: z.number(),
      phase: z.string().nullable(),
      curriculum: z.enum(CURRICULUM_KINDS),
      hoursPerWeek: z.number(),
      kkm: z.number(),
    }),
  ),
  phases: z.array(z.object({ phase: phaseSchema, platformCp: z.number(), schoolCp: z.number() })),
  kdGrades: z.array(z.object({ grade: z.number(), platform: z.number(), school: z.number() })),
  atps: z.array(z.object({ id: z.number(), title: z.string(), phase: z.string(), tpCount: z.number() })),
});

export const getCourseDetailContract = defineContract({
  name: 'curriculum.courses.detail',
  method: 'GET',
  path: '/api/curriculum/courses/:id',
  auth: 'session',
  tag: TAG,
  params: idParams,
  output: courseDetailSchema,
  summary: 'Satu mapel sekolah: referensi, jenis dan kelompok, tingkat yang mengajarkannya, CP/KD tersedia, dan ATP-nya.',
});

export const overviewSchema = z.object({
  subjects: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      curriculum: z.string(),
      phases: z.array(
        z.object({ phase: phaseSchema, platformCp: z.number(), schoolCp: z.number(), platformAtp: z.number(), schoolAtp: z.number(), schoolTp: z.number() }),
      ),
      kdGrades: z.array(z.object({ grade: z.number(), platform: z.number(), school: z.number() })),
      /** The school's courses that follow this subject. */
      courses: z.array(z.string()),
    }),
  ),
  /** The phases the school's grade levels are in. */
  schoolPhases: z.array(phaseSchema),
  canEditSchool: z.boolean(),
});

export const getOverviewContract = defineContract({
  name: 'curriculum.overview',
  method: 'GET',
  path: '/api/curriculum/overview',
  auth: 'session',
  tag: TAG,
  output: overviewSchema,
  summary: 'Ringkasan per mapel referensi: CP, ATP dan TP per fase, KD per tingkat (platform dan sekolah).',
});

export const subjectPhaseSchema = z.object({
  subject: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  phase: phaseSchema,
  /** The school's own CP where it has copies, else the platform's. */
  cpOwner: z.enum(['platform', 'school']),
  cps: z.array(z.object({ id: z.number(), element: z.string(), description: z.string() })),
  atps: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      owner: z.enum(['platform', 'school']),
      courseName: z.string().nullable(),
      tps: z.array(
        z.object({
          id: z.number(),
          code: z.string(),
          description: z.string(),
          element: z.string().nullable(),
          grade: z.number().nullable(),
          semester: z.string().nullable(),
          hours: z.number().nullable(),
        }),
      ),
    }),
  ),
});

export const getSubjectPhaseContract = defineContract({
  name: 'curriculum.subject-phase',
  method: 'GET',
  path: '/api/curriculum/subjects/:id/phase',
  auth: 'session',
  tag: TAG,
  params: idParams,
  input: z.object({ phase: phaseSchema }),
  output: subjectPhaseSchema,
  summary: 'CP satu mapel pada satu fase dengan ATP dan TP-nya (sekolah dan platform).',
});

export const themeKdsSchema = z.object({
  theme: z.object({ id: z.number(), grade: z.number(), number: z.number(), name: z.string() }),
  themes: z.array(z.object({ id: z.number(), grade: z.number(), number: z.number(), name: z.string(), kdCount: z.number() })),
  kds: z.array(z.object({ id: z.number(), subjectName: z.string(), code: z.string(), kiNumber: z.number(), description: z.string(), linked: z.boolean() })),
  canEdit: z.boolean(),
});

export const getThemeKdsContract = defineContract({
  name: 'curriculum.themes.kds',
  method: 'GET',
  path: '/api/curriculum/themes/:id/kds',
  auth: 'session',
  tag: TAG,
  params: idParams,
  output: themeKdsSchema,
  summary: 'KD sekolah pada tingkat sebuah tema, dengan tanda yang dipetakan ke tema itu.',
});

export const saveThemeKdsContract = defineContract({
  name: 'curriculum.themes.save-kds',
  method: 'PUT',
  path: '/api/curriculum/themes/:id/kds',
  auth: 'session',
  tag: TAG,
  params: idParams,
  input: z.object({ kdIds: z.array(idSchema()).max(300) }),
  output: themeKdsSchema,
  access: 'admin sekolah',
  summary: 'Menyimpan pemetaan KI/KD sebuah tema.',
});
