import type { Column, Content } from 'pdfmake/interfaces';
import { longDate } from './school-time.ts';

export interface Signer {
  /** The office signed for: "Kepala Sekolah", "Pengawas Ruang". */
  title: string;
  name: string | null;
  nip?: string | null;
}

/**
 * Signature blocks: "Bandung, 23 November 2026" over the last block (the date line belongs to the one who
 * signs last, by custom the highest office), each with its title, room to sign, the name and the NIP.
 * A missing name leaves a dotted line to write it by hand.
 */
export function signatures(signers: readonly Signer[], options: { place: string | null; date: Date; timeZone: string }): Content {
  const dateLine = `${options.place ? `${options.place}, ` : ''}${longDate(options.date, options.timeZone)}`;
  const block = (signer: Signer, withDate: boolean): Column => ({
    stack: [
      { text: withDate ? dateLine : ' ' },
      { text: `${signer.title},` },
      { text: ' ', margin: [0, 0, 0, 42] },
      { text: signer.name ?? '..............................................', bold: !!signer.name, decoration: signer.name ? 'underline' : undefined },
      { text: `NIP. ${signer.nip || '-'}` },
    ],
    alignment: 'center',
    width: '*',
  });
  const blocks = signers.map((s, i) => block(s, i === signers.length - 1));
  // One signer signs on the right half, as on a letter.
  const columns: Column[] = blocks.length === 1 ? [{ text: '', width: '*' }, ...blocks] : blocks;
  return { columns, columnGap: 24, margin: [0, 18, 0, 0], unbreakable: true };
}
