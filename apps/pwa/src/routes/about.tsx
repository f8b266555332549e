import { createFileRoute } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { About } from '../content/about';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/about')({
  head: () =>
    pageHead('About Us', `Our mission, our team and our story: the people behind ${settings.productName}.`),
  component: AboutPage,
});

function AboutPage() {
  return (
    <div className="page">
      <h1>About Us</h1>
      <About settings={settings} />
    </div>
  );
}
