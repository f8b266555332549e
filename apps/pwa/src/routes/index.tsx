import { createFileRoute } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { LandingPage } from '../features/landing/landing-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/')({
  head: () =>
    pageHead(
      'Your personal safety companion',
      `${settings.productName} shares your location with the people you trust when something goes wrong.`,
    ),
  component: LandingPage,
});
