import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // Each integration file opens its own database; two cores, so keep the pool small.
    pool: 'forks',
    maxWorkers: 2,
  },
});
