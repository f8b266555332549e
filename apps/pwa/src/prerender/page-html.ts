// Turns what TanStack Router renders on the server into the page files of the build: the built `index.html`
// (Vite's own, with its script and stylesheet tags) is the template, the rendered markup goes into #root, the
// hoisted <title> and <meta> into <head>, and the router's dehydrated state into a script file of its own (the
// Content-Security-Policy allows no inline script). Pure functions, so they are tested on strings.

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
const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>/;

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

/** The router's inline scripts as one classic script file, run before the app's module. */
export function hydrationScriptSource(scripts: readonly string[]): string {
  return `${scripts.map((source) => source.trim().replace(/;$/, '')).join(';\n')};\n`;
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

/** What goes into the template for one page. */
export interface PageParts {
  /** The page's address: `#root` carries it, and the browser hydrates only at this address. */
  path: string;
  head: string;
  body: string;
  /** The script file with the router's dehydrated state, if the router made one. */
  hydrationScript?: string;
  /** The route's own code, preloaded so hydration need not wait for the main script to ask for it. */
  modulePreloads: readonly string[];
  /** Stylesheets of the route's code that the template does not link yet. */
  stylesheets: readonly string[];
}

/**
 * The HTML file of a prerendered page: the template with the page's head tags, its markup in
 * `<div id="root" data-prerendered="…">`, its route's code preloaded, and the router's state loaded by a
 * deferred script that runs before the (deferred by nature) module script.
 */
export function pageHtml(template: string, page: PageParts): string {
  if (template.split(EMPTY_ROOT).length !== 2)
    throw new PrerenderError(`The template must have exactly one ${EMPTY_ROOT}.`);
  const moduleScript = MODULE_SCRIPT.exec(template);
  if (!moduleScript) throw new PrerenderError('The template has no module script.');
  if (!template.includes('</head>')) throw new PrerenderError('The template has no </head>.');

  const beforeModule = [
    markPrerendered(page.head),
    page.hydrationScript ? `<script defer src="${escapeAttribute(page.hydrationScript)}"></script>` : '',
  ].join('');
  const inHead = [
    ...page.modulePreloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...page.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
  ].join('');
  const root = `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${page.body}</div>`;

  const at = moduleScript.index;
  return `${template.slice(0, at)}${beforeModule}${template.slice(at)}`
    .replace('</head>', () => `${inHead}</head>`)
    .replace(EMPTY_ROOT, () => root);
}

/** A chunk of Vite's build manifest (`build.manifest`), as far as it is read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

function collect(manifest: Record<string, ManifestChunk>, key: string, found: Set<string>) {
  if (found.has(key) || !manifest[key]) return;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, found);
}

/**
 * The files a route loads first beyond what the entry already loads: its split chunks and their static imports
 * (to preload), and their stylesheets. `route` is the route module as the manifest names it
 * (`src/routes/about.tsx`; its split chunks are `src/routes/about.tsx?tsr-split=…`).
 */
export function routeAssets(
  manifest: Record<string, ManifestChunk>,
  route: string,
  base = '/',
): { modulePreloads: string[]; stylesheets: string[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new PrerenderError('The build manifest has no entry.');
  const fromEntry = new Set<string>();
  collect(manifest, entryKey, fromEntry);
  const routeKeys = Object.keys(manifest).filter((key) => key === route || key.startsWith(`${route}?`));
  if (routeKeys.length === 0) throw new PrerenderError(`The build manifest has no chunk of ${route}.`);
  const found = new Set<string>();
  for (const key of routeKeys) collect(manifest, key, found);

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
