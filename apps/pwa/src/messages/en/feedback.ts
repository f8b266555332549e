import { FEEDBACK_ERROR_MESSAGES, FEEDBACK_FIELD_MESSAGES } from '@safety-companion/contract';

// The feedback page's words. The fields' rules and the failures are the contract's texts (the spec's catalogue).
export default {
  heading: 'Feedback',
  intro:
    'Tell us what works for you, what does not, and what you would like to see next. We read every message, and we use your email address only to reply to you.',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  submit: 'Submit Feedback',
  submitting: 'Submitting...',
  failureTitle: 'Your feedback was not sent',
  thankYouHeading: 'Thank You!',
  thankYou:
    'Your feedback has been submitted successfully. We appreciate you taking the time to share your thoughts with us!',
  sendMore: 'Send more feedback',
  offlineWhat: 'Sending feedback',
  fields: FEEDBACK_FIELD_MESSAGES,
  failures: FEEDBACK_ERROR_MESSAGES,
};
