import type { ServerResponse } from 'node:http';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import LOOKUP_WORDS from 'words:lookup';
import RESULT_WORDS from 'words:lookup-result';
import {
  ACCESS_CODE_MESSAGES,
  API_ERROR_MESSAGES,
  createApiClient,
  LOOKUP_ERROR_MESSAGES,
  SAMPLE_SNAPSHOT,
  STATUS_RETENTION_HOURS,
  type StatusSnapshot,
} from '@safety-companion/api';
import {
  createHttpTestServer,
  FakeEventSource,
  json,
  setUpHttpTestServer,
} from '@safety-companion/test-support';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderLookupForm } from '../../test/lookup-form';
import { ACTIVE, EMERGENCY, EXPIRED } from '../../test/lookup-snapshots';
import { renderRoute } from '../../test/render-route';
import { intervalWords, NETWORK_RETRY_MS, REFRESH_INTERVAL_MS } from './intervals';
import { PAGE_ID } from './page-id';
import { readCodeFragment } from './use-code-fragment';

let snapshot: StatusSnapshot = ACTIVE;
let visibility: DocumentVisibilityState = 'visible';

const server = setUpHttpTestServer((_request, response) => json(response, 200, snapshot));
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  snapshot = ACTIVE;
  visibility = 'visible';
});
afterEach(() => {
  vi.useRealTimers();
  setOnline(true);
  window.history.replaceState(null, '', '/');
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/**
 * The requests the form's client started, counted as it calls `fetch`, and their answers, each read in full: that
 * nothing was sent needs no wait for a request that might still be on its way to the server.
 */
const started: string[] = [];
const answers: Promise<unknown>[] = [];
/** Which test a client belongs to: a request a client of an earlier test still makes is not this test's. */
let currentTest = 0;
afterEach(() => {
  started.length = 0;
  answers.length = 0;
  currentTest++;
});

function client(options: { baseUrl?: string } = {}) {
  const test = currentTest;
  return createApiClient({
    baseUrl: `${server.url}/api`,
    fetch: (input, init) => {
      if (test === currentTest) started.push(input instanceof Request ? input.url : String(input));
      const answer = fetch(input, init).then(async (response) => {
        const body = await response.arrayBuffer();
        return new Response(body, response);
      });
      answers.push(answer.catch(() => {}));
      return answer;
    },
    ...options,
  });
}

/**
 * What the page does on promises alone (loading its client, the client's way to `fetch`, an answer read in full) is
 * over once the microtasks have run out: the next macrotask, from Node's own timers, which fake timers leave alone.
 */
const microtasksDone = () => act(() => nextMacrotask());

/** Every answer the client has had so far, read, and what the page made of it, rendered. */
const answersShown = () =>
  act(async () => {
    await Promise.all(answers);
    await nextMacrotask();
  });

function renderLookup(api = client()) {
  const user = userEvent.setup();
  const view = renderLookupForm(`${server.url}/api`, api);
  return { user, ...view };
}

const codeInput = () => screen.getByRole('textbox', { name: LOOKUP_WORDS.codeLabel });
const submitButton = () => screen.getByRole('button', { name: /Look Up Information|Looking up\.\.\./ });
const statusLine = () => screen.findByRole('heading', { level: 3 });
const announcement = () => screen.getByRole('status');
/** The page's assertive live region: the emergency switched on. */
const urgent = () => document.querySelector('.lookup-urgent[aria-live="assertive"]') as HTMLElement;

async function lookUp(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(codeInput(), code);
  await user.click(submitButton());
}

/**
 * Retries `check` on real time. `vi.waitFor` would not do: under fake timers it advances them while it waits, which
 * would fire the refresh early.
 */
async function eventually(check: () => void, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/**
 * The status panel's own clocks while a status is shown: one for its time left and answers, one for its 'Updated
 * 12 sec ago', which counts in seconds.
 */
const PANEL_CLOCK = 2;

/**
 * The refresh's intervals now running, told apart from the page's other clocks by their period. A count of every
 * timer would not do: between the commit that shows a change and its effects, a clock not started yet hides a
 * refresh not stopped yet.
 */
let refreshIntervals = new Set<unknown>();

/** Puts back the fake timers `fakeIntervals` wrapped, so that they are undone as they were done. */
let unwrapIntervals = () => {};
afterEach(() => unwrapIntervals());

/** Fakes the intervals (and `Date` if asked), keeping count of the refresh's. */
function fakeIntervals(toFake: 'Date'[] = []) {
  unwrapIntervals();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', ...toFake] });
  refreshIntervals = new Set();
  const start = globalThis.setInterval;
  const stop = globalThis.clearInterval;
  globalThis.setInterval = ((handler: () => void, ms?: number) => {
    const timer = start(handler, ms);
    if (ms === REFRESH_INTERVAL_MS) refreshIntervals.add(timer);
    return timer;
  }) as typeof setInterval;
  globalThis.clearInterval = (timer) => {
    refreshIntervals.delete(timer);
    stop(timer);
  };
  unwrapIntervals = () => {
    globalThis.setInterval = start;
    globalThis.clearInterval = stop;
    unwrapIntervals = () => {};
  };
}

/** The refresh interval is started and stopped by an effect, which runs a little after the page shows the result. */
async function waitForRefreshTimers(count: number) {
  await eventually(() => expect(refreshIntervals.size).toBe(count));
}

/** Moves the refresh timer on and lets the request it starts reach the server. */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('the code input', () => {
  it('has a label, the placeholder and the input hints of a 6-character code', () => {
    renderLookup();
    const input = codeInput();
    expect(input).toHaveAttribute('placeholder', 'Enter 6-character code');
    // No maxlength: a browser would cut a pasted 'abc-123' to 'abc-12' before the page sees it.
    expect(input).not.toHaveAttribute('maxlength');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('autocapitalize', 'characters');
    expect(input).toHaveAttribute('autocorrect', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('inputmode', 'text');
    expect(input).toHaveAttribute('enterkeyhint', 'go');
    expect(submitButton()).toHaveTextContent('Look Up Information');
  });

  it('shows what is typed upper-cased and stops at 6 characters', async () => {
    const { user } = renderLookup();
    await user.type(codeInput(), 'abc1234');
    expect(codeInput()).toHaveValue('ABC123');
  });

  it.each([
    ['abc-123', 'ABC123'],
    ['ABC 123', 'ABC123'],
    ['a.b.c.1.2.3', 'ABC123'],
    ['k7q-2zd-9', 'K7Q2ZD'],
  ])(
    'takes out the spaces, hyphens and dots of %j, typed or pasted, before the length applies',
    async (code, held) => {
      const { user } = renderLookup();
      await user.type(codeInput(), code);
      expect(codeInput()).toHaveValue(held);
      await user.clear(codeInput());
      await user.click(codeInput());
      await user.paste(code);
      expect(codeInput()).toHaveValue(held);
    },
  );

  it('keeps the caret where it was among the characters kept', async () => {
    const { user } = renderLookup();
    await user.type(codeInput(), 'abc123');
    await user.type(codeInput(), '-', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(codeInput()).toHaveValue('ABC123');
    expect((codeInput() as HTMLInputElement).selectionStart).toBe(3);
  });
});

describe('validation: an invalid code gets an inline message and sends nothing', () => {
  it.each([
    ['empty', '', ACCESS_CODE_MESSAGES.required],
    ['5 characters', 'abc12', ACCESS_CODE_MESSAGES.invalid],
    ['symbols', 'ab_12!', ACCESS_CODE_MESSAGES.invalid],
    ['5 characters and a space', 'ab 123', ACCESS_CODE_MESSAGES.invalid],
    ['a U', 'abu123', ACCESS_CODE_MESSAGES.withU],
  ])('%s', async (_name, code, message) => {
    const { user } = renderLookup();
    if (code) await user.type(codeInput(), code);
    await user.click(submitButton());

    await waitFor(() => expect(codeInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(codeInput()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(codeInput()).toHaveFocus();
    await microtasksDone();
    expect(started).toEqual([]);
  });

  it('7 characters from a link', async () => {
    window.history.replaceState(null, '', '/hero-lookup#code=ABC1234');
    renderLookup();
    await waitFor(() => expect(codeInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(codeInput()).toHaveValue('ABC1234');
    expect(codeInput()).toHaveAccessibleDescription(expect.stringContaining(ACCESS_CODE_MESSAGES.invalid));
    await microtasksDone();
    expect(started).toEqual([]);
  });
});

describe('a lookup', () => {
  it('sends the upper-cased code and shows the status under a Status heading', async () => {
    const { user } = renderLookup();
    await lookUp(user, 'abc123');

    const heading = await screen.findByRole('heading', { level: 2, name: RESULT_WORDS.resultHeading });
    // Focus moves in an effect after the result is on screen.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await statusLine()).toHaveTextContent('Active');
    expect(screen.getByText(ACTIVE.info ?? '')).toBeVisible();
    expect(screen.getByText(/^The phone last reported .+ \(\d+ sec ago\)$/)).toBeVisible();
    expect(server.requests.map((request) => request.url)).toEqual(['/api/getSnapshot?accessCode=ABC123']);
    expect(announcement()).toBeEmptyDOMElement();
  });

  it('names the person in its heading, with their photo beside it and not again in the panel', async () => {
    server.respond((_request, response) =>
      json(response, 200, {
        ...ACTIVE,
        emergency: true,
        displayName: 'Riley',
        photo_url: 'https://p.example/r.jpg',
      }),
    );
    const { user } = renderLookup();
    await lookUp(user, 'abc123');
    expect(await screen.findByRole('heading', { level: 2, name: 'Riley needs help' })).toBeVisible();
    expect(screen.getAllByRole('img', { name: /Riley|Photo/ })).toEqual([
      screen.getByRole('img', { name: 'Photo of Riley' }),
    ]);
  });

  it("reads 'Looking up...' and is disabled while it waits", async () => {
    let answer: ServerResponse | undefined;
    server.respond((_request, response) => {
      answer = response;
    });
    const { user } = renderLookup();
    await lookUp(user, 'ABC123');

    await waitFor(() => expect(submitButton()).toHaveTextContent(RESULT_WORDS.submitting));
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(answer).toBeDefined());
    if (answer) json(answer, 200, ACTIVE);
    expect(await statusLine()).toHaveTextContent('Active');
    expect(submitButton()).toHaveTextContent(LOOKUP_WORDS.submit);
    expect(submitButton()).toBeEnabled();
  });

  it('answers the demo code with the built-in sample, without a request', async () => {
    const { user } = renderLookup();
    await lookUp(user, 'aaaaaa');

    expect(await screen.findByText(SAMPLE_SNAPSHOT.info ?? '')).toBeVisible();
    await microtasksDone();
    expect(started).toEqual([]);
  });

  it('keeps only the shown code, in this tab: never the status, never in localStorage', async () => {
    const { user } = renderLookup();
    await lookUp(user, 'ABC123');
    await statusLine();
    expect(localStorage).toHaveLength(0);
    expect(Object.entries(sessionStorage)).toEqual([['hero-lookup.code', 'ABC123']]);
  });
});

describe('failures are never silent', () => {
  it.each([
    [404, { error: 'User not found' }, 'User not found.'],
    [429, { error: 'Too many lookups' }, LOOKUP_ERROR_MESSAGES.tooManyAttempts],
    [500, { error: 'Internal Server Error' }, LOOKUP_ERROR_MESSAGES.unavailable],
  ])('%i', async (status, body, text) => {
    server.respond((_request, response) => json(response, status, body));
    const { user } = renderLookup();
    await lookUp(user, 'ABC123');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('heading', { name: RESULT_WORDS.resultHeading })).toBeNull();
  });

  it('a code that finds nothing says the spec’s alert, then what to check and how long a code works', async () => {
    server.respond((_request, response) => json(response, 404, { message: 'User not found.' }));
    const { user } = renderLookup();
    await lookUp(user, 'ABC123');

    const alert = (await screen.findByText(LOOKUP_WORDS.failureTitle)).closest('[role="alert"]');
    const lines = [...(alert?.querySelectorAll('p') ?? [])].map((line) => line.textContent);
    expect(lines).toEqual([
      'Lookup failed',
      'User not found.',
      `Check the 6 characters in the text message. A code stops working ${STATUS_RETENTION_HOURS} hours after its status ends.`,
    ]);
  });

  it('says nothing of the code when the lookup failed for another reason', async () => {
    server.respond((_request, response) => json(response, 429, { message: 'slow down' }));
    const { user } = renderLookup();
    await lookUp(user, 'ABC123');
    expect(await screen.findByText(LOOKUP_ERROR_MESSAGES.tooManyAttempts)).toBeVisible();
    expect(screen.queryByText(/Check the 6 characters/)).toBeNull();
  });

  it("a 503 while the server's database is down is a temporary failure, after one more try", async () => {
    server.respond((_request, response) =>
      json(response, 503, { message: API_ERROR_MESSAGES.unavailable }, { 'Retry-After': '1' }),
    );
    const { user } = renderLookup();
    await lookUp(user, 'ABC123');

    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'The lookup service is unavailable right now. Please try again shortly.',
    );
    expect(server.requests).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: RESULT_WORDS.resultHeading })).toBeNull();
  });

  it('a 429 that says how long to wait (Retry-After) tells the hero in minutes', async () => {
    server.respond((_request, response) =>
      json(response, 429, { message: 'Too many attempts.' }, { 'Retry-After': '841' }),
    );
    const { user } = renderLookup();
    await lookUp(user, 'ABC123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 15 minutes.',
    );
  });

  it('no server at all', async () => {
    const closed = await createHttpTestServer();
    await closed.close();
    const { user } = renderLookup(client({ baseUrl: `${closed.url}/api` }));
    await lookUp(user, 'ABC123');

    // The server is blamed, not the hero's connection, and the page says it tries again by itself.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      LOOKUP_WORDS.unreachable({ every: intervalWords(NETWORK_RETRY_MS) }),
    );
  });

  it('a failed lookup removes the result of the one before', async () => {
    const { user } = renderLookup();
    await lookUp(user, 'ABC123');
    await statusLine();

    server.respond((_request, response) => json(response, 404, { error: 'User not found' }));
    await user.clear(codeInput());
    await lookUp(user, 'XYZ789');
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found.');
    expect(screen.queryByRole('heading', { name: RESULT_WORDS.resultHeading })).toBeNull();
  });
});

describe('a link with the code in its fragment', () => {
  it('reads the code', () => {
    expect(readCodeFragment('#code=abc123')).toBe('abc123');
    expect(readCodeFragment('#other=1&code=%20XYZ789')).toBe('XYZ789');
    expect(readCodeFragment('#section')).toBeNull();
    expect(readCodeFragment('')).toBeNull();
  });

  it('takes a link’s code as people write it, with hyphens and spaces', async () => {
    window.history.replaceState(null, '', '/hero-lookup#code=abc-%20123');
    renderLookup();
    expect(await statusLine()).toHaveTextContent('Active');
    expect(codeInput()).toHaveValue('ABC123');
    expect(server.requests.map((request) => request.url)).toEqual(['/api/getSnapshot?accessCode=ABC123']);
  });

  it('fills the code, looks it up at once, and drops the fragment from the address', async () => {
    window.history.replaceState({ key: 'kept' }, '', '/hero-lookup?from=sms#code=abc123');
    renderLookup();

    expect(await statusLine()).toHaveTextContent('Active');
    expect(codeInput()).toHaveValue('ABC123');
    expect(server.requests.map((request) => request.url)).toEqual(['/api/getSnapshot?accessCode=ABC123']);
    expect(window.location.hash).toBe('');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/hero-lookup?from=sms');
    expect(window.history.state).toEqual({ key: 'kept' });
  });

  it('leaves an address without a code alone', async () => {
    window.history.replaceState(null, '', '/hero-lookup#about');
    renderLookup();
    await microtasksDone();
    expect(window.location.hash).toBe('#about');
    expect(started).toEqual([]);
  });
});

describe('refreshing a shown status while its stream is not live', () => {
  beforeEach(() => {
    fakeIntervals();
  });

  async function showStatus() {
    const view = renderLookup();
    await lookUp(view.user, 'ABC123');
    await statusLine();
    expect(server.requests).toHaveLength(1);
    await waitForRefreshTimers(snapshot === EXPIRED ? 0 : 1);
    return view;
  }

  it('fetches it again every 30 seconds and announces only a change of state', async () => {
    await showStatus();

    await advance(REFRESH_INTERVAL_MS - 1);
    expect(server.requests).toHaveLength(1);
    await advance(1);
    await eventually(() => expect(server.requests).toHaveLength(2));
    // The refresh carries the page's id, so that it counts as a page with the status open.
    expect(server.requests[1]?.url).toBe(`/api/getSnapshot?accessCode=ABC123&page=${PAGE_ID}`);
    await answersShown();
    expect(announcement()).toBeEmptyDOMElement();

    snapshot = EMERGENCY;
    await advance(REFRESH_INTERVAL_MS);
    await waitFor(() =>
      expect(urgent()).toHaveTextContent(/^Emergency switched on at \d{1,2}:\d\d( [AP]M)?\.$/),
    );
    expect(await statusLine()).toHaveTextContent('EMERGENCY');
    expect(server.requests).toHaveLength(3);
  });

  it('says when the phone last reported, as each refresh says it, not when the page asked', async () => {
    await showStatus();
    const reported = () => screen.getByText(/^The phone last reported /).textContent;
    expect(reported()).toMatch(/\(\d+ sec ago\)$/);

    snapshot = { ...ACTIVE, timestamp: '2025-06-14T14:20:00.000Z' };
    await advance(REFRESH_INTERVAL_MS);
    await waitFor(() => expect(reported()).toMatch(/\(\d+ days ago\)$/));
  });

  it('stops once the status has expired, after announcing it', async () => {
    await showStatus();
    snapshot = EXPIRED;
    await advance(REFRESH_INTERVAL_MS);
    await waitFor(() => expect(announcement()).toHaveTextContent('Status changed: Timer has Expired at'));
    expect(server.requests).toHaveLength(2);
    await waitForRefreshTimers(0);

    // No refresh any more: a lookup now comes only with a failed try of the stream that never spoke (an expired
    // status's one source of news; its tries wait on real time, its first-event limit and back-off, and on a busy
    // machine one may fall within this test). A failed try closes its stream as it asks.
    const failedTries = () =>
      FakeEventSource.instances.filter((source) => source.readyState === FakeEventSource.CLOSED).length;
    const failedBefore = failedTries();
    await advance(REFRESH_INTERVAL_MS * 3);
    await microtasksDone();
    expect(started, started.join('\n')).toHaveLength(2 + failedTries() - failedBefore);
  });

  it('never starts for a status that is already expired', async () => {
    snapshot = EXPIRED;
    await showStatus();
    await advance(REFRESH_INTERVAL_MS * 3);
    await microtasksDone();
    expect(started).toHaveLength(1);
  });

  it('pauses while the page is hidden and resumes when it is shown', async () => {
    await showStatus();
    setVisibility('hidden');
    await advance(REFRESH_INTERVAL_MS * 3);
    await microtasksDone();
    expect(started).toHaveLength(1);

    setVisibility('visible');
    await advance(REFRESH_INTERVAL_MS);
    await eventually(() => expect(server.requests).toHaveLength(2));
  });

  it('refreshes at once when a page hidden for longer than the interval is shown again', async () => {
    fakeIntervals(['Date']);
    await showStatus();
    setVisibility('hidden');
    await advance(REFRESH_INTERVAL_MS * 2);
    expect(server.requests).toHaveLength(1);

    setVisibility('visible');
    await eventually(() => expect(server.requests).toHaveLength(2));
  });

  it('keeps the shown status and says so when a refresh fails', async () => {
    await showStatus();
    server.respond((_request, response) => json(response, 500, { error: 'down' }));
    await advance(REFRESH_INTERVAL_MS);

    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_ERROR_MESSAGES.unavailable);
    expect(screen.getByRole('heading', { level: 2, name: RESULT_WORDS.resultHeading })).toBeVisible();
    expect(await statusLine()).toHaveTextContent('Active');
  });

  it('moves from EMERGENCY to ended when the user stops the status, and stops refreshing', async () => {
    snapshot = EMERGENCY;
    await showStatus();
    server.respond((_request, response) => json(response, 410, { message: 'This status has ended.' }));
    await advance(REFRESH_INTERVAL_MS);

    expect(await screen.findByText(LOOKUP_WORDS.ended)).toBeVisible();
    expect(LOOKUP_WORDS.ended).toBe('This status has ended.');
    expect(announcement()).toHaveTextContent('Status changed: This status has ended.');
    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent(LOOKUP_WORDS.beforeEnded);
    expect(screen.queryByRole('alert')).toBeNull();
    // No refresh: only the clock of the panel that shows what the status said before it ended.
    await waitForRefreshTimers(0);
    await eventually(() => expect(vi.getTimerCount()).toBe(PANEL_CLOCK));
  });
});

describe('a status its user stopped', () => {
  it("is its own state, not 'User not found.' nor a failure", async () => {
    server.respond((_request, response) => json(response, 410, { message: 'This status has ended.' }));
    const { user } = renderLookup();
    await lookUp(user, 'END123');

    const heading = await screen.findByRole('heading', { level: 2, name: RESULT_WORDS.resultHeading });
    expect(screen.getByText('This status has ended.')).toBeVisible();
    expect(screen.queryByText(LOOKUP_ERROR_MESSAGES.notFound)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('offline', () => {
  it('says that a lookup needs a connection and disables it until the connection is back', async () => {
    const { user } = renderLookup();
    setOnline(false);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_WORDS.offline.idle);
    expect(submitButton()).toBeDisabled();
    await user.type(codeInput(), 'ABC123{Enter}');
    await microtasksDone();
    expect(started).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await statusLine()).toHaveTextContent('Active');
  });
});

describe('the /hero-lookup route', () => {
  it('renders its one heading, the explanation and its title', async () => {
    await renderRoute('/hero-lookup');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hero Lookup');
    // The explanation, which the route loads with the page (a page of text: content/lookup-about.tsx).
    expect(await screen.findByRole('heading', { level: 2, name: 'How the lookup works' })).toBeVisible();
    expect(screen.getByText(/^Someone chose you as their hero/)).toBeVisible();
    expect(screen.getByText(/refreshes itself every 30 seconds\)\.$/)).toBeVisible();
    expect(screen.getByText(/^Under the status you can answer/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Hero Lookup | Beacon'));
  });
});
