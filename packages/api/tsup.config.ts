import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  // The client, and the addresses on their own (`./addresses`: no ky, no zod).
  entry: ['src/index.ts', 'src/addresses.ts'],
  // The contract is a private workspace package: its code and its types are bundled in, so users install this
  // package alone. zod stays a dependency.
  noExternal: [/^@safety-companion\/contract/],
  dts: {
    // The declaration bundler takes a module found through node_modules (the workspace link) as external, and
    // so would its relative imports: pointing it at the contract's source makes it bundle the declarations.
    compilerOptions: {
      paths: {
        '@safety-companion/contract': ['../contract/src/index.ts'],
        '@safety-companion/contract/lookup-address': ['../contract/src/lookup-address.ts'],
      },
    },
  },
  sourcemap: true,
  target: 'es2022',
};

export default defineConfig([
  // ESM: one module whose exports a bundler keeps or drops one by one, so a page that only needs the schemas
  // and helpers does not get the HTTP client (and ky, which stays an import).
  { ...shared, format: ['esm'] },
  // ky ships only as ESM: the CommonJS build carries its own copy so `require` works in every runtime.
  { ...shared, format: ['cjs'], noExternal: [/^@safety-companion\/contract/, 'ky'] },
]);
