import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table counter_test (id int primary key, n int not null)`);
  await database.db.execute(sql`insert into counter_test values (1, 0)`);
});
afterAll(() => database.close());

describe('concurrent transactions', () => {
  it('never interleave: 50 read-modify-write transactions lose no increment', async () => {
    await Promise.all(
      Array.from({ length: 50 }, () =>
        database.db.transaction(async (tx) => {
          // On PostgreSQL the row lock serialises; on PGlite the transaction lock does.
          const result = await tx.execute(sql`select n from counter_test where id = 1 for update`);
          const n = Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
          await new Promise((r) => setTimeout(r, 1));
          await tx.execute(sql`update counter_test set n = ${n + 1} where id = 1`);
        }),
      ),
    );
    const result = await database.db.execute(sql`select n from counter_test where id = 1`);
    expect(Number((result as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(50);
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update counter_test set n = -1 where id = 1`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const result = await database.db.execute(sql`select n from counter_test where id = 1`);
    expect(Number((result as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(50);
  });
});
