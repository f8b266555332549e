import ANSWERS_WORDS from 'words:answers';
import {
  ACKNOWLEDGEMENT_LIMITS,
  ANSWER_REFUSAL_MESSAGES,
  NAME_MESSAGES,
  PLACES_PER_HOLDER,
  POSITION_REQUEST_REFUSALS,
} from '@safety-companion/contract';
import { describe, expect, it } from 'vitest';

// The answers' English repeats the contract's words that the server answers with (a name it refuses, why it refused
// an answer or a request for a fresh position): said with the contract's limits, they are the contract's own.
describe('the English of the answers', () => {
  it('says what is wrong with a name as the contract does', () => {
    const words = ANSWERS_WORDS.nameProblems;
    expect([words.invisible, words.marks, words.blank]).toEqual([
      NAME_MESSAGES.invisible,
      NAME_MESSAGES.marks,
      NAME_MESSAGES.blank,
    ]);
    expect(words.tooLong({ max: ACKNOWLEDGEMENT_LIMITS.name })).toBe(
      NAME_MESSAGES.tooLong(ACKNOWLEDGEMENT_LIMITS.name),
    );
  });

  it('says why an answer was refused as the contract does', () => {
    const { refusals } = ANSWERS_WORDS;
    expect({
      full: refusals.full({ count: ACKNOWLEDGEMENT_LIMITS.perStatus }),
      'client-full': refusals['client-full']({ count: PLACES_PER_HOLDER.perClient }),
      'network-full': refusals['network-full']({ count: PLACES_PER_HOLDER.perNetwork }),
    }).toEqual(ANSWER_REFUSAL_MESSAGES);
  });

  it('says why a request for a fresh position was refused as the contract does', () => {
    expect(ANSWERS_WORDS.freshPosition.refusals).toEqual(POSITION_REQUEST_REFUSALS);
  });
});
