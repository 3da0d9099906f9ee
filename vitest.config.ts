import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // Migrates and seeds once per run; each integration file starts from a copy (tests/helpers/db-templates.ts).
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Each integration file opens its own database; two cores, so keep the pool small.
    pool: 'forks',
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph: the server's modules are imported once per
    // worker instead of once per file (import was 29% of the run; the whole suite went from 605 s to 294 s).
    // Files keep their own database and app; a file that changes process.env or globals puts them back.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
