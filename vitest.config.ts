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
  },
});
