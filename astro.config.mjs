// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

// Public pages are pre-rendered; the Fastify server (src/server/main.ts) serves them and mounts
// Astro's handler in middleware mode for anything rendered on demand. One process, one port.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  session: false,
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? '0.0.0.0' },
  devToolbar: { enabled: false },
});
