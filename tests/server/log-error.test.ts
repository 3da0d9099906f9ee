/**
 * The log of a failed query (issue 11): it once printed the statement's parameters (NIK, birth date, address)
 * and 3.6 KB per failure. A real failing statement goes through the app's logger here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { LoginThrottle } from '../../src/server/auth/throttle.ts';
import type { Database } from '../../src/server/db/client.ts';
import { errorForLog, withoutValues } from '../../src/server/http/log-error.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const NIK = '3201012345678901';
const BIRTH = '2009-04-17';
const ADDRESS = 'Jl. Melati No. 12 RT 03 RW 04';

let database: Database;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(
    { db: database.db, dbKind: database.kind, throttle: new LoginThrottle(database.db) },
    { logger: { level: 'error', stream: { write: (line) => void lines.push(line) } } },
  );
  // A statement that PostgreSQL refuses, carrying personal data as bound parameters.
  app.get('/api/test-failing-query', async () =>
    database.db.execute(sql`select ${NIK}::text as nik, ${BIRTH}::date as lahir, ${ADDRESS}::text as alamat, ${NIK}::int as broken`),
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the error log', () => {
  it('logs a failed query with its statement and SQLSTATE, but none of its values, in under 1.5 KB', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-failing-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Terjadi kesalahan pada server. Silakan coba lagi.' });
    const logged = lines.join('');
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('select');
    expect(logged).toMatch(/22003|22P02/); // out of range / invalid text for type integer
    for (const value of [NIK, BIRTH, ADDRESS, '320101']) expect(logged).not.toContain(value);
    expect(Buffer.byteLength(logged)).toBeLessThan(1500);
  });

  it('keeps names but not values in the messages PostgreSQL writes', () => {
    expect(withoutValues('value "2147483648" is out of range for type integer')).toBe('value "…" is out of range for type integer');
    expect(withoutValues('invalid input syntax for type integer: "3201012345678901"')).toBe('invalid input syntax for type integer: "…"');
    expect(withoutValues('Failed query: insert into "students" ("nik") values ($1)\nparams: 3201012345678901')).toBe(
      'Failed query: insert into "students" ("nik") values ($1)',
    );
    expect(withoutValues('Key (nik)=(3201012345678901) already exists.')).toBe('Key (nik)=(…) already exists.');
  });

  it('drops detail and the parameters list of a database error, and follows the cause', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "students_nik_key"'), {
      code: '23505',
      constraint: 'students_nik_key',
      detail: `Key (nik)=(${NIK}) already exists.`,
    });
    const error = Object.assign(new Error(`Failed query: insert into students values ($1, $2)\nparams: ${NIK},${ADDRESS}`), { params: [NIK, ADDRESS], cause });
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).not.toContain(NIK);
    expect(logged).not.toContain(ADDRESS);
    expect(logged).toContain('students_nik_key');
    expect(logged).toContain('23505');
  });
});
