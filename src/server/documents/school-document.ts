import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { PAPERS, type Paper } from '../../shared/documents/paper.ts';
import { FONT_FAMILY } from './engine.ts';
import { kop } from './kop.ts';
import type { SchoolProfile } from './school-profile.ts';

/** About 15 mm left and right, 14 mm top, room for the page number at the bottom. */
const MARGINS: [number, number, number, number] = [42, 40, 42, 48];

export interface DocumentFrame {
  title: string;
  paper: Paper;
  school: SchoolProfile;
  /**
   * Each section starts on a new page under the kop (a list per room goes to a different proctor). A sheet of
   * cards has no kop: every card carries the school's name instead.
   */
  sections: Content[][];
  withKop?: boolean;
}

/** The width text may use on a page of this paper. */
export function contentWidth(paper: Paper): number {
  return PAPERS[paper].width - MARGINS[0] - MARGINS[2];
}

/**
 * The page setup every school document shares: paper size, margins, embedded font, the kop atop each section,
 * and "Halaman 1 dari 3" with the document's title at the foot of each page.
 */
export function schoolDocument(frame: DocumentFrame): TDocumentDefinitions {
  const { width, height } = PAPERS[frame.paper];
  return {
    pageSize: { width, height },
    pageMargins: MARGINS,
    info: { title: frame.title, author: frame.school.name, creator: frame.school.name, producer: 'Sekolah Platform' },
    defaultStyle: { font: FONT_FAMILY, fontSize: 10, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 13, bold: true, alignment: 'center', margin: [0, 0, 0, 2] },
      subtitle: { fontSize: 10, alignment: 'center', margin: [0, 0, 0, 10] },
      small: { fontSize: 8 },
    },
    footer: (page, pages) => ({
      columns: [
        { text: `${frame.title} · ${frame.school.name}`, fontSize: 7, color: '#555555' },
        { text: `Halaman ${page} dari ${pages}`, fontSize: 8, alignment: 'right', width: 'auto' },
      ],
      margin: [MARGINS[0], 18, MARGINS[2], 0],
    }),
    content: frame.sections.map((section, i) => ({
      stack: frame.withKop === false ? section : [kop(frame.school, contentWidth(frame.paper)), ...section],
      pageBreak: i > 0 ? 'before' : undefined,
    })),
  };
}
