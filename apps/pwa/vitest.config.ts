import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { messages, SITE_MESSAGE_DIRS, WORDS_TYPES_FILE } from './src/build-plugins/messages-plugin.ts';
import { parseSettings } from './src/parse-settings.ts';
import { contentPaths, navSlots, noIndexPaths } from './src/site-pages.ts';

export default defineConfig({
  define: {
    __SITE_SETTINGS__: JSON.stringify(parseSettings({ VITE_PRODUCT_NAME: 'Beacon' })),
    __NO_INDEX_PATHS__: JSON.stringify(noIndexPaths()),
    __NAV_SLOTS__: JSON.stringify(navSlots()),
    __CONTENT_PATHS__: JSON.stringify(contentPaths()),
  },
  plugins: [react(), messages({ dirs: SITE_MESSAGE_DIRS, everyLanguage: true, typesFile: WORDS_TYPES_FILE })],
  resolve: {
    alias: [
      // The service worker registration exists only in a Vite build; unit tests get a controllable double.
      {
        find: 'virtual:pwa-register/react',
        replacement: fileURLToPath(new URL('./src/test/pwa-register.ts', import.meta.url)),
      },
      // The lookup's map as the lookup imports it: a double that draws nothing (src/test/status-map.tsx).
      {
        find: /^\.\.\/status-map\/status-map$/,
        replacement: fileURLToPath(new URL('./src/test/status-map.tsx', import.meta.url)),
      },
      // The map setup as the dispatcher's brief imports it: a double that asks nothing (src/test/map-setup.ts).
      {
        find: /^\.\.\/status-map\/use-map-setup$/,
        replacement: fileURLToPath(new URL('./src/test/map-setup.ts', import.meta.url)),
      },
    ],
  },
  test: {
    environment: 'jsdom',
    // Test files share a worker's DOM and modules (each cleans up after itself): no new jsdom per file.
    isolate: false,
    // scripts/: the build's checks, run on builds their tests make.
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Sized for a busy machine (npm test runs two suites at once on two cores): vitest's 5 s is not.
    testTimeout: 20_000,
  },
});
