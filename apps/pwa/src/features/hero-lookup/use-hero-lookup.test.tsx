import LOOKUP_WORDS from 'words:lookup';
import END_WORDS from 'words:lookup-end';
import RESULT_WORDS from 'words:lookup-result';
import { formatCoordinates, type StatusSnapshot } from '@safety-companion/api';
import { FakeEventSource, json, setUpHttpTestServer } from '@safety-companion/test-support';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderLookupForm } from '../../test/lookup-form';
import { ACTIVE, EMERGENCY } from '../../test/lookup-snapshots';
import { intervalWords, NETWORK_RETRY_MS } from './intervals';
import { readShownCode } from './shown-code';

// The owner of the lookup's status (`useHeroLookup`), through the page that renders it: each source of a status
// (the lookup, the stream, the refresh) against a real local HTTP server, and the races between them.

let snapshot: StatusSnapshot = ACTIVE;
/** What the server answers: the status, its end (410), or no answer at all (the connection is cut). */
let answer: 'status' | 'ended' | 'down' = 'status';
let visibility: DocumentVisibilityState = 'visible';
let version = 0;

const server = setUpHttpTestServer((_request, response) => {
  if (answer === 'down') response.destroy();
  else if (answer === 'ended') json(response, 410, { message: 'This status has ended.' });
  else json(response, 200, snapshot);
});
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  snapshot = ACTIVE;
  answer = 'status';
  visibility = 'visible';
  sessionStorage.clear();
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setOnline(true);
  sessionStorage.clear();
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** The one notice while the server does not answer, naming the interval the page tries at. */
const UNREACHABLE = LOOKUP_WORDS.unreachable({ every: intervalWords(NETWORK_RETRY_MS) });

const codeInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: LOOKUP_WORDS.codeLabel });
const statusLine = () => screen.getByRole('heading', { level: 3 });
/** The page's assertive live region: the emergency switched on. */
const urgent = () => document.querySelector('.lookup-urgent[aria-live="assertive"]') as HTMLElement;
/**
 * The lookups of a code this test alone uses (a request of an earlier test may still arrive), each try counted: the
 * client tries a failed GET once more.
 */
const lookups = (code = 'ABC123') =>
  // A refresh carries the page's id as well (`page=`).
  server.requests.filter(
    (request) => request.url?.split('&page=')[0] === `/api/getSnapshot?accessCode=${code}`,
  ).length;

function stream(): FakeEventSource {
  const latest = FakeEventSource.latest();
  if (!latest) throw new Error('The page opened no stream.');
  return latest;
}

async function send(type: 'status' | 'ended', data: unknown) {
  await act(async () => stream().emit(type, data, String(++version)));
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

function renderLookup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderLookupForm(`${server.url}/api`);
  return { user, ...view };
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.clear(codeInput());
  await user.type(codeInput(), code);
  await user.click(screen.getByRole('button', { name: LOOKUP_WORDS.submit }));
}

/** A looked-up status whose stream the page is opening (its first event not yet sent). */
async function showStatus() {
  const view = renderLookup();
  await lookUp(view.user, 'abc123');
  await screen.findByRole('heading', { level: 3 });
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  return view;
}

describe('an ended status is told apart from a dropped stream', () => {
  it('a stop before the stream opens: the refused stream makes the page ask the lookup at once, and the 410 is the end', async () => {
    snapshot = {
      ...EMERGENCY,
      displayName: 'Riley',
      acknowledgements: [{ kind: 'seen', name: 'Sam', at: new Date().toISOString() }],
    };
    await showStatus();
    answer = 'ended';
    act(() => stream().refuse());
    await screen.findByText(LOOKUP_WORDS.ended, undefined, { timeout: 3000 });
    expect(lookups()).toBe(2);
    // Headed with the name the page knew, and what the end means: when the page saw it, and that it is no all-clear.
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(END_WORDS.heading({ name: 'Riley' }));
    expect(screen.getByText(/^Riley stopped sharing at \d{1,2}:\d{2}/)).toHaveTextContent(END_WORDS.notSafe);
    // What the page showed, beneath its own heading, quietly, without where the person was.
    expect(screen.getByRole('heading', { level: 3, name: LOOKUP_WORDS.beforeEnded })).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Was: EMERGENCY' })).toBeVisible();
    expect(screen.getByText(/^Sam has seen this/)).toBeVisible();
    expect(
      screen.queryByText(formatCoordinates(ACTIVE.location ?? { latitude: 0, longitude: 0 })),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: /map/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(`Status changed: ${LOOKUP_WORDS.ended}`);
    // Neither followed nor refreshed any more, and the tab forgets the code.
    await advance(120_000);
    expect(lookups()).toBe(2);
    expect(FakeEventSource.live()).toEqual([]);
    expect(readShownCode()).toBeNull();
  });

  it('a stream refused while the status goes on (a 503) keeps its backoff: the lookup shows it, no retry at once', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    await showStatus();
    snapshot = EMERGENCY;
    act(() => stream().refuse());
    await waitFor(() => expect(statusLine()).toHaveTextContent('EMERGENCY'));
    expect(lookups()).toBe(2);
    // The lookup answered, but the stream is tried again only after its wait (1 s), not at once.
    expect(FakeEventSource.instances).toHaveLength(1);
    await advance(1000);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(screen.queryByText(LOOKUP_WORDS.ended)).toBeNull();
  });

  it('a change made before the stream opens shows with its first event, announced once', async () => {
    await showStatus();
    snapshot = EMERGENCY;
    await send('status', EMERGENCY);
    expect(statusLine()).toHaveTextContent('EMERGENCY');
    // Said once, assertively, with the time it was switched on; not again politely.
    expect(urgent()).toHaveTextContent(/^Emergency switched on at \d{1,2}:\d\d( [AP]M)?\.$/);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByText(RESULT_WORDS.connection.live)).toBeVisible();
  });

  it('the stream’s own `ended` keeps what the page showed too, announced once', async () => {
    await showStatus();
    await send('status', ACTIVE);
    await send('ended', { message: 'This status has ended.' });
    expect(screen.getByText(LOOKUP_WORDS.ended)).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Was: Active' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(`Status changed: ${LOOKUP_WORDS.ended}`);
  });

  it('a first lookup that finds the status ended says so, and that the person stopped sharing it', async () => {
    answer = 'ended';
    const { user } = renderLookup();
    await lookUp(user, 'abc123');
    expect(await screen.findByText(LOOKUP_WORDS.ended)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus());
    expect(screen.getByText(`${END_WORDS.stopped} ${END_WORDS.notSafe}`)).toBeVisible();
    expect(screen.queryByText(/stopped sharing at/)).toBeNull();
    expect(screen.queryByText(LOOKUP_WORDS.beforeEnded)).toBeNull();
  });

  it('the ended view replaces the live one in the frame that announces the end: never neither', async () => {
    await showStatus();
    await send('status', EMERGENCY);
    // Each commit the page makes: whether it shows the live status or the ended one.
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      const live = document.querySelector('.sc-status:not(.sc-status--ended)') !== null;
      const ended = screen.queryByText(LOOKUP_WORDS.ended) !== null;
      shown.push(live && !ended ? 'live' : ended && !live ? 'ended' : 'neither or both');
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await send('ended', { message: 'This status has ended.' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(LOOKUP_WORDS.ended));
    observer.disconnect();
    expect(shown.filter((each) => each !== 'live' && each !== 'ended')).toEqual([]);
    expect(shown.at(-1)).toBe('ended');
  });
});

describe('outage over, live again', () => {
  it('a drop asks the lookup once; unreachable, it is tried every 10 s; the first that answers reopens the stream at once', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    await showStatus();
    await send('status', ACTIVE);
    answer = 'down';
    act(() => stream().drop());
    await screen.findByText(UNREACHABLE);
    expect(
      screen.getByText(
        RESULT_WORDS.connection.retryingUnreachable({ every: intervalWords(NETWORK_RETRY_MS) }),
      ),
    ).toBeVisible();
    expect(lookups()).toBeGreaterThan(1);
    // The stream's backoff: 1 s, 2 s, 4 s …, each refused, each followed by one lookup.
    for (const wait of [1000, 2000, 4000]) {
      await advance(wait);
      act(() => stream().refuse());
    }
    const tries = FakeEventSource.instances.length;
    const asked = lookups();
    // The server is back, with a change: the next try of the lookup (at most 10 s on) shows it and reopens the
    // stream at once, long before the stream's own next try (8 s after its last refusal).
    answer = 'status';
    snapshot = EMERGENCY;
    await advance(NETWORK_RETRY_MS - 7000 + 500);
    await waitFor(() => expect(statusLine()).toHaveTextContent('EMERGENCY'));
    expect(lookups()).toBeGreaterThan(asked);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(tries + 1));
    await send('status', EMERGENCY);
    expect(screen.getByText(RESULT_WORDS.connection.live)).toBeVisible();
    expect(screen.queryByText(UNREACHABLE)).toBeNull();
  });
});

describe('signal back, status back', () => {
  it('a lookup that failed for the network is tried again every 10 s and when online, without a tap; the field keeps the code', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    answer = 'down';
    const { user } = renderLookup();
    await lookUp(user, 'abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREACHABLE);
    const tried = lookups();
    // The retry's timer is set by an effect, a moment after the failure shows.
    await advance(100);
    await advance(NETWORK_RETRY_MS);
    await waitFor(() => expect(lookups()).toBeGreaterThan(tried));
    expect(screen.getByRole('alert')).toHaveTextContent(UNREACHABLE);

    answer = 'status';
    setOnline(true);
    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent('Active');
    expect(codeInput().value).toBe('ABC123');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a link opened without signal is looked up once the signal is back', async () => {
    setOnline(false);
    window.history.replaceState(null, '', '/hero-lookup#code=off123');
    renderLookup();
    await waitFor(() => expect(codeInput().value).toBe('OFF123'));
    await advance(NETWORK_RETRY_MS * 3);
    expect(lookups('OFF123')).toBe(0);
    setOnline(true);
    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent('Active');
    expect(lookups('OFF123')).toBe(1);
  });
});

describe('the tab keeps only the code it shows', () => {
  it('shows the status again after a reload without typing; asks for the status again; a new lookup replaces the code', async () => {
    const first = renderLookup();
    await lookUp(first.user, 'kep123');
    await screen.findByRole('heading', { level: 3 });
    expect(readShownCode()).toBe('KEP123');
    expect(Object.keys(sessionStorage)).toEqual(['hero-lookup.code']);
    expect(localStorage).toHaveLength(0);
    first.unmount();

    snapshot = EMERGENCY;
    const again = renderLookup();
    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent('EMERGENCY');
    expect(codeInput().value).toBe('KEP123');
    expect(lookups('KEP123')).toBe(2);

    await lookUp(again.user, 'xyz789');
    await waitFor(() => expect(readShownCode()).toBe('XYZ789'));
  });

  it('forgets the code on "Forget this code", and for a code that finds nothing', async () => {
    const { user } = await showStatus();
    await user.click(screen.getByRole('button', { name: LOOKUP_WORDS.forget }));
    expect(readShownCode()).toBeNull();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(codeInput().value).toBe('');
    expect(codeInput()).toHaveFocus();

    server.respond((_request, response) => json(response, 404, { message: 'No status' }));
    await lookUp(user, 'zzz999');
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found.');
    expect(readShownCode()).toBeNull();
  });
});
