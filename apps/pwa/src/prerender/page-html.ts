import { createHash } from 'node:crypto';
import { type Locale, textDirection } from '@safety-companion/contract';
import { HANDOFF } from '../early/handoff.ts';
import { manifestFile } from '../pwa/manifest-files.ts';
// Turns what TanStack Router renders on the server into the page files of the build. The built `index.html`
// (Vite's own) is the template: the rendered markup goes into #root, the hoisted <title> and <meta> into <head>,
// the stylesheets inline, and the app's module script and preloads are replaced by the page's start script, inline
// at the end of the body (the Content-Security-Policy allows it by its hash), with the router's dehydrated state,
// that loads the app and preloads the route's code once the page has painted. A page the browser renders gets the template as its shell, in
// its language and preloading its code. Pure functions, so they are tested on strings.

/** What TanStack Router's `renderRouterToString` returns, taken apart. */
export interface RenderedParts {
  /** The tags React hoists out of the page (`<title>`, `<meta>`, `<link>`); they belong in `<head>`. */
  head: string;
  /** The app's markup, which goes inside `#root` exactly as it is (hydration compares it node by node). */
  body: string;
  /** The sources of the inline scripts the router adds (its dehydrated state), in order. */
  scripts: string[];
}

/** A page of the build that cannot be made: a template or a rendering that is not what the build expects. */
export class PrerenderError extends Error {
  override name = 'PrerenderError' as const;
}

const DOCTYPE = /^\s*<!doctype html>/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const LEADING_HEAD_TAGS = /^(?:<title\b[^>]*>[\s\S]*?<\/title>|<(?:meta|link|base)\b[^>]*>)+/i;
const EMPTY_ROOT = '<div id="root"></div>';
const MODULE_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/** Splits a server-rendered page into its head tags, its markup and the router's inline scripts. */
export function splitRenderedHtml(html: string): RenderedParts {
  const scripts: string[] = [];
  const rest = html.replace(DOCTYPE, '').replace(SCRIPT, (_tag, attributes: string, source: string) => {
    if (/\bsrc\s*=/i.test(attributes)) throw new PrerenderError(`Unexpected external script: ${attributes}`);
    scripts.push(source);
    return '';
  });
  const head = LEADING_HEAD_TAGS.exec(rest)?.[0] ?? '';
  return { head, body: rest.slice(head.length), scripts };
}

/** What the template loads: the app's module script, the modules it preloads and its stylesheets (Vite's). */
export function templateAssets(template: string): {
  moduleScript: string;
  modulePreloads: string[];
  stylesheets: string[];
} {
  const moduleScript = MODULE_SCRIPT.exec(template)?.[1];
  if (!moduleScript) throw new PrerenderError('The template has no module script.');
  return {
    moduleScript,
    modulePreloads: [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''),
    stylesheets: [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? ''),
  };
}

/**
 * The page's start script: the router's inline scripts (its dehydrated state, `$_TSR`) and, in another language than
 * English, the addresses of the language's sections of words, then the app, once what the page shows first is on screen:
 * after its first contentful paint, when the images in view are decoded. It then preloads the app's and the route's
 * modules and adds the app's module, all at once, so that the route's code comes with the app instead of after it, and
 * the app never competes with the page for the connection or delays its paint. A hidden tab does not paint, and a
 * browser without paint timing says nothing: the app starts at once there; an image that never arrives holds it back
 * for three seconds at most, and so does the page's own script (the early handoff's `appStartsAfter`).
 */
export function startScriptSource(
  routerScripts: readonly string[],
  app: {
    moduleScript: string;
    modulePreloads: readonly string[];
    /** The addresses of the language's sections of words, by `<locale>/<section>` (the early handoff's `sections`). */
    sections?: Readonly<Record<string, string>>;
  },
): string {
  const sections = app.sections ? pageSectionsSource(app.sections) : '';
  const state = `${routerScripts.map((source) => `${source.trim().replace(/;$/, '')};\n`).join('')}${sections}`;
  // Written small: it is part of every content page's first load. `s` starts the app once, `v` tells whether an
  // image is in view, `P` is the paint observer.
  const preloads = JSON.stringify(app.modulePreloads);
  const module = JSON.stringify(app.moduleScript);
  return `${state}(function(){var d=document,o=0,P=typeof PerformanceObserver=="function"&&PerformanceObserver;
function a(t,p){var e=d.createElement(t);e.crossOrigin="anonymous";for(var k in p)e[k]=p[k];d.head.appendChild(e)}
function l(){${preloads}.forEach(function(h){a("link",{rel:"modulepreload",href:h})});a("script",{type:"module",src:${module}})}
function s(){if(o)return;o=1;var w=(self.${HANDOFF}||{}).appStartsAfter;w?Promise.race([w,new Promise(function(r){setTimeout(r,3e3)})]).then(l,l):l()}
function v(i){var b=i.getBoundingClientRect();return b.width>0&&b.bottom>0&&b.right>0&&b.top<innerHeight&&b.left<innerWidth}
if(d.visibilityState==="hidden"||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return s();
addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")s()});
new P(function(l,b){if(!l.getEntriesByName("first-contentful-paint").length)return;b.disconnect();
Promise.all([].filter.call(d.images,v).map(function(i){return i.decode&&i.decode().catch(function(){})})).then(s);setTimeout(s,3e3)}).observe({type:"paint",buffered:true})})();
`;
}

/** The line of a start script that names the addresses of the language's sections of words, if it has any. */
export function pageSectionsSource(sections: Readonly<Record<string, string>>): string {
  return Object.keys(sections).length > 0
    ? `(self.${HANDOFF}=self.${HANDOFF}||{}).sections=${JSON.stringify(sections)};\n`
    : '';
}

/**
 * Marks the page's own head tags (`data-prerendered`), so that a browser which renders another address over the
 * page can take them away: React adopts them when it hydrates, but not when it renders from scratch.
 */
function markPrerendered(headTags: string): string {
  return headTags.replace(/<(title|meta|link|base)\b/gi, '<$1 data-prerendered');
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An inline script's element; a script the HTML parser would end or comment out early is refused. */
function inlineScriptElement(source: string | undefined): string {
  if (source === undefined) return '';
  if (/<\/script|<!--/i.test(source))
    throw new PrerenderError('An inline script cannot contain </script or <!--.');
  return `<script>${source}</script>`;
}

/**
 * The CSP source that allows an inline script: 'sha256-' and the base64 of its text's SHA-256.
 *
 * @example
 * scriptHash('early();'); // 'sha256-…='
 */
export function scriptHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

const HTML_LANG = /<html lang="[^"]*"(?: dir="[^"]*")?/;
const NO_SCRIPT = /<noscript>[^<]*<\/noscript>/;
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*">/;

/** What goes into the template for one prerendered page. */
export interface PageParts {
  /** The page's address: `#root` carries it, and the browser hydrates only at this address. */
  path: string;
  /** The page's language, for `<html lang>` and its manifest (the template's are English). */
  locale: Locale;
  /** The template's `<noscript>` words in the page's language. */
  noScript: string;
  head: string;
  body: string;
  /**
   * The page's start script's source (`startScriptSource`), which replaces the template's module script and
   * preloads: inline at the end of the body, where it runs once the markup is read, as a deferred script would, and
   * without a file of its own, which a slow connection would fetch before the page's largest paint.
   */
  startScript: string;
  /**
   * The page's own script (`PrerenderedPage.early`, bundled), inline in its head before its styles: it runs as
   * soon as the head is read, before the start script (at the end of the body) and without a file of its own.
   */
  inlineScript?: string;
  /** Stylesheets of the route's code that the template does not link yet. */
  stylesheets: readonly string[];
  /** The text of every stylesheet of the page (the template's and the route's), by address: they are inlined. */
  styles: Readonly<Record<string, string>>;
}

function styleElement(styles: PageParts['styles'], href: string): string {
  const css = styles[href];
  if (css === undefined) throw new PrerenderError(`No text for the stylesheet ${href}.`);
  if (/<\/style/i.test(css)) throw new PrerenderError(`${href} cannot be inlined: it contains </style.`);
  return `<style data-href="${escapeAttribute(href)}">${css}</style>`;
}

/**
 * The HTML file of a prerendered page: the template with the page's head tags, its styles inlined, its markup in
 * `<div id="root" data-prerendered="…">`, and its start script, inline at the end of the body, instead of the app's
 * module script and preloads.
 *
 * The first paint fetches nothing: the markup, the styles (4 kB compressed) and the start script are in the HTML,
 * which saves a slow connection the round trip of a stylesheet or a script. The code only makes the page
 * interactive: the start script (small) fetches it once the page has painted.
 */
export function pageHtml(template: string, page: PageParts): string {
  const start = `${inlineScriptElement(page.inlineScript)}${markPrerendered(page.head)}`;
  const routeStyles = page.stylesheets.map((href) => styleElement(page.styles, href)).join('');
  const root = `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${page.body}</div>`;
  return templateInLanguage(template, page.locale, page.noScript)
    .replace(MODULE_SCRIPT, () => start)
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET_LINK, (_link, href: string) => styleElement(page.styles, href))
    .replace('</head>', () => `${routeStyles}</head>`)
    .replace(EMPTY_ROOT, () => root)
    .replace('</body>', () => `${inlineScriptElement(page.startScript)}</body>`);
}

/**
 * The template in `locale`: its `<html lang dir>` (`dir="rtl"` for Arabic), its `<noscript>` words (`noScript`) and
 * its manifest.
 */
function templateInLanguage(template: string, locale: Locale, noScript: string): string {
  if (template.split(EMPTY_ROOT).length !== 2)
    throw new PrerenderError(`The template must have exactly one ${EMPTY_ROOT}.`);
  if (!MODULE_SCRIPT.test(template)) throw new PrerenderError('The template has no module script.');
  if (!template.includes('</head>')) throw new PrerenderError('The template has no </head>.');
  if (!template.includes('</body>')) throw new PrerenderError('The template has no </body>.');
  if (!HTML_LANG.test(template)) throw new PrerenderError('The template has no <html lang>.');
  return template
    .replace(HTML_LANG, () => `<html lang="${escapeAttribute(locale)}" dir="${textDirection(locale)}"`)
    .replace(NO_SCRIPT, () => `<noscript>${escapeAttribute(noScript)}</noscript>`)
    .replace(MANIFEST_LINK, () => `<link rel="manifest" href="/${manifestFile(locale)}">`);
}

/**
 * The answer to an address that is no page (`404.html`): the shell, whose `<noscript>` says its words in every
 * language, each marked with its own (`noScripts`), since the one file answers every language's addresses.
 */
export function notFoundHtml(
  template: string,
  noScripts: readonly { locale: Locale; text: string }[],
): string {
  if (!NO_SCRIPT.test(template)) throw new PrerenderError('The template has no <noscript>.');
  const words = noScripts
    .map(({ locale, text }) => `<p lang="${escapeAttribute(locale)}">${escapeAttribute(text)}</p>`)
    .join('');
  return template.replace(NO_SCRIPT, () => `<noscript>${words}</noscript>`);
}

/** What goes into the template for the shell of a page the browser renders. */
export interface ShellParts {
  locale: Locale;
  noScript: string;
  /** The start script that names the language's sections' addresses (`pageSectionsSource`), if it has any. */
  startScript?: string;
  /** The route's modules and words beyond the entry's, and their stylesheets (`routeAssets`). */
  modulePreloads: readonly string[];
  stylesheets: readonly string[];
}

/**
 * The HTML file of a page's shell: the template in the page's language, its `#root` empty, which also preloads
 * the route's code, words and styles with the app, and runs the start script (deferred, so before the app's
 * module) when there is one.
 */
export function shellHtml(template: string, shell: ShellParts): string {
  const start = shell.startScript
    ? `<script defer src="${escapeAttribute(shell.startScript)}"></script>`
    : '';
  const links = [
    ...shell.modulePreloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...shell.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
  ].join('');
  return templateInLanguage(template, shell.locale, shell.noScript).replace(
    MODULE_SCRIPT,
    (moduleScript) => `${start}${moduleScript}${links}`,
  );
}

/** A chunk of Vite's build manifest (`build.manifest`), as far as it is read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export function collect(manifest: Record<string, ManifestChunk>, key: string, found: Set<string>) {
  if (found.has(key) || !manifest[key]) return;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, found);
}

/** The app's entry as the build manifest names it: the page template (the early map is an entry too). */
export const APP_ENTRY = 'index.html';

/**
 * A module of the build that a page's inline script imports itself (`source` as the manifest names it): its built
 * address, the chunks it imports (to preload with it: the browser would find them only once it has read it), and
 * the stylesheets of its chunk and of every chunk it imports (no Vite code adds them for it).
 */
export function moduleAssets(
  manifest: Record<string, ManifestChunk>,
  source: string,
  base = '/',
): { module: string; imports: string[]; styles: string[] } {
  const chunk = manifest[source];
  if (!chunk) throw new PrerenderError(`The build manifest has no chunk of ${source}.`);
  const found = new Set<string>();
  collect(manifest, source, found);
  found.delete(source);
  if (found.has(APP_ENTRY))
    throw new PrerenderError(`${source} imports the app's entry: it would start the app.`);
  const imports = [...found]
    .flatMap((key) => manifest[key]?.file ?? [])
    .filter((file) => file.endsWith('.js'));
  const styles = [...new Set([source, ...found].flatMap((key) => manifest[key]?.css ?? []))];
  return {
    module: `${base}${chunk.file}`,
    imports: imports.map((file) => `${base}${file}`),
    styles: styles.map((css) => `${base}${css}`),
  };
}

/**
 * The files a route loads first beyond what the entry already loads: its split chunks, the modules its page loads
 * before it renders (`words`: its sections of words, `pageWordModules`), and their static imports (to preload), and
 * their stylesheets. `route` is the route module as the manifest names it (`src/routes/about.tsx`; its split chunks
 * are `src/routes/about.tsx?tsr-split=…`).
 */
export function routeAssets(
  manifest: Record<string, ManifestChunk>,
  route: string,
  base = '/',
  words: readonly string[] = [],
): { modulePreloads: string[]; stylesheets: string[] } {
  if (!manifest[APP_ENTRY]) throw new PrerenderError('The build manifest has no entry.');
  const fromEntry = new Set<string>();
  collect(manifest, APP_ENTRY, fromEntry);
  const routeKeys = Object.keys(manifest).filter((key) => key === route || key.startsWith(`${route}?`));
  if (routeKeys.length === 0) throw new PrerenderError(`The build manifest has no chunk of ${route}.`);
  const missing = words.filter((key) => !manifest[key]);
  if (missing.length > 0)
    throw new PrerenderError(`The build manifest has no chunk of ${missing.join(', ')}.`);
  const found = new Set<string>();
  for (const key of [...routeKeys, ...words]) collect(manifest, key, found);

  const entryCss = new Set([...fromEntry].flatMap((key) => manifest[key]?.css ?? []));
  const modulePreloads: string[] = [];
  const stylesheets: string[] = [];
  for (const key of found) {
    const chunk = manifest[key];
    if (!chunk || fromEntry.has(key)) continue;
    if (chunk.file.endsWith('.js')) modulePreloads.push(`${base}${chunk.file}`);
    for (const css of chunk.css ?? []) {
      if (!entryCss.has(css) && !stylesheets.includes(`${base}${css}`)) stylesheets.push(`${base}${css}`);
    }
  }
  return { modulePreloads, stylesheets };
}
