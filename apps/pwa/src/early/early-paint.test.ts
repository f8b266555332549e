import { TEST_SNAPSHOT } from '@safety-companion/test-support';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NumberToCall } from '../features/hero-lookup/call-words';
import { withActions } from './early-actions';
import { ACTION_WORDS, earlyResult } from './early-paint';

const CHECKED_AT = new Date('2026-11-27T10:02:03Z');

function paint(
  snapshot: Parameters<typeof earlyResult>[0],
  call: NumberToCall = { number: '112', region: 'DE' },
) {
  return within(withActions(earlyResult(snapshot, CHECKED_AT), snapshot, call, ACTION_WORDS));
}

describe('the early paint of a result', () => {
  it('names the person, says the status line and gives the Call link in an emergency', () => {
    const early = paint({
      ...TEST_SNAPSHOT,
      emergency: true,
      displayName: ' Riley ',
      photo_url: 'https://p/1.jpg',
    });
    expect(early.getByRole('heading', { level: 2 }).textContent).toBe('Riley needs help');
    expect(early.getByRole('heading', { level: 3 }).textContent).toBe('EMERGENCY');
    expect(early.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
    expect(early.getByRole('img', { name: 'Photo of Riley' }).getAttribute('src')).toBe('https://p/1.jpg');
    expect(early.getByText(/^Riley's phone last reported .+ \(\d+ days ago\)$/)).toBeTruthy();
  });

  it('says when the phone last reported, and, once it has been silent too long, for how long nothing came', () => {
    const twoMinutesAgo = new Date(CHECKED_AT.getTime() - 2 * 60_000).toISOString();
    const reported = { ...TEST_SNAPSHOT, timestamp: twoMinutesAgo };
    const active = paint(reported);
    expect(active.getByText(/^The phone last reported .+ \(2 min ago\)$/)).toBeTruthy();
    expect(active.queryByText(/^No update from/)).toBeNull();
    // Two minutes is too long in an emergency: the note comes first, right under the heading.
    const emergency = paint({ ...reported, emergency: true, displayName: 'Riley' });
    const note = emergency.getByText(
      /^No update from Riley's phone for 2 min\. The position may be out of date/,
    );
    expect(note.previousElementSibling?.querySelector('h2')).toBeTruthy();
    expect(note.nextElementSibling?.textContent).toMatch(/^Riley's phone last reported /);
  });

  it.each([
    ["Riley's status", { displayName: 'Riley', emergency: false }],
    ['Status', { displayName: undefined, emergency: true }],
    ['Status', { displayName: '  ', emergency: false }],
  ])('heads the result %j for %j', (heading, fields) => {
    expect(paint({ ...TEST_SNAPSHOT, ...fields }).getByRole('heading', { level: 2 }).textContent).toBe(
      heading,
    );
  });

  it('has the action bar after an expired countdown too, with directions to the current position', () => {
    const early = paint({ ...TEST_SNAPSHOT, emergency: false, reason: 'Status Has Expired' });
    expect(early.getByRole('link', { name: 'Call 112' })).toBeTruthy();
    expect(early.getByRole('link', { name: 'Directions' }).getAttribute('href')).toMatch(/destination=/);
  });

  it('puts the person’s Call and Message first when they share their number, as the app does', () => {
    const early = paint({
      ...TEST_SNAPSHOT,
      emergency: true,
      displayName: 'Riley',
      contactPhone: '+13125550123',
    });
    const links = early.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')]).slice(0, 3)).toEqual([
      ['Call Riley', 'tel:+13125550123'],
      ['Message Riley', 'sms:+13125550123'],
      ['Call 112', 'tel:112'],
    ]);
    expect(links[0]?.parentElement?.className).toBe('emergency-bar__person');
  });

  it('has no action bar while a countdown runs, nor without a number', () => {
    expect(paint({ ...TEST_SNAPSHOT, emergency: false }).queryByRole('link')).toBeNull();
    expect(
      paint({ ...TEST_SNAPSHOT, emergency: true }, { number: '', region: undefined }).queryByRole('link'),
    ).toBeNull();
  });

  it('calls the site’s number "your local emergency number" when the hero’s country is not known', () => {
    const early = paint({ ...TEST_SNAPSHOT, emergency: true }, { number: '911', region: undefined });
    const call = early.getByRole('link', { name: 'Call your local emergency number' });
    expect(call.getAttribute('href')).toBe('tel:911');
  });
});
