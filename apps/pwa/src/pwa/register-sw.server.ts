import type { useRegisterSW as useRegisterSWInBrowser } from 'virtual:pwa-register/react';

// `virtual:pwa-register/react` in the build's server rendering (the prerendered pages): there is no service worker
// to register on the server, so nothing waits and nothing is ready. The browser's first render says the same,
// so a prerendered page hydrates without a mismatch; the browser registers the worker after that.
const nothing = () => {};

/** The server's stand-in for vite-plugin-pwa's `useRegisterSW`. */
export const useRegisterSW: typeof useRegisterSWInBrowser = () => ({
  needRefresh: [false, nothing],
  offlineReady: [false, nothing],
  updateServiceWorker: async () => {},
});
