// A React Server Components page, as Next.js's App Router renders one: a server component (no hooks) that imports
// the library's components as ES modules. Run under the `react-server` condition with ./hooks.mjs registered; it
// writes the RSC payload to stdout.

import { Button, NavBar, StatusPanel, Tabs } from '@safety-companion/ui';
import { createElement as h } from 'react';
import { renderToPipeableStream } from 'react-server-dom-webpack/server';
import { clientManifest, snapshot } from './shared.cjs';

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
