/**
 * How a resource definition meets the database. The generic service (list, get, create, update, delete)
 * only talks to this interface; tableBinding() and personBinding() build it for a plain table and for a
 * person (an sd_users account plus a profile table). Hooks are the escape hatch for an entity's own rules.
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { ResourceDef } from '../../shared/resources/types.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

/** Who asks, and within which school and academic year (always from the session, never from a body). */
export interface Scope {
  userId: number;
  userTypeId: string;
  schoolId: number;
  yearId: number | null;
}

export type Expr = SQL | PgColumn;
export type Row = Record<string, unknown>;
/** The validated input of a create or update; update holds only the fields that were sent. */
export type Values = Record<string, unknown>;

export interface Hooks {
  /** Extra read conditions for this user (a teacher sees only their own tasks). */
  readFilter?(scope: Scope): SQL | undefined;
  /** Before the transaction: derive values, hash a password. May throw a validation error. */
  prepare?(scope: Scope, values: Values, existing: Row | null): Promise<void> | void;
  /** In the transaction, before the write: rules that read other records. */
  beforeWrite?(tx: Tx, scope: Scope, values: Values, existing: Row | null): Promise<void>;
  /** In the transaction, after the write: links, memberships, the one current year. */
  afterWrite?(tx: Tx, scope: Scope, id: number, values: Values, existing: Row | null): Promise<void>;
  beforeDelete?(tx: Tx, scope: Scope, existing: Row): Promise<void>;
  /**
   * After the transaction committed, never after a rollback: forget a cache the change makes stale (the exam
   * papers an allowed app opens). Run in the transaction, a concurrent read could cache the old rows again
   * before the commit. A failure here does not undo the committed change; it is the caller's 500.
   */
  afterCommit?(scope: Scope, id: number, action: 'create' | 'update' | 'delete'): Promise<void> | void;
}

/** A field name (message: "<label> ini sudah dipakai."), or the field with a message of its own. */
export type UniqueRule = string | { field: string; message: string };

export interface Binding {
  def: ResourceDef;
  /** The id column: the record's "id" in the API. */
  id: PgColumn;
  /** Readable expressions by field name ('id' included): selected, searched, sorted and filtered on. */
  columns(scope: Scope): Record<string, Expr>;
  /** SELECT ... FROM with the joins this resource reads through; returns a dynamic query. */
  select(db: Queryable, selection: Record<string, Expr | SQL.Aliased>, scope: Scope): any;
  /** Conditions every read and write is limited to (school, year, user type). */
  where(scope: Scope): SQL[];
  /** How one search word matches, when not "anywhere in any searched field" (people: word starts, NISN prefix). */
  searchSql?: (term: string, scope: Scope) => SQL | undefined;
  /** The fields a search word is looked for in (default: the definition's search fields). */
  searchFields?: (term: string) => readonly string[];
  /**
   * A FROM without joins, for choosing a page's ids and counting, when only these fields are filtered, sorted
   * or searched on (people: their account columns); null when the joins are needed.
   */
  selectLight?: (db: Queryable, selection: Record<string, Expr | SQL.Aliased>, used: ReadonlySet<string>) => any | null;
  /** A filter whose SQL is not "column = value" (a student's rombel lives in another table). */
  filterSql?: Record<string, (value: unknown, scope: Scope) => SQL>;
  /** A field shown under a record's name in pickers (a student's NISN). */
  hint?: string;
  /** Unique index names mapped to the field whose value was taken, for a 422 instead of a 500. */
  unique: Record<string, UniqueRule>;
  create(tx: Tx, scope: Scope, values: Values): Promise<number>;
  update(tx: Tx, scope: Scope, id: number, values: Values): Promise<void>;
  remove(tx: Tx, scope: Scope, id: number): Promise<void>;
  /** Singletons: make sure the school's record exists before it is read or written. */
  ensure?(db: Queryable, scope: Scope): Promise<void>;
  hooks: Hooks;
}
