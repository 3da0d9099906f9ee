/** Polls (jajak pendapat): one question, its options, one vote per user, the results (issue 20). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { pollInput, voteInput } from '../../content/schemas.ts';

const TAG = 'Informasi';
const idParams = z.object({ id: pathIdSchema });

export const pollSchema = z.object({
  id: z.number(),
  question: z.string(),
  description: z.string().nullable(),
  audience: z.string(),
  audienceLabel: z.string(),
  closesAt: dateTimeSchema.nullable(),
  open: z.boolean(),
  votes: z.number(),
  myOptionId: z.number().nullable(),
  /** Open, not yet voted, and meant for this user (a writer outside the audience only reads the results). */
  canVote: z.boolean(),
  options: z.array(z.object({ id: z.number(), label: z.string(), votes: z.number() })),
  canEdit: z.boolean(),
});

export const listPollsContract = defineContract({
  name: 'content.polls.list',
  method: 'GET',
  path: '/api/content/polls',
  auth: 'session',
  output: z.object({ data: z.array(pollSchema), canWrite: z.boolean(), audiences: z.array(z.object({ value: z.string(), label: z.string() })) }),
  tag: TAG,
  summary: 'Jajak pendapat untuk pengguna ini (pengelola melihat semuanya) dengan hasil dan pilihannya sendiri.',
});

export const getPollContract = defineContract({
  name: 'content.polls.get',
  method: 'GET',
  path: '/api/content/polls/:id',
  auth: 'session',
  params: idParams,
  output: pollSchema,
  tag: TAG,
  summary: 'Satu jajak pendapat dengan hasilnya.',
});

export const createPollContract = defineContract({
  name: 'content.polls.create',
  method: 'POST',
  path: '/api/content/polls',
  auth: 'session',
  input: pollInput,
  output: pollSchema,
  status: 201,
  tag: TAG,
  access: 'admin, TU, kepala sekolah',
  summary: 'Membuat jajak pendapat.',
  example: { question: 'Tujuan study tour kelas XI?', audience: 'parents', options: ['Yogyakarta', 'Bali'] },
});

export const updatePollContract = defineContract({
  name: 'content.polls.update',
  method: 'PUT',
  path: '/api/content/polls/:id',
  auth: 'session',
  params: idParams,
  input: pollInput,
  output: pollSchema,
  tag: TAG,
  access: 'admin, TU, kepala sekolah',
  summary: 'Mengubah jajak pendapat; pilihan hanya dapat diubah sebelum ada suara (409 sesudahnya).',
});

export const votePollContract = defineContract({
  name: 'content.polls.vote',
  method: 'POST',
  path: '/api/content/polls/:id/vote',
  auth: 'session',
  params: idParams,
  input: voteInput,
  output: pollSchema,
  tag: TAG,
  summary: 'Memberi suara; satu suara per pengguna (suara kedua ditolak, 409), hanya selama jajak pendapat dibuka.',
  example: { optionId: 1 },
});
