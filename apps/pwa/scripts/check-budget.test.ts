// `check:budget` run on a small build made here: every page's HTML as the prerendering writes it (a prerendered
// page with its start script inline, a shell with its preloads and its start script's file), and a manifest. What each page loads is chosen per test, so the check must follow the same paths a real page's
// first load takes (a modulepreload's static imports, the words a page preloads) to see a page
// past its budget, and must leave out what loads later (a dynamic import).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale, localePrefix } from '@safety-companion/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { pageHtml, pageSectionsSource, shellHtml, startScriptSource } from '../src/prerender/page-html.ts';
import { pageFileIn } from '../src/prerender/pages.ts';
import { SITE_PAGES, type SitePage } from '../src/site-pages.ts';

const LOOKUP = SITE_PAGES.find((page) => page.path === '/hero-lookup') as SitePage;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** What one page in one language loads beyond the shared entry; `noApp`: its start script names another module. */
interface PageLoads {
  preloads?: string[];
  sections?: Record<string, string>;
  noApp?: boolean;
}

/** The built index.html, as Vite writes it: the prerendering's template. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><link rel="manifest" href="/manifest.webmanifest">' +
  '<script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
  '<body><noscript>JavaScript</noscript><div id="root"></div></body></html>';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function write(file: string, content: string | Buffer) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), content);
}

/** Bytes gzip cannot shrink: a chunk of about `kb` kB gzipped. */
const incompressible = (kb: number) => randomBytes(Math.round(kb * 1024));

/** Writes a build whose every page loads the entry (and its CSS), plus `extra` for the pages it names. */
function makeBuild(
  chunks: Record<string, ManifestChunk & { content?: Buffer }>,
  extra: (page: SitePage, locale: Locale) => PageLoads = () => ({}),
) {
  dist = mkdtempSync(join(tmpdir(), 'check-budget-'));
  const manifest: Record<string, ManifestChunk> = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      css: ['assets/index.css'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/other.ts': { file: 'assets/other.js' },
  };
  write('assets/index.js', 'import "./shared.js";');
  write('assets/shared.js', 'export const shared = 1;');
  write('assets/other.js', 'export {};');
  write('assets/index.css', 'body{margin:0}');
  for (const [key, { content, ...chunk }] of Object.entries(chunks)) {
    manifest[key] = chunk;
    write(chunk.file, content ?? `export default ${JSON.stringify(key)};`);
  }
  write('.vite/manifest.json', JSON.stringify(manifest));
  for (const locale of LOCALES) {
    for (const page of SITE_PAGES) {
      const file = pageFileIn(page, locale);
      const { preloads = [], sections = {}, noApp } = extra(page, locale);
      if (page.file === null) {
        const start = `assets/start-${file.replace(/\W/g, '-')}.js`;
        write(start, pageSectionsSource(sections));
        write(
          file,
          shellHtml(TEMPLATE, {
            locale,
            noScript: '',
            startScript: `/${start}`,
            modulePreloads: preloads,
            stylesheets: [],
          }),
        );
        continue;
      }
      const startScript = startScriptSource(['$_TSR={}'], {
        moduleScript: noApp ? '/assets/other.js' : '/assets/index.js',
        modulePreloads: ['/assets/shared.js', ...preloads],
        sections,
      });
      const parts = { path: page.path, locale, noScript: '', head: '', body: '<h1>Page</h1>', startScript };
      write(
        file,
        pageHtml(TEMPLATE, { ...parts, stylesheets: [], styles: { '/assets/index.css': 'body{margin:0}' } }),
      );
    }
  }
}

/** Runs the check on the build, as `npm run check:budget` does. */
function checkBudget() {
  const reportFile = join(dist, 'report.json');
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'check-budget.mjs'), dist],
    {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, TEST_REPORT_FILE: reportFile },
      encoding: 'utf8',
    },
  );
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { passed: number; failed: number };
  return { status: run.status, output: `${run.stdout}${run.stderr}`, report };
}

const lineOf = (output: string, route: string) =>
  output.split('\n').find((line) => line.split(/\s+/)[0] === route) ?? '';

const pages = SITE_PAGES.length * LOCALES.length;

describe('check:budget', () => {
  it('passes a build whose every page is within its budget', () => {
    makeBuild({});
    const { status, report, output } = checkBudget();
    expect(report).toEqual({ passed: pages, failed: 0 });
    expect(status).toBe(0);
    expect(lineOf(output, '/hero-lookup')).toMatch(/ok$/);
  });

  it('counts what a preloaded chunk imports statically, and fails the page it takes past its budget', () => {
    makeBuild(
      {
        'src/routes/hero-lookup.tsx': { file: 'assets/hero-lookup.js', imports: ['_big.js'] },
        '_big.js': { file: 'assets/big.js', content: incompressible(LOOKUP.budget + 1) },
      },
      (page, locale) =>
        page === LOOKUP && locale === DEFAULT_LOCALE ? { preloads: ['/assets/hero-lookup.js'] } : {},
    );
    const { status, report, output } = checkBudget();
    expect(report).toEqual({ passed: pages - 1, failed: 1 });
    expect(status).toBe(1);
    expect(lineOf(output, '/hero-lookup')).toMatch(/OVER BUDGET$/);
  });

  it('counts the words a page preloads, within 3 kB more than the English budget in another language', () => {
    const words = (kb: number) => ({
      'src/messages/es/lookup.json.js': { file: 'assets/lookup-es.js', content: incompressible(kb) },
      // Named by the start script with every other section, for what loads later: not in the first load.
      'src/messages/es/alerts.json.js': { file: 'assets/alerts-es.js', content: incompressible(50) },
    });
    // The lookup (a prerendered page, its start script inline) and a page the browser renders (its start script a
    // file), in the other language.
    const SHELL = SITE_PAGES.find((page) => page.file === null) as SitePage;
    const other = LOCALES.find((locale) => locale !== DEFAULT_LOCALE) as Locale;
    // The words in one other language (each other language would load its own).
    const named = (page: SitePage, locale: Locale): PageLoads =>
      (page === LOOKUP || page === SHELL) && locale === other
        ? {
            preloads: ['/assets/lookup-es.js'],
            sections: {
              [`${locale}/lookup`]: '/assets/lookup-es.js',
              [`${locale}/alerts`]: '/assets/alerts-es.js',
            },
          }
        : {};
    const route = `${localePrefix(other)}/hero-lookup`;

    makeBuild(words(Math.min(LOOKUP.budget, SHELL.budget) + 1.5), named);
    const within = checkBudget();
    expect(within.report).toEqual({ passed: pages, failed: 0 });
    expect(lineOf(within.output, route)).toContain(`${LOOKUP.budget + 3} / `);
    rmSync(dist, { recursive: true });

    makeBuild(words(Math.max(LOOKUP.budget, SHELL.budget) + 3.5), named);
    const past = checkBudget();
    expect(past.report).toEqual({ passed: pages - 2, failed: 2 });
    expect(lineOf(past.output, route)).toMatch(/OVER BUDGET$/);
    expect(lineOf(past.output, `${localePrefix(other)}${SHELL.path}`)).toMatch(/OVER BUDGET$/);
  });

  it('leaves out what a page imports dynamically, and fails a page that loads Firebase first', () => {
    makeBuild(
      {
        'src/routes/about.tsx': {
          file: 'assets/about.js',
          imports: ['_firebase.js'],
          dynamicImports: ['_later.js'],
        },
        '_firebase.js': { file: 'assets/firebase-app.js' },
        '_later.js': { file: 'assets/later.js', content: incompressible(200) },
      },
      (page) => (page.path === '/about' ? { preloads: ['/assets/about.js'] } : {}),
    );
    const { report, output } = checkBudget();
    expect(report).toEqual({ passed: pages - LOCALES.length, failed: LOCALES.length });
    expect(lineOf(output, '/about')).toMatch(/OVER BUDGET \(firebase in first load: .*firebase-app\.js/);
    expect(Number(lineOf(output, '/about').split(/\s+/)[1])).toBeLessThan(10);
  });

  it('fails a page that loads a file the build does not have', () => {
    makeBuild({}, (page) => (page.path === '/feedback' ? { preloads: ['/assets/gone.js'] } : {}));
    const { status, report, output } = checkBudget();
    expect(report).toEqual({ passed: pages - LOCALES.length, failed: LOCALES.length });
    expect(status).toBe(1);
    expect(output).toContain('/feedback: loads assets/gone.js, which the build does not have');
  });

  it('fails a page whose start script starts no entry of the build', () => {
    makeBuild({}, (page) => ({ noApp: page === LOOKUP }));
    const { report, output } = checkBudget();
    expect(report).toEqual({ passed: pages - LOCALES.length, failed: LOCALES.length });
    expect(output).toContain('/hero-lookup: loads no entry of the build');
  });
});
