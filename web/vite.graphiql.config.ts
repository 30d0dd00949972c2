import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * GraphiQL as a bundle of its own, served from our origin at /graphiql/ outside production
 * (server/src/app/graphiql.ts); the public pages never load it. It goes into dist/.graphiql,
 * which the site's static files leave out (a dot folder, like dist/.vite).
 */
export default defineConfig({
  base: '/graphiql/',
  // The site's public files (favicon, og-image) are not GraphiQL's.
  publicDir: false,
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    outDir: 'dist/.graphiql',
    emptyOutDir: true,
    manifest: true,
    // Monaco, the editor GraphiQL is built on, is a few MB: a developer tool, never a public page.
    chunkSizeWarningLimit: 8000,
    rolldownOptions: {
      input: fileURLToPath(new URL('./src/graphiql/main.tsx', import.meta.url)),
      // GraphiQL's modules start with React Compiler's "use no memo", which bundling drops harmlessly.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});
