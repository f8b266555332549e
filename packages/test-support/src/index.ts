// The one entry of @safety-companion/test-support for TypeScript tests. Plain Node scripts and Playwright
// configurations start Chromium through `@safety-companion/test-support/chromium`, a module they can load as is.

export { FakeEventSource } from './fake-event-source.js';
export type { Handler, HttpTestServer, ReceivedRequest } from './http-server.js';
export { createHttpTestServer, json } from './http-server.js';
export type { PmtilesInput } from './pmtiles-writer.js';
export { writePmtiles } from './pmtiles-writer.js';
export { setUpHttpTestServer } from './set-up-http-test-server.js';
export { TEST_SNAPSHOT } from './snapshot.js';
export { ROAD_GRID, streetMapSample } from './street-map-sample.js';
