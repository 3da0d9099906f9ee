export {};
// Starts the server without the build check of scripts/start.ts (benchmarks, tools).
const { runMain } = await import('../src/server/main.ts');
await runMain();
