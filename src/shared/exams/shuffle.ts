import type { ItemContent } from './item-schema.ts';

/**
 * Per-student order, drawn once when the attempt starts and stored with it, so a reload or another device
 * shows the same order. Pages are questions, or a stimulus with its questions (which stay together and in
 * the author's order); options and matching responses are shuffled within their question.
 */
export function seededRandom(seed: string): () => number {
  // FNV-1a of the seed, then mulberry32: small, fast, the same in every browser and in Node.
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export interface PaperQuestion {
  id: number;
  stimulusId: number | null;
  content: ItemContent;
}

export interface Page {
  stimulusId: number | null;
  questionIds: number[];
}

export interface AttemptLayout {
  pages: Page[];
  /** question id -> part list name -> part ids in display order */
  partOrder: Record<string, Record<string, string[]>>;
}

/** Groups questions into pages in paper order (a stimulus's questions gather where its first one stands). */
export function pagesOf(questions: readonly PaperQuestion[]): Page[] {
  const pages: Page[] = [];
  const byStimulus = new Map<number, Page>();
  for (const q of questions) {
    if (q.stimulusId === null) {
      pages.push({ stimulusId: null, questionIds: [q.id] });
      continue;
    }
    let page = byStimulus.get(q.stimulusId);
    if (!page) {
      page = { stimulusId: q.stimulusId, questionIds: [] };
      byStimulus.set(q.stimulusId, page);
      pages.push(page);
    }
    page.questionIds.push(q.id);
  }
  return pages;
}

export function layoutAttempt(
  questions: readonly PaperQuestion[],
  options: { seed: string; shuffleQuestions: boolean; shuffleOptions: boolean },
): AttemptLayout {
  const random = seededRandom(options.seed);
  const pages = pagesOf(questions);
  const ordered = options.shuffleQuestions ? shuffled(pages, random) : pages;
  const partOrder: AttemptLayout['partOrder'] = {};
  if (options.shuffleOptions) {
    for (const q of questions) {
      const c = q.content;
      if (c.type === 'single_choice' || c.type === 'multiple_choice') {
        partOrder[q.id] = {
          options: shuffled(
            c.options.map((o) => o.id),
            random,
          ),
        };
      } else if (c.type === 'matching') {
        partOrder[q.id] = {
          responses: shuffled(
            c.responses.map((r) => r.id),
            random,
          ),
        };
      }
    }
  }
  return { pages: ordered, partOrder };
}
