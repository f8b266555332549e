import { formatSnapshotDate, StatusSnapshot } from '@safety-companion/contract';
import { TEST_SNAPSHOT } from '@safety-companion/test-support';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { StatusPanel, type StatusPanelProps } from './status-panel';

const snapshot: StatusSnapshot = {
  ...TEST_SNAPSHOT,
  info: 'Phone battery at 20%.',
  photo_url: 'https://example.com/photo.jpg',
};

const emergency: StatusSnapshot = { ...snapshot, emergency: true };
const expired: StatusSnapshot = { ...snapshot, reason: 'Status Has Expired' };
// What the contract makes of an answer with nothing in it: every field null, no emergency.
const empty = StatusSnapshot.parse({});

// Fixed locale and zone, so the expected texts do not depend on the machine running the tests.
function renderPanel(props: Partial<StatusPanelProps> & { snapshot: StatusSnapshot }) {
  return render(<StatusPanel locale="en-GB" timeZone="UTC" {...props} />);
}

/** What comes after the status line and the lines that say since when and where ('At: …'). */
function belowStatusLines(heading: HTMLElement) {
  let next = heading.nextElementSibling;
  while (next?.matches('.sc-status__since, .sc-status__place')) next = next.nextElementSibling;
  return next;
}

function definition(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('StatusPanel', () => {
  it('shows the literal word EMERGENCY, with an icon and its own class, when emergency is true', () => {
    renderPanel({ snapshot: emergency });
    const heading = screen.getByRole('heading', { level: 2, name: 'EMERGENCY' });
    expect(heading.textContent).toBe('EMERGENCY');
    expect(heading.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('article', { name: 'EMERGENCY' })).toHaveClass('sc-status--emergency');
  });

  it('says since when the emergency is on, right under the status line, and after it what the page adds', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-28T23:01:00Z'), toFake: ['Date'] });
    try {
      renderPanel({
        snapshot: { ...emergency, emergencySince: '2026-11-28T22:56:00Z', acknowledgements: [] },
        afterAnswers: <button type="button">I'm on my way</button>,
      });
      // en-GB's short unit is 'mins'.
      const since = screen.getByText(/^Emergency since 22:56 \(5 mins? ago\)$/);
      expect(screen.getByRole('heading', { name: 'EMERGENCY' }).nextElementSibling).toBe(since.closest('p'));
      const answers = screen.getByRole('heading', { name: 'Answers from heroes' }).closest('section');
      expect(answers?.compareDocumentPosition(screen.getByRole('button', { name: "I'm on my way" }))).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('says no time when the emergency is off, or the snapshot has none', () => {
    renderPanel({ snapshot: { ...snapshot, emergencySince: '2026-11-28T22:56:00Z' } });
    renderPanel({ snapshot: emergency });
    expect(screen.queryByText(/Emergency since/)).toBeNull();
  });

  it('takes emergency over an expired reason', () => {
    renderPanel({ snapshot: { ...expired, emergency: true } });
    expect(screen.getByRole('heading', { name: 'EMERGENCY' })).toBeInTheDocument();
  });

  it('says when the timer expired, in the viewer’s time', () => {
    renderPanel({ snapshot: expired });
    expect(
      screen.getByRole('heading', { name: 'Timer has Expired at 14 Jun 2025, 15:30' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveClass('sc-status--expired');
  });

  it('says Active otherwise', () => {
    renderPanel({ snapshot });
    expect(screen.getByRole('heading', { name: 'Active' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveClass('sc-status--active');
  });

  it('uses the heading level it is given', () => {
    renderPanel({ snapshot, headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Active' })).toBeInTheDocument();
  });

  it('shows start, end and last update in the given zone and locale', () => {
    renderPanel({ snapshot });
    expect(definition('Start time')).toHaveTextContent('14 Jun 2025, 13:30');
    expect(definition('End time')).toHaveTextContent('14 Jun 2025, 15:30');
    expect(definition('Last update')).toHaveTextContent('14 Jun 2025, 14:10');
  });

  it('shows the dates in the viewer’s own zone by default', () => {
    render(<StatusPanel snapshot={snapshot} />);
    expect(definition('Start time')).toHaveTextContent(formatSnapshotDate(snapshot.startTime));
  });

  it('names the user’s time zone when it differs from the viewer’s', () => {
    renderPanel({ snapshot });
    expect(screen.getByText('Their time zone: America/New_York')).toBeInTheDocument();
  });

  it('does not name the user’s time zone when it is the viewer’s, however it is spelled', () => {
    renderPanel({ snapshot: { ...snapshot, timezone: 'Etc/UTC' } });
    expect(screen.queryByText(/Their time zone/)).not.toBeInTheDocument();
  });

  it('compares with the viewer’s own zone when none is given', () => {
    const viewerZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    render(<StatusPanel snapshot={{ ...snapshot, timezone: viewerZone }} />);
    expect(screen.queryByText(/Their time zone/)).not.toBeInTheDocument();
  });

  it('shows the photo lazily, with alt text and without a referrer', () => {
    renderPanel({ snapshot, photoAlt: 'Photo of Jordan' });
    const photo = screen.getByRole('img', { name: 'Photo of Jordan' });
    expect(photo).toHaveAttribute('src', 'https://example.com/photo.jpg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('gives the photo a default alt text', () => {
    renderPanel({ snapshot });
    expect(screen.getByRole('img', { name: 'Photo shared by the user' })).toBeInTheDocument();
  });

  it('says the place they named right under the status line, and none when they named none', () => {
    const { unmount } = renderPanel({ snapshot });
    const place = screen.getByText('At: National Mall (the place they named)');
    expect(screen.getByRole('heading', { name: 'Active' }).nextElementSibling).toBe(place);
    unmount();
    renderPanel({ snapshot: { ...snapshot, timerDetails: { who: 'Jordan', what: null, where: '  ' } } });
    expect(screen.queryByText(/the place they named/)).not.toBeInTheDocument();
  });

  it('shows who, what and where, and the info text', () => {
    renderPanel({ snapshot });
    expect(definition('Who')).toHaveTextContent('Jordan');
    expect(definition('What')).toHaveTextContent('Evening walk');
    expect(definition('Where')).toHaveTextContent('National Mall');
    expect(screen.getByText('Phone battery at 20%.')).toBeInTheDocument();
  });

  it('says Not set for every missing date and detail, and leaves out what else is missing', () => {
    renderPanel({ snapshot: empty });
    expect(screen.getByRole('heading', { name: 'Active' })).toBeInTheDocument();
    for (const term of ['Start time', 'End time', 'Last update', 'Who', 'What', 'Where']) {
      expect(definition(term)).toHaveTextContent(/^Not set$/);
    }
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/Their time zone/)).not.toBeInTheDocument();
  });

  it('says Not set for blank details and an expired timer without an end time', () => {
    renderPanel({
      snapshot: { ...empty, reason: 'Status Has Expired', timerDetails: { who: ' ', what: null, where: '' } },
    });
    expect(screen.getByRole('heading', { name: 'Timer has Expired at Not set' })).toBeInTheDocument();
    expect(definition('Who')).toHaveTextContent(/^Not set$/);
    expect(definition('Where')).toHaveTextContent(/^Not set$/);
  });

  it('links to the current location, directions from start to current and the start location, in a new tab', () => {
    renderPanel({ snapshot });
    const current = screen.getByRole('link', { name: 'View current location on map' });
    expect(current).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=38.8895,-77.0353',
    );
    const directions = screen.getByRole('link', { name: 'Directions from start to current location' });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&origin=38.8977,-77.0365&destination=38.8895,-77.0353',
    );
    const start = screen.getByRole('link', { name: 'View start location on map' });
    expect(start).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=38.8977,-77.0365');
    for (const link of [current, directions, start]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('Opens in a new tab');
    }
  });

  it('leaves out the directions without a current location', () => {
    renderPanel({ snapshot: { ...snapshot, location: null } });
    expect(screen.queryByRole('link', { name: /Directions/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View start location on map' })).toBeInTheDocument();
  });

  it('links to the current location alone without a start location', () => {
    renderPanel({ snapshot: { ...snapshot, startLocation: null } });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'View current location on map',
    ]);
  });

  it('has no maps links and no coordinates without any location', () => {
    renderPanel({ snapshot: { ...snapshot, startLocation: null, location: null } });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Opens in a new tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy coordinates' })).not.toBeInTheDocument();
  });

  it('keeps the maps links in one list', () => {
    renderPanel({ snapshot });
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(3);
  });

  it('writes the current coordinates as text and copies them', async () => {
    const user = userEvent.setup();
    renderPanel({ snapshot });
    expect(screen.getByText('38.8895, -77.0353')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy coordinates' }));
    expect(await navigator.clipboard.readText()).toBe('38.8895, -77.0353');
    expect(screen.getByText('Coordinates copied')).toHaveAttribute('aria-live', 'polite');
  });

  it('says so when the coordinates cannot be copied', async () => {
    const user = userEvent.setup();
    renderPanel({ snapshot });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy coordinates' }));
    expect(screen.getByText(/^Could not copy/)).toHaveAttribute('aria-live', 'polite');
  });
});

describe('StatusPanel: the call button', () => {
  it('calls the emergency number, right under the status line, only in an emergency', () => {
    renderPanel({ snapshot: emergency, emergencyNumber: '112' });
    const call = screen.getByRole('link', { name: 'Call 112' });
    expect(call).toHaveAttribute('href', 'tel:112');
    expect(belowStatusLines(screen.getByRole('heading', { name: 'EMERGENCY' }))).toBe(call);
  });

  it.each([
    ['active', snapshot],
    ['expired', expired],
  ])('is not there when %s', (_, value) => {
    renderPanel({ snapshot: value, emergencyNumber: '112' });
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it('is not there without a number', () => {
    renderPanel({ snapshot: emergency });
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it("gives its place to the page's own actions, right under the status line", () => {
    renderPanel({
      snapshot: expired,
      statusActions: (
        <p>
          <a href="tel:999">Call 999</a>
        </p>
      ),
    });
    const call = screen.getByRole('link', { name: 'Call 999' });
    expect(belowStatusLines(screen.getByRole('heading', { name: /^Timer has Expired at/ }))).toBe(
      call.parentElement,
    );
  });
});

describe('StatusPanel: freshness', () => {
  afterEach(() => vi.useRealTimers());
  const updatedAt = Date.parse(snapshot.timestamp as string);
  const lateNote = () => screen.queryByText(/^No new position for/);

  it('says how long ago the last update was, counting in seconds (the British English short units)', () => {
    vi.useFakeTimers({ now: updatedAt + 12_000 });
    renderPanel({ snapshot });
    expect(definition('Last update')).toHaveTextContent('Updated 12 secs ago');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(definition('Last update')).toHaveTextContent('Updated 13 secs ago');
  });

  it('keeps counting in minutes, without a note while the position is at most 5 minutes old', () => {
    vi.useFakeTimers({ now: updatedAt + 3 * 60_000 + 5_000 });
    renderPanel({ snapshot });
    expect(definition('Last update')).toHaveTextContent('Updated 3 mins ago');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(definition('Last update')).toHaveTextContent('Updated 4 mins ago');
    expect(lateNote()).not.toBeInTheDocument();
  });

  it('writes the time in the person’s zone beside the viewer’s', () => {
    vi.useFakeTimers({ now: updatedAt });
    renderPanel({ snapshot });
    expect(definition('Last update')).toHaveTextContent('14 Jun 2025, 14:10 (14 Jun 2025, 10:10 their time)');
    expect(definition('Last update')).toHaveTextContent('Updated 0 secs ago');
  });

  it('says in amber past 5 minutes without a new position, and in red past 15, in the same words', () => {
    vi.useFakeTimers({ now: updatedAt + 5 * 60_000 });
    renderPanel({ snapshot });
    expect(lateNote()).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('No new position for 6 mins')).toHaveClass('sc-status__stale--late');
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    expect(screen.getByText('No new position for 16 mins')).toHaveClass('sc-status__stale--lost');
    expect(screen.getByText('No new position for 16 mins')).toBeVisible();
  });

  it('times the position by the trail’s newest point, not by the last update', () => {
    vi.useFakeTimers({ now: updatedAt + 30_000 });
    const trail = [
      { latitude: 38.8895, longitude: -77.0353, at: new Date(updatedAt - 7 * 60_000).toISOString() },
    ];
    renderPanel({ snapshot: { ...snapshot, trail } });
    expect(definition('Last update')).toHaveTextContent('Updated 30 secs ago');
    expect(screen.getByText('No new position for 7 mins')).toHaveClass('sc-status__stale--late');
  });

  it('counts in hours and days for an old status', () => {
    vi.useFakeTimers({ now: updatedAt + 26 * 3_600_000 });
    renderPanel({ snapshot });
    expect(definition('Last update')).toHaveTextContent('Updated 1 day ago');
    expect(screen.getByText('No new position for 1 day')).toHaveClass('sc-status__stale--lost');
  });

  it('shows the map it is given right under the status line', () => {
    renderPanel({ snapshot, map: <figure aria-label="Map" /> });
    const heading = screen.getByRole('heading', { name: 'Active' });
    expect(belowStatusLines(heading)).toBe(screen.getByRole('figure', { name: 'Map' }));
  });
});

describe('StatusPanel: axe', () => {
  it.each([
    ['emergency', emergency],
    ['expired', expired],
    ['active', snapshot],
    ['empty', empty],
    ['stale', { ...emergency, timestamp: '2020-01-01T00:00:00.000Z' }],
    ['late', { ...emergency, timestamp: new Date(Date.now() - 6 * 60_000).toISOString() }],
    ['without a start location', { ...snapshot, startLocation: null }],
  ])('has no axe violations when %s', async (_, value) => {
    const { container } = renderPanel({ snapshot: value, emergencyNumber: '911' });
    await expectNoAxeViolations(container);
  });
});

describe('StatusPanel: a status that has ended', () => {
  const last: StatusSnapshot = {
    ...emergency,
    battery: { level: 0.12, charging: false },
    acknowledgements: [{ kind: 'on-the-way', name: 'Sam', at: new Date().toISOString() }],
  };

  it('says what the status was, quietly: no state colours, no call button, no low battery', () => {
    renderPanel({ snapshot: last, emergencyNumber: '911', ended: true });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Was: EMERGENCY');
    const article = screen.getByRole('article', { name: 'Was: EMERGENCY' });
    expect(article).toHaveClass('sc-status--ended');
    expect(article).not.toHaveClass('sc-status--emergency');
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    const battery = screen.getByText("The phone's battery is at 12%.").parentElement;
    expect(battery).not.toHaveClass('sc-status__battery--low');
    expect(battery).not.toHaveTextContent('Low');
    // What it said besides stays: its times and the heroes' answers.
    expect(definition('Start time')).toHaveTextContent('14 Jun 2025');
    expect(screen.getByRole('region', { name: 'Answers from heroes' })).toBeInTheDocument();
  });

  it.each([
    ['expired', expired, /^Was: Timer has Expired at/],
    ['active', snapshot, /^Was: Active$/],
  ])('says what an %s status was', (_, value, line) => {
    renderPanel({ snapshot: value, ended: true });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(line);
  });

  it('has no axe violations', async () => {
    const { container } = renderPanel({ snapshot: last, ended: true });
    await expectNoAxeViolations(container);
  });
});

describe("StatusPanel: heroes' estimates and 'here'", () => {
  const eta = { mode: 'car', minMinutes: 12, maxMinutes: 18 } as const;
  const answers = (at: string) =>
    [
      { kind: 'on-the-way', name: 'Sam', at, eta },
      { kind: 'here', name: 'Ana', at, eta: null },
    ] as const;

  it('says how far away a hero is, and to the last known position once it is stale', () => {
    const now = new Date().toISOString();
    const fresh = {
      ...emergency,
      displayName: 'Riley',
      timestamp: now,
      trail: [],
      location: { latitude: 1, longitude: 2, takenAt: now },
    };
    const { unmount } = renderPanel({ snapshot: { ...fresh, acknowledgements: [...answers(now)] } });
    const list = within(screen.getByRole('region', { name: 'Answers from heroes' }));
    expect(
      list.getByText('Sam is on the way, about 12–18 min by car (estimate)', { exact: false }),
    ).toBeInTheDocument();
    expect(list.getByText('Ana is with Riley', { exact: false })).toBeInTheDocument();
    unmount();
    const old = new Date(Date.now() - 3 * 60_000).toISOString();
    renderPanel({
      snapshot: {
        ...fresh,
        location: { latitude: 1, longitude: 2, takenAt: old },
        acknowledgements: [...answers(now)],
      },
    });
    expect(
      screen.getByText(
        "Sam is on the way, about 12–18 min by car to Riley's last known position (estimate)",
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument();
  });
});
