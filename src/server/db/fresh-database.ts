import pg from 'pg';

/**
 * A new PostgreSQL database beside the one `adminUrl` names (dropped first if it exists), for tests and
 * benchmarks that must not share data: empty, or a copy of `template` (a migrated and seeded database nobody is
 * connected to). Returns its URL. `name` and `template` are plain identifiers chosen by the caller.
 */
export async function createFreshDatabase(adminUrl: string, name: string, connectionTimeoutMillis?: number, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await createDatabase(admin, name, template);
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

/**
 * Drops the databases whose names start with `prefix` that nobody is connected to: what earlier test runs left
 * behind. Without FORCE, so a database another run is using stays (its drop fails and is skipped). A name ending
 * in `_<unix seconds>` (datedName) is kept while younger than `minAgeSeconds`: another run on the same server
 * creates its database a few seconds before it connects, and dropping it in that gap stopped that run's server
 * ("database … does not exist").
 */
export async function dropIdleDatabases(adminUrl: string, prefix: string, minAgeSeconds = 600): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database d where starts_with(datname, $1) and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)',
      [prefix],
    );
    const now = Date.now() / 1000;
    for (const { datname } of rows) {
      const made = /_(\d{10})$/.exec(datname);
      if (made && now - Number(made[1]) < minAgeSeconds) continue;
      await admin.query(`DROP DATABASE IF EXISTS "${datname.replaceAll('"', '""')}"`).catch(() => {});
    }
  } finally {
    await admin.end().catch(() => {});
  }
}

/** `base` with the time of making it (`base_<unix seconds>`), which dropIdleDatabases reads. */
export function datedName(base: string): string {
  return `${base}_${Math.floor(Date.now() / 1000)}`;
}

/**
 * PostgreSQL copies a template only while nobody is connected to it ("source database is being accessed by other
 * users", 55006): a pool that just closed may still be leaving, and two copies started at the same moment see
 * each other. Both pass in a moment, so the copy is tried again for up to 10 s.
 */
async function createDatabase(admin: pg.Client, name: string, template?: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      return;
    } catch (error) {
      if (!template || (error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
