import { createFileRoute } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { FeedbackForm } from '../features/feedback/feedback-form';
import { pageHead } from '../lib/page-head';
import { FEEDBACK_TEXTS } from '../messages/feedback';
import { SITE_TEXTS } from '../messages/site';

export const Route = createFileRoute('/feedback')({
  head: () => pageHead(SITE_TEXTS.pages.feedback, SITE_TEXTS.pages.feedbackDescription(settings.productName)),
  // Sending needs the network: the offer to work offline and the update prompt stay off this page.
  staticData: { networkOnly: true, sections: ['feedback'] },
  component: FeedbackPage,
});

function FeedbackPage() {
  return (
    <div className="page">
      <h1>{FEEDBACK_TEXTS.heading}</h1>
      <p>{FEEDBACK_TEXTS.intro}</p>
      <FeedbackForm />
    </div>
  );
}
