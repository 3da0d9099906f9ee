import { z } from 'zod';
import { akmLevel } from '../../../shared/exams/akm-levels.ts';
import { ITEM_TYPE_LABELS } from '../../../shared/exams/item-types.ts';
import { sharesBy } from '../../../shared/exams/records/akm-report.ts';
import type { SessionContext } from '../../http/context.ts';
import { attemptDetail, attemptDetailInput } from './attempt-detail.ts';

export const akmReportInput = attemptDetailInput;

/** The AKM report of one student: their level with its description, and the share right per type and per stimulus. */
export async function akmReport({ ctx, input }: { ctx: SessionContext; input: z.output<typeof akmReportInput> & { id: number } }) {
  const detail = await attemptDetail({ ctx, input });
  const level = detail.attempt.status === 'finished' ? akmLevel(detail.attempt.score, detail.attempt.maxScore) : null;
  return {
    ...detail,
    level: level ? { key: level.key, label: level.label, description: level.description } : null,
    byType: sharesBy(detail.questions, (q) => q.content.type).map((g) => ({ ...g, label: ITEM_TYPE_LABELS[g.key as keyof typeof ITEM_TYPE_LABELS] })),
    byStimulus: sharesBy(detail.questions, (q) => (q.stimulusId ? String(q.stimulusId) : '')).map((g) => ({
      ...g,
      label: g.key ? (detail.questions.find((q) => String(q.stimulusId) === g.key)?.stimulus?.title ?? 'Stimulus') : 'Soal tanpa stimulus',
    })),
  };
}
