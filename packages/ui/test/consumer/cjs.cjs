// The package required as CommonJS in plain Node.
const assert = require('node:assert/strict');
const { readFileSync } = require('node:fs');
const { createElement: h } = require('react');
const { renderToString } = require('react-dom/server');
const ui = require('@safety-companion/ui');

assert.equal(typeof globalThis.window, 'undefined', 'plain Node has no window');
assert.deepEqual(Object.keys(ui).sort(), require('./exports.json'));

const status = renderToString(
  h(ui.StatusPanel, {
    snapshot: {
      accessCode: null,
      emergency: false,
      startTime: null,
      endTime: '2025-06-14T15:30:00.000Z',
      timestamp: null,
      timezone: null,
      reason: 'Status Has Expired',
      info: null,
      location: null,
      startLocation: null,
      photo_url: null,
      timerDetails: null,
    },
    locale: 'en-GB',
    timeZone: 'UTC',
    headingLevel: 3,
  }),
);
assert.match(status, /<h3[^>]*>.*Timer has Expired at 14 Jun 2025, 15:30<\/span><\/h3>/);
assert.doesNotMatch(status, /<a /);

const field = renderToString(h(ui.TextField, { label: 'Email', type: 'email', error: 'Email is required' }));
assert.match(field, /aria-invalid="true"/);
assert.match(field, /role="alert"/);

const stores = renderToString(
  h(ui.StoreLinks, { appStoreUrl: 'https://apps.apple.com', playStoreUrl: 'https://play.google.com' }),
);
assert.match(stores, /href="https:\/\/apps.apple.com"/);

const stylesheet = readFileSync(require.resolve('@safety-companion/ui/styles.css'), 'utf8');
assert.match(stylesheet, /--sc-gradient-heroes:/);

console.log('CommonJS require, server rendering and the stylesheet: ok');
