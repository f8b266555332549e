// zod is the app's own: the package takes it as a peer, so the app's copy is the one it uses; and the error guard
// imported alone (`@safety-companion/api/errors`), as an app's bundler would pack it, brings neither zod nor ky.
import assert from 'node:assert/strict';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiError, isApiError } from '@safety-companion/api';
import * as apiErrors from '@safety-companion/api/errors';
import { build } from 'esbuild';

/** The folder of the zod installation a file resolves (`require` and `import` pick different files of it). */
const zodFolder = (file) => realpathSync(file).replace(/(node_modules\/zod)\/.*$/, '$1');
const packageDir = dirname(realpathSync(createRequire(import.meta.url).resolve('@safety-companion/api')));
const zodOfPackage = zodFolder(createRequire(`${packageDir}/`).resolve('zod'));
const zodOfApp = zodFolder(fileURLToPath(import.meta.resolve('zod')));
assert.equal(zodOfPackage, zodOfApp, 'the package uses the app’s zod');

// One class whichever entry it comes from.
assert.equal(apiErrors.ApiError, ApiError);
assert.ok(isApiError(new apiErrors.ApiError('x', { kind: 'timeout' })));

const bundle = await build({
  stdin: {
    contents: "export { isApiError } from '@safety-companion/api/errors';",
    resolveDir: process.cwd(),
  },
  bundle: true,
  format: 'esm',
  minify: true,
  write: false,
  metafile: true,
});
const inputs = Object.keys(bundle.metafile.inputs);
assert.deepEqual(
  inputs.filter((input) => /node_modules\/(\.pnpm\/)?(zod|ky)[@/]/.test(input)),
  [],
  'neither zod nor ky is bundled',
);
const bytes = bundle.outputFiles[0].contents.length;
assert.ok(bytes < 3000, `the error guard alone is ${bytes} bytes`);
console.log(`the app's zod is shared; the error guard alone bundles to ${bytes} bytes`);
