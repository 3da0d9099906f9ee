/**
 * How an error is written to the log (the logger's `err` serializer, so every `log.error({ err })` goes
 * through it). A failed query must not print its parameters: drizzle puts them in the message
 * ("Failed query: ... params: <NIK>,<birth date>,<address>") and in `params`, and PostgreSQL repeats a refused
 * value in its message and `detail` ("Key (nik)=(3201...) already exists"). What stays is what finds the
 * bug: the statement without values, the SQLSTATE code, the table, column and constraint, and a short stack.
 * Each failure is a few hundred bytes instead of kilobytes, so a flood of bad requests cannot flood the disk.
 */
const MAX_TEXT = 300;
const MAX_FRAMES = 6;
const MAX_CAUSES = 3;

/** Fields of a PostgreSQL error (pg and PGlite) that name things, never values. */
const PG_NAMES = ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: clip(String(error)), stack: '' };
  const e = error as Error & Record<string, unknown>;
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, MAX_FRAMES);
  const out: LoggedError = {
    type: e.name && e.name !== 'Error' ? e.name : (e.constructor?.name ?? 'Error'),
    message: clip(withoutValues(e.message)),
    stack: frames.map((f) => f.trim()).join('\n'),
  };
  for (const name of PG_NAMES) if (typeof e[name] === 'string') out[name] = e[name];
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < MAX_CAUSES) out.cause = errorForLog(e.cause, depth + 1);
  return out;
}

/** A message without the values a statement carried: drizzle's "params:" tail, and PostgreSQL's quoted value. */
export function withoutValues(message: string): string {
  return message
    .replace(/\nparams: [\s\S]*$/, '')
    .replace(/(value |: )"[^"]*"/g, '$1"…"')
    .replace(/=\([^)]*\)/g, '=(…)');
}

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}
