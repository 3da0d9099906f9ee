import type { Paper } from '../../../shared/documents/paper.ts';
import { renderPdf, type RenderProgress } from '../../documents/engine.ts';
import { schoolDocument } from '../../documents/school-document.ts';
import type { SchoolProfile } from '../../documents/school-profile.ts';
import { signatures } from '../../documents/signature.ts';
import { table } from '../../documents/table.ts';

export interface RegisterRow {
  accessionNo: string;
  acquiredOn: string;
  title: string;
  authors: string | null;
  publisher: string | null;
  year: number | null;
  source: string | null;
  callNumber: string | null;
  status: string;
}

export interface RegisterInput {
  school: SchoolProfile;
  paper: Paper;
  libraryName: string;
  period: string;
  headName: string | null;
  headNip: string | null;
  rows: readonly RegisterRow[];
}

/** Buku induk perpustakaan: every copy of a period by accession number, under the kop, signed by the head. */
export function renderAccessionRegister(input: RegisterInput, onProgress?: RenderProgress): Promise<Buffer> {
  const body = table(
    [
      { title: 'No. Induk', width: 62 },
      { title: 'Tanggal', width: 50 },
      { title: 'Judul', width: '*' },
      { title: 'Pengarang', width: 70 },
      { title: 'Penerbit', width: 58 },
      { title: 'Tahun', width: 28, align: 'center' },
      { title: 'Sumber', width: 44 },
      { title: 'No. Panggil', width: 52 },
    ],
    input.rows.map((r) => [r.accessionNo, r.acquiredOn, r.title, r.authors, r.publisher, r.year, r.source, r.callNumber]),
  );
  const section = [
    { text: 'BUKU INDUK PERPUSTAKAAN', style: 'title' },
    { text: `${input.libraryName} · ${input.period} · ${input.rows.length} eksemplar`, style: 'subtitle' },
    { ...(body as object), fontSize: 7.5 },
    signatures([{ title: 'Kepala Perpustakaan', name: input.headName, nip: input.headNip }], {
      place: input.school.place,
      date: new Date(),
      timeZone: input.school.timeZone,
    }),
  ];
  return renderPdf(schoolDocument({ title: 'Buku Induk Perpustakaan', paper: input.paper, school: input.school, sections: [section as never] }), onProgress);
}
