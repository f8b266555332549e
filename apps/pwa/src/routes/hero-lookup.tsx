import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LOOKUP_ABOUT } from '../content/localized-content';
import { PageText } from '../content/page-text';
import { LookupForm } from '../features/hero-lookup/lookup-form';
import { intervalWords, LOOKUP_TEXTS, REFRESH_INTERVAL_MS } from '../features/hero-lookup/messages';
import { withWords } from '../i18n/translatable';
import { pageHead } from '../lib/page-head';
import { SITE_TEXTS } from '../messages/site';

// The statuses this device has alerts for: nothing in the prerendered page (the list lives in this device's storage),
// so it loads once the page has hydrated, with its words, and stays out of the lookup's first load.
const DeviceAlertList = lazy(() =>
  withWords(() => import('../features/hero-alerts/device-alert-list'), 'alerts').then(
    ({ DeviceAlertList }) => ({
      default: DeviceAlertList,
    }),
  ),
);

/** The list, after hydration only: loading while hydrating, it would end the prerendered page's match. */
function DeviceAlerts() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <DeviceAlertList />
    </Suspense>
  ) : null;
}

export const Route = createFileRoute('/hero-lookup')({
  // The page's words in its language, before it renders: its own and its result's top; the status panel (the UI
  // package's), the emergency's actions, the map and the alerts bring theirs with their code.
  head: () => pageHead(SITE_TEXTS.pages.lookup, SITE_TEXTS.pages.lookupDescription),
  // A lookup needs the network: the offer to work offline and the update prompt stay off this page, and it says
  // itself what being offline means (`NetworkNotice`), in place of the site's notice.
  staticData: {
    networkOnly: true,
    ownOfflineNotice: true,
    sections: ['lookup', 'lookup-result'],
    loadWords: LOOKUP_ABOUT.load,
  },
  component: HeroLookupPage,
});

// The code field and its button come first, within a phone's first screen (390 × 844): a hero who opens the
// link under stress acts before reading. The explanation follows the result.
function HeroLookupPage() {
  return (
    <div className="page">
      <h1>{LOOKUP_TEXTS.heading}</h1>
      <p className="lookup-advice">
        <strong>{LOOKUP_TEXTS.emergencyAdvice}</strong>
      </p>
      <LookupForm />
      <DeviceAlerts />
      <section className="lookup-about" aria-labelledby="lookup-about-heading">
        <PageText name="lookup-about" content={LOOKUP_ABOUT}>
          {({ LookupAbout }) => <LookupAbout every={intervalWords(REFRESH_INTERVAL_MS)} />}
        </PageText>
      </section>
    </div>
  );
}
