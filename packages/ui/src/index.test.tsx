// @vitest-environment node
// The package as a server meets it: no window, no document. Every export imports and renders to a string.
import { SAMPLE_SNAPSHOT } from '@safety-companion/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
// The one list of the package's exports, which the packed package's consumer checks too.
import EXPORTS from '../test/consumer/exports.json';
import { FEATURES } from './feature-carousel/fixtures';
import * as ui from './index';
import { UI_MESSAGES_ES } from './test/ui-messages-es';

function Mobile() {
  return <p>{ui.useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

describe('the package entry', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('exports every component and the hooks, and nothing else', () => {
    expect(Object.keys(ui).sort()).toEqual(EXPORTS);
  });

  it('renders every component on the server', () => {
    const html = renderToString(
      <>
        <ui.NavBar brand="Safety Companion" links={[{ label: 'Home', href: '/', active: true }]} />
        <ui.FeatureCarousel items={FEATURES} />
        <ui.FeatureGrid items={FEATURES} label="Features" />
        <ui.Tabs label="Legal" tabs={[{ id: 'eula', label: 'EULA', content: 'Terms' }]} />
        <ui.StatusPanel snapshot={{ ...SAMPLE_SNAPSHOT, emergency: true }} timeZone="UTC" />
        <ui.Button busy>Submitting...</ui.Button>
        <ui.TextField label="Name" error="Name is required" />
        <ui.TextArea label="Message" rows={6} />
        <ui.Alert tone="success">Thank You!</ui.Alert>
        <ui.StoreLinks appStoreUrl="https://apps.apple.com" playStoreUrl="https://play.google.com" />
        <Mobile />
      </>,
    );
    for (const text of [
      'aria-current="page"',
      'aria-roledescription="carousel"',
      'Show feature 5 of 5: Emergency Switch',
      'Expand image: Photos',
      'role="tabpanel"',
      '>EMERGENCY<',
      'Submitting...',
      'role="alert"',
      'Google Play',
      'desktop',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('renders the words a provider gives on the server', () => {
    const html = renderToString(
      <ui.UiMessagesProvider messages={UI_MESSAGES_ES}>
        <ui.NavBar brand="Safety Companion" links={[{ label: 'Inicio', href: '/es/', active: true }]} />
        <ui.StatusPanel snapshot={{ ...SAMPLE_SNAPSHOT, emergency: true }} locale="es" timeZone="UTC" />
      </ui.UiMessagesProvider>,
    );
    for (const text of ['aria-label="Principal"', 'Menú', '>EMERGENCIA<', 'Copiar coordenadas']) {
      expect(html).toContain(text);
    }
  });
});
