// One instance of the /api server on DATABASE_URL (no pages, no seed): the chat bench starts two on one database.
import { openDatabase } from '../../src/server/db/client.ts';
import { buildApp } from '../../src/server/app.ts';
import { LoginThrottle } from '../../src/server/auth/throttle.ts';
import { openLiveBus } from '../../src/server/live/open-bus.ts';

const url = process.env.DATABASE_URL!;
const database = await openDatabase({ kind: 'postgres', url, poolSize: Number(process.env.POOL_SIZE ?? 10) });
const bus = openLiveBus(database, url);
const app = await buildApp({ db: database.db, dbKind: database.kind, throttle: new LoginThrottle(database.db), bus });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1', backlog: 4096 });
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => bus.close())
      .then(() => database.close())
      .then(() => process.exit(0)),
);
