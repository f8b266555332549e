// `check:budget` run on a small build made here: every page's HTML with a start script as the prerendering writes it,
// and a manifest. What each page loads is chosen per test, so the check must follow the same paths a real page's
// first load takes (a modulepreload's static imports, the sections of words the start script names) to see a page
// past its budget, and must leave out what loads later (a dynamic import).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@safety-companion/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { startScriptSource } from '../src/prerender/page-html.ts';
import { pageFileIn } from '../src/prerender/pages.ts';
import { SITE_PAGES, type SitePage } from '../src/site-pages.ts';

const LOOKUP = SITE_PAGES.find((page) => page.path === '/hero-lookup') as SitePage;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** What one page in one language loads beyond the shared entry. */
interface PageLoads {
  preloads?: string[];
  sections?: Record<string, string>;
}

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
    'index.html': { file: 'assets/index.js', imports: ['_shared.js'], css: ['assets/index.css'] },
    '_shared.js': { file: 'assets/shared.js' },
  };
  write('assets/index.js', 'import "./shared.js";');
  write('assets/shared.js', 'export const shared = 1;');
  write('assets/index.css', 'body{margin:0}');
  for (const [key, { content, ...chunk }] of Object.entries(chunks)) {
    manifest[key] = chunk;
    write(chunk.file, content ?? `export default ${JSON.stringify(key)};`);
  }
  write('.vite/manifest.json', JSON.stringify(manifest));
  for (const locale of LOCALES) {
    for (const page of SITE_PAGES) {
      const file = pageFileIn(page, locale);
      const { preloads = [], sections } = extra(page, locale);
      const start = `assets/start-${file.replace(/\W/g, '-')}.js`;
      write(
        start,
        startScriptSource([], { moduleScript: '/assets/index.js', modulePreloads: preloads, sections }),
      );
      write(
        file,
        `<!doctype html><html lang="${locale}"><head><script defer src="/${start}"></script>` +
          '<style data-href="/assets/index.css">body{margin:0}</style></head>' +
          `<body><div id="root"></div><script>document.title=${JSON.stringify(page.path)}</script></body></html>`,
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

  it('counts the words the start script names, within 3 kB more than the English budget in another language', () => {
    const words = (kb: number) => ({
      'src/messages/es/lookup.ts': { file: 'assets/lookup-es.js', content: incompressible(kb) },
    });
    const named = (page: SitePage, locale: Locale): PageLoads =>
      page === LOOKUP && locale !== DEFAULT_LOCALE
        ? { sections: { [`${locale}/lookup`]: '/assets/lookup-es.js' } }
        : {};
    const route = `/${LOCALES.find((locale) => locale !== DEFAULT_LOCALE)}/hero-lookup`;

    makeBuild(words(LOOKUP.budget + 1.5), named);
    const within = checkBudget();
    expect(within.report).toEqual({ passed: pages, failed: 0 });
    expect(lineOf(within.output, route)).toContain(`${LOOKUP.budget + 3} / `);
    rmSync(dist, { recursive: true });

    makeBuild(words(LOOKUP.budget + 3.5), named);
    const past = checkBudget();
    expect(past.report).toEqual({ passed: pages - 1, failed: 1 });
    expect(lineOf(past.output, route)).toMatch(/OVER BUDGET$/);
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
});
