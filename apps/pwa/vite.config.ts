import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { brotliCopies } from './src/build-plugins/brotli.ts';
import { crawlerFiles, ROBOTS_FILE } from './src/build-plugins/crawler-files.ts';
import { apiProxy } from './src/build-plugins/dev-proxy.ts';
import { hostingFile } from './src/build-plugins/hosting-file.ts';
import { manifestFiles } from './src/build-plugins/manifest-files.ts';
import { messages, SITE_MESSAGE_DIRS, WORDS_TYPES_FILE } from './src/build-plugins/messages-plugin.ts';
import { PUSH_HANDLERS_FILE, pushHandlersFile } from './src/build-plugins/push-handlers.ts';
import { parseSettings } from './src/parse-settings.ts';
import {
  EARLY_AFTER_PAINT_ENTRY,
  EARLY_MAP_ENTRY,
  NOT_FOUND_FILE,
  PAGE_SHELLS,
  PRERENDERED_PAGES,
  SHELL_FILE,
  STREET_LAYER_MODULE,
} from './src/prerender/pages.ts';
import { prerender } from './src/prerender/vite-plugin.ts';
import { navigationDenylist, networkOnlyRules } from './src/pwa/caching-rules.ts';
import { webManifest } from './src/pwa/manifest.ts';
import { adminCodeGlobs, contentPaths, navSlots, noIndexPaths } from './src/site-pages.ts';

/** A file of the workspace, from this folder. */
const workspaceFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

// The dev server takes the published packages from their sources, as the contract always is: a change to them shows
// at once, without building them. A build takes their built files, as the packages' users do.
const PACKAGE_SOURCES = [
  { find: /^@safety-companion\/api$/, replacement: workspaceFile('packages/api/src/index.ts') },
  { find: /^@safety-companion\/ui$/, replacement: workspaceFile('packages/ui/src/index.ts') },
  { find: /^@safety-companion\/ui\/styles\.css$/, replacement: workspaceFile('packages/ui/src/styles.css') },
];
// Leaflet's own ES module build, not its UMD file: no CommonJS wrapper, so the early map's chunks need no bundler
// runtime, which the app's entry would otherwise share with them in a chunk of its own (on every page's first load).
const LEAFLET_ESM = { find: /^leaflet$/, replacement: 'leaflet/dist/leaflet-src.esm.js' };
const FIREBASE_MODULE = /[\\/]node_modules[\\/]@firebase[\\/]/;

export default defineConfig(({ command, mode }) => {
  // The same validation as at start-up: a bad setting stops the build with its name.
  const settings = parseSettings(loadEnv(mode, process.cwd(), 'VITE_'));
  // The API server: `npm run dev` starts one on API_PORT; without it, the one `npm start` runs (port 8080).
  const api = apiProxy(`http://127.0.0.1:${process.env.API_PORT || '8080'}`);
  return {
    customLogger: api.logger,
    define: {
      __SITE_SETTINGS__: JSON.stringify(settings),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      __NO_INDEX_PATHS__: JSON.stringify(noIndexPaths()),
      __NAV_SLOTS__: JSON.stringify(navSlots()),
      __CONTENT_PATHS__: JSON.stringify(contentPaths()),
    },
    plugins: [
      // A route's unit tests sit next to it (src/routes/*.test.tsx) and are not routes.
      tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePattern: '\\.test\\.tsx?$' }),
      react(),
      // The site's words (src/messages/<locale>/<section>.json), compiled; each other language's sections as files
      // of their own, and the types of `words:<section>` for TypeScript.
      messages({ dirs: SITE_MESSAGE_DIRS, client: true, typesFile: WORDS_TYPES_FILE }),
      // What hosts need to know about this build (its API origin, Firebase sign-in, its pages), in dist/hosting.json.
      hostingFile(settings),
      // robots.txt and sitemap.xml, from the page table and the site's public origin.
      crawlerFiles(settings),
      // The manifests vite-plugin-pwa does not write: the other languages' and those of a Home Screen app.
      manifestFiles(settings.productName),
      // The service worker's alerts, from TypeScript into the classic script the worker imports.
      pushHandlersFile('src/service-worker/push-handlers.ts'),
      // The content pages rendered to HTML in the same build; PRERENDER=0 builds the client-rendered site only.
      prerender({
        entry: 'src/entry-server.tsx',
        pages: PRERENDERED_PAGES,
        shells: PAGE_SHELLS,
        shellFile: SHELL_FILE,
        notFoundFile: NOT_FOUND_FILE,
        earlyMapEntry: EARLY_MAP_ENTRY,
        afterPaintEntry: EARLY_AFTER_PAINT_ENTRY,
        streetLayerModule: STREET_LAYER_MODULE,
        enabled: process.env.PRERENDER !== '0',
        messageDirs: SITE_MESSAGE_DIRS,
        alias: {
          'virtual:pwa-register/react': fileURLToPath(
            new URL('./src/pwa/register-sw.server.ts', import.meta.url),
          ),
        },
      }),
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        manifest: webManifest(settings.productName),
        // The icons are in `globPatterns` like every other file: listed again, each would be precached twice.
        includeManifestIcons: false,
        workbox: {
          // The shell, the prerendered pages, every visitor page's code, styles, fonts, icons and illustrations;
          // never API answers, nor the admin pages' code (of use only online), nor Firebase's code (see
          // `chunkFileNames`), nor what only hosts and crawlers read (the 404 page, a copy of the shell that hosts
          // send for unknown addresses; robots.txt).
          globPatterns: ['**/*.{js,css,html,svg,png,woff2,txt}'],
          globIgnores: [
            'screenshots/**',
            'assets/firebase-*',
            ...adminCodeGlobs(),
            NOT_FOUND_FILE,
            ROBOTS_FILE,
            PUSH_HANDLERS_FILE,
          ],
          // The alerts' `push` and `notificationclick` handlers; the browser keeps an imported script with the
          // worker (and updates them together), so it is not precached as well.
          importScripts: [PUSH_HANDLERS_FILE],
          // A navigation to a prerendered page gets that page from the precache (`/` → index.html by the
          // directory index, `/about` → about.html by clean URLs); the query never picks the file, as on the
          // server and Firebase, so `/privacyPolicies?tab=eula` gets privacyPolicies.html. Any other path gets
          // the unrendered shell.
          ignoreURLParametersMatching: [/.*/],
          navigateFallback: SHELL_FILE,
          navigateFallbackDenylist: navigationDenylist(settings.apiBaseUrl),
          runtimeCaching: networkOnlyRules(settings.apiBaseUrl),
          cleanupOutdatedCaches: true,
          sourcemap: false,
          // The first visit's page is controlled at once; an update still waits for the visitor (prompt).
          clientsClaim: true,
          skipWaiting: false,
        },
      }),
      // Last: Brotli copies of the text files every plugin above wrote, for hosts to send (a hero's first lookup
      // loads about an eighth fewer bytes than with gzip).
      brotliCopies(),
    ],
    resolve: { alias: command === 'serve' ? [...PACKAGE_SOURCES, LEAFLET_ESM] : [LEAFLET_ESM] },
    server: {
      host: '127.0.0.1',
      proxy: { '/api': api.proxy },
    },
    preview: { host: '127.0.0.1' },
    build: {
      target: 'es2022',
      // No source maps in a build that is served: they would publish the sources to every visitor.
      sourcemap: false,
      manifest: true,
      rolldownOptions: {
        // Rolldown's advice on slow plugins names the PWA plugin and the Brotli copies, whose work is the point (the
        // precache, the compressed files), and its timings follow the machine's load: the build budget is
        // `check:budget`'s, not this.
        checks: { bundlerTimings: false },
        // The app, and what the lookup page's inline script imports after its paint, and the early map (prerender).
        input: {
          index: 'index.html',
          'early-after-paint': EARLY_AFTER_PAINT_ENTRY,
          'early-map': EARLY_MAP_ENTRY,
        },
        // Those entries keep their exports (Vite drops an app entry's): the inline script calls them.
        preserveEntrySignatures: 'exports-only',
        output: {
          // Firebase's chunks carry their own prefix so that the service worker can leave them out of its precache:
          // they load only when Firebase sign-in is configured, never offline on a visitor's first need.
          chunkFileNames: (chunk) =>
            chunk.moduleIds.some((id) => FIREBASE_MODULE.test(id))
              ? 'assets/firebase-[name]-[hash].js'
              : 'assets/[name]-[hash].js',
        },
      },
    },
  };
});
