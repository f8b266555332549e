import type { StatusSnapshot } from '@safety-companion/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMERGENCY, EXPIRED } from '../../test/lookup-snapshots';
import { DispatcherPanel } from './dispatcher-panel';

const RILEY: StatusSnapshot = {
  ...EMERGENCY,
  reason: 'Emergency switch',
  displayName: 'Riley',
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
  it('says where first (name, position to 5 decimals with accuracy, place), then what is known, then from afar', () => {
    setLanguages(['en-GB']);
    render(<DispatcherPanel snapshot={RILEY} fallbackNumber="911" />);
    const lines = within(panel())
      .getAllByRole('paragraph')
      .map((line) => line.textContent);
    expect(lines[0]).toBe('Riley is in an emergency.');
    expect(lines[1]).toMatch(/^Position: 41\.8809, -87\.63291 \(latitude, longitude, within 12 m\), at /);
    expect(lines.slice(2)).toEqual([
      'Place: National Mall.',
      'Reason: Emergency switch.',
      'They wrote: Walking home',
      'Doing: Evening walk.',
      'With: Jordan.',
      'If they are not where you are, say so first: "The person is not near me", and that their phone is set to Chicago time, then give the position above.',
    ]);
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
    expect(text.split('\n')[0]).toBe('Riley is in an emergency.');
    expect(text).toContain('Position: 41.8809, -87.63291');
    expect(text.split('\n').at(-1)).toMatch(/^If they are not where you are, say so first/);
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
      text: expect.stringMatching(/^Riley is in an emergency\.\n/),
    });
  });

  it('is not shown after an expired countdown', () => {
    render(<DispatcherPanel snapshot={EXPIRED} fallbackNumber="911" />);
    expect(screen.queryByRole('region', { name: 'What to tell the dispatcher' })).toBeNull();
  });
});
