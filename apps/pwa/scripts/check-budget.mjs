// Reports the gzipped JavaScript and CSS that each page of the page table loads first in each language, measured on
// the build's output alone (scripts/first-load.mjs: the page's HTML, its start script and Vite's manifest), and fails
// past the page's budget: its `budget` in the table in English, and that plus `TRANSLATION_ALLOWANCE_KB` in every
// other language, which loads its own words besides the English ones the code carries (docs/limits.md). Firebase must
// be in no first load. Run after `vite build` (with tsx, for the page table), or with a build's folder as argument;
// counts go to TEST_REPORT_FILE.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '@safety-companion/contract';
import { pathInLocale } from '../src/i18n/locale.ts';
import { pageFileIn } from '../src/prerender/pages.ts';
import { SITE_PAGES } from '../src/site-pages.ts';
import { firstLoad, readBuild } from './first-load.mjs';

/** What a page in another language than English may load beyond its English budget: its own words. */
const TRANSLATION_ALLOWANCE_KB = 3;
/** Every page's first-load CSS, gzipped. */
const CSS_BUDGET_KB = 12;

/** A page's first-load JavaScript budget in `locale`, in kB gzipped. */
function jsBudgetKb(page, locale) {
  return locale === DEFAULT_LOCALE
    ? page.budget
    : Number((page.budget + TRANSLATION_ALLOWANCE_KB).toFixed(1));
}

const build = readBuild(resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist')));
let passed = 0;
let failed = 0;
console.log('route                first-load JS (gz)   CSS (gz)   budget (JS / CSS)');
for (const locale of LOCALES) {
  for (const page of SITE_PAGES) {
    const route = pathInLocale(page.path, locale);
    let load;
    try {
      load = firstLoad(build, pageFileIn(page, locale));
    } catch (error) {
      console.error(`${route}: ${error.message}`);
      failed += 1;
      continue;
    }
    if (load.unknown.length > 0) {
      console.error(`${route}: loads ${load.unknown.join(', ')}, which the build does not have`);
      failed += 1;
      continue;
    }
    if (load.entries.length === 0) {
      console.error(
        `${route}: loads no entry of the build (is the start script written as this check reads it?)`,
      );
      failed += 1;
      continue;
    }
    const jsBudget = jsBudgetKb(page, locale);
    const firebase = [...load.files, ...load.manifestKeys].filter((name) => /firebase/i.test(name));
    const ok = load.js <= jsBudget && load.css <= CSS_BUDGET_KB && firebase.length === 0;
    console.log(
      `${route.padEnd(20)} ${load.js.toFixed(1).padStart(8)} kB ${load.css.toFixed(1).padStart(12)} kB   ${jsBudget} / ${CSS_BUDGET_KB} kB ${ok ? 'ok' : 'OVER BUDGET'}${
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
