/** The graduate-profile frameworks (dimensions, elements, sub-elements, levels) and the flow of dimensions per grade. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { FRAMEWORK_CODES } from '../../kokurikuler/frameworks.ts';

export const TAG = 'Kokurikuler';

export const levelSchema = z.object({ level: z.number(), code: z.string(), name: z.string(), description: z.string() });

export const frameworkSchema = z.object({
  code: z.enum(FRAMEWORK_CODES),
  name: z.string(),
  activity: z.string(),
  regulation: z.string(),
  levels: z.array(levelSchema),
  dimensions: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      description: z.string(),
      elements: z.array(
        z.object({
          id: z.number(),
          code: z.string(),
          name: z.string(),
          subelements: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
        }),
      ),
    }),
  ),
});

export const getFrameworksContract = defineContract({
  name: 'kokurikuler.frameworks.get',
  method: 'GET',
  path: '/api/kokurikuler/frameworks',
  auth: 'session',
  output: z.object({ current: z.enum(FRAMEWORK_CODES), yearLabel: z.string(), frameworks: z.array(frameworkSchema) }),
  tag: TAG,
  summary: 'Dimensi, elemen dan subelemen profil: Profil Lulusan 8 dimensi (2025) dan Profil Pelajar Pancasila (P5, 2022), dengan skala capaiannya.',
});

export const getFlowContract = defineContract({
  name: 'kokurikuler.flow.get',
  method: 'GET',
  path: '/api/kokurikuler/flow',
  auth: 'session',
  output: z.object({
    yearLabel: z.string(),
    framework: z.enum(FRAMEWORK_CODES),
    dimensions: z.array(z.object({ id: z.number(), name: z.string() })),
    grades: z.array(
      z.object({
        classId: z.number(),
        className: z.string(),
        grade: z.number(),
        projects: z.array(z.object({ id: z.number(), title: z.string(), theme: z.string(), semester: z.string(), dimensionIds: z.array(z.number()) })),
        missing: z.array(z.number()),
      }),
    ),
  }),
  tag: TAG,
  summary: 'Alur dimensi: proyek tiap tingkat kelas per semester dan dimensi yang dikuatkannya, serta dimensi yang belum tersentuh.',
});
