import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { FILE_KIND_RULES, fileUrl } from '../../shared/files/file-kinds.ts';
import { sniff } from '../../shared/files/magic-bytes.ts';
import type { Db } from '../db/client.ts';
import { examQuestions, examStimuli } from '../db/schema/exams.ts';
import { files } from '../db/schema/files.ts';
import { insertFileRow } from './save-file.ts';
import { sha256Of, writeBytes } from './storage.ts';

/**
 * Moves pictures stored inside questions and stimuli as data: URLs into files (issue 12, item 5), run at every
 * start. Idempotent: a converted row holds no data: URL, so the next run finds nothing; the same picture in
 * one school becomes one file (matched by sha256). A data: URL whose bytes are no accepted picture stays as it
 * is (the sanitiser will drop it on the next save) rather than stopping the server.
 */
const DATA_URL_SRC = /src="(data:image\/(?:png|jpe?g|gif|webp);base64,([A-Za-z0-9+/=\s]+))"/gi;
const BATCH = 50;
const rule = FILE_KIND_RULES.question_image;

export async function migrateQuestionImages(db: Db, filesDir: string): Promise<{ rows: number; files: number }> {
  const counts = { rows: 0, files: 0 };
  const toFile = fileMaker(db, filesDir, counts);
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select({ id: examQuestions.id, schoolId: examQuestions.schoolId, content: examQuestions.content })
      .from(examQuestions)
      .where(and(gt(examQuestions.id, lastId), sql`${examQuestions.content}::text like '%data:image/%'`))
      .orderBy(asc(examQuestions.id))
      .limit(BATCH);
    if (!rows.length) break;
    for (const row of rows) {
      lastId = row.id;
      const content = await replaceInStrings(row.content, (html) => replaceDataUrls(html, (b64) => toFile(row.schoolId, b64)));
      if (JSON.stringify(content) === JSON.stringify(row.content)) continue;
      await db.update(examQuestions).set({ content }).where(eq(examQuestions.id, row.id));
      counts.rows++;
    }
  }
  lastId = 0;
  for (;;) {
    const rows = await db
      .select({ id: examStimuli.id, schoolId: examStimuli.schoolId, html: examStimuli.html })
      .from(examStimuli)
      .where(and(gt(examStimuli.id, lastId), sql`${examStimuli.html} like '%data:image/%'`))
      .orderBy(asc(examStimuli.id))
      .limit(BATCH);
    if (!rows.length) break;
    for (const row of rows) {
      lastId = row.id;
      const html = await replaceDataUrls(row.html, (b64) => toFile(row.schoolId, b64));
      if (html === row.html) continue;
      await db.update(examStimuli).set({ html }).where(eq(examStimuli.id, row.id));
      counts.rows++;
    }
  }
  return counts;
}

/** A data: URL's bytes as a question_image file of the school: an existing identical one, or a new one. */
function fileMaker(db: Db, filesDir: string, counts: { files: number }) {
  return async (schoolId: number, base64: string): Promise<string | null> => {
    const bytes = Buffer.from(base64.replace(/\s+/g, ''), 'base64');
    const type = sniff(bytes, rule.types);
    if (!type || bytes.length > rule.maxBytes) return null;
    const sha256 = sha256Of(bytes);
    const [same] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.schoolId, schoolId), eq(files.kind, 'question_image'), eq(files.sha256, sha256)))
      .limit(1);
    if (same) return fileUrl(same.id);
    const id = randomUUID();
    await writeBytes(filesDir, schoolId, id, bytes);
    const saved = await insertFileRow(db, {
      id,
      schoolId,
      kind: 'question_image',
      mime: type.mime,
      size: bytes.length,
      sha256,
      originalName: `gambar-soal.${type.extension}`,
      createdBy: null,
    });
    counts.files++;
    return saved.url;
  };
}

async function replaceDataUrls(html: string, toUrl: (base64: string) => Promise<string | null>): Promise<string> {
  if (!html.includes('data:image/')) return html;
  let out = '';
  let last = 0;
  for (const match of html.matchAll(DATA_URL_SRC)) {
    const url = await toUrl(match[2]);
    out += html.slice(last, match.index) + (url ? `src="${url}"` : match[0]);
    last = match.index + match[0].length;
  }
  return out + html.slice(last);
}

/**
 * Every string inside a question's content (prompt, options, statements, pairs, rubric) gets the same change,
 * one after another: the same picture twice in one question must find the file made a moment before.
 */
async function replaceInStrings(value: unknown, change: (s: string) => Promise<string>): Promise<unknown> {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const v of value) out.push(await replaceInStrings(v, change));
    return out;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = await replaceInStrings(v, change);
    return out;
  }
  return value;
}
