import { defineConfig, type Options } from 'tsup';

const contract = '../contract/src';
const shared: Options = {
  // The client, the error guard alone (`./errors`: no zod, no ky), the addresses alone (`./addresses`: no ky, no
  // zod), and the admin's calls alone (`./admin`: no other call's schemas).
  entry: ['src/index.ts', 'src/errors.ts', 'src/addresses.ts', 'src/admin.ts'],
  // The contract is a private workspace package: its code and its types are bundled in, so users install this
  // package alone. zod stays a (peer) dependency.
  noExternal: [/^@safety-companion\/contract/],
  dts: {
    // The declaration bundler takes a module found through node_modules (the workspace link) as external, and
    // so would its relative imports: pointing it at the contract's source makes it bundle the declarations.
    compilerOptions: {
      paths: {
        '@safety-companion/contract': [`${contract}/index.ts`],
        '@safety-companion/contract/admin': [`${contract}/admin.ts`],
        '@safety-companion/contract/errors': [`${contract}/errors.ts`],
        '@safety-companion/contract/lookup-address': [`${contract}/lookup-address.ts`],
        '@safety-companion/contract/retry-after': [`${contract}/retry-after.ts`],
      },
    },
  },
  sourcemap: true,
  target: 'es2022',
};

// ESM only, which every Node this package supports (20.19 on) also loads through `require`: one module graph for
// both, so one `ApiError` whichever entry or module system it comes from, and ky stays a dependency, never copied.
// The entries share chunks: one for the error class, one for what the client and the admin's calls both hold (the
// ky instance, the admin's schemas). So a page that only needs the error guard gets neither zod nor ky, and one
// that only reads the inbox gets no other call's schemas.
export default defineConfig({ ...shared, format: ['esm'], splitting: true });
