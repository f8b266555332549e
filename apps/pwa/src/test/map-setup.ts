// The map setup as the dispatcher's brief imports it, in unit tests: no question (GET /api/map), which would land
// among the requests the lookup's tests count, in a later test than the one that asked. Without it the brief names
// no streets, as on a site without a street map; the streets' reading is tested in street-names.test.ts, and the
// brief's streets in Chromium against the real server (apps/server/e2e/lookup-brief.spec.ts).
export function useMapSetup(): 'unknown' {
  return 'unknown';
}
