import { createFileRoute } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { ABOUT } from '../content/localized-content';
import { PageText } from '../content/page-text';
import { pageHead } from '../lib/page-head';
import { SITE_TEXTS } from '../messages/site';

export const Route = createFileRoute('/about')({
  staticData: { loadWords: ABOUT.load },
  head: () => pageHead(SITE_TEXTS.pages.about, SITE_TEXTS.pages.aboutDescription(settings.productName)),
  component: AboutPage,
});

function AboutPage() {
  return (
    <div className="page">
      <h1>{SITE_TEXTS.pages.about}</h1>
      <PageText name="about" content={ABOUT}>
        {({ About }) => <About settings={settings} />}
      </PageText>
    </div>
  );
}
