// What a page of the build loads first, read from the build's output alone: the page's HTML (its scripts, module
// preloads and stylesheets, linked or inline), what its start script names (the app's module and the modules it
// preloads with it, among them in another language than English the page's own words, as prerender/page-html.ts
// writes them), and Vite's manifest (dist/.vite/manifest.json) for what each of those chunks imports statically. The
// start script's list of every section's address is not counted: those load only with the part of a page that says
// them. Nothing here reads the site's sources, so a page counts what it really loads, whatever code
// decided it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SOURCE = /\bsrc="\/?([^"]+)"/i;
const LINK = /<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*>/gi;
const HREF = /\bhref="\/?([^"]+)"/i;
const INLINE_STYLE = /<style\b[^>]*\bdata-href="\/?([^"]+)"/gi;
// The start script's two lists (prerender/page-html.ts, `startScriptSource`), in JSON: the modules it preloads and the
// app's module.
const START_PRELOADS = /(\[(?:"[^"]*",?)*\])\.forEach\(/g;
const START_MODULE = /\{type:"module",src:("[^"]+")\}/g;

/** The build's manifest, and its chunks by output file (one file may hold several of its keys). */
export function readBuild(dist) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: the build writes it (build.manifest in vite.config.ts).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const keysByFile = new Map();
  for (const [key, chunk] of Object.entries(manifest))
    keysByFile.set(chunk.file, [...(keysByFile.get(chunk.file) ?? []), key]);
  return { dist, manifest, keysByFile };
}

/** The files an HTML page loads itself, and the sources of its inline scripts. */
export function htmlLoads(html) {
  const files = [];
  const inlineScripts = [];
  for (const [, attributes, source] of html.matchAll(SCRIPT)) {
    const file = SOURCE.exec(attributes)?.[1];
    if (file) files.push(file);
    else if (!/\btype="(?!module|text\/javascript)[^"]*"/i.test(attributes)) inlineScripts.push(source);
  }
  for (const [tag] of html.matchAll(LINK)) {
    const file = HREF.exec(tag)?.[1];
    if (file) files.push(file);
  }
  for (const [, file] of html.matchAll(INLINE_STYLE)) files.push(file);
  return { files, inlineScripts };
}

const gzippedKb = (bytes) => gzipSync(bytes).length / 1024;

/** The files a start script loads: those it preloads (the page's words among them) and the app's module, without the `/`. */
export function startScriptLoads(source) {
  const json = (pattern) => [...source.matchAll(pattern)].map(([, text]) => JSON.parse(text));
  return [...json(START_PRELOADS).flat(), ...json(START_MODULE)].map((address) => address.replace(/^\//, ''));
}

/**
 * The first load of the page in `file` (a path in `dist`): every JavaScript and CSS file it loads before the visitor
 * does anything, with all they import statically, and its inline scripts, each gzipped on its own; in kB.
 * `manifestKeys` names the chunks of Vite's manifest among them, `entries` its entries among those (a page that
 * starts the app loads one), `unknown` the addresses the build does not have.
 */
export function firstLoad(build, file) {
  const html = readFileSync(join(build.dist, file), 'utf8');
  const { files, inlineScripts } = htmlLoads(html);
  const loaded = new Set();
  const manifestKeys = new Set();
  const unknown = [];
  const visit = (name) => {
    if (loaded.has(name)) return;
    if (!existsSync(join(build.dist, name))) {
      unknown.push(name);
      return;
    }
    loaded.add(name);
    const keys = build.keysByFile.get(name);
    if (keys) {
      for (const key of keys) {
        manifestKeys.add(key);
        const chunk = build.manifest[key];
        for (const css of chunk.css ?? []) visit(css);
        for (const imported of chunk.imports ?? []) visit(build.manifest[imported]?.file ?? imported);
      }
    } else if (name.endsWith('.js')) {
      // A script the bundler did not make: a shell's start script, which names the page's words.
      for (const named of startScriptLoads(readFileSync(join(build.dist, name), 'utf8'))) visit(named);
    }
  };
  for (const name of files) if (/\.(?:js|css)$/.test(name)) visit(name);
  // A prerendered page's start script is inline.
  for (const source of inlineScripts) for (const named of startScriptLoads(source)) visit(named);
  const sizeOf = (ending) =>
    [...loaded]
      .filter((name) => name.endsWith(ending))
      .reduce((sum, name) => sum + gzippedKb(readFileSync(join(build.dist, name))), 0);
  const inlineKb = inlineScripts.reduce((sum, source) => sum + gzippedKb(source), 0);
  return {
    js: sizeOf('.js') + inlineKb,
    css: sizeOf('.css'),
    files: [...loaded],
    manifestKeys: [...manifestKeys],
    entries: [...manifestKeys].filter((key) => build.manifest[key].isEntry),
    unknown,
  };
}
