import SITE_WORDS from 'words:site';
import { createFileRoute } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { ABOUT } from '../content/localized-content';
import { PageText } from '../content/page-text';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/about')({
  staticData: { loadWords: ABOUT.load },
  head: () =>
    pageHead(SITE_WORDS.pages.about, SITE_WORDS.pages.aboutDescription({ product: settings.productName })),
  component: AboutPage,
});

function AboutPage() {
  return (
    <div className="page">
      <h1>{SITE_WORDS.pages.about}</h1>
      <PageText name="about" content={ABOUT}>
        {({ About }) => <About settings={settings} />}
      </PageText>
    </div>
  );
}
