// An app with an inbox page and a lookup page, bundled with code splitting as a site's bundler would: the inbox's
// code (`@safety-companion/api/admin` and what it loads) holds none of the other calls: no lookup, status, answer or
// alert code, although the lookup page's client holds them all.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const pages = mkdtempSync(join(process.cwd(), 'pages-'));
try {
  writeFileSync(join(pages, 'inbox.js'), "export { createAdminClient } from '@safety-companion/api/admin';");
  writeFileSync(join(pages, 'lookup.js'), "export { createApiClient } from '@safety-companion/api';");
  const { outputFiles, metafile } = await build({
    entryPoints: [join(pages, 'inbox.js'), join(pages, 'lookup.js')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    outdir: join(pages, 'out'),
    write: false,
    metafile: true,
  });
  const text = new Map(outputFiles.map((file) => [resolve(file.path), file.text]));
  /** An output file's code and that of every chunk it imports. */
  const codeOf = (file) => [
    text.get(resolve(file)),
    ...metafile.outputs[file].imports.flatMap(({ path }) => codeOf(path)),
  ];
  const outputOf = (page) => Object.keys(metafile.outputs).find((file) => file.endsWith(`/${page}.js`));
  const inbox = codeOf(outputOf('inbox')).join('\n');
  const lookup = codeOf(outputOf('lookup')).join('\n');
  // Addresses of the calls, which minifying keeps as they are.
  for (const address of ['/admin/feedback', '/admin/login']) {
    assert.ok(inbox.includes(address), `the inbox's client calls ${address}`);
  }
  for (const address of ['/acknowledgements', '/statuses', '/alerts', 'getSnapshot']) {
    assert.ok(lookup.includes(address), `the whole client holds ${address}`);
    assert.ok(!inbox.includes(address), `the inbox's code holds no ${address}`);
  }
  console.log(`the inbox's client loads ${inbox.length} bytes, the lookup's ${lookup.length}`);
} finally {
  rmSync(pages, { recursive: true, force: true });
}
