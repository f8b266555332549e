// The package imported as ES modules in plain Node (no DOM, no bundler): every export is there, components render
// to strings, and the stylesheet resolves through the exports map.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as ui from '@safety-companion/ui';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

assert.equal(typeof globalThis.window, 'undefined', 'plain Node has no window');
// The library carries the data contract it renders; the API client and its HTTP library are not installed.
for (const name of ['@safety-companion/api', '@safety-companion/contract', 'ky']) {
  assert.throws(() => import.meta.resolve(name), /Cannot find (package|module)/, `${name} is not installed`);
}
const exports = JSON.parse(readFileSync(new URL('./exports.json', import.meta.url), 'utf8'));
assert.deepEqual(Object.keys(ui).sort(), exports);

const snapshot = {
  accessCode: 'K7P2QX',
  emergency: true,
  startTime: '2025-06-14T13:30:00.000Z',
  endTime: '2025-06-14T15:30:00.000Z',
  timestamp: { seconds: 1749910200 },
  timezone: 'America/New_York',
  reason: null,
  info: 'Phone battery at 20%.',
  location: { latitude: 38.8895, longitude: -77.0353 },
  startLocation: { latitude: 38.8977, longitude: -77.0365 },
  photo_url: null,
  timerDetails: { who: 'Jordan', what: null, where: 'National Mall' },
};
const status = renderToString(h(ui.StatusPanel, { snapshot, locale: 'en-GB', timeZone: 'UTC' }));
assert.match(status, /<h2[^>]*>.*EMERGENCY<\/span><\/h2>/);
assert.match(status, /14 Jun 2025, 13:30/);
assert.match(status, /14 Jun 2025, 14:10/);
assert.match(status, /Their time zone: (<!-- -->)?America\/New_York/);
assert.match(status, /Not set/);
assert.ok(
  status.includes(
    'href="https://www.google.com/maps/dir/?api=1&amp;origin=38.8977,-77.0365&amp;destination=38.8895,-77.0353"',
  ),
);
assert.ok(status.includes('href="https://www.google.com/maps/search/?api=1&amp;query=38.8977,-77.0365"'));

const links = [
  { label: 'Home', href: '/' },
  { label: 'Privacy Policy', href: '/privacyPolicies' },
  { label: 'Account Deletion', href: '/accountDeletion' },
  { label: 'Feedback', href: '/feedback' },
  { label: 'Hero Lookup', href: '/hero-lookup' },
];
const adminLink = { label: 'Admin Login', href: '/admin-login', active: true };
const nav = renderToString(h(ui.NavBar, { brand: 'Safety Companion', links, adminLink }));
assert.match(nav, /<nav[^>]*aria-label="Main"/);
assert.match(nav, /<a href="\/admin-login"[^>]*aria-current="page"[^>]*>Admin Login<\/a>/);
assert.match(nav, /aria-expanded="false"/);
assert.equal(nav.match(/aria-current/g)?.length, 1);

const features = ['heroes', 'activities', 'countdown', 'photos', 'switch'].map((name) => ({
  title: name,
  description: `About ${name}`,
  image: `/features/${name}.png`,
  gradient: `var(--sc-gradient-${name})`,
}));
// React warns through console.error (in development, as here): the carousel must draw none.
const warnings = [];
const consoleError = console.error;
console.error = (...args) => warnings.push(args.join(' '));
const carousel = renderToString(h(ui.FeatureCarousel, { items: features }));
console.error = consoleError;
assert.deepEqual(warnings, []);
// The first slide's image is asked for with the page, first among its images; the others lazily.
const images = carousel.match(/<img[^>]*>/g) ?? [];
assert.equal(images.length, 5);
assert.match(images[0], /fetchpriority="high"/i);
assert.doesNotMatch(images[0], /loading=/);
for (const image of images.slice(1)) assert.match(image, /loading="lazy"/);
assert.match(carousel, /aria-roledescription="carousel"/);
assert.match(carousel, /Show feature 2 of 5: activities/);
assert.match(carousel, /Pause automatic rotation/);

const tabs = renderToString(
  h(ui.Tabs, { label: 'Legal documents', tabs: [{ id: 'eula', label: 'EULA', content: 'Terms' }] }),
);
assert.match(tabs, /role="tablist"/);
assert.match(tabs, /aria-selected="true"/);

const busy = renderToString(h(ui.Button, { busy: true }, 'Submitting...'));
assert.match(busy, /aria-busy="true"/);
assert.match(busy, /disabled/);

const stylesheet = readFileSync(
  fileURLToPath(import.meta.resolve('@safety-companion/ui/styles.css')),
  'utf8',
);
assert.match(stylesheet, /--sc-color-emergency:/);
assert.match(stylesheet, /\.sc-navbar/);
assert.doesNotMatch(stylesheet, /@import/);

console.log('ESM import, server rendering and the stylesheet: ok');
