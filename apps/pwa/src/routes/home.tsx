import { createFileRoute } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { LandingPage } from '../features/landing/landing-page';
import { pageHead } from '../lib/page-head';
import { SITE_TEXTS } from '../messages/site';

export const Route = createFileRoute('/home')({
  staticData: { sections: ['home', 'ui-home'] },
  head: () =>
    pageHead(
      SITE_TEXTS.pages.welcome(settings.productName),
      SITE_TEXTS.pages.homeDescription(settings.productName),
    ),
  component: LandingPage,
});
