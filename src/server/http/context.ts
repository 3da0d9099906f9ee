import type { Db } from '../db/client.ts';
import type { Session } from '../auth/session.ts';
import type { LoginThrottle } from '../auth/throttle.ts';
import type { LiveBus } from '../live/bus.ts';

/** What the server process shares with every request: opened once at start-up. */
export interface AppDeps {
  db: Db;
  /** The attendance machines' pushes use their own connections when given (Database.intakeDb); else `db`. */
  intakeDb?: Db;
  dbKind: 'pglite' | 'postgres';
  throttle: LoginThrottle;
  /** Where uploaded files are kept (DATA_DIR/files by default; tests pass a temporary folder). */
  filesDir?: string;
  /** Live events between processes (src/server/live): LISTEN/NOTIFY on PostgreSQL; in-process when absent. */
  bus?: LiveBus;
}

/** The context a service receives: the database, and who is asking from where. */
export interface PublicContext {
  db: Db;
  deps: AppDeps;
  ip: string;
}

export interface SessionContext extends PublicContext {
  session: Session;
}
