import ANSWERS_WORDS from 'words:answers';
import LOOKUP_WORDS from 'words:lookup';
import { LOOKUP_ERROR_MESSAGES, POSITION_REQUEST_REFUSALS, type StatusSnapshot } from '@safety-companion/api';
import { json, setUpHttpTestServer } from '@safety-companion/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../../i18n/locale';
import { renderLookupForm } from '../../test/lookup-form';
import { ACTIVE } from '../../test/lookup-snapshots';

const TEXTS = ANSWERS_WORDS.freshPosition;
let snapshot: StatusSnapshot = ACTIVE;
let refusal: { code?: string; message: string } | undefined;

const server = setUpHttpTestServer((request, response) => {
  if (request.url !== '/api/position-requests') return json(response, 200, snapshot);
  if (refusal) return json(response, 429, refusal, { 'Retry-After': '90' });
  const at = new Date().toISOString();
  snapshot = { ...snapshot, positionRequest: { name: 'Sam', at, declinedAt: null } };
  return json(response, 201, snapshot.positionRequest);
});

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
beforeEach(() => {
  refusal = undefined;
  snapshot = {
    ...ACTIVE,
    displayName: 'Riley',
    location: { latitude: 1, longitude: 2, takenAt: ago(5 * 60_000) },
    acknowledgements: [],
    positionRequest: null,
  };
});

const answers = () => screen.getByRole('group', { name: ANSWERS_WORDS.heading });

async function lookUp() {
  const user = userEvent.setup();
  renderLookupForm(`${server.url}/api`);
  await user.type(screen.getByRole('textbox', { name: LOOKUP_WORDS.codeLabel }), 'ABC123');
  await user.click(screen.getByRole('button', { name: LOOKUP_WORDS.submit }));
  await screen.findByRole('group', { name: ANSWERS_WORDS.heading });
  return user;
}

describe('a fresh position on request', () => {
  it("asks with the device's hero id, then says who asked and that it waits for the phone", async () => {
    const user = await lookUp();
    await user.click(within(answers()).getByRole('button', { name: TEXTS.ask }));
    await waitFor(() =>
      expect(server.requests.some((each) => each.url === '/api/position-requests')).toBe(true),
    );
    const body = JSON.parse(
      server.requests.find((each) => each.url === '/api/position-requests')?.body ?? '',
    );
    expect(body).toEqual({ accessCode: 'ABC123', hero: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(
      await within(answers()).findByText(
        /^Sam asked for a fresh position \d+ s ago · waiting for Riley's phone$/,
      ),
    ).toBeInTheDocument();
    expect(within(answers()).getByRole('button', { name: TEXTS.ask })).toBeDisabled();
    expect(answers().querySelector('[aria-live="polite"]')).toHaveTextContent(
      "Sam asked for a fresh position, waiting for Riley's phone.",
    );
  });

  it.each([
    [
      'a fix taken after it',
      { location: { latitude: 1, longitude: 2, takenAt: ago(2_000) } },
      /^New position, \d s ago$/,
    ],
    [
      'an old fix sent again: still waiting',
      { location: { latitude: 1, longitude: 2, takenAt: ago(60_000) } },
      /waiting for Riley's phone$/,
    ],
    [
      'a decline',
      { positionRequest: { name: null, at: ago(30_000), declinedAt: ago(20_000) } },
      /^Riley's phone did not send a new position$/,
    ],
    [
      '2 minutes without either',
      { positionRequest: { name: null, at: ago(125_000), declinedAt: null } },
      /^Riley's phone has not answered\. It may be off or without signal\.$/,
    ],
  ])('resolves on %s', async (_, change, line) => {
    snapshot = {
      ...snapshot,
      positionRequest: { name: 'Sam', at: ago(30_000), declinedAt: null },
      ...change,
    };
    await lookUp();
    await waitFor(() =>
      expect(answers().querySelector('.hero-answers__fresh-line')?.textContent).toMatch(line),
    );
  });

  it("says why the server refused, in the page's language", async () => {
    setCurrentLocale('es');
    try {
      refusal = { code: 'hero', message: POSITION_REQUEST_REFUSALS.hero };
      const user = await lookUp();
      await user.click(within(answers()).getByRole('button', { name: 'Pedir una posición nueva' }));
      expect(
        await within(answers()).findByText('Pediste una posición nueva hace menos de 2 minutos.'),
      ).toBeInTheDocument();
    } finally {
      setCurrentLocale('en');
    }
  });

  it.each([
    [
      'its code, whatever its message says',
      { code: 'pending', message: 'Wait a little.' },
      TEXTS.refusals.pending,
    ],
    [
      'the wait, for a refusal without a code',
      { message: POSITION_REQUEST_REFUSALS.pending },
      LOOKUP_ERROR_MESSAGES.tooManyAttemptsFor('2 minutes'),
    ],
  ])('words a refusal by %s', async (_name, body, words) => {
    refusal = body;
    const user = await lookUp();
    await user.click(within(answers()).getByRole('button', { name: TEXTS.ask }));
    expect(await within(answers()).findByText(words)).toBeInTheDocument();
  });

  it('says how many pages have the status open, this one included', async () => {
    snapshot = { ...snapshot, viewers: 3 };
    await lookUp();
    expect(
      within(answers()).getByText("3 pages have Riley's status open (yours included)"),
    ).toBeInTheDocument();
  });
});
