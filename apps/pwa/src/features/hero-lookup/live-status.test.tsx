import LOOKUP_WORDS from 'words:lookup';
import RESULT_WORDS from 'words:lookup-result';
import type { StatusSnapshot } from '@safety-companion/api';
import { FakeEventSource, json, setUpHttpTestServer } from '@safety-companion/test-support';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderLookupForm } from '../../test/lookup-form';
import { ACTIVE, EMERGENCY, EXPIRED } from '../../test/lookup-snapshots';
import { FIRST_EVENT_TIMEOUT_MS, HIDDEN_CLOSE_MS, retryDelay } from './follow-status';
import { intervalWords, REFRESH_INTERVAL_MS } from './intervals';
import { PAGE_ID } from './page-id';

/** The connection line while the page refreshes instead, naming the interval it refreshes at. */
const REFRESHING = RESULT_WORDS.connection.retrying({ every: intervalWords(REFRESH_INTERVAL_MS) });

let snapshot: StatusSnapshot = ACTIVE;
let visibility: DocumentVisibilityState = 'visible';
let version = 0;

const server = setUpHttpTestServer((_request, response) => json(response, 200, snapshot));
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  snapshot = ACTIVE;
  visibility = 'visible';
  // Timers run on their own as time passes (the lookup, Testing Library's waiting), and a test moves them on at will.
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The page's random id rides along, so that it counts as a page with the status open.
const STREAM_URL = () => `${server.url}/api/snapshotStream?accessCode=ABC123&page=${PAGE_ID}`;
const codeInput = () => screen.getByRole('textbox', { name: LOOKUP_WORDS.codeLabel });
const statusLine = () => screen.getByRole('heading', { level: 3 });
const announcement = () => screen.getByRole('status');
/** The page's assertive live region: the emergency switched on. */
const saidUrgently = () => document.querySelector('.lookup-urgent[aria-live="assertive"]') as HTMLElement;
const lookups = () => server.requests.filter((request) => request.url?.startsWith('/api/getSnapshot')).length;

function stream(): FakeEventSource {
  const latest = FakeEventSource.latest();
  if (!latest) throw new Error('The page opened no stream.');
  return latest;
}

/** An event from the server; the page's updates, and what observes them, have run when it returns. */
async function send(type: 'status' | 'ended' | 'reconnect', data: unknown) {
  await act(async () => stream().emit(type, data, String(++version)));
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.clear(codeInput());
  await user.type(codeInput(), code);
  await user.click(screen.getByRole('button', { name: LOOKUP_WORDS.submit }));
}

/** A looked-up status, then its stream's first event: the page is live. */
async function showLiveStatus() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderLookupForm(`${server.url}/api`);
  expect(FakeEventSource.instances).toHaveLength(0);
  await lookUp(user, 'abc123');
  await screen.findByRole('heading', { level: 3 });
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  expect(stream().url).toBe(STREAM_URL());
  expect(screen.getByText(RESULT_WORDS.connection.connecting)).toBeVisible();
  await send('status', snapshot);
  expect(screen.getByText(RESULT_WORDS.connection.live)).toBeVisible();
  return { user, ...view };
}

describe('retryDelay: backing off between tries of the stream', () => {
  it('doubles from 1 s up to 60 s, each wait drawn between half and all of it', () => {
    const ceilings = [1, 2, 4, 8, 16, 32, 60, 60].map((seconds) => seconds * 1000);
    expect(ceilings.map((_, failures) => retryDelay(failures, () => 1))).toEqual(ceilings);
    expect(ceilings.map((_, failures) => retryDelay(failures, () => 0))).toEqual(
      ceilings.map((ms) => ms / 2),
    );
    expect(retryDelay(2, () => 0.5)).toBe(3000);
  });
});

describe('a shown status follows its live stream', () => {
  it('opens the stream once the lookup has answered, and no stream for the demo code', async () => {
    const { user } = await showLiveStatus();
    expect(lookups()).toBe(1);

    await lookUp(user, 'aaaaaa');
    await screen.findByText(/demonstration status/);
    expect(FakeEventSource.live()).toEqual([]);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(screen.queryByText(RESULT_WORDS.connection.live)).toBeNull();
  });

  it('shows each event at once, announces each change of state once, and leaves the focus where it is', async () => {
    await showLiveStatus();
    const said: string[] = [];
    new MutationObserver(() => said.push(announcement().textContent ?? '')).observe(announcement(), {
      childList: true,
      characterData: true,
      subtree: true,
    });
    codeInput().focus();
    const reported = () => screen.getByText(/^The phone last reported /).textContent;
    const firstReport = reported();

    await advance(2000);
    await send('status', { ...EMERGENCY, displayName: 'Riley', emergencySince: EMERGENCY.timestamp });
    expect(statusLine()).toHaveTextContent('EMERGENCY');
    // The emergency alone is said assertively, with the name and the time it was switched on, once.
    const urgent = saidUrgently();
    expect(urgent.textContent).toMatch(
      /^Riley needs help: emergency switched on at \d{1,2}:\d\d( [AP]M)?\.$/,
    );
    const saidOnce = urgent.textContent;
    const lastUpdate = () =>
      screen.getByText('Last update', { selector: 'dt' }).nextElementSibling?.textContent;
    const before = lastUpdate();
    await send('status', { ...EMERGENCY, info: 'Phone battery low.', timestamp: '2025-06-14T14:20:00.000Z' });
    expect(screen.getByText('Phone battery low.')).toBeVisible();
    // The top line and the panel's freshness follow the phone's time, not the page's.
    expect(reported()).not.toBe(firstReport);
    expect(lastUpdate()).not.toBe(before);
    expect(lastUpdate()).toMatch(/Updated .+ ago/);
    expect(urgent.textContent).toBe(saidOnce);
    await send('status', ACTIVE);
    expect(urgent).toBeEmptyDOMElement();
    await send('status', EXPIRED);
    expect(statusLine()).toHaveTextContent('Timer has Expired at');
    await waitFor(() => expect(said).toHaveLength(2));

    expect(said).toEqual([
      'Status changed: Active',
      expect.stringMatching(/^Status changed: Timer has Expired at /),
    ]);
    expect(codeInput()).toHaveFocus();
  });

  it('does not refresh while it is live', async () => {
    await showLiveStatus();
    await advance(REFRESH_INTERVAL_MS * 3);
    expect(lookups()).toBe(1);
  });

  it('shows the ended state when the stream says so, closes it and neither reconnects nor refreshes', async () => {
    await showLiveStatus();
    const ended = stream();
    await send('ended', { message: 'This status has ended.' });

    expect(screen.getByText(LOOKUP_WORDS.ended)).toBeVisible();
    expect(announcement()).toHaveTextContent('Status changed: This status has ended.');
    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent(LOOKUP_WORDS.beforeEnded);
    expect(ended.readyState).toBe(FakeEventSource.CLOSED);
    setVisibility('hidden');
    setVisibility('visible');
    await advance(REFRESH_INTERVAL_MS * 4);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(lookups()).toBe(1);
  });

  it('closes the stream for a new lookup and when the page goes', async () => {
    const { user, unmount } = await showLiveStatus();
    const first = stream();
    await lookUp(user, 'xyz789');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(stream().url).toBe(`${server.url}/api/snapshotStream?accessCode=XYZ789&page=${PAGE_ID}`);

    unmount();
    expect(FakeEventSource.live()).toEqual([]);
  });
});

describe('a close the server planned (the stream has lived its time)', () => {
  it('opens the next stream at once and stays live: no "Not live", no lookup, no refresh', async () => {
    await showLiveStatus();
    // Every state the connection line passes through, however briefly.
    const states: string[] = [];
    new MutationObserver(() => {
      const line = document.querySelector('[data-connection]')?.getAttribute('data-connection');
      if (line && line !== states.at(-1)) states.push(line);
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
    const first = stream();
    await send('reconnect', {});
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.live()).toEqual([stream()]);
    expect(stream()).not.toBe(first);
    expect(screen.getByText(RESULT_WORDS.connection.live)).toBeVisible();

    await send('status', EMERGENCY);
    expect(statusLine()).toHaveTextContent('EMERGENCY');
    await advance(REFRESH_INTERVAL_MS * 2);
    expect(lookups()).toBe(1);
    expect(states.filter((state) => state !== 'live')).toEqual([]);
  });

  it('backs off as ever when the next stream fails', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    await showLiveStatus();
    await send('reconnect', {});
    act(() => stream().refuse());
    expect(screen.getByText(REFRESHING)).toBeVisible();
    // Then, as after any failure: the first try after 1 s.
    const tries = FakeEventSource.instances.length;
    await advance(900);
    expect(FakeEventSource.instances).toHaveLength(tries);
    await advance(100);
    expect(FakeEventSource.instances).toHaveLength(tries + 1);
  });
});

describe('without the stream, the page refreshes every 30 s and keeps trying the stream', () => {
  it('falls back to refreshing when the stream is refused, and tries again after 1 s, 2 s, 4 s …', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    await showLiveStatus();
    snapshot = EMERGENCY;
    act(() => stream().refuse());
    expect(screen.getByText(REFRESHING)).toBeVisible();
    // A refusal looks like an end to the browser: the page asks the lookup at once, which shows the change.
    await waitFor(() => expect(statusLine()).toHaveTextContent('EMERGENCY'));
    expect(lookups()).toBe(2);
    expect(saidUrgently()).toHaveTextContent(/^Emergency switched on at /);

    // The server refuses every try but the last: the tries back off, and none asks the lookup again (an API
    // without streams, a proxy that does not stream); the 30-second refresh keeps the status current.
    const waits = [1000, 2000, 4000, 8000];
    for (const [index, wait] of waits.entries()) {
      const tries = FakeEventSource.instances.length;
      await advance(wait - 100);
      expect(FakeEventSource.instances).toHaveLength(tries);
      await advance(100);
      expect(FakeEventSource.instances).toHaveLength(tries + 1);
      if (index < waits.length - 1) act(() => stream().refuse());
    }
    expect(lookups()).toBe(2);

    // Back: live again, no more refreshing, and the next drop is tried again after 1 s.
    await send('status', EMERGENCY);
    expect(screen.getByText(RESULT_WORDS.connection.live)).toBeVisible();
    await advance(REFRESH_INTERVAL_MS * 2);
    expect(lookups()).toBe(2);
    act(() => stream().drop());
    const tries = FakeEventSource.instances.length;
    await advance(1000);
    expect(FakeEventSource.instances).toHaveLength(tries + 1);
  });

  it('reopens the stream at once when the 30-second refresh reaches the server while the stream waits', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    await showLiveStatus();
    // Refused at once and at each try: by 30 s the stream waits 16 s for its next try.
    act(() => stream().refuse());
    for (const wait of [1000, 2000, 4000, 8000]) {
      await advance(wait);
      act(() => stream().refuse());
    }
    const tries = FakeEventSource.instances.length;
    await advance(REFRESH_INTERVAL_MS - 15_000);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(tries + 1));
    await send('status', ACTIVE);
    expect(screen.getByText(RESULT_WORDS.connection.live)).toBeVisible();
  });

  it('gives up a stream whose first event does not come (a proxy that buffers it)', async () => {
    await showLiveStatus();
    act(() => stream().drop());
    await advance(1000);
    act(() => stream().open());
    await advance(FIRST_EVENT_TIMEOUT_MS);
    expect(FakeEventSource.instances[1]?.readyState).toBe(FakeEventSource.CLOSED);
    expect(screen.getByText(/^Not live, reconnecting/)).toBeVisible();
  });

  it('takes an event whose data is not a status as a broken stream', async () => {
    await showLiveStatus();
    const broken = stream();
    await send('status', 'not a status');
    expect(broken.readyState).toBe(FakeEventSource.CLOSED);
    expect(statusLine()).toHaveTextContent('Active');
    expect(screen.getByText(REFRESHING)).toBeVisible();
  });

  it('says only that it reconnects once the status has expired, which is no longer refreshed', async () => {
    snapshot = EXPIRED;
    await showLiveStatus();
    act(() => stream().refuse());
    expect(screen.getByText(RESULT_WORDS.connection.retryingExpired)).toBeVisible();
    await advance(REFRESH_INTERVAL_MS * 2);
    // Only each failed try of the stream asks the lookup (a 410 would be the end); no 30-second refresh.
    const failedTries = FakeEventSource.instances.filter(
      (each) => each.readyState === FakeEventSource.CLOSED,
    );
    await waitFor(() => expect(lookups()).toBe(1 + failedTries.length));
  });
});

describe('a hidden page', () => {
  it('reconnects at once when it is shown again (a phone may have ended the stream silently)', async () => {
    await showLiveStatus();
    const before = stream();
    setVisibility('hidden');
    setVisibility('visible');
    expect(before.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.live()).toHaveLength(1);
    expect(stream()).not.toBe(before);
  });

  it('closes its stream after a minute hidden, tries nothing while hidden, and reconnects when shown', async () => {
    await showLiveStatus();
    setVisibility('hidden');
    await advance(HIDDEN_CLOSE_MS - 1000);
    expect(FakeEventSource.live()).toHaveLength(1);
    await advance(1000);
    expect(FakeEventSource.live()).toEqual([]);
    await advance(HIDDEN_CLOSE_MS * 10);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(lookups()).toBe(1);

    setVisibility('visible');
    expect(FakeEventSource.live()).toHaveLength(1);
    await send('status', EMERGENCY);
    expect(statusLine()).toHaveTextContent('EMERGENCY');
  });

  it('closes the stream offline, says it is not live, and opens it again once back online', async () => {
    await showLiveStatus();
    const first = stream();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(screen.queryByText(RESULT_WORDS.connection.live)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(FakeEventSource.live()).toHaveLength(1);
    await send('status', EMERGENCY);
    expect(screen.getByText(RESULT_WORDS.connection.live)).toBeVisible();
  });

  it('reconnects at once when the connection comes back', async () => {
    await showLiveStatus();
    act(() => stream().refuse());
    const tries = FakeEventSource.instances.length;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(FakeEventSource.instances).toHaveLength(tries + 1);
  });
});
