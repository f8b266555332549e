import FEEDBACK_WORDS from 'words:feedback';
import SITE_WORDS from 'words:site';
import { createFileRoute } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { FeedbackForm } from '../features/feedback/feedback-form';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/feedback')({
  head: () =>
    pageHead(
      SITE_WORDS.pages.feedback,
      SITE_WORDS.pages.feedbackDescription({ product: settings.productName }),
    ),
  // Sending needs the network: the offer to work offline and the update prompt stay off this page.
  staticData: { networkOnly: true },
  component: FeedbackPage,
});

function FeedbackPage() {
  return (
    <div className="page">
      <h1>{FEEDBACK_WORDS.heading}</h1>
      <p>{FEEDBACK_WORDS.intro}</p>
      <FeedbackForm />
    </div>
  );
}
