import LOOKUP_WORDS from 'words:lookup';
// The inline script's early paint and the app's result say the same for the same status: the app's result takes
// the early paint's place, and a line that read differently would change under the hero's eyes (or move what is
// below it). Each snapshot is painted as the inline script paints it and rendered by the app's lookup, and the
// texts of the parts both show are compared, part by part.
import { createApiClient, EXPIRED_REASON, type StatusSnapshot } from '@safety-companion/api';
import { heroEmergencyNumber } from '@safety-companion/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { settings } from '../build-settings';
import { readEmergencyCountry } from '../features/emergency-actions/emergency-country';
import { forgetShownCode } from '../features/hero-lookup/shown-code';
import { renderLookupForm } from '../test/lookup-form';
import { ACTIVE } from '../test/lookup-snapshots';
import { withActions } from './early-actions';
import { ACTION_WORDS, earlyResult } from './early-paint';

/** The parts the early paint draws, by the classes it shares with the app's result. */
const PARTS = {
  heading: '.lookup-result__who h2',
  photo: '.lookup-result__photo',
  silence: '.lookup-silence',
  lastReport: '.lookup-result__updated',
  statusLine: '.sc-status__line',
  since: '.sc-status__since',
  place: '.sc-status__place',
  actions: '.emergency-bar a',
} as const;

type Part = keyof typeof PARTS;

/** What each part says (an image by its alternative text), in the order shown. */
function textsOf(root: ParentNode): Record<Part, string[]> {
  const texts = {} as Record<Part, string[]>;
  for (const [part, selector] of Object.entries(PARTS) as [Part, string][]) {
    texts[part] = [...root.querySelectorAll<HTMLElement>(selector)].map((element) =>
      element instanceof HTMLImageElement ? element.alt : (element.textContent ?? '').trim(),
    );
  }
  return texts;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const minutesOn = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A status now: a countdown that ends in an hour, its phone reporting a minute and a half ago. */
const NOW: StatusSnapshot = {
  ...ACTIVE,
  startTime: minutesAgo(30),
  endTime: minutesOn(60),
  timestamp: new Date(Date.now() - 90_000).toISOString(),
};
const EMERGENCY: StatusSnapshot = { ...NOW, emergency: true, emergencySince: minutesAgo(5.5) };
const ENDED: StatusSnapshot = { ...NOW, endTime: minutesAgo(12.5), reason: EXPIRED_REASON };
const nameless = { displayName: null, photo_url: null, contactPhone: null };
const placeless = (snapshot: StatusSnapshot): StatusSnapshot => ({
  ...snapshot,
  timerDetails: { who: null, what: null, ...snapshot.timerDetails, where: null },
});

const SNAPSHOTS: [string, StatusSnapshot][] = [
  [
    'an emergency, with a name, a photo, a number, a place and since when',
    { ...EMERGENCY, displayName: 'Riley', photo_url: 'https://p/1.jpg', contactPhone: '+15550100' },
  ],
  [
    'an emergency without a name, a place or since when',
    placeless({ ...EMERGENCY, ...nameless, emergencySince: null }),
  ],
  [
    'an emergency whose phone has been silent for 4 minutes',
    { ...EMERGENCY, displayName: 'Riley', timestamp: minutesAgo(4.5) },
  ],
  ['a running countdown, with a name and a place', { ...NOW, displayName: 'Riley' }],
  ['a running countdown without a name or a place', placeless({ ...NOW, ...nameless })],
  [
    'an expired countdown, with a name and a number',
    { ...ENDED, displayName: 'Riley', contactPhone: '+15550100' },
  ],
  ['an expired countdown without a name or a place', placeless({ ...ENDED, ...nameless })],
];

afterEach(() => {
  forgetShownCode();
  window.history.replaceState(null, '', '/');
});

/** The app's lookup of `snapshot`, rendered until its result and its action bar (when it has one) are shown. */
async function appResult(snapshot: StatusSnapshot, call: string): Promise<HTMLElement> {
  const baseUrl = 'http://api.test/api';
  const client = createApiClient({
    baseUrl,
    fetch: async () => Response.json(snapshot, { headers: { 'Cache-Control': 'no-store' } }),
  });
  const view = renderLookupForm(baseUrl, client);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: LOOKUP_WORDS.codeLabel }), snapshot.accessCode ?? '');
  await user.click(screen.getByRole('button', { name: LOOKUP_WORDS.submit }));
  await screen.findByRole('heading', { level: 3 });
  if (snapshot.emergency || snapshot.reason === EXPIRED_REASON)
    await screen.findByRole('link', { name: new RegExp(`^Call ${call}$`) }, { timeout: 5_000 });
  const result = view.container.querySelector<HTMLElement>('.lookup-result');
  if (!result) throw new Error('The app showed no result.');
  return result;
}

describe('the early paint and the app’s result', () => {
  it.each(SNAPSHOTS)('say the same for %s', async (_name, snapshot) => {
    // The Call link's number as the inline script picks it (early-lookup.start.ts), and so the app.
    const call = heroEmergencyNumber(navigator.languages, readEmergencyCountry(), settings.emergencyNumber);
    const early = textsOf(withActions(earlyResult(snapshot, new Date()), snapshot, call, ACTION_WORDS));
    const app = textsOf(await appResult(snapshot, call.number));
    // Nothing compared vacuously: the status line is always there, and the cases between them show every part.
    expect(early.statusLine).toHaveLength(1);
    for (const part of Object.keys(PARTS) as Part[])
      expect({ part, texts: app[part] }).toEqual({ part, texts: early[part] });
  });

  it('is shown, between the cases, with every part it can draw', () => {
    const call = heroEmergencyNumber(navigator.languages, readEmergencyCountry(), settings.emergencyNumber);
    const drawn = new Set<Part>();
    for (const [, snapshot] of SNAPSHOTS) {
      const texts = textsOf(withActions(earlyResult(snapshot, new Date()), snapshot, call, ACTION_WORDS));
      for (const part of Object.keys(PARTS) as Part[]) if (texts[part].length > 0) drawn.add(part);
    }
    expect([...drawn].sort()).toEqual(Object.keys(PARTS).sort());
  });
});
