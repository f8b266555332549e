// The library from a React Server Components page, the way Next.js's App Router meets it: a server component
// imports the components (ESM, then CommonJS) under the `react-server` condition, where React has no hooks; React's
// own loaders turn each module that starts with "use client" into client references, and the payload is then
// rendered to HTML with the client modules, as a framework's server-side rendering does. Without the directive
// the server half fails ("useState is not a function"). Server components exist from React 19 on.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import * as React from 'react';
import { renderToPipeableStream } from 'react-dom/server';

// Every built JavaScript file starts with the directive, chunks included (a framework may meet any of them first).
const dist = dirname(createRequire(import.meta.url).resolve('@safety-companion/ui'));
const built = readdirSync(dist, { recursive: true }).filter((file) => /\.(c?js)$/.test(file));
assert.ok(built.some((file) => file.endsWith('.cjs')) && built.some((file) => file.endsWith('.js')));
for (const file of built)
  assert.ok(
    readFileSync(join(dist, file), 'utf8').startsWith("'use client';"),
    `${file} starts with "use client"`,
  );

const { createElement: h, use, version } = React;
if (Number(version.split('.')[0]) < 19) {
  console.log(`React ${version} has no server components: the RSC page applies to React 19 and later`);
  process.exit(0);
}
const { createFromNodeStream } = await import('react-server-dom-webpack/client');
const { moduleMap } = await import('./rsc/shared.cjs');

// One promise per module: React asks for a client module again once it has seen its promise settle.
const modules = new Map();
globalThis.__webpack_require__ = (id) => {
  if (!modules.has(id)) modules.set(id, import(id));
  return modules.get(id);
};
globalThis.__webpack_chunk_load__ = () => Promise.resolve();

/** The root of the rendering half: the server components' payload, once it has arrived. */
function Root({ payload }) {
  return use(payload);
}

async function renderPage(nodeArgs) {
  const server = spawn(process.execPath, ['--conditions', 'react-server', ...nodeArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  server.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise((resolve) => server.on('close', resolve));
  const payload = createFromNodeStream(server.stdout, {
    moduleMap,
    moduleLoading: null,
    serverModuleMap: null,
  });
  const html = await new Promise((resolve, reject) => {
    let text = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        text += chunk;
        done();
      },
      final(done) {
        resolve(text);
        done();
      },
    });
    const stream = renderToPipeableStream(h(Root, { payload }), {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
  assert.equal(await exited, 0, `the server components render failed:\n${errors}`);
  assert.doesNotMatch(errors, /is not a function/);
  return html;
}

for (const [format, nodeArgs] of [
  ['ESM', ['--import', './rsc/register-hooks.mjs', 'rsc/page.mjs']],
  ['CommonJS', ['--require', './rsc/register.cjs', 'rsc/page.cjs']],
]) {
  const html = await renderPage(nodeArgs);
  assert.match(html, /<nav class="sc-navbar" aria-label="Main">/, format);
  assert.match(html, /<a href="\/" class="sc-navbar__link" aria-current="page">Home<\/a>/, format);
  assert.match(html, /<span>EMERGENCY<\/span><\/h2>/, format);
  assert.match(html, /role="tablist" aria-label="Legal documents"/, format);
  assert.match(html, /<button class="sc-button sc-button--primary">Go<\/button>/, format);
  console.log(`${format}: a server component page renders the client components`);
}
