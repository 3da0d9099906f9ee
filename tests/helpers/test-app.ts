import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { LoginThrottle } from '../../src/server/auth/throttle.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import type { Database } from '../../src/server/db/client.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  filesDir: string;
  throttle: LoginThrottle;
  close(): Promise<void>;
  /** Signs in a demo account and returns its token and the login answer's data. */
  signIn(email: string, password?: string): Promise<{ token: string; data: Record<string, unknown> }>;
  post(url: string, body: unknown, token?: string | null): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
}

/** demo: false seeds only the schools, reference data and menus (no demo accounts or exams): faster. */
export async function createTestApp(options: { demo?: boolean } = {}): Promise<TestApp> {
  const demo = options.demo ?? true;
  const database = await openTestDatabase(demo ? 'demo' : 'base');
  if (!database.seeded) await seed(database.db, { demo });
  const throttle = new LoginThrottle(database.db);
  // Uploaded files go to a folder of this test file's own, removed on close.
  const filesDir = mkdtempSync(path.join(tmpdir(), 'sekolah-files-'));
  const app = await buildApp({ db: database.db, dbKind: database.kind, throttle, filesDir });
  const post: TestApp['post'] = async (url, body, token) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body as object,
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  return {
    app,
    database,
    filesDir,
    throttle,
    post,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await post('/api/login_web', { email, password });
      if (!res.body.status) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(res.body)}`);
      return { token: res.body.accessToken, data: res.body.data };
    },
  };
}
