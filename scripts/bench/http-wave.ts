/**
 * Waves of simultaneous GETs, run in a worker thread of its own (scripts/bench-classroom.ts): with the clients
 * in the server's thread, every client request and every response read took turns with the server on one event
 * loop, and the bench measured the clients' CPU as the server's latency. Each request carries its own bearer
 * token; one wave per path, one after the other over the same kept-alive sockets (the first wave opens them).
 * The worker answers the milliseconds of each request per wave, in order, or throws on a refused connection.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

interface Waves {
  port: number;
  tokens: string[];
  /** One wave per path, in this order. */
  paths: string[];
}

const { port, tokens, paths } = workerData as Waves;
const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length, maxFreeSockets: tokens.length });

function get(path: string, token: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

const waves: { status: number; ms: number }[][] = [];
for (const path of paths) waves.push(await Promise.all(tokens.map((token) => get(path, token))));
agent.destroy();
parentPort!.postMessage(waves);
