import LOOKUP_WORDS from 'words:lookup';
import RESULT_WORDS from 'words:lookup-result';
import type { StatusSnapshot } from '@safety-companion/api';
import { FakeEventSource, json, setUpHttpTestServer } from '@safety-companion/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { settings } from '../../build-settings';
import { EMERGENCY } from '../../test/lookup-snapshots';

// One notice when the network fails, against a real local HTTP server, with the page's intervals changed from
// their defaults (10 s and 30 s): every text that names an interval follows the constant the page runs on, and so
// does the page. The test files of a worker share their modules: the page is loaded afresh with the changed
// constants, and afresh again without them once done.
let intervals: typeof import('./intervals');
let renderLookupForm: typeof import('../../test/lookup-form').renderLookupForm;
let renderRoute: typeof import('../../test/render-route').renderRoute;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('./intervals', async (importOriginal) => ({
    ...(await importOriginal<typeof import('./intervals')>()),
    NETWORK_RETRY_MS: 20_000,
    REFRESH_INTERVAL_MS: 45_000,
  }));
  intervals = await import('./intervals');
  ({ renderLookupForm } = await import('../../test/lookup-form'));
  ({ renderRoute } = await import('../../test/render-route'));
});
afterAll(() => {
  vi.doUnmock('./intervals');
  vi.resetModules();
});

const RILEY: StatusSnapshot = { ...EMERGENCY, displayName: 'Riley' };
let snapshot = RILEY;
/** What the server answers: the status, or no answer at all (the connection is cut). */
let answer: 'status' | 'down' = 'status';

const server = setUpHttpTestServer((_request, response) => {
  if (answer === 'down') response.destroy();
  else json(response, 200, snapshot);
});
const languages = navigator.languages;

beforeEach(() => {
  snapshot = RILEY;
  answer = 'status';
  sessionStorage.clear();
  vi.spyOn(Math, 'random').mockReturnValue(1);
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setOnline(true);
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

const lookups = (code: string) =>
  server.requests.filter((request) => request.url === `/api/getSnapshot?accessCode=${code}`).length;
const statusLine = () => screen.getByRole('heading', { level: 3 });
const every = () => intervals.intervalWords(intervals.NETWORK_RETRY_MS);

function renderLookup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, ...renderLookupForm(`${server.url}/api`) };
}

async function showStatus(code: string) {
  const { user } = renderLookup();
  await user.type(screen.getByRole('textbox', { name: LOOKUP_WORDS.codeLabel }), code);
  await user.click(screen.getByRole('button', { name: LOOKUP_WORDS.submit }));
  await waitFor(() => expect(statusLine()).toHaveTextContent('EMERGENCY'));
  await waitFor(() => expect(FakeEventSource.latest()).toBeDefined());
  await act(async () => FakeEventSource.latest()?.emit('status', snapshot, '1'));
}

describe('the intervals the texts name are the constants the page runs on', () => {
  it('names them as the test set them', () => {
    expect(every()).toBe('20 seconds');
    expect(intervals.intervalWords(intervals.REFRESH_INTERVAL_MS)).toBe('45 seconds');
  });

  it('the page says it refreshes every 45 seconds', async () => {
    await renderRoute('/hero-lookup');
    expect(screen.getByText(/refreshes itself every 45 seconds\)\.$/)).toBeVisible();
  });
});

describe('offline', () => {
  it('one notice with a status shown: who, how often, the hero’s own number and its Call link', async () => {
    await showStatus('OFF001');
    setOnline(false);
    act(() => FakeEventSource.latest()?.drop());

    const notices = await screen.findAllByRole('alert');
    expect(notices).toHaveLength(1);
    const notice = notices[0] as HTMLElement;
    // jsdom's browser speaks en-US: the hero's number is the United States'.
    expect(await within(notice).findByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(
      within(notice).getByText(LOOKUP_WORDS.offline.waitingNamed({ name: 'Riley', every: every() })),
    ).toHaveTextContent('we try every 20 seconds');
    expect(within(notice).getByText(LOOKUP_WORDS.offline.call({ number: '911' }))).toBeVisible();
    expect(screen.getByText(RESULT_WORDS.connection.retryingUnreachable({ every: every() }))).toBeVisible();

    setOnline(true);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(statusLine()).toHaveTextContent('EMERGENCY');
  });

  it('a link opened offline: the person’s status, and without a known country "your local emergency number"', async () => {
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['fr'] });
    setOnline(false);
    window.history.replaceState(null, '', '/hero-lookup#code=off002');
    renderLookup();

    const notice = await screen.findByRole('alert');
    await waitFor(() => expect(notice).toHaveTextContent(LOOKUP_WORDS.offline.waiting({ every: every() })));
    expect(
      within(notice).getByText(LOOKUP_WORDS.offline.call({ number: 'your local emergency number' })),
    ).toBeVisible();
    expect(within(notice).getByRole('link', { name: 'Call your local emergency number' })).toHaveAttribute(
      'href',
      `tel:${settings.emergencyNumber}`,
    );
    expect(lookups('OFF002')).toBe(0);

    setOnline(true);
    await waitFor(() => expect(statusLine()).toHaveTextContent('EMERGENCY'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a server that does not answer', () => {
  it('one notice, which blames the server and not the hero’s connection; tried every 20 seconds', async () => {
    answer = 'down';
    const { user } = renderLookup();
    await user.type(screen.getByRole('textbox', { name: LOOKUP_WORDS.codeLabel }), 'DWN001');
    await user.click(screen.getByRole('button', { name: LOOKUP_WORDS.submit }));
    const [notice, ...others] = await screen.findAllByRole('alert');
    expect(others).toEqual([]);
    expect(notice).toHaveTextContent(LOOKUP_WORDS.unreachable({ every: every() }));
    expect(notice).toHaveTextContent(/^Our server is not answering\. We try again every 20 seconds\.$/);

    const tried = lookups('DWN001');
    await advance(100);
    await advance(15_000);
    expect(lookups('DWN001')).toBe(tried);
    answer = 'status';
    await advance(5_000);
    await waitFor(() => expect(statusLine()).toHaveTextContent('EMERGENCY'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with a status shown, the connection line says what the page does: refresh every 45 s, then try every 20 s', async () => {
    await showStatus('DWN002');
    act(() => FakeEventSource.latest()?.refuse());
    const refreshing = RESULT_WORDS.connection.retrying({
      every: intervals.intervalWords(intervals.REFRESH_INTERVAL_MS),
    });
    expect(await screen.findByText(refreshing)).toBeVisible();
    expect(refreshing).toContain('every 45 seconds');

    answer = 'down';
    await advance(45_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_WORDS.unreachable({ every: every() }));
    expect(screen.getByText(RESULT_WORDS.connection.retryingUnreachable({ every: every() }))).toBeVisible();
    expect(screen.getByText(/Trying again every 20 seconds/)).toBeVisible();
  });
});
