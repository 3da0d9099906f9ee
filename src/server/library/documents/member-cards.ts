import type { Content } from 'pdfmake/interfaces';
import type { Paper } from '../../../shared/documents/paper.ts';
import { cardSheets } from '../../documents/card-sheets.ts';
import { renderPdf, type RenderProgress } from '../../documents/engine.ts';
import { schoolDocument } from '../../documents/school-document.ts';
import type { SchoolProfile } from '../../documents/school-profile.ts';
import { barcode } from './barcode.ts';

export interface MemberCard {
  code: string;
  fullName: string;
  group: string;
  nis: string | null;
}

export interface MemberCardsInput {
  school: SchoolProfile;
  paper: Paper;
  libraryName: string;
  validUntil: string;
  headName: string | null;
  cards: readonly MemberCard[];
}

/**
 * Kartu anggota perpustakaan, eight to a page (about 85 × 54 mm each, the size of a bank card), to cut along
 * the dashed lines. The barcode is the member code the desk's scanner reads. A pure function of its input.
 */
export function renderMemberCards(input: MemberCardsInput, onProgress?: RenderProgress): Promise<Buffer> {
  const sections = cardSheets(input.cards, { perRow: 2, rowsPerPage: 4, height: 150, dashed: true, empty: 'Tidak ada anggota untuk dicetak.' }, (c) =>
    card(c, input),
  );
  return renderPdf(schoolDocument({ title: 'Kartu Anggota Perpustakaan', paper: input.paper, school: input.school, withKop: false, sections }), onProgress);
}

function card(c: MemberCard, input: MemberCardsInput): Content {
  return {
    stack: [
      { text: input.libraryName, bold: true, fontSize: 9 },
      { text: `KARTU ANGGOTA · ${input.school.name}`, fontSize: 7, color: '#555555', margin: [0, 0, 0, 5] },
      { text: c.fullName, bold: true, fontSize: 11 },
      { text: [c.group, c.nis ? `NIS ${c.nis}` : null].filter(Boolean).join(' · '), fontSize: 8, margin: [0, 0, 0, 4] },
      barcode(c.code, { height: 30, fontSize: 8 }),
      {
        columns: [
          { text: `Berlaku s.d. ${input.validUntil}`, fontSize: 7 },
          { text: input.headName ? `Kepala Perpustakaan: ${input.headName}` : '', fontSize: 7, alignment: 'right' },
        ],
        margin: [0, 4, 0, 0],
      },
    ],
  };
}
