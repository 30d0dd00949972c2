import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { graphqlDocuments } from './build/graphql-documents.ts';

const VENDOR_CHUNKS: [string, string[]][] = [
  ['react', ['react', 'react-dom', 'scheduler']],
  ['router', ['react-router', 'react-router-dom']],
  [
    'apollo',
    [
      '@apollo/client',
      'graphql',
      'rxjs',
      'optimism',
      '@wry/caches',
      '@wry/context',
      '@wry/equality',
      '@wry/trie',
      'tslib',
    ],
  ],
];

const API = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  // The shared rules as TypeScript source: tree-shaken like the app's own code (its dist is CommonJS for the server).
  resolve: { alias: { '@site/shared': fileURLToPath(new URL('../packages/shared/src/index.ts', import.meta.url)) } },
  plugins: [
    graphqlDocuments({ generatedModule: fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url)) }),
    react(),
    // The hashed assets, compressed once here at the highest levels (brotli and gzip, beside each
    // file) rather than by the server on every request; the server sends the file the browser takes.
    compression({
      include: /^assets\/.*\.(js|css|svg)$/,
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
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
    rolldownOptions: {
      output: {
        // The libraries every page runs, each in its own file, so a prerendered page can run
        // them one task at a time (server/src/site/html.ts) instead of in one long task. A group
        // takes only its own packages, not what they import.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: VENDOR_CHUNKS.map(([name, packages]) => ({
            name,
            test: new RegExp(`/node_modules/(${packages.join('|')})/`),
          })),
        },
      },
    },
  },
});
