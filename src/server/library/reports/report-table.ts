import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ReportColumnKind } from '../../../shared/library/reports.ts';

export type Cell = string | number | null;
export interface Column {
  key: string;
  label: string;
  kind: ReportColumnKind;
}
export interface ReportTable {
  columns: Column[];
  rows: Record<string, Cell>[];
  summary: { label: string; value: Cell; kind?: ReportColumnKind }[];
  truncated?: boolean;
}
export interface ReportScope {
  schoolId: number;
  academicYearId: number | null;
  from: string;
  to: string;
  /** A word to narrow the rows (a member's or a title's name). */
  q?: string;
}
export type ReportBuilder = (db: Db, scope: ReportScope) => Promise<ReportTable>;

/** At most this many rows go to the screen and the workbook; the summary still counts every row. */
export const ROW_LIMIT = 2000;

export const col = (key: string, label: string, kind: ReportColumnKind = 'text'): Column => ({ key, label, kind });

export async function rowsOf<T extends Record<string, Cell>>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<T>(query);
  return result.rows as T[];
}

/** 1, 2, 3 ... in front of ranked rows. */
export const ranked = <T extends Record<string, Cell>>(rows: T[]) => rows.map((r, i) => ({ no: i + 1, ...r }));

export const likeOf = (q: string | undefined) => (q ? `%${q.toLowerCase().replace(/[%_\\]/g, '')}%` : null);
