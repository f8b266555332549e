// Checks the built progressive web app: the service worker precaches the shell, the prerendered pages and every
// visitor page's code (none of the admin pages') and no API path, answers a navigation with its prerendered page
// whatever the query and with the unrendered shell otherwise, its navigation fallback leaves out the API,
// /app-ads.txt, /admin and files, API calls are network-only and the live status stream is left to the browser,
// no file is precached twice, the text files hosts send have their Brotli copies (never precached), and the web app
// manifest is complete with its files present. Run after `vite build` (with tsx, for the site's page table); counts
// go to TEST_REPORT_FILE.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { brotliDecompressSync } from 'node:zlib';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localePrefix,
  STATUS_STREAM,
  textDirection,
} from '@safety-companion/contract';
import { BROTLI_SUFFIX, HOSTING_FILE } from '@safety-companion/hosting';
import { pathInLocale } from '../src/i18n/locale.ts';
import { PRERENDERED_PAGES } from '../src/prerender/pages.ts';
import { addedHereManifestFile, manifestFile } from '../src/pwa/manifest-files.ts';
import { adminCodeGlobs, prerenderedPages, routeModule, SITE_PAGES } from '../src/site-pages.ts';

const dist = join(import.meta.dirname, '..', 'dist');
const results = [];
function check(name, ok, detail = '') {
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
}

const sw = existsSync(join(dist, 'sw.js')) ? readFileSync(join(dist, 'sw.js'), 'utf8') : '';
check('dist/sw.js exists', sw.length > 0);
const precached = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((match) => match[1]);

const buildManifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const adminModules = SITE_PAGES.filter((page) => page.kind === 'admin').map(routeModule);
const isAdminRoute = (key) => adminModules.some((module) => key.startsWith(`${module}?`) || key === module);
/**
 * The build's files of a section of words in a language (build-plugins/messages-plugin.ts: `<folder>/<locale>/
 * <section>.json.js`, the site's folder of messages or the contract's), entries of their own.
 */
const isWords = (key) => key.endsWith('.json.js');
const routeChunks = Object.entries(buildManifest).filter(
  ([key]) => !isWords(key) && (key.startsWith('src/routes/') || buildManifest[key].isEntry),
);
const missing = routeChunks
  .filter(([key]) => !isAdminRoute(key))
  .map(([, chunk]) => chunk.file)
  .filter((file) => !precached.includes(file));
check(
  "the shell and every visitor page's route chunk are precached",
  precached.includes('shell.html') && missing.length === 0,
  missing.join(', '),
);
const adminFiles = routeChunks
  .filter(([key]) => isAdminRoute(key))
  .flatMap(([, chunk]) => [chunk.file, ...(chunk.css ?? [])]);
check(
  "the admin pages' code and styles are built and not precached (they are of use only online)",
  adminFiles.length >= adminModules.length && adminFiles.every((file) => !precached.includes(file)),
  adminFiles.filter((file) => precached.includes(file)).join(', ') || 'no admin chunk in the build',
);
// A section's words in another language are named as the code that says them: the admin pages' follow their code.
const adminWords = (file) => adminCodeGlobs().some((glob) => file.startsWith(glob.replace(/\*$/, '')));
const wordFiles = Object.entries(buildManifest)
  .filter(([key]) => isWords(key))
  .map(([, chunk]) => chunk.file);
const wrongWords = wordFiles.filter((file) => precached.includes(file) === adminWords(file));
check(
  "every language's words are precached, but the admin pages'",
  wordFiles.length > 0 && wrongWords.length === 0,
  wrongWords.join(', ') || 'no words in the build',
);
const PAGES = prerenderedPages().map((page) => page.file);
const unprecached = PRERENDERED_PAGES.map((page) => page.file).filter((file) => !precached.includes(file));
check(
  'every prerendered page in every language is precached',
  unprecached.length === 0,
  unprecached.join(', '),
);
const htmlOf = (file) => (existsSync(join(dist, file)) ? readFileSync(join(dist, file), 'utf8') : '');
const notPrerendered = PRERENDERED_PAGES.filter(
  (page) => !htmlOf(page.file).includes('<div id="root" data-prerendered="/'),
).map((page) => page.file);
check(
  'every content page is prerendered in every language',
  notPrerendered.length === 0,
  notPrerendered.join(', '),
);
const wrongLanguage = PRERENDERED_PAGES.filter(
  (page) => !htmlOf(page.file).includes(`<html lang="${page.locale}" dir="${textDirection(page.locale)}">`),
).map((page) => page.file);
check(
  'every prerendered page says its language and its direction in <html lang dir> (Arabic right to left)',
  wrongLanguage.length === 0,
  wrongLanguage.join(', '),
);
check(
  'the shell is unrendered',
  existsSync(join(dist, 'shell.html')) &&
    readFileSync(join(dist, 'shell.html'), 'utf8').includes('<div id="root"></div>'),
);
check('the navigation fallback is the shell', sw.includes('createHandlerBoundToURL("shell.html")'));
const shellHtml = existsSync(join(dist, 'shell.html')) ? readFileSync(join(dist, 'shell.html'), 'utf8') : '';
const NO_SCRIPT = /<noscript>.*?<\/noscript>/s;
const notFoundHtml = existsSync(join(dist, '404.html')) ? readFileSync(join(dist, '404.html'), 'utf8') : '';
check(
  '404.html, which hosts send for an address that is no page, is the shell with its <noscript> in every language, and is not precached',
  notFoundHtml.replace(NO_SCRIPT, '') === shellHtml.replace(NO_SCRIPT, '') &&
    LOCALES.every((locale) => notFoundHtml.match(NO_SCRIPT)?.[0].includes(`<p lang="${locale}">`)) &&
    !precached.includes('404.html'),
);
const hostingFile = existsSync(join(dist, HOSTING_FILE))
  ? JSON.parse(readFileSync(join(dist, HOSTING_FILE), 'utf8'))
  : {};
check(
  `${HOSTING_FILE} names every page of the table in every language, so hosts answer them 200 and any other address 404`,
  JSON.stringify(hostingFile.pages) ===
    JSON.stringify(LOCALES.flatMap((locale) => SITE_PAGES.map((page) => pathInLocale(page.path, locale)))),
  JSON.stringify(hostingFile.pages),
);
const robots = existsSync(join(dist, 'robots.txt')) ? readFileSync(join(dist, 'robots.txt'), 'utf8') : '';
const sitemap = existsSync(join(dist, 'sitemap.xml')) ? readFileSync(join(dist, 'sitemap.xml'), 'utf8') : '';
check(
  'robots.txt names the sitemap by its absolute address and keeps crawlers out of the private pages',
  /^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m.test(robots) &&
    SITE_PAGES.filter((page) => !page.indexable).every((page) => robots.includes(`Disallow: ${page.path}\n`)),
  robots,
);
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
check(
  'sitemap.xml lists every indexable page in every language, and no other',
  JSON.stringify(sitemapPaths) ===
    JSON.stringify(
      LOCALES.flatMap((locale) =>
        SITE_PAGES.filter((page) => page.indexable).map((page) => pathInLocale(page.path, locale)),
      ),
    ),
  sitemapPaths.join(', '),
);
check(
  'the query never picks the precached page (/privacyPolicies?tab=eula gets privacyPolicies.html)',
  sw.includes('ignoreURLParametersMatching:[/.*/]'),
);
const firebaseChunks = Object.entries(buildManifest)
  .filter(([key]) => /[\\/]node_modules[\\/]@firebase[\\/]/.test(key))
  .map(([, chunk]) => chunk.file);
check(
  "Firebase's chunks are built and not precached (they load only when Firebase sign-in is configured)",
  firebaseChunks.length > 0 && firebaseChunks.every((file) => !precached.includes(file)),
  firebaseChunks.filter((file) => precached.includes(file)).join(', ') || 'no Firebase chunk in the build',
);
const sourceMaps = readdirSync(dist, { recursive: true }).filter((file) => String(file).endsWith('.map'));
check('no source map is in the served build', sourceMaps.length === 0, sourceMaps.join(', '));
// Hosts send the Brotli copies to the browsers that accept Brotli (the hosting package's `siteApp`).
const compressible = [...PAGES, 'sw.js', ...precached.filter((file) => /\.(?:js|css)$/.test(file))].filter(
  (file) => existsSync(join(dist, file)) && statSync(join(dist, file)).size >= 1024,
);
const badCopies = compressible.filter((file) => {
  const copy = join(dist, file + BROTLI_SUFFIX);
  return (
    !existsSync(copy) || !brotliDecompressSync(readFileSync(copy)).equals(readFileSync(join(dist, file)))
  );
});
check(
  'every page, the service worker and every precached script and stylesheet of 1 KiB or more has a Brotli copy that decodes to it',
  compressible.length > PAGES.length && badCopies.length === 0,
  badCopies.join(', ') || 'no file to check',
);
const twice = precached.filter((url, index) => precached.indexOf(url) !== index);
check('no file is precached twice', twice.length === 0, twice.join(', '));
check('no Brotli copy is precached', !precached.some((url) => url.endsWith(BROTLI_SUFFIX)));
const stylesheets = Object.values(buildManifest)
  .flatMap((chunk) => chunk.css ?? [])
  .filter((file) => !adminFiles.includes(file));
check(
  "every visitor page's stylesheet is precached",
  stylesheets.every((file) => precached.includes(file)),
);
check(
  'the icons are precached',
  ['icon.svg', 'icons/icon-192.png', 'icons/icon-512.png'].every((file) => precached.includes(file)),
);
// Small illustrations are inlined into the landing page's code by Vite; larger ones are files. Either way precached.
const illustrations = precached.filter((file) => file.startsWith('assets/') && file.endsWith('.svg'));
const inlined = precached
  .filter((file) => file.endsWith('.js'))
  .reduce(
    (count, file) =>
      count + (readFileSync(join(dist, file), 'utf8').match(/data:image\/svg\+xml/g) ?? []).length,
    0,
  );
check(
  'the five feature illustrations are available offline',
  illustrations.length + inlined >= 5,
  `${illustrations.length} files, ${inlined} inlined`,
);
check('no API path is precached', !precached.some((url) => url.includes('api/')));

const denylistStart = sw.indexOf('{denylist:[');
const denylist = denylistStart < 0 ? '' : sw.slice(denylistStart, sw.indexOf(']})', denylistStart));
for (const [name, fragment] of [
  ['the API', '\\/api\\/'],
  ['/app-ads.txt', 'app-ads\\.txt'],
  ['/admin', '\\/admin'],
  ['paths with a file extension', '\\.[^/?]+$'],
]) {
  check(`the navigation fallback excludes ${name}`, denylist.includes(fragment), denylist);
}
// The worker's routes by address (the navigation route aside), as the RegExps it registers, with their handlers.
const routes = [...sw.matchAll(/registerRoute\((\/.+?\/),new \w+\.(\w+)/g)].map(([, literal, handler]) => ({
  pattern: new RegExp(literal.slice(1, -1)),
  handler,
}));
const ORIGIN = 'http://127.0.0.1:4173';
check(
  'API calls are network-only',
  routes.some(
    ({ pattern, handler }) =>
      handler === 'NetworkOnly' && pattern.test(`${ORIGIN}/api/getSnapshot?accessCode=ABC123`),
  ),
  JSON.stringify(routes.map(({ pattern, handler }) => `${pattern} ${handler}`)),
);
const stream = `${ORIGIN}/api/${STATUS_STREAM.path}?accessCode=ABC123`;
check(
  'the live status stream is left to the browser: no route of the worker takes it, nor is it precached',
  routes.length > 0 &&
    !routes.some(({ pattern }) => pattern.test(stream)) &&
    !precached.some((url) => url.includes(STATUS_STREAM.path)),
  routes
    .filter(({ pattern }) => pattern.test(stream))
    .map(({ pattern }) => String(pattern))
    .join(', '),
);
const pushHandlers = join(dist, 'push-handlers.js');
check(
  "the service worker imports the alerts' push and notificationclick handlers, which are not precached",
  sw.includes('importScripts("push-handlers.js")') &&
    existsSync(pushHandlers) &&
    /addEventListener\(["'`]push["'`]/.test(readFileSync(pushHandlers, 'utf8')) &&
    /addEventListener\(["'`]notificationclick["'`]/.test(readFileSync(pushHandlers, 'utf8')) &&
    !precached.includes('push-handlers.js'),
);
check(
  'the service worker waits for the visitor to update',
  !/skipWaiting\(\)[,;]/.test(sw.replace(/"SKIP_WAITING"===\w+\.data\.type&&self\.skipWaiting\(\)/, '')),
);

const readManifest = (file) =>
  existsSync(join(dist, file)) ? JSON.parse(readFileSync(join(dist, file), 'utf8')) : {};
const manifest = readManifest(manifestFile(DEFAULT_LOCALE));
for (const field of [
  'name',
  'short_name',
  'description',
  'start_url',
  'scope',
  'theme_color',
  'background_color',
]) {
  check(`the manifest has ${field}`, typeof manifest[field] === 'string' && manifest[field].length > 0);
}
check('the manifest displays standalone', manifest.display === 'standalone');
check('the installed app opens on the lookup', manifest.start_url === '/hero-lookup', manifest.start_url);
for (const locale of LOCALES) {
  const own = readManifest(manifestFile(locale));
  check(
    `the ${locale} pages' manifest is the same app in their language and its direction, opening on their lookup`,
    own.id === manifest.id &&
      own.scope === manifest.scope &&
      own.lang === locale &&
      own.dir === textDirection(locale) &&
      own.start_url === `${localePrefix(locale)}/hero-lookup` &&
      (locale === DEFAULT_LOCALE || own.description !== manifest.description),
  );
  const { start_url: _startUrl, ...withoutStart } = own;
  check(
    `a Home Screen app added from a status in ${locale} opens on it: the same manifest, without start_url`,
    isDeepStrictEqual(readManifest(addedHereManifestFile(locale)), withoutStart),
  );
}
const unlinked = LOCALES.flatMap((locale) =>
  PRERENDERED_PAGES.filter((page) => page.locale === locale)
    .map((page) => page.file)
    .filter((file) => !htmlOf(file).includes(`<link rel="manifest" href="/${manifestFile(locale)}">`)),
);
check("every prerendered page links its language's manifest", unlinked.length === 0, unlinked.join(', '));
const icons = manifest.icons ?? [];
check(
  'icons of 192 and 512 px and a maskable one',
  ['192x192', '512x512'].every((size) => icons.some((icon) => icon.sizes === size)) &&
    icons.some((icon) => icon.purpose === 'maskable'),
);
const shortcuts = (manifest.shortcuts ?? []).map((shortcut) => shortcut.url);
check(
  'shortcuts to Hero Lookup and Feedback',
  shortcuts.includes('/hero-lookup') && shortcuts.includes('/feedback'),
);
const forms = (manifest.screenshots ?? []).map((screenshot) => screenshot.form_factor);
check('narrow and wide screenshots', forms.includes('narrow') && forms.includes('wide'));
const files = [...icons, ...(manifest.screenshots ?? [])].map((entry) => entry.src);
const absent = files.filter((src) => !existsSync(join(dist, src)));
check('every icon and screenshot exists', absent.length === 0, absent.join(', '));
check(
  'an apple-touch-icon is linked',
  readFileSync(join(dist, 'index.html'), 'utf8').includes('rel="apple-touch-icon"') &&
    existsSync(join(dist, 'icons', 'apple-touch-icon.png')),
);

const passed = results.filter(Boolean).length;
const failed = results.length - passed;
if (process.env.TEST_REPORT_FILE)
  writeFileSync(process.env.TEST_REPORT_FILE, JSON.stringify({ passed, failed }));
console.log(`PWA build: ${passed} checks passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
