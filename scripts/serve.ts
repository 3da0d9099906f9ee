export {};
// Starts the server without the build check of scripts/start.ts (benchmarks, tools).
const { main } = await import('../src/server/main.ts');
await main();
