import type { z } from 'zod';
import { GRADE_BANDS } from '../../../shared/exams/records/grade-stats.ts';
import type { SessionContext } from '../../http/context.ts';
import { gradeLevelResults, type gradeLevelInput } from './grade-level.ts';
import { workbookOf } from './xlsx.ts';

/** The grade-level comparison as .xlsx: one row per rombel and one for the whole grade. */
export async function exportGradeLevel({ ctx, input }: { ctx: SessionContext; input: z.output<typeof gradeLevelInput> }) {
  const result = await gradeLevelResults({ ctx, input });
  const row = (name: string, s: (typeof result)['overall']) => ({
    section: name,
    participants: s.participants,
    sat: s.sat,
    average: s.average ?? '',
    min: s.min ?? '',
    max: s.max ?? '',
    passRate: s.passRate === null ? '' : `${s.passRate}%`,
    ...Object.fromEntries(GRADE_BANDS.map((b, i) => [`band${i}`, s.distribution[i]])),
  });
  const buffer = await workbookOf([
    {
      name: `Kelas ${input.grade}`,
      columns: [
        { header: 'Rombel', key: 'section', width: 16 },
        { header: 'Peserta', key: 'participants', width: 9 },
        { header: 'Ikut', key: 'sat', width: 7 },
        { header: 'Rata-rata', key: 'average', width: 10 },
        { header: 'Terendah', key: 'min', width: 10 },
        { header: 'Tertinggi', key: 'max', width: 10 },
        { header: 'Tuntas', key: 'passRate', width: 9 },
        ...GRADE_BANDS.map((b, i) => ({ header: b, key: `band${i}`, width: 8 })),
      ],
      rows: [...result.sections.map((s) => row(s.section, s)), row('Semua rombel', result.overall)],
    },
  ]);
  return { filename: `hasil-tingkat-${input.grade}.xlsx`, buffer };
}
