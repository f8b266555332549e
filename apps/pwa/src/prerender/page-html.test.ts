import { describe, expect, it, vi } from 'vitest';
import { earlyHandoff, takeFromHandoff } from '../early/handoff';
import {
  type ManifestChunk,
  notFoundHtml,
  PrerenderError,
  pageHtml,
  routeAssets,
  scriptHash,
  shellHtml,
  splitRenderedHtml,
  startScriptSource,
  templateAssets,
} from './page-html';
import { pageSectionAddresses, pageWordModules } from './page-words';

// The shape of what renderRouterToString returns: React's hoisted head tags first, the app, the router's state.
const RENDERED =
  '<!DOCTYPE html><title>About Us | Beacon</title><meta name="description" content="Our story."/>' +
  '<a class="skip-link" href="#main">Skip</a><main><!--$--><h1>About Us</h1><!--/$--></main>' +
  '<script>self.$_TSR={};$_TSR.router=1;document.currentScript.remove()</script>';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
    <noscript>This website needs JavaScript.</noscript>
  </body>
</html>
`;

describe('splitRenderedHtml', () => {
  it('takes the hoisted head tags, the markup and the router’s scripts apart', () => {
    expect(splitRenderedHtml(RENDERED)).toEqual({
      head: '<title>About Us | Beacon</title><meta name="description" content="Our story."/>',
      body: '<a class="skip-link" href="#main">Skip</a><main><!--$--><h1>About Us</h1><!--/$--></main>',
      scripts: ['self.$_TSR={};$_TSR.router=1;document.currentScript.remove()'],
    });
  });

  it('refuses an external script in the markup, which the page would not expect', () => {
    expect(() => splitRenderedHtml('<h1>x</h1><script src="/x.js"></script>')).toThrow(PrerenderError);
  });
});

describe('templateAssets', () => {
  it('finds the app’s module script and the stylesheets the template links', () => {
    expect(templateAssets(TEMPLATE)).toEqual({
      moduleScript: '/assets/index-abc.js',
      modulePreloads: ['/assets/react-abc.js'],
      stylesheets: ['/assets/index-abc.css'],
    });
  });
});

describe('startScriptSource', () => {
  const source = startScriptSource(['self.$_TSR={};', ' $_TSR.router=1'], {
    moduleScript: '/assets/index-abc.js',
    modulePreloads: ['/assets/react-abc.js', '/assets/about-1.js'],
  });

  it('runs the router’s scripts first', () => {
    expect(source.startsWith('self.$_TSR={};\n$_TSR.router=1;\n')).toBe(true);
    expect(() => new Function(source)).not.toThrow();
  });

  it('adds the preloads and the app’s module once the page has painted and its images in view are decoded', async () => {
    document.head.replaceChildren();
    document.body.innerHTML = '<img alt="">';
    const image = document.images[0] as HTMLImageElement;
    image.getBoundingClientRect = () =>
      ({ width: 240, height: 480, top: 600, bottom: 1080, left: 80, right: 320 }) as DOMRect;
    let decoded: () => void = () => {};
    image.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    let painted: (() => void) | undefined;
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (list: unknown, observer: { disconnect(): void }) => void) {}
      observe() {
        painted = () =>
          this.callback(
            { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) },
            { disconnect() {} },
          );
      }
    }
    new Function('PerformanceObserver', source)(PaintObserver);
    painted?.();
    await Promise.resolve();
    expect(document.head.children).toHaveLength(0);
    decoded();
    await vi.waitFor(() => expect(document.head.children).toHaveLength(3));
    expect([...document.head.children].map((element) => element.outerHTML)).toEqual([
      '<link crossorigin="anonymous" rel="modulepreload" href="/assets/react-abc.js">',
      '<link crossorigin="anonymous" rel="modulepreload" href="/assets/about-1.js">',
      '<script crossorigin="anonymous" type="module" src="/assets/index-abc.js"></script>',
    ]);
    document.body.replaceChildren();
  });

  it('starts the app at once in a tab that is hidden, which does not paint', () => {
    document.head.replaceChildren();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function('PerformanceObserver', source)(
      class {
        static supportedEntryTypes = ['paint'];
        observe() {}
      },
    );
    expect(document.head.children).toHaveLength(3);
    visibility.mockRestore();
  });
});

describe('the app after the page’s own script', () => {
  it('starts once the promise the page’s own script leaves settles, not before', async () => {
    document.head.replaceChildren();
    let settle: () => void = () => {};
    earlyHandoff().appStartsAfter = new Promise<void>((resolve) => (settle = resolve));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const source = startScriptSource([], { moduleScript: '/a.js', modulePreloads: [] });
    new Function('PerformanceObserver', source)(undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.head.children).toHaveLength(0);
    settle();
    await vi.waitFor(() => expect(document.head.querySelector('script[src="/a.js"]')).not.toBeNull());
    visibility.mockRestore();
    takeFromHandoff('appStartsAfter');
  });

  it('names the addresses of the page’s sections of words before the app starts', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const source = startScriptSource([], {
      moduleScript: '/a.js',
      modulePreloads: [],
      sections: { 'es/site': '/assets/site-es-1.js' },
    });
    new Function('PerformanceObserver', source)(undefined);
    expect(earlyHandoff().sections).toEqual({ 'es/site': '/assets/site-es-1.js' });
    visibility.mockRestore();
    takeFromHandoff('sections');
  });
});

describe('scriptHash', () => {
  it('is the CSP source of the script’s text: sha256- and the base64 of its SHA-256', () => {
    // echo -n 'early();' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('early();')).toBe('sha256-+adv7mrf97l2YX0A6IfUnN5WpoX0nonq8Vez1z8YKf4=');
    expect(scriptHash('early(); ')).not.toBe(scriptHash('early();'));
  });
});

describe('pageHtml', () => {
  const page = {
    path: '/about',
    locale: 'en' as const,
    noScript: 'This website needs JavaScript.',
    head: '<title>About Us | Beacon</title><meta name="description" content="Our story."/>',
    body: '<main><h1>About Us</h1></main>',
    startScript: 'start();',
    stylesheets: ['/assets/about-1.css'],
    styles: { '/assets/index-abc.css': 'body{margin:0}', '/assets/about-1.css': '.about{color:red}' },
  };

  it("writes the page's language into <html lang>, its words into <noscript> and links its manifest", () => {
    const html = pageHtml(TEMPLATE, {
      ...page,
      path: '/es/about',
      locale: 'es',
      noScript: 'Necesita JavaScript.',
    });
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toContain('<noscript>Necesita JavaScript.</noscript>');
    expect(html).not.toContain('This website needs JavaScript.');
    expect(html).toContain('<link rel="manifest" href="/manifest-es.webmanifest">');
    expect(pageHtml(TEMPLATE, page)).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('writes an Arabic page right to left, and a page with a regional tag under its own manifest', () => {
    const arabic = pageHtml(TEMPLATE, {
      ...page,
      path: '/ar/about',
      locale: 'ar',
      noScript: 'يحتاج JavaScript.',
    });
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    const portuguese = pageHtml(TEMPLATE, {
      ...page,
      path: '/pt/about',
      locale: 'pt-BR',
      noScript: 'Precisa.',
    });
    expect(portuguese).toContain('<html lang="pt-BR" dir="ltr">');
    expect(portuguese).toContain('<link rel="manifest" href="/manifest-pt-BR.webmanifest">');
  });

  it('puts the markup in #root, marked with its address, exactly as rendered', () => {
    expect(pageHtml(TEMPLATE, page)).toContain(
      '<div id="root" data-prerendered="/about"><main><h1>About Us</h1></main></div>',
    );
  });

  it('puts the head tags, marked as the page’s own, where the module script was', () => {
    const html = pageHtml(TEMPLATE, page);
    expect(html).toContain(
      '<title data-prerendered>About Us | Beacon</title><meta data-prerendered name="description" content="Our story."/>',
    );
    expect(html).not.toContain('<script type="module"');
  });

  it('puts the start script inline at the end of the body, after the markup, and refuses one that would end early', () => {
    const html = pageHtml(TEMPLATE, page);
    expect(html).toContain('<script>start();</script></body>');
    expect(html.indexOf('<script>start();')).toBeGreaterThan(html.indexOf('</h1></main></div>'));
    expect(html).not.toContain(' src=');
    for (const startScript of ['a("</script>")', 'a("<!--")'])
      expect(() => pageHtml(TEMPLATE, { ...page, startScript })).toThrow(PrerenderError);
  });

  it('leaves the app’s modules to the start script: no module script, no preload in the page', () => {
    const html = pageHtml(TEMPLATE, page);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/assets/index-abc.js');
  });

  it('inlines the template’s and the route’s stylesheets, so the first paint fetches nothing more', () => {
    const html = pageHtml(TEMPLATE, page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-href="/assets/index-abc.css">body{margin:0}</style>');
    expect(head).toContain('<style data-href="/assets/about-1.css">.about{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(() => pageHtml(TEMPLATE, { ...page, styles: {} })).toThrow(PrerenderError);
    expect(() =>
      pageHtml(TEMPLATE, { ...page, styles: { ...page.styles, '/assets/about-1.css': 'a{}</style><b>' } }),
    ).toThrow(PrerenderError);
  });

  it('puts the page’s own script inline in its head before anything else of its own, and refuses one that would end early', () => {
    const html = pageHtml(TEMPLATE, { ...page, inlineScript: 'early();' });
    expect(html).toContain('<script>early();</script><title data-prerendered>');
    expect(html.indexOf('<script>early();')).toBeLessThan(html.indexOf('<style'));
    expect(pageHtml(TEMPLATE, page).indexOf('<script>')).toBeGreaterThan(html.indexOf('</head>'));
    for (const inlineScript of ['a("</script>")', 'a("<!--")'])
      expect(() => pageHtml(TEMPLATE, { ...page, inlineScript })).toThrow(PrerenderError);
  });

  it('escapes the address in the attribute', () => {
    expect(pageHtml(TEMPLATE, { ...page, path: '/a"b' })).toContain('data-prerendered="/a&#34;b"');
  });

  it('keeps a replacement pattern in the markup as it is', () => {
    expect(pageHtml(TEMPLATE, { ...page, body: '<p>$& and $1</p>' })).toContain('<p>$& and $1</p>');
  });

  it('refuses a template without an empty #root or a module script', () => {
    expect(() => pageHtml(TEMPLATE.replace('<div id="root"></div>', ''), page)).toThrow(PrerenderError);
    expect(() => pageHtml(TEMPLATE.replace(/<script type="module"[^>]*><\/script>/, ''), page)).toThrow(
      PrerenderError,
    );
  });
});

describe('shellHtml', () => {
  const shell = {
    locale: 'es' as const,
    noScript: 'Necesita JavaScript.',
    startScript: '/assets/start-es-admin-1.js',
    modulePreloads: ['/assets/admin-1.js'],
    stylesheets: ['/assets/admin-1.css'],
  };

  it('writes the page’s language into <html lang>, its words into <noscript> and links its manifest', () => {
    const html = shellHtml(TEMPLATE, shell);
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toContain('<noscript>Necesita JavaScript.</noscript>');
    expect(html).toContain('<link rel="manifest" href="/manifest-es.webmanifest">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('runs its start script before the app’s module, and preloads the route’s code and styles with the app', () => {
    const html = shellHtml(TEMPLATE, shell);
    const order = [
      '<script defer src="/assets/start-es-admin-1.js"></script>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/admin-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/admin-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
    ].map((tag) => html.indexOf(tag));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('has no start script when the page names no sections (in English)', () => {
    const html = shellHtml(TEMPLATE, { ...shell, locale: 'en', startScript: undefined });
    expect(html).not.toContain('<script defer');
    expect(html).toContain('<html lang="en" dir="ltr">');
  });
});

describe('notFoundHtml', () => {
  it('says the <noscript> words in every language, each marked with its own, and is otherwise the shell', () => {
    const html = notFoundHtml(TEMPLATE, [
      { locale: 'en', text: 'Needs JavaScript.' },
      { locale: 'es', text: 'Necesita <JavaScript>.' },
    ]);
    expect(html).toContain(
      '<noscript><p lang="en">Needs JavaScript.</p><p lang="es">Necesita &#60;JavaScript&#62;.</p></noscript>',
    );
    expect(html.replace(/<noscript>.*<\/noscript>/, '')).toBe(
      TEMPLATE.replace(/<noscript>.*<\/noscript>/, ''),
    );
  });

  it('refuses a template without <noscript>', () => {
    expect(() => notFoundHtml(TEMPLATE.replace(/<noscript>.*<\/noscript>/, ''), [])).toThrow(PrerenderError);
  });
});

describe('routeAssets', () => {
  const manifest: Record<string, ManifestChunk> = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_react-1.js'],
      css: ['assets/index-1.css'],
    },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_landing-1.js': {
      file: 'assets/landing-1.js',
      imports: ['_react-1.js', 'index.html'],
      css: ['assets/landing-1.css'],
    },
    'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-1.js', imports: ['_landing-1.js'] },
    'src/routes/about.tsx?tsr-split=component': { file: 'assets/about-1.js', imports: ['index.html'] },
    'src/messages/es/site.json.js': { file: 'assets/site-es-1.js', isEntry: true },
    'src/messages/es/about.json.js': { file: 'assets/about-es-1.js', isEntry: true },
    'src/messages/es/home.json.js': { file: 'assets/home-es-1.js', isEntry: true },
  };
  /** The sections each chunk renders with, as the messages plugin records them. */
  const sectionsByChunk = {
    'assets/index-1.js': ['site'],
    'assets/about-1.js': ['about'],
    'assets/landing-1.js': ['home'],
  };

  it('preloads the route’s split chunk and what it imports beyond the entry, with their stylesheets', () => {
    expect(routeAssets(manifest, 'src/routes/index.tsx')).toEqual({
      modulePreloads: ['/assets/routes-1.js', '/assets/landing-1.js'],
      stylesheets: ['/assets/landing-1.css'],
    });
    expect(routeAssets(manifest, 'src/routes/about.tsx')).toEqual({
      modulePreloads: ['/assets/about-1.js'],
      stylesheets: [],
    });
  });

  it('preloads, in another language, the words of the chunks the page loads: its route’s and the entry’s', () => {
    const words = pageWordModules(manifest, sectionsByChunk, 'src/routes/about.tsx', 'es');
    expect(words).toEqual(['src/messages/es/about.json.js', 'src/messages/es/site.json.js']);
    expect(routeAssets(manifest, 'src/routes/about.tsx', '/', words).modulePreloads).toEqual([
      '/assets/about-1.js',
      '/assets/about-es-1.js',
      '/assets/site-es-1.js',
    ]);
    expect(pageWordModules(manifest, sectionsByChunk, 'src/routes/index.tsx', 'es')).toEqual([
      'src/messages/es/home.json.js',
      'src/messages/es/site.json.js',
    ]);
    expect(pageWordModules(manifest, sectionsByChunk, 'src/routes/about.tsx', 'en')).toEqual([]);
  });

  it('names the address of every section in another language, for its start script', () => {
    expect(pageSectionAddresses(manifest, '/', 'es')).toEqual({
      'es/site': '/assets/site-es-1.js',
      'es/about': '/assets/about-es-1.js',
      'es/home': '/assets/home-es-1.js',
    });
    expect(pageSectionAddresses(manifest, '/', 'en')).toEqual({});
  });

  it('fails for a route or words the build does not have', () => {
    expect(() => routeAssets(manifest, 'src/routes/nowhere.tsx')).toThrow(PrerenderError);
    expect(() =>
      routeAssets(manifest, 'src/routes/about.tsx', '/', ['src/messages/es/nowhere.json.js']),
    ).toThrow('src/messages/es/nowhere.json.js');
  });
});
