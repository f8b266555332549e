import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@safety-companion/api'],
};

export default defineConfig([
  {
    // One output module per source module: an app's first page keeps only the components it renders, and the
    // rest (StatusPanel and its date helpers, the carousel…) stay in the chunks of the pages that use them.
    ...shared,
    entry: ['src/index.ts', 'src/*/index.ts', '!src/test/**'],
    format: ['esm'],
    splitting: true,
  },
  {
    ...shared,
    entry: ['src/index.ts'],
    format: ['cjs'],
    // The JavaScript never imports CSS, so the stylesheet is assembled from `src/styles.css` after the bundle.
    onSuccess: 'node scripts/build-css.mjs',
  },
]);
