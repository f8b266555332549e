import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@safety-companion/api'],
  // The JavaScript never imports CSS, so the stylesheet is assembled from `src/styles.css` after the bundle.
  onSuccess: 'node scripts/build-css.mjs',
});
