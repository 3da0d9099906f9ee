import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { healthContract } from '../../shared/api/platform.ts';

/**
 * GET /api/health for monitors. The database is pinged at most every 5 s, so a monitor polling hard (or a
 * benchmark) measures the server, not the database.
 */
export function registerHealthApi(app: FastifyInstance, deps: AppDeps): void {
  let checkedAt = 0;
  let databaseOk = true;
  const startedAt = Date.now();
  route(app, deps, healthContract, async ({ reply }) => {
    if (Date.now() - checkedAt > 5000) {
      checkedAt = Date.now();
      databaseOk = await deps.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
    }
    reply.status(databaseOk ? 200 : 503);
    return { status: databaseOk ? ('ok' as const) : ('degraded' as const), database: deps.dbKind, uptime_s: Math.round((Date.now() - startedAt) / 1000) };
  });
}
