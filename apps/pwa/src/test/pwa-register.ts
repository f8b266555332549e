import { useState } from 'react';

// Test double of vite-plugin-pwa's `virtual:pwa-register/react`: the state a test sets is what the app sees.
export const registration = {
  needRefresh: false,
  offlineReady: false,
  /** Whether the app has asked for the service worker's registration. */
  registered: false,
  updates: [] as boolean[],
};

export function useRegisterSW() {
  registration.registered = true;
  const needRefresh = useState(registration.needRefresh);
  const offlineReady = useState(registration.offlineReady);
  return {
    needRefresh,
    offlineReady,
    updateServiceWorker: async (reload?: boolean) => {
      registration.updates.push(Boolean(reload));
    },
  };
}
