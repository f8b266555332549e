import ANSWERS_WORDS from 'words:answers';
import LOOKUP_WORDS from 'words:lookup';
import {
  ACKNOWLEDGEMENT_LIMITS,
  ANSWER_REFUSAL_MESSAGES,
  PLACES_PER_HOLDER,
  type StatusSnapshot,
} from '@safety-companion/api';
import { FakeEventSource, json, setUpHttpTestServer } from '@safety-companion/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../../i18n/locale';
import { renderLookupForm } from '../../test/lookup-form';
import { ACTIVE } from '../../test/lookup-snapshots';

const TEXTS = ANSWERS_WORDS;
const AT = '2026-11-23T20:00:00.000Z';
let snapshot: StatusSnapshot = ACTIVE;
let answerStatus = 201;
let answerBody: unknown = { kind: 'on-the-way', name: 'Robin', at: AT };

const server = setUpHttpTestServer((request, response) =>
  request.url === '/api/acknowledgements'
    ? json(response, answerStatus, answerBody)
    : json(response, 200, snapshot),
);
beforeEach(() => {
  snapshot = { ...ACTIVE, acknowledgements: [] };
  answerStatus = 201;
  answerBody = { kind: 'on-the-way', name: 'Robin', at: AT };
});

const codeInput = () => screen.getByRole('textbox', { name: LOOKUP_WORDS.codeLabel });
const answers = () => screen.getByRole('group', { name: TEXTS.heading });
const nameInput = () => within(answers()).getByRole('textbox', { name: TEXTS.nameLabel });
const button = (kind: keyof typeof TEXTS.buttons) =>
  within(answers()).getByRole('button', { name: TEXTS.buttons[kind] });
const announcement = () => screen.getByRole('status');
const answerLines = () =>
  within(screen.getByRole('region', { name: 'Answers from heroes' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.split(' · ')[0]);
const posted = () => server.requests.filter((request) => request.url === '/api/acknowledgements');

async function lookUp(code: string) {
  const user = userEvent.setup();
  renderLookupForm(`${server.url}/api`);
  await user.type(codeInput(), code);
  await user.click(screen.getByRole('button', { name: LOOKUP_WORDS.submit }));
  await screen.findByRole('group', { name: TEXTS.heading });
  return user;
}

describe("a hero's answer on the lookup page", () => {
  it('is four answers, an optional name and a request for a fresh position in a group labelled under the status', async () => {
    await lookUp('ABC123');
    expect(answers().tagName).toBe('FIELDSET');
    expect(nameInput()).toHaveAttribute('maxlength', '60');
    expect(nameInput()).toHaveAccessibleDescription(TEXTS.nameHint);
    expect(
      within(answers())
        .getAllByRole('button')
        .map((each) => each.textContent),
    ).toEqual([
      "I've seen this",
      "I'm on my way",
      "I've called emergency services",
      "I'm here",
      'Ask for a fresh position',
    ]);
    // Looking up keeps nothing in localStorage; only an answer does.
    expect(localStorage).toHaveLength(0);
  });

  it('sends the answer with the name and a device id, and remembers both on the device', async () => {
    const user = await lookUp('abc123');
    await user.type(nameInput(), ' Robin ');
    await user.click(button('on-the-way'));
    await waitFor(() => expect(posted()).toHaveLength(1));
    const body = JSON.parse(posted()[0]?.body ?? '');
    expect(body).toMatchObject({ accessCode: 'ABC123', kind: 'on-the-way', name: 'Robin' });
    expect(body.hero).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('hero-lookup.name')).toBe('Robin');
    expect(localStorage.getItem('hero-lookup.hero')).toBe(body.hero);

    // The same device answers again with the same id.
    await user.click(button('seen'));
    await waitFor(() => expect(posted()).toHaveLength(2));
    expect(JSON.parse(posted()[1]?.body ?? '').hero).toBe(body.hero);
  });

  it('fills the name remembered on this device', async () => {
    localStorage.setItem('hero-lookup.name', 'Sam');
    await lookUp('ABC123');
    expect(nameInput()).toHaveValue('Sam');
  });

  it('fetches the status again when it is not live, so that the answer shows at once', async () => {
    const user = await lookUp('ABC123');
    const lookups = () => server.requests.filter((request) => request.url?.startsWith('/api/getSnapshot'));
    expect(lookups()).toHaveLength(1);
    snapshot = { ...snapshot, acknowledgements: [{ kind: 'on-the-way', name: 'Robin', at: AT }] };
    await user.click(button('on-the-way'));
    await waitFor(() => expect(lookups()).toHaveLength(2));
    await waitFor(() => expect(answerLines()).toEqual(['You are on the way']));
    expect(announcement()).toHaveTextContent('You are on the way');
  });

  it("marks this device's answer chosen and names it You, until another replaces it; others' read as given", async () => {
    const user = await lookUp('ABC123');
    for (const kind of ['seen', 'on-the-way', 'called-emergency-services'] as const) {
      expect(button(kind)).toHaveAttribute('aria-pressed', 'false');
      // Unpressed, all three look alike: none looks chosen.
      expect(button(kind)).toHaveClass('sc-button--secondary');
      expect(button(kind).querySelector('svg')).toBeNull();
    }
    const sam = { kind: 'seen', name: 'Sam', at: '2026-11-23T19:59:00.000Z' } as const;
    // The server stores the answer at a time of its own: the page knows it by what came back, not by the name.
    answerBody = { kind: 'on-the-way', name: 'Sam', at: AT };
    snapshot = { ...snapshot, acknowledgements: [{ kind: 'on-the-way', name: 'Sam', at: AT }, sam] };
    await user.click(button('on-the-way'));
    await waitFor(() => expect(answerLines()).toEqual(['You are on the way', 'Sam has seen this']));
    expect(button('on-the-way')).toHaveAttribute('aria-pressed', 'true');
    expect(button('on-the-way')).toHaveClass('sc-button--primary');
    expect(button('on-the-way').querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(button('seen')).toHaveAttribute('aria-pressed', 'false');
    expect(button('seen')).toHaveClass('sc-button--secondary');

    const later = '2026-11-23T20:02:00.000Z';
    answerBody = { kind: 'called-emergency-services', name: 'Sam', at: later };
    snapshot = {
      ...snapshot,
      acknowledgements: [{ kind: 'called-emergency-services', name: 'Sam', at: later }, sam],
    };
    await user.click(button('called-emergency-services'));
    await waitFor(() =>
      expect(answerLines()).toEqual(['You called emergency services', 'Sam has seen this']),
    );
    expect(button('called-emergency-services')).toHaveAttribute('aria-pressed', 'true');
    expect(button('on-the-way')).toHaveAttribute('aria-pressed', 'false');
    // Nothing of the hero's id went anywhere but the answer itself.
    expect(posted()).toHaveLength(2);
  });

  it("announces each other hero's answer once, as the stream brings it", async () => {
    await lookUp('ABC123');
    await waitFor(() => expect(FakeEventSource.latest()).toBeDefined());
    const stream = FakeEventSource.latest() as FakeEventSource;
    await act(async () => stream.emit('status', snapshot, '1'));
    const sam = { kind: 'seen', name: 'Sam', at: AT } as const;
    await act(async () => stream.emit('status', { ...snapshot, acknowledgements: [sam] }, '2'));
    expect(announcement()).toHaveTextContent(/^Sam has seen this$/);
    const alex = { kind: 'called-emergency-services', name: null, at: '2026-11-23T20:01:00.000Z' } as const;
    await act(async () =>
      stream.emit('status', { ...snapshot, emergency: true, acknowledgements: [alex, sam] }, '3'),
    );
    // The emergency is said apart, assertively; the answer politely.
    expect(announcement()).toHaveTextContent(/^A hero has called emergency services$/);
    expect(answerLines()).toEqual(['A hero has called emergency services', 'Sam has seen this']);
  });

  it('keeps the line of open pages, empty, until the stream counts them', async () => {
    await lookUp('ABC123');
    const line = answers().querySelector('.hero-answers__viewers');
    expect(line).toBeEmptyDOMElement();
    await waitFor(() => expect(FakeEventSource.latest()).toBeDefined());
    await act(async () =>
      (FakeEventSource.latest() as FakeEventSource).emit('status', { ...snapshot, viewers: 2 }, '1'),
    );
    expect(answers().querySelector('.hero-answers__viewers')).toBe(line);
    expect(line).toHaveTextContent('2 pages have this status open (yours included)');
  });

  it('has no line of open pages on the demo, which nobody else follows', async () => {
    await lookUp('AAAAAA');
    expect(answers().querySelector('.hero-answers__viewers')).toBeNull();
  });

  it("says why an answer was not sent, in the server's words when the status has all it takes", async () => {
    answerStatus = 429;
    answerBody = { code: 'full', message: ANSWER_REFUSAL_MESSAGES.full };
    const user = await lookUp('ABC123');
    await user.click(button('seen'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXTS.failureTitle);
    expect(alert).toHaveTextContent('This status already has 50 answers');
  });

  it.each([
    [
      'by its code, whatever its message says',
      { code: 'full', message: 'No room.' },
      TEXTS.refusals.full({ count: ACKNOWLEDGEMENT_LIMITS.perStatus }),
    ],
    ['in its own words when it has no code', { message: 'No room.' }, 'No room.'],
  ])('says a refusal %s', async (_name, body, words) => {
    answerStatus = 429;
    answerBody = body;
    const user = await lookUp('ABC123');
    await user.click(button('seen'));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });

  it('says what is wrong with a name the server would refuse at the field, keeps it, and sends nothing', async () => {
    const user = await lookUp('ABC123');
    await user.type(nameInput(), 'Sam\u200B');
    await user.click(button('seen'));
    expect(nameInput()).toHaveAccessibleDescription(`${TEXTS.nameHint} ${TEXTS.nameProblems.invisible}`);
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveFocus();
    expect(nameInput()).toHaveValue('Sam\u200B');
    expect(posted()).toHaveLength(0);
    await user.clear(nameInput());
    await user.type(nameInput(), 'Sam');
    await user.click(button('seen'));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(nameInput()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says a refusal the contract words in the page’s language: in Spanish on /es/', async () => {
    setCurrentLocale('es');
    try {
      answerStatus = 429;
      answerBody = { code: 'client-full', message: ANSWER_REFUSAL_MESSAGES['client-full'] };
      const user = await lookUp('ABC123');
      await user.click(button('seen'));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Tu respuesta no se envió');
      expect(alert).toHaveTextContent(
        `${PLACES_PER_HOLDER.perClient} héroes desde esta dirección ya respondieron a este estado`,
      );
    } finally {
      setCurrentLocale('en');
    }
  });

  it('answers on the page for the demo code: shown first, announced, and replaced by the next answer', async () => {
    const user = await lookUp('AAAAAA');
    expect(answerLines()).toEqual(['Sam is on the way', 'A hero has seen this']);
    await user.type(nameInput(), 'Robin');
    await user.click(button('on-the-way'));
    await waitFor(() => expect(answerLines()[0]).toBe('You are on the way'));
    expect(announcement()).toHaveTextContent('You are on the way');
    expect(button('on-the-way')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('called-emergency-services'));
    await waitFor(() =>
      expect(answerLines()).toEqual([
        'You called emergency services',
        'Sam is on the way',
        'A hero has seen this',
      ]),
    );
    expect(server.requests).toHaveLength(0);
  });
});
