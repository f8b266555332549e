// The same page as ./page.mjs, requiring the library's CommonJS build (run with ./register.cjs preloaded).
const { createElement: h } = require('react');
const { renderToPipeableStream } = require('react-server-dom-webpack/server');
const { Button, NavBar, StatusPanel, Tabs } = require('@safety-companion/ui');
const { clientManifest, snapshot } = require('./shared.cjs');

function Page() {
  return h(
    'main',
    null,
    h(NavBar, { brand: 'Safety Companion', links: [{ label: 'Home', href: '/', active: true }] }),
    h(StatusPanel, { snapshot, locale: 'en-GB', timeZone: 'UTC' }),
    h(Tabs, { label: 'Legal documents', tabs: [{ id: 'eula', label: 'EULA', content: 'Terms' }] }),
    h(Button, null, 'Go'),
  );
}

renderToPipeableStream(h(Page), clientManifest, {
  onError(error) {
    console.error(error);
    process.exitCode = 1;
  },
}).pipe(process.stdout);
