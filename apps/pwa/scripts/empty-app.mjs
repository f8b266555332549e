// The stack's empty app (bench/empty-app/), built for `bench:web` with the site's own Vite, React and TanStack
// Router, in the two ways the landing page is compared with: a single bundle, and the router plugin's automatic code
// splitting, as the site is built. Brotli copies are written as the site's build writes them, so that the hosting
// package serves both alike.
import { join } from 'node:path';
import { writeBrotliCopies } from '@safety-companion/hosting';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { pwaDir } from './bench-support.mjs';

export const emptyAppDir = join(pwaDir, 'bench', 'empty-app');

/** The two builds: `split` is the router plugin's `autoCodeSplitting`. */
export const EMPTY_APP_BUILDS = [
  { name: 'empty app', split: false },
  { name: 'empty app, code-split', split: true },
];

/** Builds the empty app into `outDir`, its only route in its entry or (`split`) in a chunk of its own. */
export async function buildEmptyApp(outDir, split) {
  await build({
    configFile: false,
    root: emptyAppDir,
    logLevel: 'warn',
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: split,
        routesDirectory: join(emptyAppDir, 'src', 'routes'),
        generatedRouteTree: join(emptyAppDir, 'src', 'routeTree.gen.ts'),
      }),
      react(),
    ],
    build: { outDir, emptyOutDir: true },
  });
  await writeBrotliCopies(outDir);
}
