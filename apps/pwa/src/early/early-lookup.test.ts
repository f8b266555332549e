import RESULT_WORDS from 'words:lookup-result';
import { createApiClient } from '@safety-companion/api';
import { json, setUpHttpTestServer } from '@safety-companion/test-support';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetShownCode, keepShownCode } from '../features/hero-lookup/shown-code';
import {
  EARLY_LOOKUP_ATTRIBUTE,
  EARLY_STATUS_ATTRIBUTE,
  endEarlyLookup,
  fetchWithEarlySnapshot,
  startEarlyLookup,
} from './early-lookup';
import { earlyHandoff, takeFromHandoff } from './handoff';

const server = setUpHttpTestServer((_request, response) =>
  json(response, 200, { accessCode: 'ABC123', emergency: true, displayName: 'Riley' }),
);
afterEach(() => {
  forgetShownCode();
  endEarlyLookup();
  document.body.replaceChildren();
  takeFromHandoff('snapshot');
  takeFromHandoff('appStartsAfter');
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

/** Runs the start script's part as the page would, at an address with the given fragment. */
function runStartScript(hash: string) {
  window.history.replaceState(null, '', `/hero-lookup${hash}`);
  // The page's second inline script, as it registers what runs after the paint, with the hero's number.
  // What runs after the paint, as the page imports it (the hero's browser says en-US: 911).
  startEarlyLookup(
    { apiBaseUrl: `${server.url}/api/`, fallbackNumber: '112' },
    { load: () => import('./early-after-paint'), preloads: [] },
  );
}

/** Waits for the early request's answer and for what the start script does with it (what the app waits for). */
async function earlyAnswer() {
  await earlyHandoff().snapshot?.response;
  await earlyHandoff().appStartsAfter;
}

describe('the early snapshot request', () => {
  it('is made once: the app’s lookup of the same code uses its answer', async () => {
    document.body.innerHTML = `<div id="root" data-prerendered="/hero-lookup"><input name="code"><p ${EARLY_STATUS_ATTRIBUTE}></p></div>`;
    runStartScript('#code=%20abc123');
    expect(document.querySelector('input')?.value).toBe('ABC123');
    await earlyAnswer();
    expect(server.requests.map((request) => request.url)).toEqual(['/api/getSnapshot?accessCode=ABC123']);
    // The result's top painted before the app has started: who, the contract's status line, the Call link.
    const early = within(document.querySelector<HTMLElement>(`[${EARLY_STATUS_ATTRIBUTE}]`) as HTMLElement);
    expect(early.getByRole('heading', { level: 2 }).textContent).toBe('Riley needs help');
    expect(early.getByRole('heading', { level: 3 }).textContent).toBe('EMERGENCY');
    expect(early.getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
    expect(early.getByText(RESULT_WORDS.connection.connecting)).toBeTruthy();

    const api = createApiClient({ baseUrl: `${server.url}/api`, fetch: fetchWithEarlySnapshot });
    expect((await api.getSnapshot('ABC123')).emergency).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');

    // Taken once: the 30 s refresh asks the server again.
    await api.getSnapshot('ABC123');
    expect(server.requests).toHaveLength(2);
  });

  it('paints nothing once the app has taken the page over, or for a failed lookup', async () => {
    document.body.innerHTML = `<div id="root"><p ${EARLY_STATUS_ATTRIBUTE}></p></div>`;
    runStartScript('#code=ABC123');
    await earlyAnswer();
    expect(document.querySelector(`[${EARLY_STATUS_ATTRIBUTE}]`)?.childElementCount).toBe(0);

    server.respond((_request, response) => json(response, 404, { message: 'No status for this code' }));
    document.body.innerHTML = `<div id="root" data-prerendered="/hero-lookup"><p ${EARLY_STATUS_ATTRIBUTE}></p></div>`;
    runStartScript('#code=ZZZ999');
    // The result's place is kept from the start, and stays so after a failed lookup until the app says why.
    expect(document.documentElement.hasAttribute(EARLY_LOOKUP_ATTRIBUTE)).toBe(true);
    await earlyAnswer();
    expect(document.querySelector(`[${EARLY_STATUS_ATTRIBUTE}]`)?.childElementCount).toBe(0);
    expect(document.documentElement.hasAttribute(EARLY_LOOKUP_ATTRIBUTE)).toBe(true);
    endEarlyLookup();
    expect(document.documentElement.hasAttribute(EARLY_LOOKUP_ATTRIBUTE)).toBe(false);
  });

  it('is not used for another code', async () => {
    runStartScript('#code=ABC123');
    const api = createApiClient({ baseUrl: `${server.url}/api`, fetch: fetchWithEarlySnapshot });
    await api.getSnapshot('XYZ789');
    expect(server.requests.map((request) => request.url).sort()).toEqual([
      '/api/getSnapshot?accessCode=ABC123',
      '/api/getSnapshot?accessCode=XYZ789',
    ]);
  });

  it.each([
    ['#code=abc-123', 'ABC123'],
    ['#code=ABC%20123', 'ABC123'],
    ['#code=a.b.c.1.2.3', 'ABC123'],
  ])('takes a link’s code as people write it: %s asks for %s', async (hash, code) => {
    document.body.innerHTML = '<input name="code">';
    runStartScript(hash);
    expect(document.querySelector('input')?.value).toBe(code);
    await earlyAnswer();
    expect(server.requests.map((request) => request.url)).toEqual([`/api/getSnapshot?accessCode=${code}`]);
  });

  it.each([
    ['the demo code', '#code=aaaaaa'],
    ['the demo code with a hyphen', '#code=aaa-aaa'],
    ['a code with a U', '#code=ABU123'],
    ['an invalid code', '#code=AB-12!'],
    ['a code of 7 characters', '#code=ABC1234'],
    ['no code', '#section'],
  ])('is not made for %s', async (_name, hash) => {
    // Counted as it starts: that none was made needs no wait for one still on its way to the server.
    const started = vi.spyOn(globalThis, 'fetch');
    runStartScript(hash);
    expect(started).not.toHaveBeenCalled();
    expect(earlyHandoff().snapshot).toBeUndefined();
    expect(document.documentElement.hasAttribute(EARLY_LOOKUP_ATTRIBUTE)).toBe(false);
  });

  it('is made for the code this tab showed last, on a reload without a link, and a link’s code wins', async () => {
    keepShownCode('KEPT12');
    document.body.innerHTML = '<input name="code">';
    runStartScript('');
    expect(document.querySelector('input')?.value).toBe('KEPT12');
    await earlyAnswer();
    runStartScript('#code=LINK12');
    await earlyAnswer();
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/getSnapshot?accessCode=KEPT12',
      '/api/getSnapshot?accessCode=LINK12',
    ]);
  });

  it('gives way to the app’s own request when it failed', async () => {
    let calls = 0;
    server.respond((_request, response) => {
      calls += 1;
      if (calls === 1) response.destroy();
      else json(response, 200, { accessCode: 'ABC123', emergency: true });
    });
    runStartScript('#code=ABC123');
    await earlyAnswer();
    expect(calls).toBe(1);
    const api = createApiClient({ baseUrl: `${server.url}/api`, fetch: fetchWithEarlySnapshot });
    expect((await api.getSnapshot('ABC123')).emergency).toBe(true);
    expect(calls).toBe(2);
  });
});
