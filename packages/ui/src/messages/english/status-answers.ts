import { describeAcknowledgement, describeOwnAcknowledgement, formatUnits } from '@safety-companion/contract';
import type { UiMessages } from '../types';

/** The English words of the `statusAnswers` section: a module of its own, so that a page takes only the sections it shows. */
export const STATUS_ANSWERS_EN: UiMessages['statusAnswers'] = {
  heading: 'Answers from heroes',
  none: 'No hero has answered yet.',
  // The contract's words, which the pages' announcements say as well.
  answer: describeAcknowledgement,
  ownAnswer: describeOwnAcknowledgement,
  justNow: 'just now',
  ago: (amount, unit) => `${formatUnits(amount, unit)} ago`,
};
