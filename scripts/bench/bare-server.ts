import http from 'node:http';

// The yardstick: bare node:http answering a small JSON, as /api/health does.
const body = JSON.stringify({ status: 'ok' });
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  })
  .listen({ port: Number(process.env.PORT), host: '127.0.0.1', backlog: 4096 });
