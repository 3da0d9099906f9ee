import pg from 'pg';

/**
 * A new, empty PostgreSQL database beside the one `adminUrl` names (dropped first if it exists), for tests and
 * benchmarks that must not share data. Returns its URL. `name` is a plain identifier chosen by the caller.
 */
export async function createFreshDatabase(adminUrl: string, name: string, connectionTimeoutMillis?: number): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // A pool's end() resolves before its connections have gone; forcing the drop then would cut them off
    // mid-goodbye. Give them a moment to leave (at most 5 s), then drop.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (!rows[0].n) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end().catch(() => {});
  }
}
