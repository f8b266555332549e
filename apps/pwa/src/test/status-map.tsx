// The lookup's map in unit tests draws nothing: jsdom has no layout or canvas for Leaflet, and the map's own
// question (GET /api/map) would land among the requests the lookup's tests count. The real map is tested in
// Chromium against the real server (apps/server/e2e/lookup-map.spec.ts), its caption's words in map-caption.test.ts.
export function StatusMap() {
  return null;
}

/** Asks nothing either: the lookup's tests count their requests. */
export function preloadMapSetup() {}
