import type { StatusSnapshot } from '@safety-companion/contract';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_MESSAGES_EN } from '../messages';
import { expectNoAxeViolations } from '../test/axe';
import { StatusPanel, type StatusPanelProps } from './status-panel';

const ANSWERS = UI_MESSAGES_EN.statusAnswers;

// What the phone knows and what the heroes answered: the parts of the panel beyond the spec's snapshot.
const NOW = Date.parse('2026-11-23T20:00:00.000Z');
const MINUTE = 60_000;

const snapshot: StatusSnapshot = {
  accessCode: 'K7P2QX',
  emergency: false,
  startTime: '2026-11-23T19:00:00.000Z',
  endTime: new Date(NOW + 119 * MINUTE + 30_000).toISOString(),
  timestamp: '2026-11-23T19:58:00.000Z',
  timezone: 'UTC',
  reason: 'Countdown running',
  info: null,
  location: { latitude: 38.8895, longitude: -77.0353, accuracy: 35 },
  startLocation: null,
  photo_url: null,
  timerDetails: null,
  battery: { level: 0.12, charging: false },
  acknowledgements: [
    { kind: 'on-the-way', name: 'Sam', at: new Date(NOW - 2 * MINUTE).toISOString() },
    { kind: 'seen', name: null, at: new Date(NOW - 30_000).toISOString() },
  ],
};

function renderPanel(props: Partial<StatusPanelProps> & { snapshot: StatusSnapshot }) {
  return render(<StatusPanel locale="en-GB" timeZone="UTC" {...props} />);
}

afterEach(() => vi.useRealTimers());

describe('StatusPanel: time left', () => {
  it('says how long a running countdown has left, and keeps counting', () => {
    vi.useFakeTimers({ now: NOW });
    renderPanel({ snapshot });
    expect(screen.getByText('Ends in 1 hr 59 min')).toBeVisible();
    expect(screen.getByText('Ends in 1 hour 59 minutes.')).toHaveClass('sc-visually-hidden');
    act(() => {
      vi.advanceTimersByTime(60 * MINUTE);
    });
    expect(screen.getByText('Ends in 59 min')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(59 * MINUTE);
    });
    expect(screen.getByText('Ends in less than a minute')).toBeVisible();
  });

  it('goes once the countdown is over, and shows nothing without one or once expired', () => {
    vi.useFakeTimers({ now: NOW + 2 * 60 * MINUTE });
    const { unmount } = renderPanel({ snapshot });
    expect(screen.queryByText(/^Ends in/)).not.toBeInTheDocument();
    unmount();
    vi.setSystemTime(NOW);
    renderPanel({ snapshot: { ...snapshot, endTime: null } });
    expect(screen.queryByText(/^Ends in/)).not.toBeInTheDocument();
  });

  it('is not shown for a status the server says expired', () => {
    vi.useFakeTimers({ now: NOW });
    renderPanel({ snapshot: { ...snapshot, reason: 'Status Has Expired' } });
    expect(screen.getByRole('heading', { name: /^Timer has Expired at/ })).toBeInTheDocument();
    expect(screen.queryByText(/^Ends in/)).not.toBeInTheDocument();
  });
});

describe('StatusPanel: battery', () => {
  it('stands out below 15 %, in words as well as looks, and reads as a sentence', () => {
    vi.useFakeTimers({ now: NOW });
    renderPanel({ snapshot });
    const battery = screen.getByText("The phone's battery is at 12%, which is low.").parentElement;
    expect(battery).toHaveClass('sc-status__battery--low');
    expect(battery).toHaveTextContent(/^Battery 12% Low/);
  });

  it('says charging, and does not stand out from 15 %', () => {
    vi.useFakeTimers({ now: NOW });
    renderPanel({ snapshot: { ...snapshot, battery: { level: 0.15, charging: true } } });
    const battery = screen.getByText("The phone's battery is at 15%, and charging.").parentElement;
    expect(battery).not.toHaveClass('sc-status__battery--low');
    expect(within(battery as HTMLElement).getByText('Battery 15%, charging')).toBeVisible();
  });

  it('shows nothing when the phone says nothing of it', () => {
    vi.useFakeTimers({ now: NOW });
    renderPanel({ snapshot: { ...snapshot, battery: null } });
    expect(screen.queryByText(/battery/i)).not.toBeInTheDocument();
  });
});

describe('StatusPanel: location accuracy', () => {
  it('says within how many metres the location is, as a sentence to a screen reader', () => {
    vi.useFakeTimers({ now: NOW });
    renderPanel({ snapshot });
    expect(screen.getByText('(within 35 m)')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Accurate to within 35 metres.')).toHaveClass('sc-visually-hidden');
  });

  it('says kilometres from 1,000 m, and nothing when the phone did not say', () => {
    vi.useFakeTimers({ now: NOW });
    const location = { latitude: 1, longitude: 2 };
    const { unmount } = renderPanel({
      snapshot: { ...snapshot, location: { ...location, accuracy: 1_250 } },
    });
    expect(screen.getByText('(within 1.3 km)')).toBeInTheDocument();
    unmount();
    renderPanel({ snapshot: { ...snapshot, location } });
    expect(screen.queryByText(/within/)).not.toBeInTheDocument();
  });
});

describe('StatusPanel: heroes’ answers', () => {
  it('lists each answer newest first as given, with how long ago, under a heading', () => {
    vi.useFakeTimers({ now: NOW });
    renderPanel({ snapshot });
    const section = screen.getByRole('region', { name: ANSWERS.heading });
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent(ANSWERS.heading);
    const lines = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual(['Sam is on the way · , 2 min ago', 'A hero has seen this · , just now']);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent('1 min ago');
  });

  it('says so when no hero has answered yet, and shows no list without answers in the snapshot', () => {
    vi.useFakeTimers({ now: NOW });
    const { unmount } = renderPanel({ snapshot: { ...snapshot, acknowledgements: [] }, headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 4, name: ANSWERS.heading })).toBeInTheDocument();
    expect(screen.getByText(ANSWERS.none)).toBeVisible();
    unmount();
    const { acknowledgements: _, ...older } = snapshot;
    renderPanel({ snapshot: older });
    expect(screen.queryByText(ANSWERS.heading)).not.toBeInTheDocument();
  });
});

describe('StatusPanel: this device’s own answer', () => {
  it('names the answer this device sent "You", and the other heroes’ answers as given', () => {
    vi.useFakeTimers({ now: NOW });
    const own = { kind: 'on-the-way', name: 'Sam', at: new Date(NOW - 2 * MINUTE).toISOString() } as const;
    const { unmount } = renderPanel({ snapshot, ownAnswer: own });
    const lines = () =>
      within(screen.getByRole('region', { name: ANSWERS.heading }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(lines()).toEqual(['You are on the way · , 2 min ago', 'A hero has seen this · , just now']);
    unmount();
    // Another answer with the same words but another time is another hero's.
    renderPanel({ snapshot, ownAnswer: { ...own, at: new Date(NOW - 3 * MINUTE).toISOString() } });
    expect(lines()[0]).toBe('Sam is on the way · , 2 min ago');
  });
});

describe('StatusPanel: a status that ended', () => {
  it('shows its answers and times one level below its heading, without a countdown still running', () => {
    vi.useFakeTimers({ now: NOW });
    renderPanel({ snapshot, ended: true, headingLevel: 4 });
    expect(screen.getByRole('heading', { level: 4, name: 'Was: Active' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: ANSWERS.heading })).toBeInTheDocument();
    expect(screen.queryByText(/^Ends in/)).not.toBeInTheDocument();
    expect(screen.getByText('Start time')).toBeInTheDocument();
  });
});

describe('StatusPanel: axe, with what the phone knows', () => {
  it.each([
    ['low battery, answers and time left', snapshot],
    [
      'charging, no answers yet',
      { ...snapshot, battery: { level: 0.8, charging: true }, acknowledgements: [] },
    ],
    ['an emergency with all of it', { ...snapshot, emergency: true }],
  ])('has no axe violations: %s', async (_, value) => {
    const { container } = renderPanel({ snapshot: value, emergencyNumber: '911' });
    await expectNoAxeViolations(container);
  });
});
