import type { Content } from 'pdfmake/interfaces';
import type { Paper } from '../../../shared/documents/paper.ts';
import { cardSheets } from '../../documents/card-sheets.ts';
import { renderPdf, type RenderProgress } from '../../documents/engine.ts';
import { schoolDocument } from '../../documents/school-document.ts';
import type { SchoolProfile } from '../../documents/school-profile.ts';
import { barcode } from './barcode.ts';

export interface SpineLabel {
  barcode: string;
  callNumber: string | null;
  ddc: string | null;
  title: string;
}

export interface SpineLabelsInput {
  school: SchoolProfile;
  paper: Paper;
  libraryName: string;
  labels: readonly SpineLabel[];
}

/** The call number on its lines, as it is read on a spine: "599.9 / WAH / b". */
export function callNumberLines(label: Pick<SpineLabel, 'callNumber' | 'ddc' | 'title'>): string[] {
  const raw = (label.callNumber ?? '').trim();
  if (raw) return raw.split(/\s+/).slice(0, 4);
  return [label.ddc ?? '000', label.title.slice(0, 1).toLowerCase()];
}

/**
 * Label punggung buku: the call number large, the copy's barcode under it, 24 to a page (3 × 8), to stick on
 * the spine and the back cover. A pure function of its input.
 */
export function renderSpineLabels(input: SpineLabelsInput, onProgress?: RenderProgress): Promise<Buffer> {
  const sections = cardSheets(input.labels, { perRow: 3, rowsPerPage: 8, height: 84, empty: 'Tidak ada eksemplar untuk dicetak.' }, (l) =>
    label(l, input.libraryName),
  );
  return renderPdf(schoolDocument({ title: 'Label Buku', paper: input.paper, school: input.school, withKop: false, sections }), onProgress);
}

function label(l: SpineLabel, libraryName: string): Content {
  return {
    stack: [
      { text: libraryName, fontSize: 6, color: '#555555', alignment: 'center' },
      { text: callNumberLines(l).join('\n'), bold: true, fontSize: 11, alignment: 'center', margin: [0, 1, 0, 2] },
      barcode(l.barcode, { height: 18, module: 0.7, fontSize: 6 }),
    ],
  };
}
