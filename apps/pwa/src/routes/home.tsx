import SITE_WORDS from 'words:site';
import { createFileRoute } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { LandingPage } from '../features/landing/landing-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/home')({
  head: () =>
    pageHead(
      SITE_WORDS.pages.welcome({ product: settings.productName }),
      SITE_WORDS.pages.homeDescription({ product: settings.productName }),
    ),
  component: LandingPage,
});
