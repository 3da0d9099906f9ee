import type { SessionContext } from '../../http/context.ts';
import { listFinalResults } from './final-results.ts';
import { workbookOf } from './xlsx.ts';

/** The processed final results of a schedule as .xlsx (for the report-card clerk). */
export async function exportFinalResults({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  const list = await listFinalResults({ ctx, input });
  const buffer = await workbookOf([
    {
      name: 'Nilai Akhir',
      columns: [
        { header: 'No', key: 'no', width: 5 },
        { header: 'Nama', key: 'name', width: 32 },
        { header: 'Rombel', key: 'section', width: 14 },
        { header: 'Nilai ujian', key: 'original', width: 12 },
        { header: 'Nilai remedial (maks. KKM)', key: 'remedial', width: 24 },
        { header: 'Nilai akhir', key: 'final', width: 12 },
        { header: 'KKM', key: 'kkm', width: 8 },
        { header: 'Keterangan', key: 'passed', width: 14 },
      ],
      rows: list.rows.map((r, i) => ({
        no: i + 1,
        name: r.name,
        section: r.section ?? '',
        original: r.originalGrade ?? 'tidak ikut',
        remedial: r.remedialGrade ?? '',
        final: r.finalGrade ?? '',
        kkm: r.kkmSet ? r.kkm : `${r.kkm} (bawaan)`,
        passed: r.passed ? 'Tuntas' : 'Belum tuntas',
      })),
    },
  ]);
  return { filename: `nilai-akhir-${input.id}.xlsx`, buffer };
}
