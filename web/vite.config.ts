import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './build/graphql-documents';

const API = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [
    graphqlDocuments({ generatedModule: fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url)) }),
    react(),
  ],
  server: {
    port: 5173,
    proxy: { '/graphql': API, '/healthz': API, '/readyz': API },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the server preloads each page's chunks from it (server/src/site/page-assets.ts).
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
});
