import {
  ACKNOWLEDGEMENT_LIMITS,
  ANSWER_REFUSAL_MESSAGES,
  ARRIVAL_LIMITS,
  NAME_MESSAGES,
  POSITION_REQUEST_REFUSALS,
} from '@safety-companion/contract';

// The words of a hero's answer under the status they looked up (features/hero-lookup/hero-answers.tsx, which loads
// once the status has painted, with these words): its heading, the name field and what is wrong with a name (the
// contract's `NAME_MESSAGES`), the three buttons, and why an answer was refused (the contract's
// `ANSWER_REFUSAL_MESSAGES`, which the server answers with). The answers themselves are
// said by `describeAcknowledgement`.
export default {
  heading: 'Let them and the other heroes know',
  nameLabel: 'Your name',
  nameHint: 'Optional. Shown with your answers; remembered on this device.',
  /** A name the server would refuse (`nameProblem`), checked before an answer is sent. */
  nameProblems: {
    invisible: NAME_MESSAGES.invisible,
    marks: NAME_MESSAGES.marks,
    blank: NAME_MESSAGES.blank,
    tooLong: NAME_MESSAGES.tooLong(ACKNOWLEDGEMENT_LIMITS.name),
  },
  buttons: {
    seen: "I've seen this",
    'on-the-way': "I'm on my way",
    'called-emergency-services': "I've called emergency services",
    here: "I'm here",
  },
  /** How far away a hero on the way is (share-distance.tsx): only the minutes leave the phone. */
  distance: {
    share: 'Share how far I am',
    update: 'Update how far I am',
    takeBack: 'Take back my estimate',
    modeLegend: 'How are you coming?',
    modes: { foot: 'On foot', car: 'By car' },
    hint: (person: string | undefined) =>
      `Your browser gives this page your position once; only the minutes to ${person ? `${person}'s` : 'their'} last known position are sent, never where you are.`,
    refusedTitle: 'No estimate was sent',
    noPosition:
      'Your browser did not give this page your position. Allow it to use your location, then try again.',
    tooFar: (person: string | undefined) =>
      `You are over ${ARRIVAL_LIMITS.maxKm} km from ${person ? `${person}'s` : 'their'} last known position: too far for an estimate.`,
  },
  /** A request for a fresh position (fresh-position.tsx): it says "asked", never that the phone was woken. */
  freshPosition: {
    ask: 'Ask for a fresh position',
    ago: (ms: number) =>
      ms < 60_000 ? `${Math.floor(ms / 1000)} s ago` : `${Math.floor(ms / 60_000)} min ago`,
    waiting: (who: string | null, ago: string, person: string | undefined) =>
      `${who ?? 'A hero'} asked for a fresh position ${ago} · waiting for ${person ? `${person}'s` : "the person's"} phone`,
    answered: (ago: string) => `New position, ${ago}`,
    /** What the page says politely as a request changes, without its ticking time. */
    saidWaiting: (who: string | null, person: string | undefined) =>
      `${who ?? 'A hero'} asked for a fresh position, waiting for ${person ? `${person}'s` : "the person's"} phone.`,
    saidAnswered: 'New position.',
    declined: (person: string | undefined) =>
      `${person ? `${person}'s` : "The person's"} phone did not send a new position`,
    unanswered: (person: string | undefined) =>
      `${person ? `${person}'s` : "The person's"} phone has not answered. It may be off or without signal.`,
    failureTitle: 'Your request was not sent',
    /** Why the server refused a request: the contract's words. */
    refusals: POSITION_REQUEST_REFUSALS,
  },
  /** How many pages have the status open now, this one included (the snapshot's `viewers`). */
  viewers: (count: number, person: string | undefined) => {
    const status = person ? `${person}'s status` : 'this status';
    return count === 1
      ? `1 page has ${status} open (yours)`
      : `${count} pages have ${status} open (yours included)`;
  },
  failureTitle: 'Your answer was not sent',
  /** Why the server refused an answer the hero's code did not cause: the contract's words. */
  refusals: ANSWER_REFUSAL_MESSAGES,
};
