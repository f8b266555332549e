import { createFileRoute } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { LandingPage } from '../features/landing/landing-page';
import { pageHead } from '../lib/page-head';
import { SITE_TEXTS } from '../messages/site';

export const Route = createFileRoute('/')({
  staticData: { sections: ['home', 'ui-home'] },
  head: () => pageHead(SITE_TEXTS.tagline, SITE_TEXTS.pages.homeDescription(settings.productName)),
  component: LandingPage,
});
