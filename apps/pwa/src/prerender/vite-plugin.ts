// The prerendering, as a plugin of the site's own `vite build`: once the client build is written, it builds the
// server entry (a second, small Vite build for Node), renders every content page with TanStack Router's server
// rendering, and writes the pages, and a shell of its own for each page the browser renders, into the client build
// before vite-plugin-pwa lists the files to precache (that happens in `closeBundle`, after every `writeBundle`).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@safety-companion/contract';
import { HOSTING_FILE, hostingSettingsJson, readHostingSettings } from '@safety-companion/hosting';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { bundleScript } from '../build-plugins/bundle-script.ts';
import { messages, WORDS_FILE } from '../build-plugins/messages-plugin.ts';
import {
  type ManifestChunk,
  moduleAssets,
  notFoundHtml,
  PrerenderError,
  pageHtml,
  pageSectionsSource,
  routeAssets,
  scriptHash,
  shellHtml,
  splitRenderedHtml,
  startScriptSource,
  templateAssets,
} from './page-html.ts';
import { pageSectionAddresses, pageWordModules } from './page-words.ts';
import type { PageShell, PrerenderedPage } from './pages';

export interface PrerenderOptions {
  /**
   * The server entry; it exports `renderPage(path)`, `pageShellWords(path)` and `noScriptWords()` (see
   * src/entry-server.tsx).
   */
  entry: string;
  pages: readonly PrerenderedPage[];
  /** The pages the browser renders, each written as a shell of its own. */
  shells: readonly PageShell[];
  /** Where the unrendered app shell is written (a copy of the built index.html). */
  shellFile: string;
  /**
   * Where the answer to an address that is no page is written: another copy of the shell, its `<noscript>` in every
   * language when prerendering is on.
   */
  notFoundFile: string;
  /** False writes the shell only: the client-rendered build the benchmark compares with. */
  enabled: boolean;
  /** Modules the server build replaces: the browser-only virtual modules. */
  alias?: Record<string, string>;
  /** The folders of the site's messages (`SITE_MESSAGE_DIRS`), which the server build and the pages' inline scripts compile too. */
  messageDirs: readonly string[];
  /**
   * The build's entry of the lookup's early map (an input of the client build), which the lookup's inline script
   * imports: its address and styles are compiled into the inline scripts as `__EARLY_MAP__`.
   */
  earlyMapEntry: string;
  /** The street layer's module (a chunk of the build), which the early map imports by its built address. */
  streetLayerModule: string;
  /**
   * The build's entry of what the lookup's inline script runs after its paint (its action bar, its map's start):
   * its address and the chunks it imports are compiled into the inline scripts as `__AFTER_PAINT__`.
   */
  afterPaintEntry: string;
}

interface ServerEntry {
  renderPage(path: string): Promise<{ status: number; html: string; noScript: string }>;
  pageShellWords(path: string): { noScript: string };
  noScriptWords(): { locale: Locale; text: string }[];
}

/** Writes a page shell's start script into the build's assets, named after its page and its content's hash. */
async function writeStartScript(config: ResolvedConfig, page: PageShell, source: string): Promise<string> {
  const slug = page.file.replace(/\.html$/, '').replace(/[^\w-]+/g, '-');
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const file = `${config.build.assetsDir}/start-${slug}-${hash}.js`;
  await writeFile(join(resolve(config.root, config.build.outDir), file), source);
  return `${config.base}${file}`;
}

async function writePage(outDir: string, file: string, html: string) {
  await mkdir(dirname(join(outDir, file)), { recursive: true });
  await writeFile(join(outDir, file), html);
}

/**
 * A page's own script (`PrerenderedPage.early`), bundled with what it imports into one plain script (no module:
 * it runs inline, while the page is parsed) with the site's settings compiled in, as in the app, and its words in the
 * page's language.
 */
async function bundleInlineScript(
  config: ResolvedConfig,
  entry: string,
  define: Record<string, string>,
  locale: Locale,
  messageDirs: readonly string[],
): Promise<string> {
  // The words it imports (`words:<section>`) in the page's language, with nothing to load.
  const script = await bundleScript(config, entry, define, messages({ dirs: messageDirs, locale }));
  if (script === undefined) throw new PrerenderError(`${entry} bundled to nothing.`);
  return script.trim();
}

/** Adds the hashes of the pages' inline scripts to the build's hosting file, so that every host's CSP allows them. */
async function allowInlineScripts(outDir: string, hashes: ReadonlySet<string>) {
  const settings = readHostingSettings(outDir);
  const scriptHashes = [...new Set([...(settings.scriptHashes ?? []), ...hashes])].sort();
  await writeFile(join(outDir, HOSTING_FILE), hostingSettingsJson({ ...settings, scriptHashes }));
}

/** Renders the content pages, and the shells of the others, into the build. */
export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'safety-companion:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        await writeFile(join(outDir, options.shellFile), template);
        if (!options.enabled) {
          await writeFile(join(outDir, options.notFoundFile), template);
          return;
        }

        const started = performance.now();
        // Inside the package, so that Node finds React and the router for the server build's bare imports.
        const serverDir = resolve(config.root, 'node_modules/.prerender');
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          define: config.define,
          plugins: [react(), messages({ dirs: options.messageDirs, everyLanguage: true })],
          resolve: { alias: options.alias },
          build: {
            ssr: options.entry,
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            target: 'node20',
            rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
          },
        });
        try {
          const entryUrl = `${pathToFileURL(join(serverDir, 'entry-server.js')).href}?t=${Date.now()}`;
          const { renderPage, pageShellWords, noScriptWords } = (await import(entryUrl)) as ServerEntry;
          const manifestFile =
            typeof config.build.manifest === 'string' ? config.build.manifest : '.vite/manifest.json';
          const manifest = JSON.parse(await readFile(join(outDir, manifestFile), 'utf8')) as Record<
            string,
            ManifestChunk
          >;
          await mkdir(join(outDir, config.build.assetsDir), { recursive: true });
          const sectionsByChunk = JSON.parse(await readFile(join(outDir, WORDS_FILE), 'utf8')) as Record<
            string,
            string[]
          >;
          const fromTemplate = templateAssets(template);
          const map = moduleAssets(manifest, options.earlyMapEntry, config.base);
          const streets = moduleAssets(manifest, options.streetLayerModule, config.base);
          const earlyMap = {
            module: map.module,
            styles: map.styles,
            preloads: [...new Set([...map.imports, ...streets.imports])],
            streetLayer: streets.module,
          };
          const afterPaint = moduleAssets(manifest, options.afterPaintEntry, config.base);
          const inlineDefines = {
            __EARLY_MAP__: JSON.stringify(earlyMap),
            __AFTER_PAINT__: JSON.stringify({ module: afterPaint.module, preloads: afterPaint.imports }),
          };
          const inlineHashes = new Set<string>();
          for (const page of options.pages) {
            const rendered = await renderPage(page.path);
            if (rendered.status !== 200)
              throw new PrerenderError(`${page.path} rendered with status ${rendered.status}.`);
            const parts = splitRenderedHtml(rendered.html);
            if (!parts.body.includes('<h1'))
              throw new PrerenderError(`${page.path} rendered without a heading.`);
            const words = pageWordModules(manifest, sectionsByChunk, page.route, page.locale);
            const assets = routeAssets(manifest, page.route, config.base, words);
            const source = startScriptSource(parts.scripts, {
              moduleScript: fromTemplate.moduleScript,
              modulePreloads: [...fromTemplate.modulePreloads, ...assets.modulePreloads],
              sections: pageSectionAddresses(manifest, config.base, page.locale),
            });
            const inlineScript = page.early
              ? await bundleInlineScript(config, page.early, inlineDefines, page.locale, options.messageDirs)
              : undefined;
            if (inlineScript !== undefined) inlineHashes.add(scriptHash(inlineScript));
            inlineHashes.add(scriptHash(source));
            const styles: Record<string, string> = {};
            for (const href of [...fromTemplate.stylesheets, ...assets.stylesheets])
              styles[href] = await readFile(join(outDir, href.slice(config.base.length)), 'utf8');
            const html = pageHtml(template, {
              path: page.path,
              locale: page.locale,
              noScript: rendered.noScript,
              head: parts.head,
              body: parts.body,
              startScript: source,
              stylesheets: assets.stylesheets,
              styles,
              inlineScript,
            });
            await writePage(outDir, page.file, html);
          }
          for (const shell of options.shells) {
            const { noScript } = pageShellWords(shell.path);
            const assets = routeAssets(
              manifest,
              shell.route,
              config.base,
              pageWordModules(manifest, sectionsByChunk, shell.route, shell.locale),
            );
            const source = pageSectionsSource(pageSectionAddresses(manifest, config.base, shell.locale));
            const startScript = source ? await writeStartScript(config, shell, source) : undefined;
            const html = shellHtml(template, { locale: shell.locale, noScript, startScript, ...assets });
            await writePage(outDir, shell.file, html);
          }
          await writeFile(join(outDir, options.notFoundFile), notFoundHtml(template, noScriptWords()));
          await allowInlineScripts(outDir, inlineHashes);
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        config.logger.info(
          `prerendered ${options.pages.length} pages and ${options.shells.length} page shells in ${seconds} s`,
        );
      },
    },
  };
}
