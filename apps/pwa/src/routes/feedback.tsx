import { createFileRoute } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { FEEDBACK_TEXTS, FeedbackForm } from '../features/feedback/feedback-form';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/feedback')({
  head: () =>
    pageHead('Feedback', `Tell the ${settings.productName} team what you think: ideas, problems and praise.`),
  // Sending needs the network: the offer to work offline and the update prompt stay off this page.
  staticData: { networkOnly: true },
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
