import { defineConfig } from 'tsup';

// The server runs as JavaScript: `node --enable-source-maps dist/main.js`, with stack traces that name the `.ts`
// lines. The private workspace packages (the contract, hosting) are TypeScript sources: they are bundled in; the
// server's dependencies stay imports from node_modules.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'admin-create': 'src/admin-create.ts',
    'import-pglite': 'src/import-pglite.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: [/^@safety-companion\//],
  sourcemap: true,
  // One file per command, nothing shared: a rebuild never takes away a chunk that a running server has yet to load.
  splitting: false,
  // Files are overwritten in place, never deleted first (see scripts/start.mjs: a running server is left alone).
  clean: false,
});
