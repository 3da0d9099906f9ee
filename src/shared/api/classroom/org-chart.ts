/** The organisation chart (/struktur_organisasi): the boxes of resource org-positions, for drawing the tree. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';

export const orgChartContract = defineContract({
  name: 'org-chart.get',
  method: 'GET',
  path: '/api/org-chart',
  auth: 'session',
  output: z.object({
    /** In drawing order: a box after its parent, siblings by their order. */
    positions: z.array(
      z.object({
        id: z.number(),
        parentId: z.number().nullable(),
        depth: z.number(),
        title: z.string(),
        holderName: z.string().nullable(),
        holderNip: z.string().nullable(),
        description: z.string().nullable(),
      }),
    ),
    canEdit: z.boolean(),
  }),
  tag: 'Struktur Organisasi',
  summary: 'Bagan struktur organisasi sekolah, diurutkan dari puncak ke bawah.',
});
