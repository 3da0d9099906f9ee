import { asc, eq, inArray } from 'drizzle-orm';
import type { ItemContent } from '../../shared/exams/item-schema.ts';
import type { PaperQuestion } from '../../shared/exams/shuffle.ts';
import type { Db } from '../db/client.ts';
import { examQuestions, examScheduleQuestions, examStimuli } from '../db/schema/exams.ts';

/**
 * A schedule's paper (questions with keys, stimuli), read once and kept in memory: when 1,000 students press
 * "Mulai" together, the paper is read from the database once, not 1,000 times. Saving a question, a stimulus
 * or a schedule in this process forgets every paper; another instance notices within TTL_MS.
 */
export interface Paper {
  questions: PaperQuestion[];
  byId: Map<number, ItemContent>;
  stimuli: Map<number, { title: string; html: string }>;
}

const TTL_MS = 30_000;
const papers = new Map<number, { paper: Promise<Paper>; until: number }>();

export function forgetPapers(): void {
  papers.clear();
}

export function loadPaper(db: Db, scheduleId: number): Promise<Paper> {
  const hit = papers.get(scheduleId);
  if (hit && hit.until > Date.now()) return hit.paper;
  const paper = readPaper(db, scheduleId);
  papers.set(scheduleId, { paper, until: Date.now() + TTL_MS });
  paper.catch(() => papers.delete(scheduleId));
  return paper;
}

async function readPaper(db: Db, scheduleId: number): Promise<Paper> {
  const rows = await db
    .select({ id: examQuestions.id, stimulusId: examQuestions.stimulusId, content: examQuestions.content })
    .from(examScheduleQuestions)
    .innerJoin(examQuestions, eq(examQuestions.id, examScheduleQuestions.questionId))
    .where(eq(examScheduleQuestions.scheduleId, scheduleId))
    .orderBy(asc(examScheduleQuestions.position));
  const questions = rows.map((r) => ({ id: r.id, stimulusId: r.stimulusId, content: r.content as ItemContent }));
  const stimulusIds = [...new Set(questions.map((q) => q.stimulusId).filter((s): s is number => s !== null))];
  const stimuli = new Map<number, { title: string; html: string }>();
  if (stimulusIds.length) {
    const found = await db
      .select({ id: examStimuli.id, title: examStimuli.title, html: examStimuli.html })
      .from(examStimuli)
      .where(inArray(examStimuli.id, stimulusIds));
    for (const s of found) stimuli.set(s.id, { title: s.title, html: s.html });
  }
  return { questions, byId: new Map(questions.map((q) => [q.id, q.content])), stimuli };
}
