import type { ItemContent, ItemContentInput } from '../../../shared/exams/item-schema.ts';

/**
 * The .xlsx template of the Bank Soal, one question per row:
 *   Jenis | Stimulus | Teks Stimulus | Soal | Opsi 1..6 | Kunci | Bobot | Penilaian
 * Jenis: PG, PGK, BS (benar/salah), JODOH, ISIAN, URAIAN. Kunci: PG "B"; PGK "A,C"; BS "B,S,B" (per statement);
 * JODOH: each Opsi is "left => right" (a distractor is "=> right"); ISIAN: answers separated by "|"; URAIAN:
 * the scoring guide. Penilaian: "semua" (default) or "parsial". Rows with the same Stimulus share it.
 */
export const COLUMNS = [
  'Jenis',
  'Stimulus',
  'Teks Stimulus',
  'Soal',
  'Opsi 1',
  'Opsi 2',
  'Opsi 3',
  'Opsi 4',
  'Opsi 5',
  'Opsi 6',
  'Kunci',
  'Bobot',
  'Penilaian',
] as const;
export const OPTION_COUNT = 6;

const TYPE_CODES: Record<string, ItemContent['type']> = {
  PG: 'single_choice',
  PGK: 'multiple_choice',
  BS: 'true_false',
  JODOH: 'matching',
  ISIAN: 'short_answer',
  URAIAN: 'essay',
};
export const CODE_OF: Record<ItemContent['type'], string> = Object.fromEntries(Object.entries(TYPE_CODES).map(([k, v]) => [v, k])) as never;

export interface SheetRow {
  type: string;
  stimulus: string;
  stimulusText: string;
  prompt: string;
  options: string[];
  key: string;
  weight: string;
  scoring: string;
}

const letter = (i: number) => String.fromCharCode(65 + i);
const indexOfLetter = (s: string) => s.trim().toUpperCase().charCodeAt(0) - 65;

/** A row into the bank's item shape (validated afterwards by the same schema as the form); or a message. */
export function rowToItem(row: SheetRow): { item: ItemContentInput } | { field: string; message: string } {
  const type = TYPE_CODES[row.type.trim().toUpperCase()];
  if (!type) return { field: 'Jenis', message: 'Jenis harus PG, PGK, BS, JODOH, ISIAN atau URAIAN.' };
  const weight = row.weight.trim() === '' ? 1 : Number(row.weight.replace(',', '.'));
  const scoring = /^parsial/i.test(row.scoring.trim()) ? 'partial' : 'all_or_nothing';
  const common = { prompt: row.prompt, weight, scoring } as const;
  const options = row.options.map((o) => o.trim()).filter(Boolean);
  const parts = options.map((html, i) => ({ id: letter(i).toLowerCase(), html }));
  switch (type) {
    case 'single_choice':
      return { item: { type, ...common, options: parts, key: letter(indexOfLetter(row.key)).toLowerCase() } };
    case 'multiple_choice':
      return {
        item: {
          type,
          ...common,
          options: parts,
          key: row.key
            .split(/[,;\s]+/)
            .filter(Boolean)
            .map((k) => letter(indexOfLetter(k)).toLowerCase()),
        },
      };
    case 'true_false': {
      const marks = row.key.split(/[,;\s]+/).filter(Boolean);
      if (marks.length !== parts.length) return { field: 'Kunci', message: 'Isi B atau S untuk setiap pernyataan, dipisah koma.' };
      return { item: { type, ...common, statements: parts, key: Object.fromEntries(parts.map((p, i) => [p.id, /^s/i.test(marks[i]) ? 1 : 0])) } };
    }
    case 'matching': {
      const premises: { id: string; html: string }[] = [];
      const responses: { id: string; html: string }[] = [];
      const key: Record<string, string> = {};
      for (const [i, o] of options.entries()) {
        const [left, right] = o.split('=>').map((s) => s?.trim() ?? '');
        if (!right) return { field: `Opsi ${i + 1}`, message: 'Tulis pasangan sebagai "pernyataan => pasangan".' };
        const r = { id: `r${i + 1}`, html: right };
        responses.push(r);
        if (left) {
          const p = { id: `p${i + 1}`, html: left };
          premises.push(p);
          key[p.id] = r.id;
        }
      }
      return { item: { type, ...common, premises, responses, key } };
    }
    case 'short_answer':
      return {
        item: {
          type,
          ...common,
          blanks: [
            {
              id: 'b1',
              answers: row.key
                .split('|')
                .map((s) => s.trim())
                .filter(Boolean),
              match: /^[-+\d.,\s]+$/.test(row.key) ? 'number' : 'text',
            },
          ],
        },
      };
    case 'essay':
      return { item: { type, ...common, rubric: row.key || undefined } };
  }
}

/** The reverse, for export: the same columns, so an exported file imports back. */
export function itemToCells(item: ItemContent): { options: string[]; key: string } {
  switch (item.type) {
    case 'single_choice':
      return { options: item.options.map((o) => o.html), key: letter(item.options.findIndex((o) => o.id === item.key)) };
    case 'multiple_choice':
      return { options: item.options.map((o) => o.html), key: item.options.flatMap((o, i) => (item.key.includes(o.id) ? [letter(i)] : [])).join(',') };
    case 'true_false':
      return { options: item.statements.map((s) => s.html), key: item.statements.map((s) => (item.key[s.id] === 0 ? 'B' : 'S')).join(',') };
    case 'matching': {
      const used = new Set(Object.values(item.key));
      const pairs = item.premises.map((p) => `${p.html} => ${item.responses.find((r) => r.id === item.key[p.id])?.html ?? ''}`);
      const extra = item.responses.filter((r) => !used.has(r.id)).map((r) => `=> ${r.html}`);
      return { options: [...pairs, ...extra], key: '' };
    }
    case 'short_answer':
      return { options: [], key: item.blanks[0]?.answers.join('|') ?? '' };
    case 'essay':
      return { options: [], key: item.rubric ?? '' };
  }
}
