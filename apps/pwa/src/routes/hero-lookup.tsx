import LOOKUP_WORDS from 'words:lookup';
import SITE_WORDS from 'words:site';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LOOKUP_ABOUT } from '../content/localized-content';
import { PageText } from '../content/page-text';
import { intervalWords, REFRESH_INTERVAL_MS } from '../features/hero-lookup/intervals';
import { LookupForm } from '../features/hero-lookup/lookup-form';
import { pageHead } from '../lib/page-head';

// The statuses this device has alerts for: nothing in the prerendered page (the list lives in this device's storage),
// so it loads once the page has hydrated, with its words, and stays out of the lookup's first load.
const DeviceAlertList = lazy(() =>
  import('../features/hero-alerts/device-alert-list').then(({ DeviceAlertList }) => ({
    default: DeviceAlertList,
  })),
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
  head: () => pageHead(SITE_WORDS.pages.lookup, SITE_WORDS.pages.lookupDescription),
  // A lookup needs the network: the offer to work offline and the update prompt stay off this page, and it says
  // itself what being offline means (`NetworkNotice`), in place of the site's notice.
  staticData: {
    networkOnly: true,
    ownOfflineNotice: true,
    loadWords: LOOKUP_ABOUT.load,
  },
  component: HeroLookupPage,
});

// The code field and its button come first, within a phone's first screen (390 × 844): a hero who opens the
// link under stress acts before reading. The explanation follows the result.
function HeroLookupPage() {
  return (
    <div className="page">
      <h1>{LOOKUP_WORDS.heading}</h1>
      <p className="lookup-advice">
        <strong>{LOOKUP_WORDS.emergencyAdvice}</strong>
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
