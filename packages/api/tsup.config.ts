import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // One output module per source module, so bundlers keep what an app imports apart from what it does not:
    // the schemas and helpers never drag the HTTP client (and ky) into a page that only needs them.
    entry: ['src/**/*.ts'],
    format: ['esm'],
    bundle: false,
    dts: { entry: 'src/index.ts' },
    sourcemap: true,
    target: 'es2022',
  },
  {
    // ky ships only as ESM: the CommonJS build carries its own copy so `require` works in every runtime.
    entry: ['src/index.ts'],
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
    noExternal: ['ky'],
  },
]);
