import type { AnswerValue } from './answer-schema.ts';
import type { ItemContent } from './item-schema.ts';
import { blankIsCorrect, normaliseText } from './short-answer.ts';

/**
 * Classical item analysis over the finished attempts of one schedule, for every item type:
 *   difficulty (p): mean share of the weight earned (1 = everyone right);
 *   discrimination (D): p in the top 27% of students by total minus p in the bottom 27% (null under 4 students);
 *   distribution: how often each option / category / pair / short answer was given, overall and in the top and
 *   bottom groups, so a distractor nobody picks, or one the strong students pick, stands out.
 */
export interface AttemptForAnalysis {
  total: number;
  answers: Map<number, { value: AnswerValue | null; score: number | null }>;
}

export interface Choice {
  key: string;
  label: string;
  correct: boolean;
  count: number;
  upper: number;
  lower: number;
}

export interface ItemAnalysis {
  questionId: number;
  type: ItemContent['type'];
  answered: number;
  difficulty: number | null;
  discrimination: number | null;
  /** One list per part (one for PG; per statement, premise or blank otherwise; essay: score bands). */
  parts: { label: string; choices: Choice[] }[];
}

const GROUP_SHARE = 0.27;

export function analyseItems(questions: { id: number; content: ItemContent }[], attempts: AttemptForAnalysis[]): ItemAnalysis[] {
  const ranked = [...attempts].sort((a, b) => b.total - a.total);
  const groupSize = ranked.length >= 4 ? Math.max(1, Math.round(ranked.length * GROUP_SHARE)) : 0;
  const upper = new Set(ranked.slice(0, groupSize));
  const lower = new Set(ranked.slice(ranked.length - groupSize));
  return questions.map((q) => {
    const weight = q.content.weight;
    const shareOf = (group: AttemptForAnalysis[]) => {
      const scored = group.map((a) => a.answers.get(q.id)?.score).filter((s): s is number => s !== null && s !== undefined);
      return scored.length ? scored.reduce((x, y) => x + y, 0) / scored.length / weight : null;
    };
    const difficulty = shareOf(attempts.map(withZero(q.id)));
    const up = shareOf([...upper].map(withZero(q.id)));
    const low = shareOf([...lower].map(withZero(q.id)));
    return {
      questionId: q.id,
      type: q.content.type,
      answered: attempts.filter((a) => a.answers.get(q.id)?.value).length,
      difficulty: difficulty === null ? null : round(difficulty),
      discrimination: groupSize && up !== null && low !== null ? round(up - low) : null,
      parts: distribution(q.content, q.id, attempts, upper, lower),
    };
  });
}

/** An attempt with no answer to a question counts as 0 points on it (essays still waiting stay out). */
function withZero(questionId: number) {
  return (a: AttemptForAnalysis): AttemptForAnalysis => {
    if (a.answers.has(questionId)) return a;
    const answers = new Map(a.answers);
    answers.set(questionId, { value: null, score: 0 });
    return { ...a, answers };
  };
}

type Tally = { label: string; choices: Map<string, Choice> };

function distribution(
  item: ItemContent,
  questionId: number,
  attempts: AttemptForAnalysis[],
  upper: Set<AttemptForAnalysis>,
  lower: Set<AttemptForAnalysis>,
): ItemAnalysis['parts'] {
  const parts = new Map<string, Tally>();
  const part = (id: string, label: string, options: { key: string; label: string; correct: boolean }[] = []) => {
    let t = parts.get(id);
    if (!t) {
      t = { label, choices: new Map(options.map((o) => [o.key, { ...o, count: 0, upper: 0, lower: 0 }])) };
      parts.set(id, t);
    }
    return t;
  };
  const blankKey = '';
  const choiceList = (correct: (id: string) => boolean, opts: { id: string }[]) => [
    ...opts.map((o, i) => ({ key: o.id, label: String.fromCharCode(65 + i), correct: correct(o.id) })),
    { key: blankKey, label: 'Tidak dijawab', correct: false },
  ];
  // Declare every part first, so options nobody chose still show with 0.
  if (item.type === 'single_choice')
    part(
      'q',
      'Pilihan',
      choiceList((id) => id === item.key, item.options),
    );
  if (item.type === 'multiple_choice')
    part(
      'q',
      'Pilihan',
      choiceList((id) => item.key.includes(id), item.options),
    );
  if (item.type === 'true_false') {
    item.statements.forEach((s, i) =>
      part(s.id, `Pernyataan ${i + 1}`, [
        ...item.categories.map((c, ci) => ({ key: String(ci), label: c, correct: item.key[s.id] === ci })),
        { key: blankKey, label: 'Tidak dijawab', correct: false },
      ]),
    );
  }
  if (item.type === 'matching') {
    item.premises.forEach((p, i) =>
      part(p.id, `Pernyataan ${i + 1}`, [
        ...item.responses.map((r, ri) => ({ key: r.id, label: `Pasangan ${ri + 1}`, correct: item.key[p.id] === r.id })),
        { key: blankKey, label: 'Tidak dijawab', correct: false },
      ]),
    );
  }
  if (item.type === 'short_answer') item.blanks.forEach((b, i) => part(b.id, b.label || `Isian ${i + 1}`));
  if (item.type === 'essay') {
    part('q', 'Skor', [
      { key: 'pending', label: 'Belum dinilai', correct: false },
      { key: 'low', label: '< 50%', correct: false },
      { key: 'mid', label: '50–79%', correct: false },
      { key: 'high', label: '≥ 80%', correct: true },
    ]);
  }
  for (const a of attempts) {
    const answer = a.answers.get(questionId);
    const value = answer?.value ?? null;
    const bump = (partId: string, key: string, label = key, correct = false) => {
      const t = part(partId, partId);
      let c = t.choices.get(key);
      if (!c) {
        c = { key, label, correct, count: 0, upper: 0, lower: 0 };
        t.choices.set(key, c);
      }
      c.count++;
      if (upper.has(a)) c.upper++;
      if (lower.has(a)) c.lower++;
    };
    switch (item.type) {
      case 'single_choice':
        bump('q', value && 'choice' in value && value.choice ? value.choice : blankKey);
        break;
      case 'multiple_choice': {
        const chosen = value && 'choices' in value ? value.choices : [];
        if (!chosen.length) bump('q', blankKey);
        for (const c of chosen) bump('q', c);
        break;
      }
      case 'true_false':
        for (const s of item.statements) {
          const v = value && 'categories' in value ? value.categories[s.id] : undefined;
          bump(s.id, v === undefined ? blankKey : String(v));
        }
        break;
      case 'matching':
        for (const p of item.premises) bump(p.id, (value && 'pairs' in value ? value.pairs[p.id] : null) ?? blankKey);
        break;
      case 'short_answer':
        for (const b of item.blanks) {
          const raw = value && 'texts' in value ? (value.texts[b.id] ?? '') : '';
          const text = normaliseText(raw, b.caseSensitive);
          bump(b.id, text, text || 'Tidak dijawab', blankIsCorrect(b, raw));
        }
        break;
      case 'essay': {
        const s = answer?.score;
        bump('q', s === null || s === undefined ? 'pending' : s / item.weight >= 0.8 ? 'high' : s / item.weight >= 0.5 ? 'mid' : 'low');
        break;
      }
    }
  }
  return [...parts.values()].map((t) => ({
    label: t.label,
    choices: [...t.choices.values()].sort((x, y) => (item.type === 'short_answer' ? y.count - x.count : 0)).slice(0, 20),
  }));
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
