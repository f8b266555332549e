import type { StatusSnapshot } from '@safety-companion/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMERGENCY, EXPIRED } from '../../test/lookup-snapshots';
import { DispatcherPanel } from './dispatcher-panel';

const RILEY: StatusSnapshot = {
  ...EMERGENCY,
  reason: 'Panic button held',
  displayName: 'Riley',
  emergencySince: new Date(Date.now() - 5 * 60_000 - 1_000).toISOString(),
  contactPhone: '+13125550123',
  location: { latitude: 41.880900000000004, longitude: -87.632912345, accuracy: 12.4 },
  timezone: 'America/Chicago',
};

function setLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'languages');
  Reflect.deleteProperty(navigator, 'share');
  vi.restoreAllMocks();
});

function panel() {
  return screen.getByRole('region', { name: 'What to tell the dispatcher' });
}

describe('what to tell the dispatcher', () => {
  it('says who, the state and since when, where, their phone, what they wrote, the battery, then from afar and the hero’s number', () => {
    setLanguages(['en-GB']);
    render(<DispatcherPanel snapshot={RILEY} fallbackNumber="911" />);
    const lines = within(panel())
      .getAllByRole('paragraph')
      .map((line) => line.textContent);
    expect(lines[0]).toBe('Person: Riley.');
    expect(lines[1]).toMatch(/^Emergency switched on at \d{1,2}:\d{2}( [AP]M)?, 5 minutes ago\.$/);
    expect(lines[2]).toBe('Place they named: National Mall.');
    expect(lines[3]).toMatch(
      /^Position: 41\.8809, -87\.63291 \(latitude, longitude\), ±12 m, taken \d+ (seconds?|minutes?) ago\.$/,
    );
    expect(lines.slice(4)).toEqual([
      'Their phone number: +13125550123.',
      'They wrote: Walking home',
      'Doing: Evening walk.',
      'With: Jordan.',
      'If they are not where you are, say so first: "The person is not near me", and that their phone is set to Chicago time, then give the position above.',
      'Give the dispatcher your own phone number.',
    ]);
    expect(within(panel()).getByText('+13125550123')).toHaveAttribute('dir', 'ltr');
    expect(panel()).not.toHaveTextContent('Panic button held');
  });

  it('says when an expired countdown ran out, without the steps of an emergency', () => {
    setLanguages(['en-GB']);
    render(<DispatcherPanel snapshot={{ ...EXPIRED, displayName: 'Riley' }} fallbackNumber="911" />);
    expect(
      within(panel()).getByText(/^Their safety timer ran out at .+, and they have not stopped it\.$/),
    ).toBeVisible();
    expect(within(panel()).queryByRole('listitem')).toBeNull();
  });

  it('gives the steps for the hero’s number, texts only where the country’s service takes them', () => {
    setLanguages(['en-GB']);
    render(<DispatcherPanel snapshot={RILEY} fallbackNumber="911" />);
    const steps = within(panel())
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual([
      'Call 999 now.',
      'Say where first: the position and place above, then what happened, your name and your number.',
      'Stay on the line until the dispatcher ends the call.',
      'Texts reach 999 only from phones registered with the service first; call instead.',
      "Don't go in alone: wait for the emergency services where it is safe.",
      'Tell the other heroes with "I\'ve called emergency services" below.',
    ]);
  });

  it('copies the same text and says "Copied" once, the focus staying on the button', async () => {
    setLanguages(['en-US']);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<DispatcherPanel snapshot={RILEY} fallbackNumber="911" />);
    const copy = within(panel()).getByRole('button', { name: 'Copy' });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledTimes(1);
    const text = writeText.mock.calls[0]?.[0] ?? '';
    expect(text.split('\n')[0]).toBe('Person: Riley.');
    expect(text).toContain('Position: 41.8809, -87.63291');
    expect(text.split('\n').at(-1)).toBe('Give the dispatcher your own phone number.');
    const said = await within(panel()).findByText('Copied');
    expect(said).toHaveAttribute('aria-live', 'polite');
    expect(copy).toHaveFocus();
  });

  it('says so when copying fails', async () => {
    setLanguages(['en-US']);
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<DispatcherPanel snapshot={RILEY} fallbackNumber="911" />);
    await user.click(within(panel()).getByRole('button', { name: 'Copy' }));
    expect(await within(panel()).findByText(/Could not copy/)).toBeVisible();
  });

  it('offers Share only where the browser has the Web Share API, with the same text', async () => {
    setLanguages(['en-US']);
    const user = userEvent.setup();
    const { unmount } = render(<DispatcherPanel snapshot={RILEY} fallbackNumber="911" />);
    expect(within(panel()).queryByRole('button', { name: 'Share' })).toBeNull();
    unmount();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    render(<DispatcherPanel snapshot={RILEY} fallbackNumber="911" />);
    await user.click(within(panel()).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'What to tell the emergency dispatcher',
      text: expect.stringMatching(/^Person: Riley\.\nEmergency switched on/),
    });
  });

  it('is not shown while a countdown runs', () => {
    render(<DispatcherPanel snapshot={{ ...EXPIRED, reason: null }} fallbackNumber="911" />);
    expect(screen.queryByRole('region', { name: 'What to tell the dispatcher' })).toBeNull();
  });
});
