// The result's actions as the early paint's second step draws them, after the status is on screen: the action bar
// (the person's Call and Message when they share their number, the Call link of the hero's emergency number, the
// directions) in the room the early paint kept for it, as the page's actions draw it, so that the app's bar takes
// its place without moving anything. Its number comes from the contract's table (early-after-paint.ts), which the
// paint does not wait for; its words are the early paint's (`ACTION_WORDS`), given, not bundled again.
import { getDirectionsToCurrentUrl, type StatusSnapshot } from '@safety-companion/contract';
import type { NumberToCall } from '../features/hero-lookup/call-words';
import { element, iconBox } from './early-elements';
import type { AfterPaintGiven } from './handoff';

/** The words the bar is made of, as the early paint gives them (in the page's language). */
export type ActionWords = Pick<AfterPaintGiven, 'words' | 'callText'>;

/** The action bar as the page's actions draw it (`StatusActions`), without their icons' drawings. */
function actionBar(
  snapshot: StatusSnapshot,
  call: NumberToCall,
  { words, callText }: ActionWords,
): HTMLElement {
  const callLink = element(
    'a',
    'emergency-bar__action emergency-bar__call',
    iconBox('emergency-bar__icon'),
    callText(call),
  );
  callLink.href = `tel:${call.number}`;
  const bar = element('div', 'emergency-bar');
  // The person's Call and Message first, when they share their number (`PersonActions`).
  const phone = snapshot.contactPhone;
  if (phone) {
    const name = snapshot.displayName?.trim() || undefined;
    const person = element('div', 'emergency-bar__person');
    for (const [scheme, text] of [
      ['tel', name ? words.callPersonNamed({ name }) : words.callPerson],
      ['sms', name ? words.messagePersonNamed({ name }) : words.messagePerson],
    ] as const) {
      const link = element(
        'a',
        'emergency-bar__action emergency-bar__person-action',
        iconBox('emergency-bar__icon'),
        text,
      );
      link.href = `${scheme}:${phone}`;
      person.append(link);
    }
    bar.append(person);
  }
  bar.append(callLink);
  const directions = getDirectionsToCurrentUrl(snapshot);
  if (directions) {
    const link = element(
      'a',
      'emergency-bar__action emergency-bar__directions',
      iconBox('emergency-bar__icon'),
      words.directions,
    );
    Object.assign(link, { href: directions, target: '_blank', rel: 'noopener noreferrer' });
    bar.append(link);
  }
  return bar;
}

/** Adds the action bar to the room the early paint kept for it in `result`, if it kept one; answers `result`. */
export function withActions(
  result: HTMLElement,
  snapshot: StatusSnapshot,
  call: NumberToCall,
  words: ActionWords,
): HTMLElement {
  const room = result.querySelector('.emergency-actions-pending');
  if (room && call.number && !room.hasChildNodes()) room.append(actionBar(snapshot, call, words));
  return result;
}
