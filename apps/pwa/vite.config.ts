import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { parseSettings } from './src/config';
import { navigationDenylist, networkOnlyRules } from './src/pwa/caching-rules';
import { webManifest } from './src/pwa/manifest';

export default defineConfig(({ mode }) => {
  // The same validation as at start-up: a bad setting stops the build with its name.
  const settings = parseSettings(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    define: { __SITE_SETTINGS__: JSON.stringify(settings) },
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        manifest: webManifest(settings.productName),
        includeAssets: ['icon.svg', 'icons/apple-touch-icon.png', 'icons/favicon-32.png'],
        workbox: {
          // The shell, every route's code, styles, fonts, icons and illustrations; never API answers.
          globPatterns: ['**/*.{js,css,html,svg,png,woff2,txt}'],
          globIgnores: ['screenshots/**'],
          navigateFallback: 'index.html',
          navigateFallbackDenylist: navigationDenylist(settings.apiBaseUrl),
          runtimeCaching: networkOnlyRules(settings.apiBaseUrl),
          cleanupOutdatedCaches: true,
          // The first visit's page is controlled at once; an update still waits for the visitor (prompt).
          clientsClaim: true,
          skipWaiting: false,
        },
      }),
    ],
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    build: { target: 'es2022', sourcemap: 'hidden', manifest: true },
  };
});
