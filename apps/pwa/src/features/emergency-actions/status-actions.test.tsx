import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTIVE, EMERGENCY, EXPIRED } from '../../test/lookup-snapshots';
import { EMERGENCY_COUNTRY_KEY } from './emergency-country';
import { StatusActions } from './status-actions';

/** Opens the list of countries as a hero does, with "Change" (or "Choose your country"). */
async function openList(user: ReturnType<typeof userEvent.setup>, name = 'Change') {
  const change = screen.getByRole('button', { name });
  expect(change).toHaveAttribute('aria-expanded', 'false');
  await user.click(change);
  expect(change).toHaveAttribute('aria-expanded', 'true');
  const list = screen.getByRole('combobox', { name: 'Country' });
  expect(list).toHaveFocus();
  return list;
}

function setLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
}

afterEach(() => {
  // jsdom's own languages again, for the test files that share this worker.
  Reflect.deleteProperty(navigator, 'languages');
  document.documentElement.style.removeProperty('--emergency-bar-height');
});

describe('the hero’s emergency number', () => {
  it.each([
    [['en-GB', 'en'], '999', 'United Kingdom'],
    [['de-DE'], '112', 'Germany'],
    [['es-MX'], '911', 'Mexico'],
    [['en-AU'], '000', 'Australia'],
  ])('follows the browser’s region (%j → %s, %s)', async (languages, number, country) => {
    setLanguages(languages);
    const user = userEvent.setup();
    render(<StatusActions snapshot={EMERGENCY} fallbackNumber="911" />);
    expect(screen.getByRole('link', { name: `Call ${number}` })).toHaveAttribute('href', `tel:${number}`);
    // One line, the list closed until asked for.
    expect(screen.getByText(`Calls ${number} (${country})`).closest('p')).toHaveTextContent(
      `Calls ${number} (${country}) · Change`,
    );
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
    expect(await openList(user)).toHaveDisplayValue(country);
  });

  it('falls back to the site’s number when the languages name no country, and asks for one', async () => {
    setLanguages(['fr']);
    const user = userEvent.setup();
    render(<StatusActions snapshot={EMERGENCY} fallbackNumber="112" />);
    expect(screen.getByRole('link', { name: 'Call your local emergency number' })).toHaveAttribute(
      'href',
      'tel:112',
    );
    expect(screen.getByText('Calls 112: your browser does not say your country')).toBeVisible();
    expect(await openList(user, 'Choose your country')).toHaveDisplayValue('Choose your country');
  });

  it('names the number as the Call link does after an expired countdown, without a known country', () => {
    setLanguages(['fr']);
    render(<StatusActions snapshot={EXPIRED} fallbackNumber="112" />);
    expect(
      screen.getByText('If you cannot reach them and fear for them, call your local emergency number.'),
    ).toBeVisible();
  });

  it('takes another country from the list, keeps it on the device (never a cookie) and says it once', async () => {
    setLanguages(['en-GB']);
    const user = userEvent.setup();
    render(<StatusActions snapshot={EMERGENCY} fallbackNumber="911" />);
    const list = await openList(user);
    await user.selectOptions(list, 'Germany');
    expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.queryByRole('link', { name: 'Call 999' })).toBeNull();
    // Said as one sentence, without a line break in it.
    const said = screen.getByText('Calls 112 (Germany)');
    expect(said).toHaveAttribute('aria-live', 'polite');
    expect(said.textContent).toBe('Calls 112 (Germany)');
    expect(list).toHaveFocus();
    expect(localStorage.getItem(EMERGENCY_COUNTRY_KEY)).toBe('DE');
    expect(document.cookie).toBe('');
  });

  it('keeps the chosen country over the browser’s, and ignores a stored value the table does not know', async () => {
    setLanguages(['en-US']);
    const user = userEvent.setup();
    localStorage.setItem(EMERGENCY_COUNTRY_KEY, 'AU');
    const { unmount } = render(<StatusActions snapshot={EMERGENCY} fallbackNumber="911" />);
    expect(screen.getByRole('link', { name: 'Call 000' })).toBeVisible();
    unmount();
    localStorage.setItem(EMERGENCY_COUNTRY_KEY, 'ZZ');
    render(<StatusActions snapshot={EMERGENCY} fallbackNumber="911" />);
    expect(screen.getByRole('link', { name: 'Call 911' })).toBeVisible();
    expect(await openList(user)).toHaveDisplayValue('United States');
  });
});

describe('the actions', () => {
  it('in an emergency: call, and directions to the current position from wherever the hero is', () => {
    setLanguages(['en-US']);
    render(<StatusActions snapshot={EMERGENCY} fallbackNumber="911" />);
    const directions = screen.getByRole('link', { name: 'Directions' });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=38.8895,-77.0353',
    );
    expect(directions).toHaveAccessibleDescription('Opens in a new tab');
    expect(screen.queryByText(/have not stopped their timer/)).toBeNull();
  });

  it('after an expired countdown: what it means and what to try first, then the same actions', () => {
    setLanguages(['en-GB']);
    const { container } = render(<StatusActions snapshot={EXPIRED} fallbackNumber="911" />);
    const note = within(container.querySelector('.emergency-actions__expired') as HTMLElement);
    expect(note.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'They have not stopped their timer.',
      'Try calling them on the number you have for them.',
      'If you cannot reach them and fear for them, call 999.',
    ]);
    expect(screen.getByRole('link', { name: 'Call 999' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Directions' })).toBeVisible();
  });

  it.each([
    ['an emergency', EMERGENCY],
    ['an expired countdown', EXPIRED],
  ])(
    'in %s: the person’s Call and Message first when they share their number, none without',
    (_, snapshot) => {
      setLanguages(['en-GB']);
      const shared = { ...snapshot, displayName: 'Riley', contactPhone: '+13125550123' };
      const { container, unmount } = render(<StatusActions snapshot={shared} fallbackNumber="911" />);
      const links = within(container.querySelector('.emergency-bar') as HTMLElement).getAllByRole('link');
      expect(links.slice(0, 3).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Call Riley', 'tel:+13125550123'],
        ['Message Riley', 'sms:+13125550123'],
        ['Call 999', 'tel:999'],
      ]);
      if (snapshot === EXPIRED)
        expect(screen.getByText('Try calling or messaging Riley first.')).toBeVisible();
      unmount();
      render(<StatusActions snapshot={{ ...shared, contactPhone: null }} fallbackNumber="911" />);
      expect(screen.queryByRole('link', { name: /Riley/ })).toBeNull();
      if (snapshot === EXPIRED)
        expect(screen.getByText('Try calling Riley on the number you have for them.')).toBeVisible();
    },
  );

  it('leaves out directions without a position, and shows nothing while a countdown runs', () => {
    setLanguages(['en-US']);
    const { unmount } = render(
      <StatusActions snapshot={{ ...EMERGENCY, location: null }} fallbackNumber="911" />,
    );
    expect(screen.queryByRole('link', { name: 'Directions' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Call 911' })).toBeVisible();
    unmount();
    const { container } = render(<StatusActions snapshot={ACTIVE} fallbackNumber="911" />);
    expect(container).toBeEmptyDOMElement();
  });
});
