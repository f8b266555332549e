// Reports the gzipped JavaScript and CSS that each route loads first in each language (the entry, its static
// imports, the route's own split chunks, the words it loads before it renders, and the start script and inline
// scripts of its HTML, a prerendered page or a page shell) from the build manifest, and fails past the budgets the
// README states. Firebase must be in no first load. Run after `vite build` (with tsx, for the site's page table);
// counts go to TEST_REPORT_FILE.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LOCALE, LOCALES } from '@safety-companion/contract';
import { pathInLocale } from '../src/i18n/locale.ts';
import { pageWordModules } from '../src/prerender/page-words.ts';
import { pageFileIn } from '../src/prerender/pages.ts';
import { routeModule, SITE_PAGES } from '../src/site-pages.ts';

/**
 * Budgets in kB, gzipped, per kind of page: the README explains them. `translatedJs` holds the pages in another
 * language than English, which load their words besides the English ones the code carries.
 */
const BUDGET_KB = {
  content: { js: 110, translatedJs: 112.5, css: 12 },
  form: { js: 132, translatedJs: 134, css: 12 },
  lookup: { js: 123, translatedJs: 126, css: 12 },
};

/**
 * Each page's first-load JS in kB before the site had a second language (docs/limits.md): in every language, a page
 * may load at most `TRANSLATION_ALLOWANCE_KB` more, within its kind's budget. The lookup's figure is its English
 * page's budget since issue 54 put the phone's last report, its silence and the one network notice on its first
 * screen, and issues 55 and 57 the emergency said once with the name, codes read as people type them
 * and the person's Call and Message links (docs/limits.md).
 */
const BEFORE_TRANSLATION_KB = {
  '/': 110.4,
  '/home': 110.4,
  '/about': 102.7,
  '/privacyPolicies': 111.3,
  '/accountDeletion': 102.8,
  '/feedback': 141.5,
  '/hero-lookup': 123,
  '/user-status': 129.9,
  '/admin-login': 139.0,
  '/admin': 126.6,
};
const TRANSLATION_ALLOWANCE_KB = 3;

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
// The app's entry: the page template (the lookup's early map is an entry of its own, loaded after the status).
const entry = manifest['index.html'] ? 'index.html' : undefined;
if (!entry) throw new Error('The build manifest has no entry.');

/** The chunk of `key` with everything it imports statically, as manifest keys and output files. */
function collect(key, found = { keys: new Set(), files: new Set() }) {
  const chunk = manifest[key];
  if (!chunk || found.keys.has(key)) return found;
  found.keys.add(key);
  found.files.add(chunk.file);
  for (const css of chunk.css ?? []) found.files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, found);
  return found;
}

const gzipped = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/** The start script a prerendered page's HTML loads, as a file of the build. */
function startScriptOf(html) {
  return /<script defer src="\/([^"]+)"><\/script>/.exec(html)?.[1];
}

/** The gzipped kB of the scripts inline in a prerendered page's HTML. */
function inlineScriptsKb(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, source]) => gzipSync(source).length / 1024)
    .reduce((sum, kb) => sum + kb, 0);
}

/**
 * The sections of words a route renders with (`sections: […]` in its `staticData`), and the root route's, which
 * every page loads.
 */
function sectionsOf(source) {
  const listed = (file) =>
    [
      ...readFileSync(join(import.meta.dirname, '..', file), 'utf8').matchAll(/sections: \[([^\]]*)\]/g),
    ].flatMap(([, list]) => [...list.matchAll(/'([\w-]+)'/g)].map(([, section]) => section));
  return [...listed('src/routes/__root.tsx'), ...listed(source)];
}

let passed = 0;
let failed = 0;
console.log('route                first-load JS (gz)   CSS (gz)   budget (JS / CSS)');
for (const locale of LOCALES) {
  for (const page of SITE_PAGES) {
    const route = pathInLocale(page.path, locale);
    const source = routeModule(page);
    const budget = BUDGET_KB[page.budget];
    const found = collect(entry);
    const split = Object.keys(manifest).filter((key) => key === source || key.startsWith(`${source}?`));
    if (split.length === 0) {
      console.error(`${route}: no chunk for ${source} in the build`);
      failed += 1;
      continue;
    }
    for (const key of split) collect(key, found);
    // A page loads its words before it renders (src/prerender/page-words.ts).
    const words = pageWordModules(locale, sectionsOf(source));
    const missing = words.filter((key) => !manifest[key]);
    if (missing.length > 0) {
      console.error(`${route}: no chunk for ${missing.join(', ')} in the build`);
      failed += 1;
      continue;
    }
    for (const key of words) collect(key, found);
    // Its HTML (a prerendered page, or the shell of a page the browser renders): its inline scripts, and its start
    // script, which every prerendered page has and a shell has when it names the page's sections.
    const file = pageFileIn(page, locale);
    const html = readFileSync(join(dist, file), 'utf8');
    const inlineKb = inlineScriptsKb(html);
    const script = startScriptOf(html);
    if (script) found.files.add(script);
    else if (page.file || words.length > 0) {
      console.error(`${route}: ${file} names no start script`);
      failed += 1;
      continue;
    }
    const files = [...found.files];
    const js = files
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipped(file), inlineKb);
    const css = files.filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gzipped(file), 0);
    const firebase = [...found.keys].filter((key) => /firebase/i.test(key));
    const before = BEFORE_TRANSLATION_KB[page.path];
    if (before === undefined) {
      console.error(`${route}: no first-load figure from before the second language`);
      failed += 1;
      continue;
    }
    const kindBudget = locale === DEFAULT_LOCALE ? budget.js : budget.translatedJs;
    const jsBudget = Math.min(kindBudget, Number((before + TRANSLATION_ALLOWANCE_KB).toFixed(1)));
    const ok = js <= jsBudget && css <= budget.css && firebase.length === 0;
    console.log(
      `${route.padEnd(20)} ${js.toFixed(1).padStart(8)} kB ${css.toFixed(1).padStart(12)} kB   ${jsBudget} / ${budget.css} kB ${ok ? 'ok' : 'OVER BUDGET'}${
        firebase.length ? ` (firebase in first load: ${firebase.join(', ')})` : ''
      }`,
    );
    if (ok) passed += 1;
    else failed += 1;
  }
}
if (process.env.TEST_REPORT_FILE)
  writeFileSync(process.env.TEST_REPORT_FILE, JSON.stringify({ passed, failed }));
process.exit(failed > 0 ? 1 : 0);
