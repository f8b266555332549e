// One `ApiError` class whichever entry and module system a consumer uses: the package is ES modules only, which
// `require` loads too (Node 20.19 on), so `require` and `import` of `.` and of `./errors` meet one module graph. And
// ky is the installed dependency, never a copy of it in the package's files.
const assert = require('node:assert/strict');
const { readdirSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const required = require('@safety-companion/api');
const requiredErrors = require('@safety-companion/api/errors');

(async () => {
  const imported = await import('@safety-companion/api');
  const importedErrors = await import('@safety-companion/api/errors');
  for (const [from, ApiError] of [
    ["require('@safety-companion/api/errors')", requiredErrors.ApiError],
    ["import('@safety-companion/api')", imported.ApiError],
    ["import('@safety-companion/api/errors')", importedErrors.ApiError],
  ]) {
    assert.equal(
      ApiError,
      required.ApiError,
      `${from} gives the ApiError of require('@safety-companion/api')`,
    );
  }
  const failure = new importedErrors.ApiError('x', { kind: 'timeout' });
  assert.ok(failure instanceof required.ApiError && required.isApiError(failure));

  const dist = dirname(require.resolve('@safety-companion/api'));
  const files = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const copies = files.filter((file) => /\bclass Ky\b/.test(readFileSync(join(dist, file), 'utf8')));
  assert.deepEqual(copies, [], 'no file of the package holds a copy of ky');
  const importers = files.filter((file) => /from ["']ky["']/.test(readFileSync(join(dist, file), 'utf8')));
  assert.equal(importers.length, 1, `one file imports ky: ${importers.join(', ')}`);
  console.log(`one ApiError from require and import of both entries; ky imported by ${importers[0]} alone`);
})().catch((failure) => {
  console.error(failure);
  process.exitCode = 1;
});
