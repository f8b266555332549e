// The service worker's notices: a new version waits, the site works offline (pwa/update-notices.tsx).
export default {
  available: 'A new version of this site is available.',
  reload: 'Reload to update',
  later: 'Later',
  offlineReady: 'This site is ready to work offline.',
  ok: 'OK',
};
