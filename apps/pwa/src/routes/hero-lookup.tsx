import { createFileRoute } from '@tanstack/react-router';
import { LookupForm } from '../features/hero-lookup/lookup-form';
import { LOOKUP_TEXTS } from '../features/hero-lookup/messages';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/hero-lookup')({
  head: () =>
    pageHead(
      'Hero Lookup',
      'Received an access code by text message? Enter it to see the status of the person who chose you as their hero.',
    ),
  component: HeroLookupPage,
});

function HeroLookupPage() {
  return (
    <div className="page">
      <h1>{LOOKUP_TEXTS.heading}</h1>
      {LOOKUP_TEXTS.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <strong>{LOOKUP_TEXTS.emergencyAdvice}</strong>
      </p>
      <LookupForm />
    </div>
  );
}
