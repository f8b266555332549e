import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  // The snapshot type and helpers come from the private contract package: bundled in, code and types, so the
  // library needs neither the API client nor ky. zod, which the contract's types are written in, is a dependency.
  dts: {
    entry: 'src/index.ts',
    // The declaration bundler takes a module found through node_modules (the workspace link) as external:
    // pointing it at the contract's source makes it bundle the contract's declarations.
    compilerOptions: { paths: { '@safety-companion/contract': ['../contract/src/index.ts'] } },
  },
  sourcemap: true,
  target: 'es2022',
  // Every component is a client component (state, effects, event handlers): React Server Components frameworks
  // (Next.js App Router) must know it from the file they import. esbuild drops module-level directives when it
  // bundles, so the directive is written at the top of every output file, chunks included.
  banner: { js: "'use client';" },
  external: ['react', 'react-dom'],
  noExternal: ['@safety-companion/contract'],
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
