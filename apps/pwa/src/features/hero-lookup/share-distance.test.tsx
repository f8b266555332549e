import ANSWERS_WORDS from 'words:answers';
import LOOKUP_WORDS from 'words:lookup';
import { ARRIVAL_LIMITS, type StatusSnapshot } from '@safety-companion/api';
import { json, setUpHttpTestServer } from '@safety-companion/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderLookupForm } from '../../test/lookup-form';
import { ACTIVE } from '../../test/lookup-snapshots';

const TEXTS = ANSWERS_WORDS.distance;
const AT = '2026-11-23T20:00:00.000Z';
// The person's last known position (ACTIVE's), and the hero's: 0.045° of latitude north, 5.0 km.
const PERSON = { latitude: 38.8895, longitude: -77.0353 };
const HERO = { latitude: 38.9345, longitude: -77.0353 };
let answerBody: Record<string, unknown> = {};

const server = setUpHttpTestServer((request, response) => {
  if (request.url !== '/api/acknowledgements') return json(response, 200, snapshot);
  const { kind, name, eta } = JSON.parse(request.body ?? '{}');
  answerBody = {
    kind,
    name: name || null,
    at: new Date(Date.parse(AT) + server.requests.length).toISOString(),
    eta: eta ?? null,
  };
  return json(response, 201, answerBody);
});
let snapshot: StatusSnapshot = ACTIVE;
let position: ((success: PositionCallback, failure: PositionErrorCallback) => void) | undefined;

beforeEach(() => {
  snapshot = { ...ACTIVE, displayName: 'Riley', location: PERSON, acknowledgements: [] };
  position = (success) => success({ coords: { ...HERO, accuracy: 10 } } as GeolocationPosition);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
        position?.(success, failure),
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

const answers = () => screen.getByRole('group', { name: ANSWERS_WORDS.heading });
const posted = () => server.requests.filter((request) => request.url === '/api/acknowledgements');

async function onTheWay() {
  const user = userEvent.setup();
  renderLookupForm(`${server.url}/api`);
  await user.type(screen.getByRole('textbox', { name: LOOKUP_WORDS.codeLabel }), 'ABC123');
  await user.click(screen.getByRole('button', { name: LOOKUP_WORDS.submit }));
  await screen.findByRole('group', { name: ANSWERS_WORDS.heading });
  expect(within(answers()).queryByRole('button', { name: TEXTS.share })).toBeNull();
  await user.click(
    await within(await screen.findByRole('group', { name: ANSWERS_WORDS.heading })).findByRole('button', {
      name: "I'm on my way",
    }),
  );
  await within(answers()).findByRole('button', { name: TEXTS.share });
  return user;
}

describe('sharing how far away a hero on the way is', () => {
  it('is offered after "I\'m on my way" only, and sends the minutes by car, never the position', async () => {
    const user = await onTheWay();
    await user.click(within(answers()).getByRole('button', { name: TEXTS.share }));
    const modes = within(answers()).getByRole('group', { name: TEXTS.modeLegend });
    await user.click(within(modes).getByRole('button', { name: 'By car' }));
    await waitFor(() => expect(posted()).toHaveLength(2));
    const body = posted()[1]?.body ?? '';
    // 5.0 km × 1.3 ÷ 25 km/h = 15.6 min: 12–19.
    expect(JSON.parse(body)).toMatchObject({
      kind: 'on-the-way',
      eta: { mode: 'car', minMinutes: 12, maxMinutes: 19 },
    });
    for (const request of server.requests) {
      expect(`${request.url} ${request.body ?? ''}`).not.toMatch(/38\.93|77\.03|latitude|longitude/);
    }
    expect(await within(answers()).findByRole('button', { name: TEXTS.update })).toBeInTheDocument();
  });

  it('takes the estimate back with "on the way" alone', async () => {
    const user = await onTheWay();
    await user.click(within(answers()).getByRole('button', { name: TEXTS.share }));
    await user.click(within(answers()).getByRole('button', { name: 'On foot' }));
    await user.click(await within(answers()).findByRole('button', { name: TEXTS.takeBack }));
    await waitFor(() => expect(posted()).toHaveLength(3));
    expect(JSON.parse(posted()[2]?.body ?? '')).not.toHaveProperty('eta');
    expect(await within(answers()).findByRole('button', { name: TEXTS.share })).toBeInTheDocument();
  });

  it('says why nothing was sent: no position given, or over 300 km away', async () => {
    position = (_success, failure) => failure({ code: 1, message: 'denied' } as GeolocationPositionError);
    const user = await onTheWay();
    await user.click(within(answers()).getByRole('button', { name: TEXTS.share }));
    await user.click(within(answers()).getByRole('button', { name: 'By car' }));
    expect(await within(answers()).findByText(TEXTS.noPosition)).toBeInTheDocument();
    position = (success) =>
      success({ coords: { latitude: 41.9, longitude: -77.0353, accuracy: 10 } } as GeolocationPosition);
    await user.click(within(answers()).getByRole('button', { name: 'By car' }));
    expect(
      await within(answers()).findByText(TEXTS.tooFarNamed({ km: ARRIVAL_LIMITS.maxKm, person: 'Riley' })),
    ).toBeInTheDocument();
    expect(posted()).toHaveLength(1);
  });
});
