/**
 * Supervision of planning documents by the principal: per teaching assignment which required documents exist
 * and their state, the documents of one class, the trail of submissions and reviews, the overview per rombel,
 * and which documents the school requires each semester (/setting_teaching_tools).
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { PLAN_EVENT_ACTIONS, PLAN_KINDS, PLAN_STATUSES } from '../../planning/model.ts';
import { documentSummarySchema } from './documents.ts';
import { TAG } from './templates.ts';

const semesterQuery = z.object({ semester: z.enum(['1', '2'], { error: 'Semester harus 1 atau 2.' }).optional() });
const requirementSchema = z.object({ kind: z.enum(PLAN_KINDS), dueDate: z.string().nullable(), note: z.string().nullable() });
/** A required kind's state in one class: missing, or the furthest status any of its documents reached. */
const kindStateSchema = z.object({
  kind: z.enum(PLAN_KINDS),
  state: z.union([z.enum(PLAN_STATUSES), z.literal('missing')]),
  count: z.number(),
  documentId: z.number().nullable(),
});

export const supervisionClassesContract = defineContract({
  name: 'planning.supervision.classes',
  method: 'GET',
  path: '/api/planning/supervision/classes',
  auth: 'session',
  input: semesterQuery,
  output: z.object({
    yearLabel: z.string(),
    semester: z.string(),
    required: z.array(requirementSchema),
    schoolWide: z.boolean(),
    rows: z.array(
      z.object({
        sectionId: z.number(),
        sectionName: z.string(),
        classId: z.number(),
        className: z.string(),
        courseId: z.number(),
        courseName: z.string(),
        teacherId: z.number(),
        teacherName: z.string(),
        kinds: z.array(kindStateSchema),
        complete: z.boolean(),
        waiting: z.number(),
      }),
    ),
  }),
  tag: TAG,
  summary: 'Per kelas ajar (guru × mapel × rombel): dokumen yang diwajibkan sekolah semester ini dan statusnya.',
});

export const supervisionClassContract = defineContract({
  name: 'planning.supervision.class',
  method: 'GET',
  path: '/api/planning/supervision/classes/:sectionId/:courseId/:teacherId',
  auth: 'session',
  params: z.object({ sectionId: pathIdSchema, courseId: pathIdSchema, teacherId: pathIdSchema }),
  input: semesterQuery,
  output: z.object({
    yearLabel: z.string(),
    semester: z.string(),
    sectionName: z.string(),
    className: z.string(),
    courseName: z.string(),
    teacherName: z.string(),
    required: z.array(requirementSchema),
    kinds: z.array(kindStateSchema),
    documents: z.array(documentSummarySchema.extend({ reviewNote: z.string().nullable() })),
  }),
  tag: TAG,
  summary: 'Dokumen perencanaan satu kelas ajar dengan status dan catatan telaah.',
});

export const processRecordsContract = defineContract({
  name: 'planning.supervision.records',
  method: 'GET',
  path: '/api/planning/supervision/records',
  auth: 'session',
  input: z.object({ action: z.enum(PLAN_EVENT_ACTIONS, { error: 'Tindakan tidak dikenal.' }).optional() }),
  output: z.object({
    yearLabel: z.string(),
    records: z.array(
      z.object({
        id: z.number(),
        action: z.enum(PLAN_EVENT_ACTIONS),
        note: z.string().nullable(),
        userName: z.string(),
        at: dateTimeSchema,
        documentId: z.number(),
        documentTitle: z.string(),
        kind: z.enum(PLAN_KINDS),
        teacherName: z.string(),
        courseName: z.string(),
        className: z.string(),
        status: z.enum(PLAN_STATUSES),
      }),
    ),
  }),
  tag: TAG,
  summary: 'Catatan proses supervisi tahun ajaran sesi: pengajuan, telaah dan pengembalian dokumen, terbaru dahulu (200 terakhir).',
});

export const curriculumSectionsContract = defineContract({
  name: 'planning.supervision.sections',
  method: 'GET',
  path: '/api/planning/supervision/sections',
  auth: 'session',
  input: semesterQuery,
  output: z.object({
    yearLabel: z.string(),
    semester: z.string(),
    curriculum: z.string(),
    sections: z.array(
      z.object({
        sectionId: z.number(),
        sectionName: z.string(),
        className: z.string(),
        grade: z.number(),
        phase: z.string().nullable(),
        homeroomName: z.string().nullable(),
        assignments: z.number(),
        complete: z.number(),
        waiting: z.number(),
        returned: z.number(),
        projects: z.array(z.object({ id: z.number(), title: z.string(), semester: z.string() })),
      }),
    ),
  }),
  tag: TAG,
  summary: 'Kurikulum per rombel: fase, kelengkapan perangkat ajar kelas-kelas ajarnya dan projek kokurikulernya.',
});

export const getRequirementsContract = defineContract({
  name: 'planning.requirements.get',
  method: 'GET',
  path: '/api/planning/requirements',
  auth: 'session',
  input: semesterQuery,
  output: z.object({
    yearLabel: z.string(),
    semester: z.string(),
    curriculum: z.string(),
    requirements: z.array(requirementSchema.extend({ required: z.boolean() })),
    canEdit: z.boolean(),
    defaulted: z.boolean(),
  }),
  tag: TAG,
  summary: 'Perangkat ajar yang wajib disusun tiap guru untuk setiap kelas ajarnya pada satu semester, dengan tenggatnya.',
});

export const saveRequirementsContract = defineContract({
  name: 'planning.requirements.save',
  method: 'PUT',
  path: '/api/planning/requirements',
  auth: 'session',
  input: z.object({
    semester: z.enum(['1', '2'], { error: 'Semester harus 1 atau 2.' }),
    requirements: z
      .array(
        z.object({
          kind: z.enum(PLAN_KINDS, { error: 'Jenis dokumen tidak dikenal.' }),
          required: z.boolean(),
          dueDate: z.iso.date('Tanggal tidak valid (format TTTT-BB-HH).').nullable().default(null),
          note: z.string().trim().max(300, 'Catatan paling banyak 300 karakter.').nullable().default(null),
        }),
      )
      .max(3, 'Paling banyak tiga jenis dokumen.'),
  }),
  output: getRequirementsContract.output,
  tag: TAG,
  access: 'admin, kepala sekolah',
  summary: 'Menetapkan perangkat ajar wajib satu semester dan tenggatnya.',
});
