import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { sweepExpired } from './attempts/grade-attempt.ts';
import { flushPresence } from './attempts/presence.ts';

/**
 * Two timers while the server runs: "last seen" is written every 5 s, and attempts whose time and grace are
 * over are finished every 30 s (they are also finished whenever someone reads them). Both are safe to run on
 * several instances at once.
 */
export function startExamJobs(app: FastifyInstance, deps: AppDeps): void {
  let presence: NodeJS.Timeout | undefined;
  let sweep: NodeJS.Timeout | undefined;
  const quietly = (job: () => Promise<unknown>) => () => void job().catch((error) => app.log.error({ err: error }, 'exam job failed'));
  app.addHook('onReady', async () => {
    presence = setInterval(
      quietly(() => flushPresence(deps.db)),
      5_000,
    );
    sweep = setInterval(
      quietly(() => sweepExpired(deps.db)),
      30_000,
    );
    presence.unref();
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(presence);
    clearInterval(sweep);
    await flushPresence(deps.db).catch(() => {});
  });
}
