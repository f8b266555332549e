import USER_STATUS_WORDS from 'words:user-status';
import { SAMPLE_SNAPSHOT } from '@safety-companion/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { UserStatusView } from './user-status-view';

function renderView() {
  render(<UserStatusView locale="en-US" timeZone="America/New_York" />);
  return screen.getByRole('textbox', { name: USER_STATUS_WORDS.inputLabel });
}

// fireEvent.change pastes the whole text at once; typing JSON with user-event would need its braces escaped.
function paste(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

describe('UserStatusView', () => {
  it('shows nothing but the labelled box at first', async () => {
    renderView();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows a good status as a hero would see it, its dates in UTC and local time, and the raw JSON', async () => {
    const input = renderView();
    paste(input, JSON.stringify(SAMPLE_SNAPSHOT));

    expect(await screen.findByRole('alert')).toHaveTextContent(USER_STATUS_WORDS.parsed);
    expect(screen.getByRole('heading', { level: 2, name: USER_STATUS_WORDS.parsedHeading })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Active');
    expect(screen.getByText(SAMPLE_SNAPSHOT.info ?? '')).toBeVisible();

    const table = screen.getByRole('table', { name: USER_STATUS_WORDS.datesCaption });
    expect(within(table).getByRole('columnheader', { name: 'Local (America/New_York)' })).toBeVisible();
    const start = within(table).getByRole('row', { name: /startTime/ });
    expect(start).toHaveTextContent('2025-06-14T13:30:00.000Z');
    expect(start).toHaveTextContent(/Jun 14, 2025, 9:30:00\sAM EDT/);
    expect(within(table).getByRole('row', { name: /endTime/ })).toHaveTextContent('2025-06-14T15:30:00.000Z');
    expect(within(table).getByRole('row', { name: /timestamp/ })).toHaveTextContent(
      '2025-06-14T14:10:00.000Z',
    );

    const raw = screen.getByRole('heading', { level: 2, name: USER_STATUS_WORDS.rawHeading });
    const pre = raw.parentElement?.querySelector('pre');
    expect(pre?.textContent).toBe(JSON.stringify(SAMPLE_SNAPSHOT, null, 2));
  });

  it("says 'Error parsing status: ' and the parser's message for bad JSON, and shows no status", async () => {
    const input = renderView();
    paste(input, '{"emergency": tru');
    let expected = '';
    try {
      JSON.parse('{"emergency": tru');
    } catch (error) {
      expected = (error as Error).message;
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error parsing status: ${expected}`);
    expect(screen.queryByRole('heading', { name: USER_STATUS_WORDS.parsedHeading })).toBeNull();
  });

  it('refuses JSON that is not an object', async () => {
    const input = renderView();
    paste(input, '42');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error parsing status: a status must be a JSON object.',
    );
  });

  it('shows a partial status with what it has', async () => {
    const input = renderView();
    paste(input, '{"emergency": true, "timerDetails": {"who": "Alex"}}');
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_STATUS_WORDS.parsed);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('EMERGENCY');
    expect(screen.getByText('Alex')).toBeVisible();
    expect(screen.getByRole('row', { name: /startTime/ })).toHaveTextContent('Not set');
  });

  it('reads each change: from bad to good and back', async () => {
    const input = renderView();
    paste(input, '{');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error parsing status: ');
    paste(input, '{}');
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_STATUS_WORDS.parsed);
    paste(input, '{}x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error parsing status: ');
    paste(input, '');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the /user-status route', () => {
  it('renders its one heading and its title, and is kept out of search engines', async () => {
    await renderRoute('/user-status');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('User Status');
    await waitFor(() => expect(document.title).toBe('User Status | Beacon'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
