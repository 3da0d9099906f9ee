import type { Content } from 'pdfmake/interfaces';
import type { Paper } from '../../shared/documents/paper.ts';
import { cardSheets } from './card-sheets.ts';
import { renderPdf, type RenderProgress } from './engine.ts';
import { schoolDocument } from './school-document.ts';
import type { SchoolProfile } from './school-profile.ts';

export interface AccountCard {
  fullName: string;
  username: string;
  password: string;
  section: string | null;
}

export interface AccountCardsInput {
  school: SchoolProfile;
  paper: Paper;
  cards: readonly AccountCard[];
}

const PER_ROW = 2;
const ROWS_PER_PAGE = 5;
export const CARDS_PER_PAGE = PER_ROW * ROWS_PER_PAGE;

/**
 * Kartu Akun: first passwords to cut out and hand to students, ten to a page. A pure function of its input
 * (no database, no request), so a background job can render a whole school's batch and report the progress.
 */
export function renderAccountCards(input: AccountCardsInput, onProgress?: RenderProgress): Promise<Buffer> {
  const grid = { perRow: PER_ROW, rowsPerPage: ROWS_PER_PAGE, height: 118, dashed: true, empty: 'Tidak ada kartu akun untuk dicetak.' };
  // Each rombel starts on a page of its own, so a homeroom teacher gets whole sheets.
  const sections = input.cards.length
    ? rombelsOf(input.cards).flatMap((group) => cardSheets(group, grid, (c) => card(c, input.school.name)))
    : cardSheets([], grid, () => '');
  return renderPdf(schoolDocument({ title: 'Kartu Akun Siswa', paper: input.paper, school: input.school, withKop: false, sections }), onProgress);
}

/** Consecutive cards of one rombel (the caller sorts them by rombel). */
export function rombelsOf(cards: readonly AccountCard[]): AccountCard[][] {
  const groups: AccountCard[][] = [];
  for (const c of cards) {
    const last = groups.at(-1);
    if (last && last[0].section === c.section) last.push(c);
    else groups.push([c]);
  }
  return groups;
}

/** The pages a rombel of this many cards takes. */
export const pagesFor = (cards: number) => Math.ceil(cards / CARDS_PER_PAGE);

function card(c: AccountCard, schoolName: string): Content {
  return {
    stack: [
      { text: schoolName, bold: true, fontSize: 9 },
      { text: 'KARTU AKUN SISWA', fontSize: 8, color: '#555555', margin: [0, 0, 0, 6] },
      { text: c.fullName, bold: true, fontSize: 11 },
      { text: c.section ? `Rombel ${c.section}` : ' ', fontSize: 9, margin: [0, 0, 0, 6] },
      {
        columns: [
          { text: 'Nama pengguna', width: 84, fontSize: 9 },
          { text: c.username, bold: true },
        ],
      },
      {
        columns: [
          { text: 'Password awal', width: 84, fontSize: 9 },
          { text: c.password, bold: true, fontSize: 12 },
        ],
      },
      { text: 'Ganti password setelah masuk pertama kali. Jangan berikan kartu ini kepada orang lain.', fontSize: 7, color: '#555555', margin: [0, 6, 0, 0] },
    ],
  };
}
