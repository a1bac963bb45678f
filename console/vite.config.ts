import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A dev or preview server forwards the API to a running service (CONSOLE_API, default :8080),
// so the console is always same-origin with the graph, as it is when the service serves it.
const api = process.env.CONSOLE_API ?? 'http://127.0.0.1:8080';
const proxy = { '/api': api, '/graphql': api };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  resolve: {
    // The workspace package publishes a build; the console bundles its source instead.
    alias: { '@compliance-gateway/client': fileURLToPath(new URL('../packages/client/src/index.ts', import.meta.url)) },
  },
  build: { outDir: 'dist', emptyOutDir: true, assetsInlineLimit: 0, sourcemap: false },
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
});
