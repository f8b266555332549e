import { defineConfig, type Options } from 'tsup';

const contract = '../contract/src';
const shared: Options = {
  // The client, the error guard alone (`./errors`: no zod, no ky), and the addresses alone (`./addresses`: no ky,
  // no zod).
  entry: ['src/index.ts', 'src/errors.ts', 'src/addresses.ts'],
  // The contract is a private workspace package: its code and its types are bundled in, so users install this
  // package alone. zod stays a (peer) dependency.
  noExternal: [/^@safety-companion\/contract/],
  dts: {
    // The declaration bundler takes a module found through node_modules (the workspace link) as external, and
    // so would its relative imports: pointing it at the contract's source makes it bundle the declarations.
    compilerOptions: {
      paths: {
        '@safety-companion/contract': [`${contract}/index.ts`],
        '@safety-companion/contract/errors': [`${contract}/errors.ts`],
        '@safety-companion/contract/lookup-address': [`${contract}/lookup-address.ts`],
      },
    },
  },
  sourcemap: true,
  target: 'es2022',
};

export default defineConfig([
  // ESM: the two entries share one chunk for the error class (one `ApiError` whichever entry it is imported from);
  // the schemas sit in their own chunk, so a page that only needs the error guard does not get zod, and one that
  // does not call the server does not get ky (which stays an import).
  { ...shared, format: ['esm'], splitting: true },
  // ky ships only as ESM: the CommonJS build carries its own copy so `require` works in every runtime.
  { ...shared, format: ['cjs'], noExternal: [/^@safety-companion\/contract/, 'ky'] },
]);
